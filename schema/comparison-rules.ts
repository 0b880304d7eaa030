import type { CompetitorFeatureKey, CompetitorJob, PriceFinding } from './content-values';
import { MONTHS_PER_YEAR, STANDARD_PLAN, namedPlanPrice, planFirstYearCost, planPriceText, planTrialText } from './plans';

/**
 * The fair-comparison rules (docs/decisions/0009-content-a-buyer-can-trust.md), one place for
 * the server (the integration score, the alternatives' order) and the browser (every comparison,
 * alternatives and guide page): what a planned feature shows, which first-year costs and savings can be
 * stated for a pricing model and why not otherwise, averages, the hub's figures, the year in
 * a title. Data in, data out; no I/O.
 */

export const TEAM_USERS = 5;
export const SETUP_FEE_ALLOWANCE = 10_000;
export const COST_SAVINGS_THRESHOLD = 50;
export const CONTACT_REQUIRED = 'Contact Required';
export const CONTACT_FOR_PRICING = 'Contact for pricing';
/** The savings shown for paid tools with unpublished prices; always labelled an estimate. */
export const UNKNOWN_SAVINGS = '90%+';
export const PLANNED = 'Planned';
/** A price that could not be read on the vendor's own page: no figure is claimed; pages link the vendor's site beside it. */
export const PRICE_NOT_VERIFIED = 'Not published here';
/** The job the product itself does. */
export const PRODUCT_JOB: CompetitorJob = 'discovery';
export const SELF_SERVE_PRICE = 'Self-serve plans (amounts not verified)';

/**
 * The product's price cell in comparisons, alternatives and the guide: the Standard plan, which
 * those pages use, always "at general availability" since the product is in early access.
 */
export const productPriceText = () => `${namedPlanPrice(STANDARD_PLAN)} at general availability`;

/** The product's trial cell: the Standard plan's trial, at general availability. */
export const productTrialText = () => `${planTrialText(STANDARD_PLAN)} (${STANDARD_PLAN.name}, at general availability)`;

/** The product's first year on the Standard plan: $348 per team, whatever its size. */
export const PRODUCT_FIRST_YEAR_COST = planFirstYearCost(STANDARD_PLAN);

/**
 * 1234567 → "1,234,567", 1234.5 → "1,234.5": a number's whole part grouped as en-US writes it.
 * Written out rather than left to Intl (`toLocaleString`, `Intl.NumberFormat`): the first number
 * formatter a page makes loads the browser's number locale data, 179 ms of a slowed phone's main
 * thread in one render on `/competitors`, in the middle of its hydration.
 */
