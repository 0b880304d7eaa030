import { fillTexts, pageCopy } from '../../lib/page-copy';
import privacy from '../../../../content/pages/privacy.json';
import type { PrivacyCopy } from '../../../../schema/page-copy';
import { LEGAL_CONTACT, type LegalSection } from './legal-document';

/** The privacy policy of the site while the product is in early access, from content/pages/privacy.json. */
const copy = pageCopy<PrivacyCopy>(privacy, { privacyEmail: LEGAL_CONTACT.privacy });

/** The page's title and lead, with the product's name filled in. */
export const privacyHero = (productName: string) => fillTexts(copy.hero, { product: productName });

/** Which page views report their field vitals, in words. */
const sampledViews = (sampleRate: number) => (sampleRate >= 1 ? 'every page view' : `${Math.round(sampleRate * 100)} % of page views`);

/**
 * The policy's sections for this deployment: whether analytics is configured, and whether (and
 * for how long, and for which page views) field vitals are collected, pick and fill its sentences.
 */
export function privacySections({
  productName,
  analyticsEnabled,
  fieldVitals,
}: {
  productName: string;
  analyticsEnabled: boolean;
  fieldVitals: { sampleRate: number; retentionDays: number };
}): LegalSection[] {
  const values = { product: productName, vitalsRetentionDays: fieldVitals.retentionDays, vitalsSampled: sampledViews(fieldVitals.sampleRate) };
  return fillTexts(copy.sections, values).map((section) => ({
    ...section,
    blocks: section.blocks.map((block) => {
      if (typeof block === 'object' && 'analytics' in block) return block.analytics[analyticsEnabled ? 'enabled' : 'disabled'];
      if (typeof block === 'object' && 'fieldVitals' in block) return block.fieldVitals[fieldVitals.sampleRate > 0 ? 'enabled' : 'disabled'];
      return block;
    }),
  }));
}
