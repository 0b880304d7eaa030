import { z } from 'zod';

import {
  COMPETITOR_CATEGORIES,
  COMPETITOR_FEATURE_KEYS,
  COMPETITOR_JOBS,
  FREQUENCIES,
  LEVELS,
  OFFER_FINDINGS,
  PRICE_FINDINGS,
  PRICING_MODELS,
} from '../../../../schema/content-values';
import { STANDARD_PLAN, namedPlanPrice } from '../../../../schema/plans';
import { contractRangeProblem } from './contract-value';

export { COMPETITOR_CATEGORIES };

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const text = z.string().trim().min(1, 'must not be empty');
const metaDescription = z.string().trim().min(50, 'must be at least 50 characters').max(160, 'must be at most 160 characters');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const commaList = (min: number) =>
  text.refine((value) => value.split(',').filter((item) => item.trim()).length >= min, {
    message: `must list at least ${min} comma-separated items`,
  });
/** A niche's contract-value range, "$500K – $20M" with an optional basis after it: its industry's range is computed from these. */
const contractRange = text.superRefine((value, context) => {
  const problem = contractRangeProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
const periodList = text.refine((value) => value.split('.').filter((item) => item.trim()).length >= 1, {
  message: 'must hold at least one sentence',
});

/**
 * A cited source: a primary source's absolute https address and the title shown for it. Posts and
 * glossary terms list theirs in a "Sources" section (links open in a new tab, rel="noopener").
 */
export const sourceSchema = z.strictObject({
  title: text.max(200),
  url: z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'must be an absolute https address' }),
});
const sources = z.array(sourceSchema).max(12).default([]);
/** Text that cites a regulation or a government program: such a glossary entry lists its primary sources. */
export const REGULATORY_CITATION =
  /\b(?:FAR|DFARS|CFR|SBA|Federal Acquisition Regulation|Uniform Guidance|Davis-Bacon|Service Contract Act|Brooks Act|Miller Act|Buy American|Section 508)\b|\bU\.S\.C\.|\bSAM\.gov\b/;
/** YAML reads an unquoted 2026-11-25 as a Date; both forms end as YYYY-MM-DD. */
const frontMatterDate = z.union([isoDate, z.date().transform((date) => date.toISOString().slice(0, 10))]);

/** The specification's FAQ counts: ten entries on an industry's page, five on a niche's. */
export const INDUSTRY_FAQ_COUNT = 10;
export const NICHE_FAQ_COUNT = 5;