export function groupThousands(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** The amount in whole cents, rounded half up from its shortest decimal form (1.005 → 101), as Intl rounds. */
const centsOf = (amount: number) => {
  const decimal = String(amount);
  return Math.round(decimal.includes('e') ? amount * 100 : Number(`${decimal}e2`));
};

/**
 * "$16,000", "$29", "$12.5", "$12.25", "-$348": a finite amount in en-US dollars with at most two
 * decimals, as Intl writes it, except that an amount rounding to nothing reads "$0", not "-$0".
 */
export function formatUsd(amount: number): string {
  const cents = centsOf(Math.abs(amount));
  const fraction = cents % 100;
  const decimals = fraction === 0 ? '' : fraction % 10 === 0 ? `.${fraction / 10}` : `.${String(fraction).padStart(2, '0')}`;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${groupThousands(Math.floor(cents / 100))}${decimals}`;
}

/** "$0", "$950", "$10k", "$12.5k". */
export const formatUsdShort = (amount: number) => (amount >= 1000 ? `$${Math.round(amount / 100) / 10}k` : formatUsd(amount));

// Planned features: shown as "Planned", never "Yes", and worth nothing in a score.

export interface PlannedFacts {
  plannedFeatures: readonly string[];
  plannedIntegrations: readonly string[];
}

export interface FeatureFacts extends PlannedFacts {
  features: Record<CompetitorFeatureKey, boolean> & { languageCount: number | null };
  integrations: readonly string[];
}

export type FeatureStatus = 'Yes' | 'No' | typeof PLANNED;

/** A feature flag as a comparison shows it: "Planned" when it is not launched, else "Yes" or "No". */
export function featureStatus(item: Pick<FeatureFacts, 'features' | 'plannedFeatures'>, key: CompetitorFeatureKey): FeatureStatus {
  if (item.plannedFeatures.includes(key)) return PLANNED;
  return item.features[key] ? 'Yes' : 'No';
}

/** Whether the feature is there today (planned ones are not). */
export const hasLaunched = (item: Pick<FeatureFacts, 'features' | 'plannedFeatures'>, key: CompetitorFeatureKey) =>
  featureStatus(item, key) === 'Yes';

/** "Yes (25 languages)", "Yes", "No" or "Planned (25 languages)". */
export function languagesText(item: Pick<FeatureFacts, 'features' | 'plannedFeatures'>): string {
  const status = featureStatus(item, 'multiLanguage');
  const count = item.features.languageCount;
  if (status === 'No') return 'No';
  return count ? `${status} (${count} languages)` : status;
}

/** The documented integrations that exist today. */
export const launchedIntegrations = (item: Pick<FeatureFacts, 'integrations' | 'plannedIntegrations'>) =>
  item.integrations.filter((name) => !item.plannedIntegrations.includes(name));

/** "9", "None" or "None yet (8 planned)", "3 (2 planned)". */
export function integrationsText(item: Pick<FeatureFacts, 'integrations' | 'plannedIntegrations'>): string {
  const launched = launchedIntegrations(item).length;
  const planned = item.integrations.length - launched;
  if (planned === 0) return launched === 0 ? 'None' : `${launched}`;
  return `${launched === 0 ? 'None yet' : launched} (${planned} planned)`;
}

/**
 * The integration score, out of 10: one point per documented integration that exists today, at
 * most 8, plus 2 for a launched SAM.gov integration. Planned integrations score nothing.
 */
export function integrationScore(item: Pick<FeatureFacts, 'features' | 'plannedFeatures' | 'integrations' | 'plannedIntegrations'>): number {
  return Math.min(launchedIntegrations(item).length, 8) + (hasLaunched(item, 'samGovIntegration') ? 2 : 0);
}

// Prices, first-year costs and savings, honouring how each tool is sold.

export interface PriceFacts {
  pricingModel: string;
  startingPrice: string | null;
  pricingMin: number | null;
  pricingMax: number | null;
  billingFrequency: string | null;
  /**
   * What re-checking the price against the vendor's own page found (content `factChecks`); null
   * for the product's own entry, whose price is its plan in schema/plans.ts.
   */
  factChecks?: { price: { finding: string } } | null;
}

/** The price finding, or null for the product's own plan. */
export const priceFindingOf = (item: Pick<PriceFacts, 'factChecks'>): string | null => item.factChecks?.price.finding ?? null;

export interface OfferChecks {
  hasFreeTrial: boolean;
  /** Null for the product's own entry, whose trial is its plan's. */
  factChecks?: { trial: { finding: string } } | null;
}

/**
 * Whether a free trial may be claimed: the product's own plan's, or one found on the vendor's own
 * page. Every count of trials (the alternatives' stats and averages, the guide's pricing summary)
 * goes through this, so no page counts a trial another page calls unverified.
 */
export const trialConfirmed = (item: OfferChecks) => (item.factChecks ? item.factChecks.trial.finding === 'yes' : item.hasFreeTrial);

/**
 * Whether a vendor may be called free, or said to have a free plan, tier or account: only when one
 * was found on its own page (the product's own entry has none). Every count of free tools (the
 * alternatives' average price) goes through this, and the content test holds each vendor's prose
 * to the same finding.
 */
export const freePlanConfirmed = (item: { factChecks?: { freePlan: { finding: string } } | null }) => item.factChecks?.freePlan.finding === 'yes';

/** Whether the written price may be claimed: the product's own, or one read on the vendor's page. */
export const priceChecked = (item: Pick<PriceFacts, 'factChecks'>) => {
  const finding = priceFindingOf(item);
  return finding === null || finding === 'amount' || finding === 'quote-only';
};

/** What stands in the pricing model of a price not read on the vendor's own page: the price finding. */
export type UncheckedPriceModel = 'not-verified' | 'self-serve';

export interface OfferFacts extends PriceFacts {
  hasFreeTrial: boolean;
  freeTrialDays: number | null;
  hasSetupFee: boolean;
  setupFeeAmount: number | null;
  factChecks?: { price: { finding: string }; trial: { finding: string } } | null;
}

export type CheckedOffer = Pick<
  OfferFacts,
  'pricingModel' | 'startingPrice' | 'pricingMin' | 'pricingMax' | 'billingFrequency' | 'hasSetupFee' | 'setupFeeAmount' | 'hasFreeTrial' | 'freeTrialDays'
>;

/**
 * A vendor's offer as every reader gets it, a page or an API client (the competitors service
 * applies it before REST and GraphQL answer, and the pages read GraphQL): the price, its figures,
 * billing period, setup fee and pricing model only when the price was read on the vendor's own page
 * (else null or false, and the pricing model is the finding, "not-verified" or "self-serve", which
 * pages show as "Not published here" or "Self-serve plans (amounts not verified)"); a free trial
 * and its length only when one was found there (else false and null). The product's own entry is its plan.
 */
export function checkedOffer(item: OfferFacts): CheckedOffer {
  const trial = trialConfirmed(item);
  const trialFacts = { hasFreeTrial: trial, freeTrialDays: trial ? item.freeTrialDays : null };
  if (priceChecked(item)) {
    const { pricingModel, startingPrice, pricingMin, pricingMax, billingFrequency, hasSetupFee, setupFeeAmount } = item;
    return { pricingModel, startingPrice, pricingMin, pricingMax, billingFrequency, hasSetupFee, setupFeeAmount, ...trialFacts };
  }
  const pricingModel: UncheckedPriceModel = priceFindingOf(item) === 'self-serve' ? 'self-serve' : 'not-verified';
  return { pricingModel, startingPrice: null, pricingMin: null, pricingMax: null, billingFrequency: null, hasSetupFee: false, setupFeeAmount: null, ...trialFacts };
}

const QUOTED = new Set(['enterprise-only', 'custom']);
/** Models whose published price can be turned into a first-year cost. */
const PRICED = new Set(['per-user', 'flat', 'unlimited-users']);

/**
 * How a tool's price is displayed: free → "Free"; free to suppliers → its written price, else
 * "Free for suppliers"; quoted → "Contact for pricing"; otherwise the written starting price,
 * else the range, else "From $min/month". The product's own entry writes its plan's name in its
 * starting price.
 */
export function priceDisplay(item: Omit<PriceFacts, 'billingFrequency'>): string {
  const { pricingModel, startingPrice, pricingMin, pricingMax } = item;
  const finding = priceFindingOf(item);
  if (finding === 'not-verified') return PRICE_NOT_VERIFIED;
  if (finding === 'self-serve') return SELF_SERVE_PRICE;
  if (pricingModel === 'free') return 'Free';
  if (pricingModel === 'free-for-suppliers') return startingPrice ?? 'Free for suppliers';
  if (QUOTED.has(pricingModel)) return CONTACT_FOR_PRICING;
  if (startingPrice) return startingPrice;
  if (pricingMin !== null && pricingMax !== null) return `${formatUsd(pricingMin)} - ${formatUsd(pricingMax)}/month`;
  if (pricingMin !== null) return `From ${formatUsd(pricingMin)}/month`;
  return CONTACT_FOR_PRICING;
}

/** Whether a price is published and checked: not quoted, a minimum is given, and it was read on the vendor's page. */
export const isPricePublished = (item: Pick<PriceFacts, 'pricingModel' | 'pricingMin' | 'factChecks'>) =>
  !QUOTED.has(item.pricingModel) && item.pricingMin !== null && priceChecked(item);

/** pricingMin is per billing period: per month, or per year when billed annually. */
export function monthlyEquivalent(item: Pick<PriceFacts, 'pricingModel' | 'pricingMin' | 'billingFrequency' | 'factChecks'>): number | null {
  if (!isPricePublished(item)) return null;
  return item.billingFrequency === 'annual' ? item.pricingMin! / MONTHS_PER_YEAR : item.pricingMin!;
}

/** The lowest published price for a year: pricingMin × 12, or pricingMin itself when billed annually. */
export function annualPrice(item: Pick<PriceFacts, 'pricingModel' | 'pricingMin' | 'billingFrequency' | 'factChecks'>): number | null {
  if (!isPricePublished(item)) return null;
  return item.billingFrequency === 'annual' ? item.pricingMin! : item.pricingMin! * MONTHS_PER_YEAR;
}

/** Why a tool gets no first-year cost to compare. */
export type NoFigureReason = 'free' | 'free-for-suppliers' | 'freemium' | 'usage' | 'quote' | 'self-serve' | 'not-verified';

export type FirstYear =
  | { kind: 'cost'; amount: number; basis: 'per-seat' | 'whole-team' }
  | { kind: 'none'; reason: NoFigureReason };

export interface CostFacts extends PriceFacts {
  hasSetupFee: boolean;
}

/**
 * A competitor's first-year cost, honouring its pricing model: a per-seat price × 5 users × 12
 * months; a flat or unlimited-user price × 12 months (or its yearly price); plus a $10,000
 * allowance when there is a setup fee. Free tools, tools free to suppliers, free tiers with
 * unpublished paid tiers, volume pricing and quotes give no cost, with the reason.
 */
export function firstYearCost(item: CostFacts): FirstYear {
  const { pricingModel } = item;
  const priceFinding = priceFindingOf(item);
  if (priceFinding === 'not-verified') return { kind: 'none', reason: 'not-verified' };
  if (priceFinding === 'self-serve') return { kind: 'none', reason: 'self-serve' };
  if (pricingModel === 'free') return { kind: 'none', reason: 'free' };
  if (pricingModel === 'free-for-suppliers') return { kind: 'none', reason: 'free-for-suppliers' };
  if (pricingModel === 'freemium') return { kind: 'none', reason: 'freemium' };
  if (pricingModel === 'per-project') return { kind: 'none', reason: 'usage' };
  const yearly = PRICED.has(pricingModel) ? annualPrice(item) : null;
  if (yearly === null) return { kind: 'none', reason: 'quote' };
  if (yearly === 0) return { kind: 'none', reason: 'free' };
  const perSeat = pricingModel === 'per-user';
  const allowance = item.hasSetupFee ? SETUP_FEE_ALLOWANCE : 0;
  return { kind: 'cost', amount: (perSeat ? yearly * TEAM_USERS : yearly) + allowance, basis: perSeat ? 'per-seat' : 'whole-team' };
}

const NO_COST_TEXT: Record<NoFigureReason, string> = {
  free: '$0',
  'free-for-suppliers': '$0 for suppliers',
  freemium: 'Free tier; paid tiers quoted',
  usage: 'Depends on volume',
  quote: CONTACT_REQUIRED,
  'self-serve': 'Not verified',
  'not-verified': 'Not verified',
};

/** "$16,000", "Contact Required", "$0 for suppliers", … */
export const firstYearCostText = (item: CostFacts) => {
  const cost = firstYearCost(item);
  return cost.kind === 'cost' ? formatUsd(cost.amount) : NO_COST_TEXT[cost.reason];
};

/** What the first-year figure covers: "5 users", "whole team" or nothing. */
export function firstYearBasis(item: CostFacts): string | null {
  const cost = firstYearCost(item);
  if (cost.kind !== 'cost') return null;
  return cost.basis === 'per-seat' ? `${TEAM_USERS} users` : 'whole team';
}

export type Savings =
  | { kind: 'amount'; amount: number; basis: 'per-seat' | 'whole-team' }
  | { kind: 'estimate'; label: typeof UNKNOWN_SAVINGS }
  | { kind: 'none'; reason: Exclude<NoFigureReason, 'quote'> };

/**
 * Competitor first-year cost minus the product's $348 (per team) only where both are published;
 * the "90%+" estimate only for a paid tool whose price is not published; no figure for a free
 * tool, one free to suppliers, a free tier or volume pricing.
 */
export function firstYearSavings(item: CostFacts): Savings {
  const cost = firstYearCost(item);
  if (cost.kind === 'cost') return { kind: 'amount', amount: cost.amount - PRODUCT_FIRST_YEAR_COST, basis: cost.basis };
  if (cost.reason === 'quote') return { kind: 'estimate', label: UNKNOWN_SAVINGS };
  return { kind: 'none', reason: cost.reason };
}

/** "$15,652", "-$348", "90%+" or "No figure". */
export const savingsText = (savings: Savings) =>
  savings.kind === 'amount' ? formatUsd(savings.amount) : savings.kind === 'estimate' ? savings.label : 'No figure';

/** What a savings figure is: a difference of published prices, an estimate, or why there is none. */
export function savingsBasis(savings: Savings): string {
  if (savings.kind === 'amount') return 'Difference of published first-year costs';
  if (savings.kind === 'estimate') return 'Estimate, not a published figure';
  return {
    free: 'Free tool: no savings to claim',
    'free-for-suppliers': 'Free for suppliers: no savings to claim',
    freemium: 'Free tier, paid prices not published',
    usage: 'Priced by volume: no like-for-like figure',
    'self-serve': 'Plan prices not verified: no figure',
    'not-verified': 'Price not verified: no figure',
  }[savings.reason];
}

/**
 * One honest sentence about the savings, whichever way they fall, or why there is no figure; when
 * the competitor does another job than the product (a response tool, a buyer's suite), the figure
 * says it is not like for like.
 */
export function savingsSentence(savings: Savings, competitorName: string, productName: string, competitorJob: string = PRODUCT_JOB): string {
  const plan = `${productName}'s ${STANDARD_PLAN.name} at general availability`;
  const caveat =
    competitorJob === PRODUCT_JOB
      ? ''
      : ` This is not a like-for-like comparison: ${competitorName} is ${jobNoun(competitorJob)} and ${productName} is ${jobNoun(PRODUCT_JOB)}, so the two do different work and many teams would pay for both.`;
  switch (savings.kind) {
    case 'estimate':
      return `${competitorName} does not publish a price, so its first-year cost needs a quote. Against typical quote-based pricing we estimate savings of ${UNKNOWN_SAVINGS}; this is our estimate, not a published figure.`;
    case 'none':
      return {
        free: `${competitorName} is free to use, so there is no savings figure to show.`,
        'free-for-suppliers': `${competitorName} is paid for by the buying organisation and suppliers usually take part free, so there is no savings figure for a supplier.`,
        freemium: `${competitorName} has a free tier and does not publish the prices of its paid plans, so there is no savings figure.`,
        usage: `${competitorName} prices its plans by volume, so a first-year cost depends on how much you use it and we show no savings figure.`,
        'self-serve': `${competitorName} sells listed plans without a quote, but we have not verified their amounts on its own pricing page, so we show no first-year cost or savings figure.`,
        'not-verified': `We could not check ${competitorName}'s current price against its own pricing page, so we claim no price, first-year cost or savings figure for it.`,
      }[savings.reason];
    case 'amount':
      if (savings.amount < 0) return `${competitorName} costs ${formatUsd(-savings.amount)} less than ${plan} in the first year.${caveat}`;
      if (savings.amount === 0) return `${competitorName} and ${plan} cost the same in the first year.${caveat}`;
      return savings.basis === 'per-seat'
        ? `A ${TEAM_USERS}-user team would save ${formatUsd(savings.amount)} in the first year with ${plan} (${formatUsd(PRODUCT_FIRST_YEAR_COST)} a year per team).${caveat}`
        : `${competitorName} sells one plan for the whole team, so its published entry price is compared with ${plan} (${formatUsd(PRODUCT_FIRST_YEAR_COST)} a year per team): a team would save at least ${formatUsd(savings.amount)} in the first year.${caveat}`;
  }
}

/** The method line beside the figures: how each pricing model is counted, and the product's flat price. */
export function costMethod(productName: string): string {
  return `How we calculate: a per-seat price × ${TEAM_USERS} users × 12 months; a flat or unlimited-user price × 12 months (or its yearly price); plus a $${groupThousands(SETUP_FEE_ALLOWANCE)} allowance when the vendor charges a setup fee. ${productName}'s ${STANDARD_PLAN.name} is priced per team, not per user, so its first year is ${formatUsd(PRODUCT_FIRST_YEAR_COST)} whatever the team size. Quoted prices read "${CONTACT_REQUIRED}", and free tools get no savings figure.`;
}

/** The cost-savings message applies when the starting price is above $50 a month (a published, checked, paid price). */
export function hasCostSavingsMessage(item: Pick<PriceFacts, 'pricingModel' | 'pricingMin' | 'billingFrequency' | 'factChecks'>): boolean {
  const monthly = PRICED.has(item.pricingModel) ? monthlyEquivalent(item) : null;
  return monthly !== null && monthly > COST_SAVINGS_THRESHOLD;
}

/**
 * The entry price in the unit the vendor sells it (a yearly price stays yearly, with its monthly
 * equivalent), then the product's plan at general availability.
 */
export function costSavingsMessage(
  competitor: Pick<PriceFacts, 'pricingModel' | 'pricingMin' | 'billingFrequency' | 'factChecks'> & { name: string },
  productName: string,
): string {
  const monthly = monthlyEquivalent(competitor) ?? 0;
  const entry =
    competitor.billingFrequency === 'annual'
      ? `${formatUsd(competitor.pricingMin ?? 0)} a year (about ${formatUsd(Math.round(monthly))} a month)`
      : `${formatUsd(monthly)} a month`;
  return `${competitor.name}'s published entry price is ${entry}. ${productName}'s ${STANDARD_PLAN.name} at general availability is ${planPriceText(STANDARD_PLAN)} per team with no setup fee.`;
}

// Alternatives: relevance first, and averages that say what they average.

export interface RankedCompetitor {
  slug: string;
  name: string;
  priority: number;
  isOwnProduct: boolean;
  category: string;
  job: string;
}

/**
 * Alphabetical by name, case ignored: the lowercased names compared as they are. Not
 * `localeCompare` with a locale, which made a collator for every comparison: 58 ms of a phone's
 * main thread sorting the hub's 25 tools as it hydrated. For the tools' names the order is the
 * collator's (tests/unit/competitors-rules.test.ts).
 */
export function byName(a: { name: string }, b: { name: string }): number {
  const [first, second] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return first < second ? -1 : first > second ? 1 : 0;
}

export const byPriorityThenName = (a: Pick<RankedCompetitor, 'name' | 'priority'>, b: Pick<RankedCompetitor, 'name' | 'priority'>) => b.priority - a.priority || byName(a, b);

/** How close a candidate is to the tool being replaced: 2 for the same job, 1 more for the same category. */
export const relevance = (subject: Pick<RankedCompetitor, 'job' | 'category'>, candidate: Pick<RankedCompetitor, 'job' | 'category'>) =>
  (candidate.job === subject.job ? 2 : 0) + (candidate.category === subject.category ? 1 : 0);

/** Whether a candidate does the same job as the tool being replaced. */
export const sameJob = (subject: Pick<RankedCompetitor, 'job'>, candidate: Pick<RankedCompetitor, 'job'>) => subject.job === candidate.job;

/**
 * The alternatives' order, ranked by relevance: the product's own entry first (unless it is the
 * one being replaced: /alternatives/bidlight ranks the others), then the tools doing the same job in
 * the same category, the same job in another category, then the rest; by priority within each.
 */
export function orderAlternatives<T extends RankedCompetitor>(subject: RankedCompetitor, all: readonly T[]): T[] {
  const others = all.filter((item) => item.slug !== subject.slug);
  const own = others.filter((item) => item.isOwnProduct);
  const rest = others
    .filter((item) => !item.isOwnProduct)
    .sort((a, b) => relevance(subject, b) - relevance(subject, a) || byPriorityThenName(a, b));
  return [...own, ...rest];
}

/** The shortlist: up to `size` other vendors doing the same job, in ranked order. */
export const shortlist = <T extends RankedCompetitor>(subject: Pick<RankedCompetitor, 'job'>, ordered: readonly T[], size = 3) =>
  ordered.filter((item) => !item.isOwnProduct && sameJob(subject, item)).slice(0, size);

/** What each job's tool is, with its article: "an RFP discovery tool". */
export const JOB_NOUNS: Record<CompetitorJob, string> = {
  discovery: 'an RFP discovery tool',
  response: 'a proposal response tool',
  procurement: 'a buyer-side procurement suite',
};

export const jobNoun = (job: string) => JOB_NOUNS[job as CompetitorJob] ?? 'an RFP tool';

/** Said of an alternative that does another job than the tool it is listed against; null when they match. */
export function fitNote(subject: Pick<RankedCompetitor, 'name' | 'job'>, alternative: Pick<RankedCompetitor, 'name' | 'job'>): string | null {
  if (sameJob(subject, alternative)) return null;
  return `Not a like-for-like replacement: ${alternative.name} is ${jobNoun(alternative.job)}, ${subject.name} is ${jobNoun(subject.job)}.`;
}

export interface AveragedFacts extends PriceFacts {
  name: string;
  factChecks?: { price: { finding: string }; freePlan: { finding: string } } | null;
}

export interface PriceAverage {
  /** Tools averaged over. */
  count: number;
  /** Tools with a published paid price (above $0), monthly equivalents. */
  paid: { name: string; monthly: number }[];
  /** Tools with a free plan found on their own page, or a $0 entry price: left out of the average, and said so. */
  freeCount: number;
  /** Mean monthly price of the paid published prices, whole dollars; null when fewer than two. */
  average: number | null;
}

/** Averages only paid published prices, never $0 prices with paid ones; free tools are counted apart. */
export function priceAverage(items: readonly AveragedFacts[]): PriceAverage {
  const paid: PriceAverage['paid'] = [];
  let freeCount = 0;
  for (const item of items) {
    const monthly = monthlyEquivalent(item);
    if (freePlanConfirmed(item) || monthly === 0) freeCount += 1;
    else if (monthly !== null) paid.push({ name: item.name, monthly });
  }
  const average = paid.length >= 2 ? Math.round(paid.reduce((sum, item) => sum + item.monthly, 0) / paid.length) : null;
  return { count: items.length, paid, freeCount, average };
}

/** "$167/month (average of 2 paid published prices; 3 free tools left out)", or what stands in for it. */
export function priceAverageText(average: PriceAverage): string {
  const free = average.freeCount > 0 ? `; ${average.freeCount} free ${average.freeCount === 1 ? 'tool' : 'tools'} left out` : '';
  if (average.average !== null) return `${formatUsd(average.average)}/month (average of ${average.paid.length} paid published prices${free})`;
  if (average.paid.length === 1) {
    const [only] = average.paid;
    return `Only ${only!.name} publishes a paid price (${formatUsd(Math.round(only!.monthly))}/month)${free}`;
  }
  return `No paid prices published${free}`;
}

// The hub's and the guide's figures, from the data: one count, one sentence.

export interface PriceFindingCounts {
  total: number;
  /** A price read on the vendor's own page (free ones included). */
  amount: number;
  /** Listed plans sold without a quote, amounts not read. */
  selfServe: number;
  quoteOnly: number;
  notVerified: number;
  /** YYYY-MM-DD: the latest day a price was re-checked; null when none was. */
  checked: string | null;
}

/**
 * How the listed tools' prices stand after re-checking each against the vendor's own page. The
 * hub and the guide both state these counts, in the words of `priceFindingsSentence`, so they
 * cannot disagree.
 */
export function priceFindingCounts(items: readonly { factChecks?: { price: { finding: string; lastChecked: string } } | null }[]): PriceFindingCounts {
  const vendors = items.filter((item) => item.factChecks);
  const count = (finding: PriceFinding) => vendors.filter((item) => item.factChecks!.price.finding === finding).length;
  return {
    total: vendors.length,
    amount: count('amount'),
    selfServe: count('self-serve'),
    quoteOnly: count('quote-only'),
    notVerified: count('not-verified'),
    checked: latestDate(vendors.map((item) => item.factChecks!.price.lastChecked)),
  };
}

const tally = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Of the 24 tools, 1 shows its price on its own site, 2 sell listed plans…, as checked on November 27, 2026." */
export function priceFindingsSentence(counts: PriceFindingCounts, formatDate: (isoDate: string) => string): string {
  const parts = [
    `${tally(counts.amount, 'shows a price we read on its own site', 'show a price we read on their own sites')}`,
    `${tally(counts.selfServe, 'sells listed plans without a quote (amounts not verified)', 'sell listed plans without a quote (amounts not verified)')}`,
    `${tally(counts.quoteOnly, 'sells by quote only', 'sell by quote only')}`,
    `for ${tally(counts.notVerified, 'tool', 'tools')} we could not check the vendor's own pricing page, so we claim no price`,
  ];
  const when = counts.checked ? `, as re-checked on ${formatDate(counts.checked)}` : '';
  return `Of the ${tally(counts.total, 'tool', 'tools')} we compare, ${parts.slice(0, -1).join(', ')}; ${parts.at(-1)}${when}.`;
}

export interface HubFacts extends PriceFacts {
  lastChecked: string;
  factChecks?: { price: { finding: string; lastChecked: string } } | null;
}

export interface HubStats {
  tools: number;
  /** Tools whose entry price was read on the vendor's own page (free ones included). */
  published: number;
  /** Lowest and highest published entry price for a year; null when none is published. */
  lowestAnnual: number | null;
  highestAnnual: number | null;
  /** YYYY-MM-DD: the latest review of any listed tool. */
  lastReviewed: string | null;
  /** Tools whose price could not be read on their own page (not verified, or listed plans with amounts unread). */
  unverified: number;
}

export function hubStats(items: readonly HubFacts[]): HubStats {
  const yearly = items
    // Free to the bidder, read on the vendor's page: a free tool, or a buyer's platform whose supplier account is free.
    .map((item) => ((item.pricingModel === 'free' || item.pricingModel === 'free-for-suppliers') && priceChecked(item) ? 0 : annualPrice(item)))
    .filter((price): price is number => price !== null);
  return {
    tools: items.length,
    published: priceFindingCounts(items).amount,
    lowestAnnual: yearly.length > 0 ? Math.min(...yearly) : null,
    highestAnnual: yearly.length > 0 ? Math.max(...yearly) : null,
    lastReviewed: latestDate(items.map((item) => item.lastChecked)),
    unverified: items.filter((item) => !priceChecked(item)).length,
  };
}

/** "$0–$10k a year", "$950 a year", "Not verified" when no price could be read, or "Not published". */
export function priceRangeText({ lowestAnnual, highestAnnual, unverified }: Pick<HubStats, 'lowestAnnual' | 'highestAnnual' | 'unverified'>): string {
  if (lowestAnnual === null || highestAnnual === null) return unverified > 0 ? 'Not verified' : 'Not published';
  if (lowestAnnual === highestAnnual) return `${formatUsdShort(lowestAnnual)} a year`;
  return `${formatUsdShort(lowestAnnual)}–${formatUsdShort(highestAnnual)} a year`;
}

// Dates and years in titles.

/** The latest of YYYY-MM-DD dates; null for none. */
export const latestDate = (dates: readonly string[]): string | null => (dates.length === 0 ? null : [...dates].sort().at(-1)!);

/**
 * A title with the year of the page's last review, never another year (a past year would read
 * as current): "Best RFP Software Tools 2026"; without a review date, no year.
 */
export const titleWithReviewYear = (title: string, reviewed: string | null) => (reviewed ? `${title} ${reviewed.slice(0, 4)}` : title);
