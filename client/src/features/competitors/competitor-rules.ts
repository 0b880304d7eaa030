import { COMPETITOR_CATEGORIES, type CompetitorCategory } from '../../../../schema/content-values';
import {
  CONTACT_FOR_PRICING,
  PRODUCT_FIRST_YEAR_COST,
  byName,
  byPriorityThenName,
  priceFindingOf,
  productPriceText,
  formatUsd,
  groupThousands,
  hasLaunched,
  launchedIntegrations,
  monthlyEquivalent,
  priceAverage,
  priceChecked,
  priceDisplay,
  trialConfirmed,
  type PriceAverage,
  type PriceFacts,
} from '../../../../schema/comparison-rules';
import { STANDARD_PLAN, namedPlanPrice, planPriceText, planTrialText } from '../../../../schema/plans';
import { formatContentDate } from '../../lib/content-date';

/**
 * The competitor pages' rules: the fair-comparison rules shared with the server and the guide
 * (schema/comparison-rules.ts, re-exported here; docs/decisions/0009-content-a-buyer-can-trust.md
 * says why), and what only these pages show: texts, badges, alternatives stats, the hub's
 * filters and the related-post choice. Data in, data out; no I/O.
 */
export * from '../../../../schema/comparison-rules';

/** The product's own competitor entry: not listed in the hub, first among every other tool's alternatives. */
export const PRODUCT_SLUG = 'bidlight';

/** The product's setup time is stated as same day; before launch it is a goal. */
export const PRODUCT_SETUP_TIME = 'Same day (goal)';
export const SETUP_FEE_FALLBACK = '$5,000+';
export const NOT_RATED = 'Not rated';
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

/**
 * The Standard plan's terms as the comparisons state them, always "at general availability" (the
 * product is in early access): "Standard plan at general availability (from $29/month per team, a
 * 14-day free trial and no setup fee)".
 */
export const standardPlanOffer = () =>
  `${STANDARD_PLAN.name} at general availability (${planPriceText(STANDARD_PLAN)} per team, a ${planTrialText(STANDARD_PLAN)} and ${STANDARD_PLAN.setupFee ? 'a setup fee' : 'no setup fee'})`;

/** The product's first-year tile: $348 per team, whatever its size, on the plan planned for general availability. */
export const productFirstYear = () => ({
  value: formatUsd(PRODUCT_FIRST_YEAR_COST),
  help: `${namedPlanPrice(STANDARD_PLAN)} at general availability, flat per team, no setup fee`,
});

/**
 * What the product does not do for a tool's job, said once where the product heads a list of that
 * tool's alternatives ("Our product"); null on its own page.
 */
export function productLimitForJob(job: string, productName: string): string {
  if (job === 'response') return `${productName} does not write or manage proposal responses: it finds and ranks RFPs, so a response tool stays in your process.`;
  if (job === 'procurement') return `${productName} is not a buyer's procurement suite: suppliers still answer that buyer's events there; ${productName} only finds bids from buyers you do not work with yet.`;
  return `${productName} is in early access and does not yet search in other languages, check government compliance or connect to CRMs and chat tools (all planned); it is let in to waitlist members in batches.`;
}

export interface FigureBasisFacts {
  teamJudgement: boolean;
  title?: string | null;
}

/** A tool's setup time with its basis beside it: the product's goal, the team's judgement, or the cited source. */
export function setupTimeText(item: { isOwnProduct: boolean; setupTime: string; setupTimeBasis: FigureBasisFacts }, productName: string): string {
  if (item.isOwnProduct) return PRODUCT_SETUP_TIME;
  return `${item.setupTime} (${item.setupTimeBasis.teamJudgement ? `${productName} team's judgement` : `source: ${item.setupTimeBasis.title}`})`;
}

const PRICE_FINDING_TEXT: Record<string, string> = {
  amount: 'price read on its own page',
  'self-serve': 'sells listed plans without a quote; amounts not verified',
  'quote-only': 'its pricing page asks for a quote',
  'not-verified': "not published here, not verified: we could not check the vendor's own pricing page (see its own site)",
};
const OFFER_FINDING_TEXT: Record<string, (offer: string) => string> = {
  yes: (offer) => `${offer} offered`,
  no: (offer) => `no ${offer} found`,
  'not-verified': () => "not verified: we could not check the vendor's own page",
};

