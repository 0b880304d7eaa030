import type { FaqItem } from '../../components/faq';
import { paths } from '../../config/paths';
import { fillTexts, pageCopy } from '../../lib/page-copy';
import contact from '../../../../content/pages/contact.json';
import type { ContactCopy } from '../../../../schema/page-copy';

/** The contact page's words, from content/pages/contact.json. */
const copy = pageCopy<ContactCopy>(contact, { replyPromise: contact.replyPromise });

/** The hero and the headings of the page's parts, with the product's name filled in. */
export const contactSections = (productName: string) => fillTexts({ hero: copy.hero, ...copy.sections }, { product: productName });

/** The contact form's labels, its submit button and the title of its thanks. */
export const CONTACT_FORM = copy.form;

export const CONTACT_CHANNELS = copy.channels;

/** Business hours, one line each, and the reply promise. */
export const BUSINESS_HOURS = copy.businessHours;

export const REPLY_PROMISE = copy.replyPromise;

/** Each quick link points at a page named in the route table (schema/paths.ts). */
export const QUICK_LINKS = copy.quickLinks.map(({ label, page }) => ({ label, to: paths[page] }));

export const contactFaq = (productName: string): FaqItem[] => fillTexts(copy.faq, { product: productName });
