import { fillTexts, pageCopy } from '../../lib/page-copy';
import privacy from '../../../../content/pages/privacy.json';
import type { PrivacyCopy } from '../../../../schema/page-copy';
import { LEGAL_CONTACT, type LegalSection } from './legal-document';

/** The privacy policy of the site while the product is in early access, from content/pages/privacy.json. */
const copy = pageCopy<PrivacyCopy>(privacy, { privacyEmail: LEGAL_CONTACT.privacy });

/** The page's title and lead, with the product's name filled in. */
export const privacyHero = (productName: string) => fillTexts(copy.hero, { product: productName });

/** The policy's sections for this deployment: `analyticsEnabled` picks the sentence that says whether analytics is configured. */
export function privacySections({ productName, analyticsEnabled }: { productName: string; analyticsEnabled: boolean }): LegalSection[] {
  return fillTexts(copy.sections, { product: productName }).map((section) => ({
    ...section,
    blocks: section.blocks.map((block) => (typeof block === 'object' && 'analytics' in block ? block.analytics[analyticsEnabled ? 'enabled' : 'disabled'] : block)),
  }));
}