export interface CheckedFact {
  finding: string;
  sourceUrl?: string | null;
  lastChecked: string;
}

/**
 * Each checked fact of a vendor's offer as a source line: the finding, the page beside it, the
 * day. A price that could not be checked links the vendor's own site, where its current price is.
 */
export function factCheckSources(
  competitor: { name: string; website?: string; factChecks?: { price: CheckedFact; trial: CheckedFact; freePlan: CheckedFact } | null },
  formatDate: (isoDate: string) => string,
): { label: string; href: string | null; note: string }[] {
  const checks = competitor.factChecks;
  if (!checks) return [];
  const line = (fact: string, text: string, check: CheckedFact, fallback: string | null = null) => ({
    label: `${competitor.name} ${fact}, ${text}`,
    href: check.sourceUrl ?? fallback,
    note: `checked ${formatDate(check.lastChecked)}`,
  });
  return [
    line('price', PRICE_FINDING_TEXT[checks.price.finding] ?? checks.price.finding, checks.price, competitor.website ?? null),
    line('free trial', (OFFER_FINDING_TEXT[checks.trial.finding] ?? OFFER_FINDING_TEXT['not-verified']!)('free trial'), checks.trial),
    line('free plan', (OFFER_FINDING_TEXT[checks.freePlan.finding] ?? OFFER_FINDING_TEXT['not-verified']!)('free plan or account'), checks.freePlan),
  ];
}

/** The label beside a figure that is the team's own judgement rather than a sourced fact. */
export const teamJudgementLabel = (productName: string) => `The ${productName} team's judgement, not a figure from the vendor or a cited source.`;

/**
 * "$2,500" when the amount is known, "$5,000+" when there is a fee of unknown size, else "No setup
 * fee"; "Not verified" when the vendor's pricing page could not be checked, since the fee is part of the price.
 */
export function setupFeeText(item: { hasSetupFee: boolean; setupFeeAmount: number | null; factChecks?: { price: { finding: string } } | null }): string {
  if (!priceChecked(item)) return 'Not verified';
  const { hasSetupFee, setupFeeAmount } = item;
  if (setupFeeAmount !== null) return formatUsd(setupFeeAmount);
  return hasSetupFee ? SETUP_FEE_FALLBACK : 'No setup fee';
}

export const citesHighCost = (weaknesses: readonly string[]) =>
  weaknesses.some((weakness) => COST_WEAKNESSES.includes(weakness.trim().toLowerCase()));

/**
 * The recommendation changes when the competitor's weaknesses include "High cost" or "Expensive";
 * a buyer-side suite is not something a supplier chooses, and the text says so.
 */
export function recommendationText(competitor: { name: string; weaknesses: readonly string[]; job?: string }, productName: string): string {
  const access = `${productName} is in early access through its waitlist; the ${standardPlanOffer()} comes later`;
  if (competitor.job === 'procurement') {
    return `${competitor.name} is chosen and paid for by the buying organisation, so suppliers answer its events there whatever else they use. To find bids from buyers you do not work with yet, you need a discovery tool. ${access}.`;
  }
  if (competitor.job === 'response') {
    return `${competitor.name} helps write responses and ${productName} finds and ranks RFPs, so they are not substitutes: choose by the job that costs your team the most time. ${access}.`;
  }
  if (citesHighCost(competitor.weaknesses)) {
    return `If cost is what holds your team back with ${competitor.name}, compare what you need with ${productName}'s AI-powered RFP discovery and matching, available in early access. ${access}.`;
  }
  return `Choose ${competitor.name} if its strengths match how your team works; choose ${productName} if you want AI-powered RFP discovery and matching, available in early access. ${access}.`;
}

