import {
  byPriorityThenName,
  featureStatus,
  groupThousands,
  priceChecked,
  priceDisplay,
  priceFindingCounts,
  priceFindingsSentence,
  productPriceText,
  productTrialText,
  trialConfirmed,
  PRICE_NOT_VERIFIED,
  type PriceFacts,
  type PriceFindingCounts,
} from '../../../../schema/comparison-rules';
import { STANDARD_PLAN, planPriceText } from '../../../../schema/plans';

/**
 * The guide's pure rules: how a product's price, rating and discovery features are shown, and
 * which products fill the comparison table and the small-business picks. Prices and planned
 * features follow the fair-comparison rules shared with the comparison pages
 * (schema/comparison-rules.ts).
 */

export { priceDisplay, productPriceText, productTrialText };

export type PricedProduct = Omit<PriceFacts, 'billingFrequency'>;

export interface OfferFacts extends PricedProduct {
  hasFreeTrial: boolean;
  factChecks?: { price: { finding: string }; trial: { finding: string } } | null;
  freeTrialDays: number | null;
  hasSetupFee: boolean;
}

/**
 * A product's offer as the guide states it: starting price, trial length and setup fee; the
 * product's own, in early access, is both its plans with their names (what members get now, what
 * comes at general availability).
 */
export function offerFacts(product: OfferFacts & { isOwnProduct?: boolean }): string[] {
  if (product.isOwnProduct) return [productPriceText(), productTrialText(), product.hasSetupFee ? 'Setup fee applies' : 'No setup fee'];
  return [
    priceDisplay(product),
    ...(trialConfirmed(product) && product.freeTrialDays ? [`${product.freeTrialDays}-day free trial`] : []),
    // The fee is part of the price: said only where the price was read on the vendor's page.
    ...(priceChecked(product) ? [product.hasSetupFee ? 'Setup fee applies' : 'No setup fee'] : []),
  ];
}

export interface ReviewedProduct {
  userReviews: { g2Score: number | null; reviewCount: number | null; source: string | null; checkedAt: string | null };
}

export interface Rating {
  /** "4.6/5" or "Not rated". */
  score: string;
  /** Where and when the score was read, e.g. "G2, 1,234 reviews, checked 2026-11-22"; null when not rated. */
  detail: string | null;
}

/**
 * A rating is shown only when a public review-site score was recorded with its source and the
 * date it was checked; anything less reads "Not rated" (we never publish our own ratings).
 */
export function ratingDisplay({ userReviews }: ReviewedProduct, formatDate: (isoDate: string) => string): Rating {
  const { g2Score, reviewCount, source, checkedAt } = userReviews;
  if (g2Score === null || !source || !checkedAt) return { score: 'Not rated', detail: null };
  const reviews = reviewCount === null ? '' : `, ${groupThousands(reviewCount)} reviews`;
  return { score: `${g2Score}/5`, detail: `${source}${reviews}, checked ${formatDate(checkedAt)}` };
}

export interface FeaturedProduct {
  category: string;
  features: { aiPowered: boolean; multiLanguage: boolean; languageCount: number | null; governmentCompliance: boolean; samGovIntegration: boolean };
  plannedFeatures: readonly string[];
}

const CATEGORY_LABELS: Record<string, string> = {
  'ai-native': 'AI-native RFP platform',
  'enterprise-incumbent': 'Proposal response management',
  'government-specialist': 'Government market intelligence',
  'discovery-platform': 'Bid notice aggregation',
  'enterprise-procurement': 'Buyer-side procurement suite',
};

export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? 'RFP software';

/** The discovery-related facts of a product, in a fixed order, from its feature flags; a planned one says so. */
export function discoveryFeatures(product: FeaturedProduct): string[] {
  const items: string[] = [];
  const add = (key: 'samGovIntegration' | 'governmentCompliance' | 'aiPowered' | 'multiLanguage', label: string) => {
    const status = featureStatus(product, key);
    if (status !== 'No') items.push(status === 'Planned' ? `${label} (planned)` : label);
  };
  add('samGovIntegration', 'SAM.gov opportunities');
  add('governmentCompliance', 'Government compliance support');
  add('aiPowered', 'AI-assisted');
  add('multiLanguage', product.features.languageCount ? `${product.features.languageCount} languages` : 'Multi-language');
  return items;
}

/** "8/10", or "0/10 (8 integrations planned)" when some are only planned. */
export function integrationScoreText({ integrationScore, plannedIntegrations }: { integrationScore: number; plannedIntegrations: readonly string[] }): string {
  const planned = plannedIntegrations.length;
  return planned === 0 ? `${integrationScore}/10` : `${integrationScore}/10 (${planned} ${planned === 1 ? 'integration' : 'integrations'} planned, not scored)`;
}

