import { COMPETITOR_CATEGORIES, type CompetitorCategory } from '../../../../schema/content-values';
import { formatContentDate } from '../../lib/format';

/**
 * The competitor pages' rules (specification section 9 and DECISIONS "Comparison pages are
 * honest"): economics, price and rating display, alternatives badges and stats, the hub's
 * filters and the related-post choice. Data in, data out; no I/O.
 */

/** The product's own competitor entry (DECISIONS "Details settled"). */
export const PRODUCT_SLUG = 'bidlight';

export const PRODUCT_MONTHLY_PRICE = 29;
/** Section 9: "Product first year for 5 users: $348 at $29 per month." */
export const PRODUCT_FIRST_YEAR_COST = 348;
export const PRODUCT_TRIAL_DAYS = 14;
export const PRODUCT_SETUP_TIME = 'Same day';
export const TEAM_USERS = 5;
export const MONTHS_PER_YEAR = 12;
export const SETUP_FEE_ALLOWANCE = 10_000;
export const COST_SAVINGS_THRESHOLD = 50;
export const CONTACT_REQUIRED = 'Contact Required';
export const UNKNOWN_SAVINGS = '90%+';
export const SETUP_FEE_FALLBACK = '$5,000+';
export const NOT_RATED = 'Not rated';
export const CONTACT_FOR_PRICING = 'Contact for pricing';
const COST_WEAKNESSES = ['high cost', 'expensive'];

export { COMPETITOR_CATEGORIES, type CompetitorCategory };

export const CATEGORY_LABELS: Record<CompetitorCategory, string> = {
  'ai-native': 'AI-Native',
  'enterprise-incumbent': 'Enterprise Incumbent',
  'government-specialist': 'Government Specialist',
  'discovery-platform': 'Discovery Platform',
  'enterprise-procurement': 'Enterprise Procurement',
};

const isCategory = (value: string): value is CompetitorCategory => (COMPETITOR_CATEGORIES as readonly string[]).includes(value);

/** A category from the URL or a select; anything else means "all". */
export const parseCategory = (value: string): CompetitorCategory | 'all' => (isCategory(value) ? value : 'all');

export const categoryLabel = (category: string) => (isCategory(category) ? CATEGORY_LABELS[category] : category);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** "$16,000", "$29", "$12.50". */
export const formatUsd = (amount: number) => usd.format(amount);

export interface PricingFacts {
  pricingModel: string;
  startingPrice: string | null;
  pricingMin: number | null;
  pricingMax: number | null;
}

/**
 * Section 9's price display: free → "Free"; enterprise-only or custom → "Contact for pricing";
 * otherwise the written starting price, else the range, else "From $min/month".
 */
export function priceDisplay({ pricingModel, startingPrice, pricingMin, pricingMax }: PricingFacts): string {
  if (pricingModel === 'free') return 'Free';
  if (pricingModel === 'enterprise-only' || pricingModel === 'custom') return CONTACT_FOR_PRICING;
  if (startingPrice) return startingPrice;
  if (pricingMin !== null && pricingMax !== null) return `${formatUsd(pricingMin)} - ${formatUsd(pricingMax)}/month`;
  if (pricingMin !== null) return `From ${formatUsd(pricingMin)}/month`;
  return CONTACT_FOR_PRICING;
}

export interface CostFacts {
  pricingMin: number | null;
  hasSetupFee: boolean;
}

/** First-year cost for a 5-user team: pricingMin × 5 × 12, plus a $10,000 allowance with a setup fee; null when unpublished. */
export function firstYearCost({ pricingMin, hasSetupFee }: CostFacts): number | null {
  if (pricingMin === null) return null;
  return pricingMin * TEAM_USERS * MONTHS_PER_YEAR + (hasSetupFee ? SETUP_FEE_ALLOWANCE : 0);
}

/** "$16,000" or "Contact Required". */
export function firstYearCostText(facts: CostFacts): string {
  const cost = firstYearCost(facts);
  return cost === null ? CONTACT_REQUIRED : formatUsd(cost);
}

export type Savings = { kind: 'amount'; amount: number } | { kind: 'estimate'; label: typeof UNKNOWN_SAVINGS };

/** Competitor first-year cost minus the product's $348, or the "90%+" estimate when the cost is unknown. */
export function firstYearSavings(facts: CostFacts): Savings {
  const cost = firstYearCost(facts);
  return cost === null ? { kind: 'estimate', label: UNKNOWN_SAVINGS } : { kind: 'amount', amount: cost - PRODUCT_FIRST_YEAR_COST };
}

/** "$15,652", "-$348" or "90%+". */
export const savingsText = (savings: Savings) => (savings.kind === 'estimate' ? savings.label : formatUsd(savings.amount));

