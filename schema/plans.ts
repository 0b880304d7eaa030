/**
 * Bidlight's two plans, defined once for every page that shows a price of the product
 * (docs/decisions/0009-content-a-buyer-can-trust.md): the landing page's pricing card and its
 * structured data show the Early Adopter plan; the comparison pages, the alternatives pages and
 * the guide show the Standard plan. Every price of the product is shown with its plan's name. The product's own
 * competitor entry (content/competitors/bidlight.json) must carry the Standard plan's figures;
 * the content schema refuses it otherwise.
 */

export interface Plan {
  /** Shown next to every price of the plan: "Standard plan". */
  name: string;
  /** The monthly price in US dollars. */
  monthlyPrice: number;
  /** True when the monthly price is where the plan starts ("from $29/month"). */
  startsAt: boolean;
  trialDays: number;
  setupFee: boolean;
  /** Priced per team: one price whatever the number of users. */
  perTeam: boolean;
  priceLockedForever: boolean;
}

/** The landing page's plan: $35 per month, price locked forever, 7-day free trial. */
export const EARLY_ADOPTER_PLAN: Plan = {
  name: 'Early Adopter plan',
  monthlyPrice: 35,
  startsAt: false,
  trialDays: 7,
  setupFee: false,
  perTeam: true,
  priceLockedForever: true,
};

/** The comparisons' and the guide's plan: from $29 per month per team, 14-day free trial, no setup fee. */
export const STANDARD_PLAN: Plan = {
  name: 'Standard plan',
  monthlyPrice: 29,
  startsAt: true,
  trialDays: 14,
  setupFee: false,
  perTeam: true,
  priceLockedForever: false,
};

export const MONTHS_PER_YEAR = 12;

/** "$29/month". */
export const monthlyPriceText = (plan: Plan) => `$${plan.monthlyPrice}/month`;

/** "from $29/month" or "$35/month". */
export const planPriceText = (plan: Plan) => `${plan.startsAt ? 'from ' : ''}${monthlyPriceText(plan)}`;

/** "Standard plan: from $29/month": the form every price of the product takes on a page. */
export const namedPlanPrice = (plan: Plan) => `${plan.name}: ${planPriceText(plan)}`;

/** What a team pays for a first year of the plan: the monthly price × 12 (per team, whatever its size). */
export const planFirstYearCost = (plan: Plan) => plan.monthlyPrice * MONTHS_PER_YEAR;

/** "14-day free trial". */
export const planTrialText = (plan: Plan) => `${plan.trialDays}-day free trial`;

/** The plan's terms in one line: "Standard plan: from $29/month per team, 14-day free trial, no setup fee". */
export const planTerms = (plan: Plan) =>
  [
    `${namedPlanPrice(plan)}${plan.perTeam ? ' per team' : ''}`,
    ...(plan.priceLockedForever ? ['price locked forever'] : []),
    planTrialText(plan),
    plan.setupFee ? 'setup fee' : 'no setup fee',
  ].join(', ');

/**
 * How the two plans relate, for pages that show
 * a price of the product: the Early Adopter plan is what early-access members get now, the
 * Standard plan is the planned entry plan at general availability, and one sentence says why the
 * first costs more.
 */
export function plansNote(productName: string): string {
  return `${productName} is in early access. Members get the ${planTerms(EARLY_ADOPTER_PLAN)}; the ${planTerms(STANDARD_PLAN)}, is the planned entry plan at general availability. The ${EARLY_ADOPTER_PLAN.name} costs more because it lifts every limit and keeps its price for as long as the subscription runs, while the ${STANDARD_PLAN.name} includes one knowledge base. Both are priced per team, not per user.`;
}
