import type { FaqItem } from '../../components/faq';
import { paths } from '../../config/paths';

export interface ContactChannel {
  id: 'general' | 'sales' | 'support';
  title: string;
  email: string;
  text: string;
}

export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  { id: 'general', title: 'General inquiries', email: 'hello@bidlight.io', text: 'Questions about the product, the waitlist, partnerships or this website.' },
  { id: 'sales', title: 'Sales', email: 'sales@bidlight.io', text: 'Early-access plans, pricing for teams and whether we cover your market.' },
  { id: 'support', title: 'Support', email: 'support@bidlight.io', text: 'Help with your early-access account, alerts, matching or integrations.' },
] as const;

/** Section 9: business hours, one line each, and the reply promise. */
export const BUSINESS_HOURS = ['Mon-Fri 9-6 EST', 'Sat 10-4 EST', 'Sun closed'] as const;

export const REPLY_PROMISE = 'We reply within 4-6 business hours.';

export const QUICK_LINKS = [
  { label: 'RFP Software Guide', to: paths.guide },
  { label: 'Compare RFP tools', to: paths.competitors },
  { label: 'Industries we cover', to: paths.industries },
  { label: 'RFP glossary', to: paths.glossary },
  { label: 'Careers', to: paths.careers },
  { label: 'Privacy Policy', to: paths.privacy },
] as const;

export function contactFaq(productName: string): FaqItem[] {
  return [
    {
      question: 'How quickly will you reply?',
      answer: `${REPLY_PROMISE} Our hours are Mon-Fri 9-6 EST and Sat 10-4 EST; messages sent on Sunday, when we are closed, are answered on Monday.`,
    },
    {
      question: `How do I get early access to ${productName}?`,
      answer: `Join the waitlist from our home page with your work email. We invite people from the waitlist in batches as early access opens, and early adopters keep their launch pricing.`,
    },
    {
      question: 'Can I request an integration?',
      answer:
        'Yes. Use the subject "Integration request" (or follow the "Request an integration" link on our early access page, /landing-v2) and tell us which tool you use and what you want to happen in it, for example new matched RFPs posted to a channel or created as CRM opportunities.',
    },
    {
      question: 'Is there a phone number?',
      answer:
        'We handle every question by email and through this form, so the right person answers and you have a written record. If a call would help, say so in your message and we will arrange one.',
    },
    {
      question: 'How do I update or delete the information I gave you?',
      answer:
        'Email privacy@bidlight.io from the address you used, or send a message here with the subject "Privacy request". We will update or delete your waitlist signup, survey answers and messages, and confirm when it is done.',
    },
    {
      question: 'I found a mistake in a comparison. What should I do?',
      answer:
        'Tell us which page and what is wrong, with a link to the vendor\'s public source if you have one. We review every correction, update the page and its "last checked" date when the facts have changed.',
    },
  ];
}
