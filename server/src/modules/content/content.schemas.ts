import { z } from 'zod';

import { COMPETITOR_CATEGORIES, FREQUENCIES, LEVELS, PRICING_MODELS } from '../../../../schema/content-values';

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
const periodList = text.refine((value) => value.split('.').filter((item) => item.trim()).length >= 1, {
  message: 'must hold at least one sentence',
});

export const nicheFileSchema = z.strictObject({
  slug,
  title: text,
  subcategory: text,
  description: text,
  averageContractValue: text,
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
});

export const industryFileSchema = z.strictObject({
  slug,
  notionId: z.string().optional(),
  title: text,
  description: text,
  metaDescription,
  marketSize: text,
  averageContractValue: text,
  competitionLevel: z.enum(LEVELS),
  opportunityFrequency: z.enum(FREQUENCIES),
  regulationComplexity: z.enum(LEVELS),
  successStories: text,
  keyPainPoints: commaList(2),
  commonRFPTypes: commaList(2),
  seoKeywords: z.array(text).min(3),
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
});

export const glossaryFileSchema = z.array(glossaryTermFileSchema).min(1);

const questionAnswer = z.strictObject({ question: text, answer: text });

export const competitorFileSchema = z.strictObject({
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
});

export const blogFrontMatterSchema = z.strictObject({
  title: text,
  excerpt: text,
  category: text,
  tags: z.array(text).min(1),
  author: text,
  created: z.union([isoDate, z.date().transform((date) => date.toISOString().slice(0, 10))]),
  updated: z.union([isoDate, z.date().transform((date) => date.toISOString().slice(0, 10))]),
  metaDescription,
  notionId: z.string().optional(),
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
