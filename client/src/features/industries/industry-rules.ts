/**
 * Pure rules of the industry detail page: the level scale (competition and regulation share
 * it), the frequency wording and the ten FAQ entries built from an industry's own fields.
 */
import type { FaqItem } from '../../components/faq';
import { FREQUENCIES, LEVELS, type Frequency, type Level } from '../../../../schema/content-values';
import { splitCommas } from '../../lib/format';

export { LEVELS, type Level };

/** A known level as written, anything else as Medium (section 5). */
export function normalizeLevel(level: string): Level {
  return (LEVELS as readonly string[]).includes(level) ? (level as Level) : 'Medium';
}

export type { Frequency };

/** A known frequency as written, anything else as Weekly (section 5). */
export function normalizeFrequency(frequency: string): Frequency {
  return (FREQUENCIES as readonly string[]).includes(frequency) ? (frequency as Frequency) : 'Weekly';
}

const FREQUENCY_PHRASES: Record<Frequency, string> = {
  Daily: 'every day',
  Weekly: 'every week',
  Monthly: 'every month',
  Quarterly: 'every quarter',
  Annually: 'once a year',
};

/** "every day", "every week"… for an opportunityFrequency value. */
export const frequencyPhrase = (frequency: string) => FREQUENCY_PHRASES[normalizeFrequency(frequency)];

/** What each competition level means for a bidder (shown under the bars and in the FAQ). */
export const COMPETITION_MEANING: Record<Level, string> = {
  Low: 'Fewer firms bid on each contract, so a qualified, well-documented proposal has a good chance of standing out.',
  Medium: 'Most solicitations draw a handful of qualified bidders; clear differentiation and relevant past performance decide the award.',
  High: 'Many qualified firms bid on each opportunity; wins usually go to bidders with strong past performance, sharp pricing and early notice of new RFPs.',
  'Very High':
    'Contracts attract large numbers of bidders, including national firms; careful bid/no-bid decisions and finding RFPs the day they are posted matter most.',
};

/** What each regulation level means for a proposal (regulation section and FAQ). */
export const REGULATION_MEANING: Record<Level, string> = {
  Low: 'Few sector-specific rules apply beyond standard procurement terms such as registration, insurance and the buyer’s contract conditions.',
  Medium: 'Expect some sector-specific requirements, such as licenses, certifications or reporting duties, on top of standard procurement terms.',
  High: 'Many contracts carry sector-specific regulations; proposals usually have to document certifications, licenses and compliance processes.',
  'Very High':
    'Regulation shapes most contracts: expect detailed compliance documentation, audits and flow-down clauses, and plan time for them in every proposal.',
};

/** The fields the FAQ is built from (the page query's industry satisfies it). */
export interface IndustryFaqInput {
  title: string;
  description: string;
  marketSize: string;
  averageContractValue: string;
  competitionLevel: string;
  opportunityFrequency: string;
  regulationComplexity: string;
  successStories: string;
  keyPainPoints: string;
  commonRFPTypes: string;
  niches: readonly { title: string; averageContractValue: string }[];
}

/** "a, b and c" */
function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Lets a field continue a sentence: "More than $2T…" becomes "more than $2T…", while acronyms
 * and figures ("HIPAA…", "$200B…") stay as written.
 */
export const continueSentence = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** Exactly ten questions and answers, every answer taken from the industry's own fields. */
export function industryFaq(industry: IndustryFaqInput, productName: string): FaqItem[] {
  const { title } = industry;
  const competition = normalizeLevel(industry.competitionLevel);
  const regulation = normalizeLevel(industry.regulationComplexity);
  const frequency = frequencyPhrase(industry.opportunityFrequency);
  const rfpTypes = splitCommas(industry.commonRFPTypes);
  const painPoints = splitCommas(industry.keyPainPoints);
  const nicheValues = industry.niches.map((niche) => `${niche.title} (${niche.averageContractValue})`);
  const nicheTitles = industry.niches.map((niche) => niche.title);

  return [
    {
      question: `How big is the ${title} RFP market?`,
      answer: `The ${title} market represents ${continueSentence(industry.marketSize)}. ${industry.description}`,
    },
    {
      question: `What is the average contract value for ${title} RFPs?`,
      answer:
        `${title} contracts typically fall in the ${industry.averageContractValue} range.` +
        (nicheValues.length > 0 ? ` Typical ranges by niche: ${joinWords(nicheValues)}.` : ''),
    },
    {
      question: `How often are new ${title} RFPs published?`,
      answer: `New ${title} opportunities appear ${frequency} (opportunity frequency: ${normalizeFrequency(industry.opportunityFrequency)}). Checking sources less often than that means some response windows close before you see them.`,
    },
    {
      question: `How competitive are ${title} RFPs?`,
      answer: `Competition in ${title} is ${competition}. ${COMPETITION_MEANING[competition]}`,
    },
    {
      question: `What types of RFPs are common in ${title}?`,
      answer:
        rfpTypes.length > 0
          ? `The most common ${title} solicitations are these: ${joinWords(rfpTypes)}.`
          : `${title} buyers publish a mix of service, product and program solicitations.`,
    },
    {
      question: `What are the biggest challenges when bidding on ${title} RFPs?`,
      answer:
        painPoints.length > 0
          ? `The challenges ${title} bidders face most often: ${joinWords(painPoints)}.`
          : `The usual challenges are finding opportunities early and meeting each buyer's requirements.`,
    },
    {
      question: `How complex are the regulations for ${title} contracts?`,
      answer: `Regulation complexity in ${title} is ${regulation}. ${REGULATION_MEANING[regulation]}`,
    },
    {
      question: `What does a successful ${title} bid look like?`,
      answer: industry.successStories,
    },
    {
      question: `How does ${productName} help with ${title} RFPs?`,
      answer: `${productName} searches for ${title} RFPs 24/7, matches them to your capabilities, budget range and location, and alerts you before deadlines. New ${title} opportunities appear ${frequency}, so automated discovery replaces hours of manual searching each week.`,
    },
    {
      question: `How do I get started with ${title} RFPs?`,
      answer:
        (nicheTitles.length > 0
          ? `Pick the ${title} niches that match your capabilities, such as ${joinWords(nicheTitles)}. `
          : `Pick the parts of the ${title} market that match your capabilities. `) +
        `Register with the buyers that publish them, gather your past performance and certifications, then set your preferences in ${productName} so matching RFPs reach you as soon as they are posted.`,
    },
  ];
}