export interface RankedProduct {
  slug: string;
  name: string;
  priority: number;
  isOwnProduct: boolean;
}

/**
 * The comparison table: the product's own entry, then the preferred competitors in the given
 * order; when one is missing from the catalogue the next competitors by priority fill its place.
 */
export function comparisonRows<T extends RankedProduct>(own: T | null, competitors: readonly T[], preferredSlugs: readonly string[], size: number): T[] {
  const others = competitors.filter((item) => !item.isOwnProduct);
  const preferred = preferredSlugs.flatMap((slug) => others.filter((item) => item.slug === slug));
  const fill = others.filter((item) => !preferred.includes(item)).sort(byPriorityThenName);
  const rows = [...(own ? [own] : []), ...preferred, ...fill];
  return rows.slice(0, size);
}

export interface SizedProduct extends RankedProduct {
  companySize: readonly string[];
}

/** The small-business picks: products that list small businesses among their customers, own entry first, then by priority. */
export function smallBusinessPicks<T extends SizedProduct>(own: T | null, competitors: readonly T[], count: number): T[] {
  const fitsSmall = (item: T) => item.companySize.some((size) => size.toLowerCase() === 'small business');
  const others = competitors.filter((item) => !item.isOwnProduct && fitsSmall(item)).sort(byPriorityThenName);
  return [...(own && fitsSmall(own) ? [own] : []), ...others].slice(0, count);
}

export type PricingFacts = Omit<OfferFacts, 'freeTrialDays' | 'factChecks'> & {
  factChecks?: { price: { finding: string; lastChecked: string }; trial: { finding: string } } | null;
};

export interface PricingSummary {
  total: number;
  /** How the prices stand after re-checking each vendor's own page: the hub states the same counts. */
  prices: PriceFindingCounts;
  free: number;
  freeTrial: number;
  /** The tools whose pricing page we read (a price or "quote only"), and how many of those list a setup fee. */
  pricingRead: number;
  setupFee: number;
}

/** Counts how the tracked tools sell, for the pricing section. */
export function pricingSummary(products: readonly PricingFacts[]): PricingSummary {
  return {
    total: products.length,
    prices: priceFindingCounts(products),
    free: products.filter((item) => item.pricingModel === 'free' && priceChecked(item)).length,
    freeTrial: products.filter(trialConfirmed).length,
    pricingRead: products.filter(priceChecked).length,
    setupFee: products.filter((item) => priceChecked(item) && item.hasSetupFee).length,
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The pricing section's summary: the price counts in the hub's own words (one function, so the
 * two pages cannot disagree), then the trials found on the vendors' own pages and the setup fees
 * of the tools whose pricing page we read (of the others we know neither), with "none" instead of a zero.
 */
export function pricingSentence(summary: PricingSummary, formatDate: (isoDate: string) => string): string {
  const trial = summary.freeTrial === 0 ? 'none has a free trial we found there' : `${count(summary.freeTrial, 'has', 'have')} a free trial we found there`;
  const fees = summary.setupFee === 0 ? 'none lists a setup fee' : `${count(summary.setupFee, 'lists', 'list')} a setup fee`;
  const setup = summary.pricingRead === 0 ? '' : `; of the ${count(summary.pricingRead, 'tool', 'tools')} whose pricing page we read, ${fees}`;
  return `${priceFindingsSentence(summary.prices, formatDate)} On the vendors' own pages, ${trial}${setup}.`;
}

/**
 * A product's offer as one sentence: "Acme costs $50/month, with a 14-day free trial and no setup
 * fee."; the product's own entry is its plan: "Bidlight's Standard plan costs from $29/month per
 * team, with a 14-day free trial and no setup fee."
 */
export function offerSentence(product: OfferFacts & { name: string; isOwnProduct?: boolean }): string {
  const price = priceDisplay(product);
  const cost = product.isOwnProduct
    ? `${product.name}'s ${STANDARD_PLAN.name} at general availability costs ${planPriceText(STANDARD_PLAN)} per team`
    : price === 'Contact for pricing'
      ? `${product.name} is priced on request`
      : price === 'Free'
        ? `${product.name} is free`
        : price === PRICE_NOT_VERIFIED
          ? `${product.name}'s price is not published here`
          : `${product.name} costs ${price}`;
  const trial = trialConfirmed(product) && product.freeTrialDays ? `a ${product.freeTrialDays}-day free trial and ` : '';
  return `${cost}, with ${trial}${product.hasSetupFee ? 'a setup fee' : 'no setup fee'}.`;
}