/** One honest sentence about the savings, whichever way they fall. */
export function savingsSentence(savings: Savings, competitorName: string, productName: string): string {
  if (savings.kind === 'estimate') {
    return `${competitorName} does not publish a price, so its first-year cost needs a quote. Against typical quote-based pricing we estimate savings of ${UNKNOWN_SAVINGS}; this is our estimate, not a published figure.`;
  }
  if (savings.amount > 0) return `A 5-user team would save ${formatUsd(savings.amount)} in the first year with ${productName}.`;
  if (savings.amount < 0) return `${competitorName} costs ${formatUsd(-savings.amount)} less than ${productName} in the first year.`;
  return `${competitorName} and ${productName} cost the same in the first year.`;
}

/** Section 9: the cost-savings message applies when the starting price (pricingMin) is above 50. */
export const hasCostSavingsMessage = ({ pricingMin }: { pricingMin: number | null }) =>
  pricingMin !== null && pricingMin > COST_SAVINGS_THRESHOLD;

export function costSavingsMessage(competitorName: string, productName: string): string {
  return `${competitorName} starts above $${COST_SAVINGS_THRESHOLD} a month. ${productName} is $${PRODUCT_MONTHLY_PRICE}/month with no setup fee, so a small team keeps more of its budget for bidding.`;
}

/** "$2,500" when the amount is known, "$5,000+" when there is a fee of unknown size, else "No setup fee". */
export function setupFeeText({ hasSetupFee, setupFeeAmount }: { hasSetupFee: boolean; setupFeeAmount: number | null }): string {
  if (setupFeeAmount !== null) return formatUsd(setupFeeAmount);
  return hasSetupFee ? SETUP_FEE_FALLBACK : 'No setup fee';
}

export const citesHighCost = (weaknesses: readonly string[]) =>
  weaknesses.some((weakness) => COST_WEAKNESSES.includes(weakness.trim().toLowerCase()));

/** The recommendation changes when the competitor's weaknesses include "High cost" or "Expensive". */
export function recommendationText(competitor: { name: string; weaknesses: readonly string[] }, productName: string): string {
  if (citesHighCost(competitor.weaknesses)) {
    return `If cost is what holds your team back with ${competitor.name}, ${productName} is the budget-friendly choice: $${PRODUCT_MONTHLY_PRICE}/month, a ${PRODUCT_TRIAL_DAYS}-day free trial and no setup fee.`;
  }
  return `Choose ${competitor.name} if its strengths match how your team works; choose ${productName} if you want AI-powered RFP discovery for $${PRODUCT_MONTHLY_PRICE}/month, with a ${PRODUCT_TRIAL_DAYS}-day free trial and no setup fee.`;
}

export function freeTrialText({ hasFreeTrial, freeTrialDays }: { hasFreeTrial: boolean; freeTrialDays: number | null }): string {
  if (!hasFreeTrial) return 'No free trial';
  return freeTrialDays ? `${freeTrialDays}-day free trial` : 'Free trial available';
}