/** The trial as checked on the vendor's page: "Not verified" when it could not be. */
export function freeTrialText({
  hasFreeTrial,
  freeTrialDays,
  factChecks,
}: {
  hasFreeTrial: boolean;
  freeTrialDays: number | null;
  factChecks?: { trial: { finding: string } } | null;
}): string {
  if (factChecks?.trial.finding === 'not-verified') return 'Not verified';
  if (!hasFreeTrial) return 'No free trial';
  return freeTrialDays ? `${freeTrialDays}-day free trial` : 'Free trial available';
}

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

/** A sourced review score with its source and date, else "Not rated": no rating without a source. */
export function rating(reviews: ReviewFacts): Rating {
  if (reviews.g2Score === null) return { text: NOT_RATED, sourceUrl: null };
  const details = [
    reviews.reviewCount !== null ? `${groupThousands(reviews.reviewCount)} reviews` : null,
    reviews.checkedAt ? `checked ${formatContentDate(reviews.checkedAt)}` : null,
  ].filter(Boolean);
  const text = `${reviews.g2Score}/5 on ${reviews.source ?? 'G2'}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
  return { text, sourceUrl: reviews.sourceUrl };
}

/** "Loopio's", "QorusDocs'", "Responsive's" for "Responsive (formerly RFPIO)": a name's trailing aside is left out. */
export function possessive(name: string): string {
  const base = name.replace(/\s*\([^)]*\)$/, '');
  return base.endsWith('s') ? `${base}'` : `${base}'s`;
}

/**
 * What a card says once about the facts that are not public (instead of "Contact for pricing" and
 * "Not rated" in small print, which read like missing data); null when both are known.
 */
export function unpublishedNote(name: string, facts: Omit<PriceFacts, 'billingFrequency'> & { userReviews: ReviewFacts }): string | null {
  const finding = priceFindingOf(facts);
  const unchecked = finding === 'not-verified' || finding === 'self-serve';
  const noPrice = unchecked || priceDisplay(facts) === CONTACT_FOR_PRICING;
  const noRating = facts.userReviews.g2Score === null;
  // "Does not publish its prices" only after the pricing page was checked (finding "quote-only").
  if (unchecked) {
    const site = `${possessive(name)} own site`;
    const price = finding === 'self-serve' ? `Listed plans, amounts not verified: see ${site}.` : `Price not published here: see ${site}.`;
    return noRating ? `${price} No public review score.` : price;
  }
  if (noPrice && noRating) return `${name} does not publish its prices, and we found no public review score.`;
  if (noPrice) return `${name} does not publish its prices: ask the vendor for a quote.`;
  if (noRating) return 'No public review score yet.';
  return null;
}

/** Each alternative lists 3 strengths. */
export const topStrengths = (strengths: readonly string[]) => strengths.slice(0, 3);

/** The first alternative gets "Top Alternative" only when it is not the product's own entry. */
export const isTopAlternative = (alternative: { isOwnProduct: boolean }, index: number) => index === 0 && !alternative.isOwnProduct;

/** The comparison page's "other alternatives": other vendors only, in relevance order, at most 3. */
export const otherVendors = <T extends { isOwnProduct: boolean }>(alternatives: readonly T[], limit = 3) =>
  alternatives.filter((item) => !item.isOwnProduct).slice(0, limit);

/** The rows of a comparison page's feature table, in order (the hub counts them). */
export const COMPARED_FEATURES = [
  'AI-powered',
  'Multi-language',
  'Government compliance',
  'SAM.gov integration',
  'Integrations',
  'Free trial',
  'Setup fee',
  'Setup time',
  'Starting price',
] as const;

export interface AlternativeFacts extends PriceFacts {
  name: string;
  isOwnProduct: boolean;
  hasFreeTrial: boolean;
  factChecks?: { price: { finding: string }; trial: { finding: string }; freePlan: { finding: string } } | null;
  integrations: readonly string[];
  plannedIntegrations: readonly string[];
  plannedFeatures: readonly string[];
  features: { aiPowered: boolean; multiLanguage: boolean; samGovIntegration: boolean; governmentCompliance: boolean; languageCount: number | null };
}

export interface AlternativesStats {
  count: number;
  /** The lowest published price as a monthly equivalent, with who publishes it; null when none is published. */
  lowest: { amount: number; isOwnProduct: boolean } | null;
  withFreeTrial: number;
}

export function alternativesStats(alternatives: readonly AlternativeFacts[]): AlternativesStats {
  let lowest: AlternativesStats['lowest'] = null;
  for (const item of alternatives) {
    const monthly = item.pricingModel === 'free' && priceChecked(item) ? 0 : monthlyEquivalent(item);
    if (monthly !== null && (lowest === null || monthly < lowest.amount)) lowest = { amount: monthly, isOwnProduct: item.isOwnProduct };
  }
  return { count: alternatives.length, lowest, withFreeTrial: alternatives.filter(trialConfirmed).length };
}

/** "$0/month", the product's plan when it is the lowest, or "Contact for pricing" when no alternative publishes a price. */
export function lowestPriceText(lowest: AlternativesStats['lowest']): string {
  if (lowest === null) return CONTACT_FOR_PRICING;
  if (lowest.isOwnProduct) return productPriceText();
  return `${formatUsd(Math.round(lowest.amount))}/month`;
}

export interface AverageAlternative {
  /** Vendors averaged (the product's own entry has its own column and is left out). */
  count: number;
  price: PriceAverage;
  /** Shares in whole percent; planned features count as absent. */
  freeTrialShare: number;
  aiPoweredShare: number;
  multiLanguageShare: number;
  samGovShare: number;
  governmentComplianceShare: number;
  /** Mean number of documented integrations that exist today, one decimal. */
  averageIntegrations: number;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export function averageAlternative(alternatives: readonly AlternativeFacts[]): AverageAlternative {
  const vendors = alternatives.filter((item) => !item.isOwnProduct);
  const count = vendors.length;
  const share = (test: (item: AlternativeFacts) => boolean) => percent(vendors.filter(test).length, count);
  return {
    count,
    price: priceAverage(vendors),
    freeTrialShare: share(trialConfirmed),
    aiPoweredShare: share((item) => hasLaunched(item, 'aiPowered')),
    multiLanguageShare: share((item) => hasLaunched(item, 'multiLanguage')),
    samGovShare: share((item) => hasLaunched(item, 'samGovIntegration')),
    governmentComplianceShare: share((item) => hasLaunched(item, 'governmentCompliance')),
    averageIntegrations:
      count === 0 ? 0 : Math.round((vendors.reduce((sum, item) => sum + launchedIntegrations(item).length, 0) / count) * 10) / 10,
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

// The hub's filters: search text (default empty), category (default all), sort (default priority).

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

/** What Clear Filters leaves: the search and the category reset, the sort kept (as the specification's hub does). */
export const clearedHubFilters = (filters: HubFilters): HubFilters => ({ ...DEFAULT_HUB_FILTERS, sort: filters.sort });

/** Whether two sets of filters show the same list (the same URL query). */
export const sameHubFilters = (a: HubFilters, b: HubFilters) => hubFiltersQuery(a).toString() === hubFiltersQuery(b).toString();

/** The hub's search: name or short description, case-insensitive (the rule of the API's `competitors(search:)` too). */
export function matchesSearch(item: { name: string; shortDescription: string }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || item.name.toLowerCase().includes(needle) || item.shortDescription.toLowerCase().includes(needle);
}

export function sortCompetitors<T extends { name: string; priority: number }>(items: readonly T[], sort: HubSort): T[] {
  return [...items].sort(sort === 'name' ? byName : byPriorityThenName);
}

/**
 * What the hub shows of the whole list for its filters. The page has every tool (25), so each
 * filter applies on the page, on the server and in the browser alike: a category or a search
 * asks nothing of the server (a category's list on the way took 1.1–2.0 s on a phone, after the
 * press).
 */
export function visibleCompetitors<T extends { name: string; shortDescription: string; priority: number; category: string }>(items: readonly T[], filters: HubFilters): T[] {
  return sortCompetitors(
    items.filter((item) => (filters.category === 'all' || item.category === filters.category) && matchesSearch(item, filters.search)),
    filters.sort,
  );
}

// Related blog posts on a comparison page, scored like a post's related posts (server/src/modules/blog/related-posts.ts).

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