/** Markup that would show as written: the FAQs and the market-size basis are plain text. */
const MARKUP = /<\/?[a-z][^>]*>|\*\*|__|`|\[[^\]]*\]\(|^\s*(?:#+|[-*+]|\d+\.)\s/im;
const plainText = (value: string) => !/[\r\n]/.test(value) && !MARKUP.test(value);
const PLAIN_TEXT = 'must be plain text on one line (no Markdown, no HTML, no line breaks)';

/** One FAQ entry of an industry or niche page, written from the item's fields (docs/decisions/0013). */
export const faqEntrySchema = z.strictObject({
  question: text
    .min(20, 'must be at least 20 characters')
    .max(140, 'must be at most 140 characters')
    .refine((value) => value.endsWith('?'), { message: 'must end with "?"' })
    .refine(plainText, { message: PLAIN_TEXT }),
  answer: text.min(200, 'must be at least 200 characters').max(900, 'must be at most 900 characters').refine(plainText, { message: PLAIN_TEXT }),
});

/** Exactly `count` entries, no question asked twice on the page (compared without case). */
const faqs = (count: number) =>
  z
    .array(faqEntrySchema)
    .length(count, `must hold exactly ${count} questions and answers`)
    .superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const key = entry.question.toLowerCase();
        if (seen.has(key)) context.addIssue({ code: 'custom', message: 'must not repeat a question asked earlier on the page', path: [index, 'question'] });
        seen.add(key);
      });
    });

/** The label every market-size basis starts with: the figures are the team's estimates, not a cited statistic. */
export const MARKET_SIZE_BASIS_LABEL = 'Bidlight estimate: ';

/** What the market-size figure counts and how it was reached, in one plain sentence. */
const marketSizeBasis = text
  .max(240, 'must be at most 240 characters')
  .refine((value) => value.startsWith(MARKET_SIZE_BASIS_LABEL) && value.length > MARKET_SIZE_BASIS_LABEL.length + 20, {
    message: `must start with "${MARKET_SIZE_BASIS_LABEL}" and say what the figure counts and how it is reached`,
  })
  .refine(plainText, { message: PLAIN_TEXT });

export const nicheFileSchema = z.strictObject({
  slug,
  title: text,
  subcategory: text,
  description: text,
  /** The page's meta description: complete sentences, never the description cut at a length. */
  metaDescription,
  averageContractValue: contractRange,
  opportunityFrequency: z.enum(FREQUENCIES),
  competitionLevel: z.enum(LEVELS),
  successMetrics: text,
  keyPainPoints: periodList,
  buyerProfiles: periodList.refine(
    (value) =>
      value
        .split('.')
        .map((sentence) => sentence.trim())
        .filter(Boolean)
        .every((sentence) => /^[^:]+:[^:]+$/.test(sentence)),
    { message: 'each sentence must be "Type: description" with exactly one colon' },
  ),
  complianceRequirements: z.string().trim(),
  proposalTips: periodList,
  longTailKeywords: z.array(text).min(10, 'must list at least 10 keywords'),
  faqs: faqs(NICHE_FAQ_COUNT),
});

export const industryFileSchema = z.strictObject({
  slug,
  notionId: z.string().optional(),
  title: text,
  description: text,
  metaDescription,
  marketSize: text,
  marketSizeBasis,
  /**
   * Not written: the industry's range is computed from its niches' ranges when content is loaded,
   * so the two cannot disagree. A file that still carries one is refused by name.
   */
  averageContractValue: z.never({ error: "is computed from the niches' ranges (lowest to highest); remove it from the industry file" }).optional(),
  competitionLevel: z.enum(LEVELS),
  opportunityFrequency: z.enum(FREQUENCIES),
  regulationComplexity: z.enum(LEVELS),
  successStories: text,
  keyPainPoints: commaList(2),
  commonRFPTypes: commaList(2),
  seoKeywords: z.array(text).min(3),
  faqs: faqs(INDUSTRY_FAQ_COUNT),
  niches: z.array(nicheFileSchema).min(4, 'must have at least 4 niches').max(6, 'must have at most 6 niches'),
});

export const glossaryTermFileSchema = z.strictObject({
  term: text,
  slug,
  definition: text,
  synonyms: z.string().trim(),
  relatedTerms: z.string().trim(),
  exampleUsage: text,
  exampleIndustry: text,
  faqQ1: text,
  faqA1: text,
  faqQ2: text,
  faqA2: text,
  internalLinks: z.string().trim(),
  pageTitle: text,
  metaDescription,
  h1: text,
  /** The day the entry's text was last revised (shown as "Updated"). */
  updated: isoDate,
  sources,
}).refine((term) => term.sources.length > 0 || !REGULATORY_CITATION.test([term.definition, term.faqA1, term.faqA2].join(' ')), {
  message: 'a term that cites a regulation (FAR, CFR, U.S.C., SBA, SAM.gov…) must list its primary sources',
  path: ['sources'],
});

export const glossaryFileSchema = z.array(glossaryTermFileSchema).min(1);

const questionAnswer = z.strictObject({ question: text, answer: text });

const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'must be an absolute https address' });
/**
 * One fact about another vendor as re-checked against its own public page: what was found, the
 * page (null when no copy of it could be checked, and then the finding is "not-verified") and the day.
 */
const factCheck = <T extends readonly [string, ...string[]]>(findings: T) =>
  z
    .strictObject({ finding: z.enum(findings), sourceUrl: httpsUrl.nullable(), lastChecked: isoDate })
    .refine((fact) => (fact.sourceUrl === null) === (fact.finding === 'not-verified'), {
      message: 'a fact links the vendor page it was checked against, and only an unverified one has no page (sourceUrl null with finding "not-verified")',
      path: ['sourceUrl'],
    });
/**
 * The basis of a figure that is not a vendor's own (setup times, why users switch): a cited source,
 * or "team-judgement", shown on the page as the product team's judgement.
 */
const figureBasis = z.union([z.literal('team-judgement'), z.strictObject({ title: text.max(200), url: httpsUrl, lastChecked: isoDate })]);
const QUOTED_MODELS: readonly string[] = ['custom', 'enterprise-only'];
/** Pricing models that say some use is free (outright, a free tier, or free to suppliers). */
const FREE_MODELS: readonly string[] = ['free', 'freemium', 'free-for-suppliers'];
/** Pricing models that say every use is paid: per seat, per team, per plan, or by quote. */
const PAID_ONLY_MODELS: readonly string[] = ['per-user', 'flat', 'unlimited-users', ...QUOTED_MODELS];
const FREE_PRICE_TEXT = /\bfree\b|\$0\b/i;

/**
 * Where a vendor's pricing fields and its free-plan finding tell two stories, in words naming the
 * vendor and the fields: a free plan found absent beside a model, entry price or $0 minimum that
 * says free; one found beside a model that says paid only; a free model beside a price read on the
 * vendor's page without the free plan found there (pages would show "Free" for it). Null when they agree.
 */
export function freePlanContradiction(competitor: {
  name: string;
  slug: string;
  pricingModel: string;
  startingPrice: string | null;
  pricingMin: number | null;
  factChecks: { price: { finding: string }; freePlan: { finding: string } } | null;
}): string | null {
  if (!competitor.factChecks) return null;
  const { name, slug, pricingModel, startingPrice, pricingMin } = competitor;
  const vendor = `${name} (${slug})`;
  const freePlan = competitor.factChecks.freePlan.finding;
  if (freePlan === 'no') {
    if (FREE_MODELS.includes(pricingModel)) return `${vendor}: factChecks.freePlan is "no" but pricingModel "${pricingModel}" says there is free use`;
    if (startingPrice !== null && FREE_PRICE_TEXT.test(startingPrice)) return `${vendor}: factChecks.freePlan is "no" but startingPrice "${startingPrice}" says free`;
    if (pricingMin === 0) return `${vendor}: factChecks.freePlan is "no" but pricingMin is 0`;
  }
  if (freePlan === 'yes' && PAID_ONLY_MODELS.includes(pricingModel)) return `${vendor}: factChecks.freePlan is "yes" but pricingModel "${pricingModel}" says paid only`;
  const priceRead = ['amount', 'quote-only'].includes(competitor.factChecks.price.finding);
  if (priceRead && freePlan !== 'yes' && FREE_MODELS.includes(pricingModel)) {
    return `${vendor}: pricingModel "${pricingModel}" says there is free use beside a checked price, but factChecks.freePlan is "${freePlan}", not "yes"`;
  }
  return null;
}

/** The product's own competitor entry, content/competitors/bidlight.json: it must carry the Standard plan of schema/plans.ts. */
const PRODUCT_SLUG = 'bidlight';

export const competitorFileSchema = z
  .strictObject({
    slug,
    name: text,
    shortDescription: text.max(300),
    fullDescription: text,
    category: z.enum(COMPETITOR_CATEGORIES),
    priority: z.number().int().min(0).max(100),
    website: z.url(),
    hasFreeTrial: z.boolean(),
    freeTrialDays: z.number().int().positive().nullable(),
    hasSetupFee: z.boolean(),
    setupFeeAmount: z.number().int().nonnegative().nullable(),
    startingPrice: text.nullable(),
    pricingMin: z.number().nonnegative().nullable(),
    pricingMax: z.number().nonnegative().nullable(),
    pricingModel: z.enum(PRICING_MODELS),
    billingFrequency: z.enum(['annual', 'monthly']).nullable(),
    currency: z.string().length(3),
    companySize: z.array(text),
    customerCount: text.nullable(),
    industryFocus: z.array(text),
    idealFor: z.array(text),
    strengths: z.array(text).min(3),
    weaknesses: z.array(text).min(3),
    prosAndCons: z.strictObject({ pros: z.array(text).min(1), cons: z.array(text).min(1) }),
    userReviews: z.strictObject({
      g2Score: z.number().min(0).max(5).nullable(),
      reviewCount: z.number().int().nonnegative().nullable(),
      source: text.nullable(),
      sourceUrl: z.url().nullable(),
      checkedAt: isoDate.nullable(),
    }),
    features: z.strictObject({
      aiPowered: z.boolean(),
      multiLanguage: z.boolean(),
      languageCount: z.number().int().positive().nullable(),
      governmentCompliance: z.boolean(),
      samGovIntegration: z.boolean(),
    }),
    integrations: z.array(text),
    setupTime: text,
    quickVerdict: text,
    whyUsersSwitch: z.array(text).min(2),
    useCases: z.array(z.strictObject({ title: text, description: text })).min(2),
    migrationSteps: z.array(text).min(2),
    exampleScenario: text,
    peopleAlsoAsk: z.array(questionAnswer).min(2),
    sourceUrl: z.url(),
    lastChecked: isoDate,
    /** The job the tool does for a bidder: alternatives are ranked by it. */
    job: z.enum(COMPETITOR_JOBS),
    /** Feature flags that are true only as plans (the product before launch): shown as "Planned", never "Yes". */
    plannedFeatures: z.array(z.enum(COMPETITOR_FEATURE_KEYS)).default([]),
    /** Integrations listed in `integrations` that do not exist yet: they score nothing. */
    plannedIntegrations: z.array(text).default([]),
    /** The alternatives page's opening: why people look for an alternative to this tool. */
    whyLookForAlternatives: text.min(200, 'must be at least 200 characters'),
    /** The alternatives page's second paragraph: who the tool still suits. */
    whoItSuits: text.min(120, 'must be at least 120 characters'),
    /** The price, free trial and free plan, each with the vendor page it was checked against; null only for the product's own entry. */
    factChecks: z
      .strictObject({ price: factCheck(PRICE_FINDINGS), trial: factCheck(OFFER_FINDINGS), freePlan: factCheck(OFFER_FINDINGS) })
      .nullable(),
    /** Where the setup time comes from: a source, or the team's judgement (said so on the page). */
    setupTimeBasis: figureBasis,
    /** Where the "why users switch" reasons come from: a source, or the team's judgement (said so on the page). */
    whyUsersSwitchBasis: figureBasis,
  })
  .refine((competitor) => (competitor.factChecks === null) === (competitor.slug === PRODUCT_SLUG), {
    message: "every competitor's price, trial and free plan carry factChecks (finding, sourceUrl, lastChecked); the product's own entry has none",
    path: ['factChecks'],
  })
  .refine(
    ({ factChecks, pricingModel }) =>
      !factChecks ||
      (factChecks.price.finding !== 'quote-only' || QUOTED_MODELS.includes(pricingModel)) &&
        (factChecks.price.finding !== 'amount' || !QUOTED_MODELS.includes(pricingModel)),
    { message: 'a price found "quote-only" needs a quoted pricingModel (custom, enterprise-only), and one found as an "amount" cannot have one', path: ['factChecks', 'price'] },
  )
  .superRefine((competitor, context) => {
    const problem = freePlanContradiction(competitor);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['factChecks', 'freePlan'] });
  })
  .refine(({ factChecks, hasFreeTrial }) => !factChecks || factChecks.trial.finding === 'not-verified' || (factChecks.trial.finding === 'yes') === hasFreeTrial, {
    message: 'hasFreeTrial must agree with the checked trial finding',
    path: ['factChecks', 'trial'],
  })
  .refine((competitor) => competitor.plannedIntegrations.every((name) => competitor.integrations.includes(name)), {
    message: 'plannedIntegrations must be listed in integrations',
    path: ['plannedIntegrations'],
  })
  .refine(
    (competitor) =>
      competitor.slug !== PRODUCT_SLUG ||
      (competitor.pricingModel === 'flat' &&
        competitor.startingPrice === namedPlanPrice(STANDARD_PLAN) &&
        competitor.pricingMin === STANDARD_PLAN.monthlyPrice &&
        competitor.pricingMax === STANDARD_PLAN.monthlyPrice &&
        competitor.billingFrequency === 'monthly' &&
        competitor.hasFreeTrial &&
        competitor.freeTrialDays === STANDARD_PLAN.trialDays &&
        competitor.hasSetupFee === STANDARD_PLAN.setupFee),
    {
      message: `the product's own entry carries the ${STANDARD_PLAN.name} of schema/plans.ts: pricingModel "flat", startingPrice "${namedPlanPrice(STANDARD_PLAN)}", pricingMin and pricingMax ${STANDARD_PLAN.monthlyPrice}, billed monthly, a ${STANDARD_PLAN.trialDays}-day free trial, no setup fee`,
      path: ['startingPrice'],
    },
  );

