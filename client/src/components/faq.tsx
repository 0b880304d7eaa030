export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The FAQ accordion (./faq-accordion.tsx) is the browser's own `<details>`: it has no state or
 * code worth loading later, and hydrating it in place keeps whatever the visitor opened before
 * the page was live (a part held until near the screen would be rendered afresh, closed).
 */
export { FaqAccordion } from './faq-accordion';
