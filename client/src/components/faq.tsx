import { deferredPart } from '../lib/deferred-part';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Schema.org FAQPage for the items. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The FAQ accordion (./faq-accordion.tsx): always far below the fold, so its code loads when it comes near the screen. */
export const FaqAccordion = deferredPart(() => import('./faq-accordion').then((module) => module.FaqAccordion), { whenNearScreen: 'faq' });
