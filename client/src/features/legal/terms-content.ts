import { fillTexts, pageCopy } from '../../lib/page-copy';
import terms from '../../../../content/pages/terms.json';
import type { TermsCopy } from '../../../../schema/page-copy';
import { LEGAL_CONTACT, type LegalSection } from './legal-document';

/** The terms of service, from content/pages/terms.json: twelve sections, numbered by the page in the file's order. */
const copy = pageCopy<TermsCopy>(terms, { legalEmail: LEGAL_CONTACT.legal });

/** The page's title and lead, with the product's name filled in. */
export const termsHero = (productName: string) => fillTexts(copy.hero, { product: productName });

export const termsSections = ({ productName }: { productName: string }): LegalSection[] => fillTexts(copy.sections, { product: productName });