export function languagesText({ multiLanguage, languageCount }: { multiLanguage: boolean; languageCount: number | null }): string {
  if (!multiLanguage) return 'No';
  return languageCount ? `Yes (${languageCount} languages)` : 'Yes';
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export interface ReviewFacts {
  g2Score: number | null;
  reviewCount: number | null;
  source: string | null;
  sourceUrl: string | null;
  checkedAt: string | null;
}

export interface Rating {
  text: string;
  sourceUrl: string | null;
}

/** A sourced review score with its source and date, else "Not rated" (DECISIONS "Honest copy"). */
export function rating(reviews: ReviewFacts): Rating {
  if (reviews.g2Score === null) return { text: NOT_RATED, sourceUrl: null };
  const details = [
    reviews.reviewCount !== null ? `${reviews.reviewCount.toLocaleString('en-US')} reviews` : null,
    reviews.checkedAt ? `checked ${formatContentDate(reviews.checkedAt)}` : null,
  ].filter(Boolean);
  const text = `${reviews.g2Score}/5 on ${reviews.source ?? 'G2'}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
  return { text, sourceUrl: reviews.sourceUrl };
}

/**
 * What a card says once about the facts that are not public (instead of "Contact for pricing" and
 * "Not rated" in small print, which read like missing data); null when both are known.
 */
export function unpublishedNote(name: string, facts: PricingFacts & { userReviews: ReviewFacts }): string | null {
  const noPrice = priceDisplay(facts) === CONTACT_FOR_PRICING;
  const noRating = facts.userReviews.g2Score === null;
  if (noPrice && noRating) return `${name} does not publish its prices, and we found no public review score.`;
  if (noPrice) return `${name} does not publish its prices: ask the vendor for a quote.`;
  if (noRating) return 'No public review score yet.';
  return null;
}

/** Section 9: each alternative lists 3 strengths. */
export const topStrengths = (strengths: readonly string[]) => strengths.slice(0, 3);

/** Section 9: the first alternative gets "Top Alternative" only when it is not the product's own entry. */
export const isTopAlternative = (alternative: { isOwnProduct: boolean }, index: number) => index === 0 && !alternative.isOwnProduct;

/** The comparison page's "other alternatives": other vendors only, at most 3. */
export const otherVendors = <T extends { isOwnProduct: boolean }>(alternatives: readonly T[], limit = 3) =>
  alternatives.filter((item) => !item.isOwnProduct).slice(0, limit);

export interface AlternativeFacts {
  isOwnProduct: boolean;
  pricingMin: number | null;
  hasFreeTrial: boolean;
  integrations: readonly string[];
  features: { aiPowered: boolean; samGovIntegration: boolean; governmentCompliance: boolean };
}

export interface AlternativesStats {
  count: number;
  /** The lowest published pricingMin, null when none is published. */
  lowestPricingMin: number | null;
  withFreeTrial: number;
}

export function alternativesStats(alternatives: readonly AlternativeFacts[]): AlternativesStats {
  const prices = alternatives.map((item) => item.pricingMin).filter((price): price is number => price !== null);
  return {
    count: alternatives.length,
    lowestPricingMin: prices.length > 0 ? Math.min(...prices) : null,
    withFreeTrial: alternatives.filter((item) => item.hasFreeTrial).length,
  };
}

/** "$0/month", or "Contact for pricing" when no alternative publishes a price. */
export const monthlyPriceText = (amount: number | null) => (amount === null ? CONTACT_FOR_PRICING : `${formatUsd(amount)}/month`);

export interface AverageAlternative {
  /** Vendors averaged (the product's own entry has its own column and is left out). */
  count: number;
  /** Mean pricingMin of the vendors that publish one, rounded to whole dollars; null when none does. */
  averagePricingMin: number | null;
  pricedCount: number;
  /** Shares in whole percent. */
  freeTrialShare: number;
  aiPoweredShare: number;
  samGovShare: number;
  governmentComplianceShare: number;
  /** Mean number of documented integrations, one decimal. */
  averageIntegrations: number;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export function averageAlternative(alternatives: readonly AlternativeFacts[]): AverageAlternative {
  const vendors = alternatives.filter((item) => !item.isOwnProduct);
  const prices = vendors.map((item) => item.pricingMin).filter((price): price is number => price !== null);
  const count = vendors.length;
  const share = (test: (item: AlternativeFacts) => boolean) => percent(vendors.filter(test).length, count);
  return {
    count,
    averagePricingMin: prices.length > 0 ? Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length) : null,
    pricedCount: prices.length,
    freeTrialShare: share((item) => item.hasFreeTrial),
    aiPoweredShare: share((item) => item.features.aiPowered),
    samGovShare: share((item) => item.features.samGovIntegration),
    governmentComplianceShare: share((item) => item.features.governmentCompliance),
    averageIntegrations: count === 0 ? 0 : Math.round((vendors.reduce((sum, item) => sum + item.integrations.length, 0) / count) * 10) / 10,
  };
}

/** The disclosure line of every comparison and alternatives page, around its source link. */
export function disclosureParts(productName: string, lastChecked: string) {
  return {
    before: `Published by the ${productName} team. Competitor facts come from `,
    linkText: 'public sources',
    after: `, last checked ${formatContentDate(lastChecked, 'MMMM d, yyyy')}.`,
  };
}

/**
 * A meta description of at most `max` characters: as many whole sentences as fit, in order; a
 * first sentence that is too long on its own is cut at a word.
 */
export function fitDescription(sentences: readonly string[], max = 160): string {
  let text = '';
  for (const sentence of sentences) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length > max) break;
    text = next;
  }
  if (text) return text;
  const cut = (sentences[0] ?? '').slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.]+$/, '')}…`;
}

// The hub's filters (section 4): search text (default empty), category (default all), sort (default priority).

export type HubSort = 'priority' | 'name';
export const HUB_SORT_LABELS: Record<HubSort, string> = { priority: 'Priority', name: 'Name' };
export const MAX_SEARCH_LENGTH = 200;

export interface HubFilters {
  search: string;
  category: CompetitorCategory | 'all';
  sort: HubSort;
}

export const DEFAULT_HUB_FILTERS: HubFilters = { search: '', category: 'all', sort: 'priority' };

/**
 * The filters' names in the URL query, which are also the names of the hub's form fields: the
 * form submits to the hub with a plain GET (`/competitors?q=…&category=…&sort=…`).
 */
export const HUB_PARAMS = { search: 'q', category: 'category', sort: 'sort' } as const satisfies Record<keyof HubFilters, string>;

/** Reads the filters from the URL query (the search also from `search`, its earlier name); unknown values fall back to the defaults. */
export function parseHubFilters(params: URLSearchParams): HubFilters {
  const sort = params.get(HUB_PARAMS.sort);
  return {
    search: (params.get(HUB_PARAMS.search) ?? params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    category: parseCategory(params.get(HUB_PARAMS.category) ?? ''),
    sort: sort === 'name' ? 'name' : 'priority',
  };
}

/** The URL query for the filters, defaults (and a blank search) left out so the plain hub URL stays canonical. */
export function hubFiltersQuery(filters: HubFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set(HUB_PARAMS.search, filters.search);
  if (filters.category !== 'all') params.set(HUB_PARAMS.category, filters.category);
  if (filters.sort !== 'priority') params.set(HUB_PARAMS.sort, filters.sort);
  return params;
}

/** Whether two sets of filters show the same list (the same URL query). */
export const sameHubFilters = (a: HubFilters, b: HubFilters) => hubFiltersQuery(a).toString() === hubFiltersQuery(b).toString();

/**
 * The server-side filter: the category unless "all". The search and the sort are applied to that
 * list on the page (`visibleCompetitors`), on the server and in the browser alike, so typing in
 * the search box asks nothing of the server.
 */
export function hubQueryVariables({ category }: Pick<HubFilters, 'category'>): { category?: string } {
  return category !== 'all' ? { category } : {};
}

/** Section 5's search: name or short description, case-insensitive (the rule of the API's `competitors(search:)` too). */
export function matchesSearch(item: { name: string; shortDescription: string }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || item.name.toLowerCase().includes(needle) || item.shortDescription.toLowerCase().includes(needle);
}

export function sortCompetitors<T extends { name: string; priority: number }>(items: readonly T[], sort: HubSort): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  return [...items].sort(sort === 'name' ? byName : (a, b) => b.priority - a.priority || byName(a, b));
}

export function visibleCompetitors<T extends { name: string; shortDescription: string; priority: number }>(
  items: readonly T[],
  filters: Pick<HubFilters, 'search' | 'sort'>,
): T[] {
  return sortCompetitors(
    items.filter((item) => matchesSearch(item, filters.search)),
    filters.sort,
  );
}

// Related blog posts on a comparison page, scored like section 9's related articles.

/** The blog category closest to each competitor category. */
export const BLOG_CATEGORY_FOR: Record<CompetitorCategory, string> = {
  'ai-native': 'RFP Technology',
  'enterprise-incumbent': 'Proposal Writing',
  'government-specialist': 'Government Contracting',
  'discovery-platform': 'RFP Strategy',
  'enterprise-procurement': 'RFP Strategy',
};

export interface PostFacts {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
}

export interface CompetitorTopics {
  name: string;
  category: string;
  shortDescription: string;
  fullDescription: string;
  strengths: readonly string[];
  idealFor: readonly string[];
  industryFocus: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containsPhrase = (haystack: string, phrase: string) => new RegExp(`\\b${escapeRegExp(phrase.toLowerCase())}\\b`).test(haystack);

/**
 * Up to `limit` posts for a competitor: 10 when the post's category is the one mapped from the
 * competitor's, 5 per post tag the competitor's own text mentions, 3 per keyword group found in
 * both the competitor's text and the post's title or excerpt. Highest first (ties keep the
 * given newest-first order); posts scoring zero are dropped.
 */
export function relatedPostsForCompetitor<T extends PostFacts>(
  competitor: CompetitorTopics,
  posts: readonly T[],
  keywordGroups: readonly { name: string; words: readonly string[] }[],
  limit = 3,
): T[] {
  const text = [competitor.name, competitor.shortDescription, competitor.fullDescription, ...competitor.strengths, ...competitor.idealFor, ...competitor.industryFocus]
    .join(' ')
    .toLowerCase();
  const blogCategory = isCategory(competitor.category) ? BLOG_CATEGORY_FOR[competitor.category] : null;
  const groupsIn = (haystack: string) =>
    new Set(keywordGroups.filter((group) => group.words.some((word) => containsPhrase(haystack, word))).map((group) => group.name));
  const competitorGroups = groupsIn(text);
  return posts
    .map((post, index) => {
      let score = post.category === blogCategory ? 10 : 0;
      score += post.tags.filter((tag) => containsPhrase(text, tag)).length * 5;
      for (const group of groupsIn(`${post.title} ${post.excerpt}`.toLowerCase())) if (competitorGroups.has(group)) score += 3;
      return { post, score, index };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.post);
}
