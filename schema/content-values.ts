/**
 * The closed sets of values of the content model (levels, frequencies, competitor categories
 * and pricing models…), shared by the server (which validates content files against them) and
 * the browser (which normalises what it shows). The SDL types these fields as String, so the lists live here once.
 */

/** competitionLevel and regulationComplexity, lowest first. */
export const LEVELS = ['Low', 'Medium', 'High', 'Very High'] as const;
export type Level = (typeof LEVELS)[number];

/** opportunityFrequency, most frequent first. */
export const FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Annually'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const COMPETITOR_CATEGORIES = [
  'ai-native',
  'enterprise-incumbent',
  'government-specialist',
  'discovery-platform',
  'enterprise-procurement',
] as const;
export type CompetitorCategory = (typeof COMPETITOR_CATEGORIES)[number];

/**
 * How a product is sold, which decides whether a first-year cost can be worked out and how
 * (schema/comparison-rules.ts): free (free outright), free-for-suppliers (the buying organisation
 * pays, suppliers take part free), freemium (a free tier, paid tiers not priced publicly),
 * enterprise-only and custom (quoted), per-user (a price per seat), flat (one price per team,
 * whatever its size), unlimited-users (one plan price for any number of users), per-project
 * (priced by projects, questionnaires or volume).
 */
export const PRICING_MODELS = [
  'free',
  'free-for-suppliers',
  'freemium',
  'enterprise-only',
  'custom',
  'per-user',
  'flat',
  'unlimited-users',
  'per-project',
] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

/**
 * The job a product does for a team that bids: discovery (finding and qualifying opportunities),
 * response (writing and assembling proposals) or procurement (the buyer's sourcing suite, where
 * suppliers answer the events they are invited to). Alternatives are ranked by it first.
 */
export const COMPETITOR_JOBS = ['discovery', 'response', 'procurement'] as const;
export type CompetitorJob = (typeof COMPETITOR_JOBS)[number];

/** The feature flags of a competitor that can be marked planned (not launched yet). */
export const COMPETITOR_FEATURE_KEYS = ['aiPowered', 'multiLanguage', 'governmentCompliance', 'samGovIntegration'] as const;
export type CompetitorFeatureKey = (typeof COMPETITOR_FEATURE_KEYS)[number];

/** The block types a blog post is made of; a post renders these and ignores any other. */
export const BLOCK_TYPES = [
  'paragraph',
  'heading_1',
  'heading_2',
  'heading_3',
  'bulleted_list_item',
  'numbered_list_item',
  'quote',
  'code',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/**
 * What re-checking a competitor's price against its own public page found (docs/decisions/0009):
 * amount (the price is read there and matches the content), self-serve (the vendor sells listed
 * plans without a quote, but the amounts were not read), quote-only (the page asks for a quote),
 * not-verified (no copy of the vendor's page could be checked: no price is claimed).
 */
export const PRICE_FINDINGS = ['amount', 'self-serve', 'quote-only', 'not-verified'] as const;
export type PriceFinding = (typeof PRICE_FINDINGS)[number];

/** What re-checking a free trial or a free plan found: it exists, it does not, or it could not be checked. */
export const OFFER_FINDINGS = ['yes', 'no', 'not-verified'] as const;
export type OfferFinding = (typeof OFFER_FINDINGS)[number];
