/**
 * Pure rules of the niche page: how the period-separated fields are read, which sibling niches
 * are linked and the metadata limits. The meta description is the niche's own `metaDescription`
 * (cutting the description at 100 characters, as before, split words in two: issue 19 and
 * docs/decisions/0009-content-a-buyer-can-trust.md).
 */
import { splitPeriods } from '../../lib/format';

/** The meta keywords are the first 10 long-tail keywords. */
export const NICHE_META_KEYWORDS = 10;
/** Related niches (of the same industry), up to 3. */
export const RELATED_NICHES = 3;

export const nicheMetaKeywords = (longTailKeywords: readonly string[]) => longTailKeywords.slice(0, NICHE_META_KEYWORDS);

export interface BuyerProfile {
  /** The text before the colon; null when a sentence has no colon. */
  type: string | null;
  description: string;
}

/** "Type: description. Type: description." → one profile per sentence, split at its first colon. */
export function buyerProfiles(text: string): BuyerProfile[] {
  return splitPeriods(text).map((sentence) => {
    const colon = sentence.indexOf(':');
    if (colon <= 0) return { type: null, description: sentence };
    return { type: sentence.slice(0, colon).trim(), description: sentence.slice(colon + 1).trim() };
  });
}

export type ComplianceView = { kind: 'standard' } | { kind: 'listed'; items: string[] };

/** Listed requirements, or the "Standard Compliance" message when nothing is left after trimming. */
export function complianceView(text: string): ComplianceView {
  const items = splitPeriods(text);
  return items.length === 0 ? { kind: 'standard' } : { kind: 'listed', items };
}

export const standardComplianceText = (nicheTitle: string) =>
  `No special certifications beyond standard procurement requirements are typical for ${nicheTitle} contracts. Expect the buyer's usual registration, insurance and contract terms.`;

/** Up to 3 other niches of the same industry, in the industry's order. */
export function relatedNiches<T extends { slug: string }>(siblings: readonly T[], currentSlug: string, limit = RELATED_NICHES): T[] {
  return siblings.filter((sibling) => sibling.slug !== currentSlug).slice(0, limit);
}
