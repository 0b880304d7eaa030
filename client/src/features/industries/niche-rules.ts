/**
 * Pure rules of the niche page: how the period-separated fields are read, which sibling niches
 * are linked, the metadata limits and the five FAQ entries built from the niche's fields.
 */
import type { FaqItem } from '../../components/faq';
import { splitPeriods } from '../../lib/format';
import { continueSentence, frequencyPhrase, normalizeLevel } from './industry-rules';

/** Section 9: the meta description is the first 100 characters of the description. */
export const NICHE_META_DESCRIPTION_LENGTH = 100;
/** Section 9: the keywords are the first 10 long-tail keywords. */
export const NICHE_META_KEYWORDS = 10;
/** Section 9: related niches, up to 3. */
export const RELATED_NICHES = 3;

export const nicheMetaDescription = (description: string) => description.slice(0, NICHE_META_DESCRIPTION_LENGTH);
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

export interface NicheFaqInput {
  title: string;
  averageContractValue: string;
  opportunityFrequency: string;
  competitionLevel: string;
  successMetrics: string;
  buyerProfiles: string;
  complianceRequirements: string;
  proposalTips: string;
}

export interface NicheFaqIndustry {
  title: string;
  marketSize: string;
}

const sentences = (items: readonly string[]) => items.map((item) => `${item}.`).join(' ');

/** Exactly five questions and answers, every answer taken from the niche's (and its industry's) fields. */
export function nicheFaq(niche: NicheFaqInput, industry: NicheFaqIndustry): FaqItem[] {
  const { title } = niche;
  const profiles = buyerProfiles(niche.buyerProfiles);
  const compliance = complianceView(niche.complianceRequirements);
  const tips = splitPeriods(niche.proposalTips);
  return [
    {
      question: `What is the average contract value for ${title} contracts?`,
      answer: `${title} contracts typically fall in the ${niche.averageContractValue} range. The niche is part of the ${industry.title} market, which represents ${continueSentence(industry.marketSize)}.`,
    },
    {
      question: `How often are ${title} RFPs published?`,
      answer: `New ${title} opportunities appear ${frequencyPhrase(niche.opportunityFrequency)}, and competition for them is ${normalizeLevel(niche.competitionLevel)}.`,
    },
    {
      question: `Who buys ${title} services?`,
      answer:
        profiles.length > 0
          ? sentences(profiles.map((profile) => (profile.type ? `${profile.type}: ${profile.description}` : profile.description)))
          : `Public agencies and institutions in the ${industry.title} sector.`,
    },
    {
      question: `What compliance requirements apply to ${title} contracts?`,
      answer: compliance.kind === 'standard' ? standardComplianceText(title) : sentences(compliance.items),
    },
    {
      question: `How do I win ${title} RFPs?`,
      answer: `${tips.length > 0 ? `${sentences(tips.slice(0, 3))} ` : ''}${niche.successMetrics}`,
    },
  ];
}