export const blogFrontMatterSchema = z.strictObject({
  title: text,
  excerpt: text,
  category: text,
  tags: z.array(text).min(1),
  author: text,
  created: frontMatterDate,
  /** The day the post's content was last revised (shown as "Updated"). */
  updated: frontMatterDate,
  metaDescription,
  notionId: z.string().optional(),
  sources: z.array(sourceSchema).min(1, 'must cite at least one primary source').max(12),
});

export const siteFileSchema = z.strictObject({
  featuredCompetitors: z.strictObject({ enterpriseIncumbent: slug, governmentSpecialist: slug }),
  popularIndustries: z.array(slug).length(6),
  autoLinkPosts: z
    .array(z.strictObject({ slug, keywords: z.array(text).min(1), priority: z.number().int().min(5).max(10) }))
    .length(15),
  relatedPostKeywordGroups: z.record(z.string(), z.array(text).min(1)),
});

export type IndustryFile = z.infer<typeof industryFileSchema>;
export type NicheFile = z.infer<typeof nicheFileSchema>;
export type GlossaryTermFile = z.infer<typeof glossaryTermFileSchema>;
export type CompetitorFile = z.infer<typeof competitorFileSchema>;
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
export type SiteFile = z.infer<typeof siteFileSchema>;
export type CitedSource = z.infer<typeof sourceSchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;
