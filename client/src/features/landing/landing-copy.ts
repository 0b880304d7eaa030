import type { FaqItem } from '../../components/faq';
import { fillTexts, pageCopy } from '../../lib/page-copy';
import landing from '../../../../content/pages/landing.json';
import landingV2 from '../../../../content/pages/landing-v2.json';
import type { LandingCopy, LandingV2Copy } from '../../../../schema/page-copy';
import { EARLY_ADOPTER_PLAN, STANDARD_PLAN, planPriceText, planTrialText } from '../../../../schema/plans';
import { atLeastCount } from '../../lib/format';
import { PRODUCT_TARGETS, SETUP_TARGET_TEXT, SOURCE_CHECK_TARGET_PHRASE } from '../../../../schema/product-targets';
import type { LandingIconName } from './landing-icons';

/**
 * The words of the two landing pages: the home page, with the hero, banner and FAQ that
 * /landing-v2 shares with it, from content/pages/landing.json, and the rest of /landing-v2 from
 * content/pages/landing-v2.json. Both pages load this one module (/landing-v2's words cost the
 * home page less than a chunk of their own would cost /landing-v2). The figures are the
 * company's own marketing claims, each shown with what it is: the product is in early access, so
 * a figure is a target, our estimate, or the best case of an illustrative scenario, never a
 * measured result. The best cases (90% time savings, 40% higher win rates) sit beside the
 * typical estimates (50-70%, 15-25%) wherever they appear. Nothing here names a customer.
 */

/** The figures the texts leave to code: the targets of schema/product-targets.ts and both plans' names, prices and trials. */
const FILLED = {
  setupTarget: SETUP_TARGET_TEXT,
  sourceCheckTarget: SOURCE_CHECK_TARGET_PHRASE,
  setupMinutes: PRODUCT_TARGETS.setupMinutes,
  sourceCheckMinutes: PRODUCT_TARGETS.sourceCheckMinutes,
  planName: EARLY_ADOPTER_PLAN.name,
  trial: planTrialText(EARLY_ADOPTER_PLAN),
  standardPlan: STANDARD_PLAN.name,
  standardPrice: planPriceText(STANDARD_PLAN),
  standardTrial: planTrialText(STANDARD_PLAN),
};

const copy = pageCopy<LandingCopy>(landing, FILLED);
const copyV2 = pageCopy<LandingV2Copy>(landingV2, FILLED);

export interface IconText {
  icon: LandingIconName;
  title: string;
  text: string;
}

/** "Get Early Access" */
export const EARLY_ACCESS_BUTTON = copy.earlyAccessButton;

export const HERO_BADGE = copy.hero.badge;
export const HERO_HEADLINE = copy.hero.headline;
export const HERO_SUBLINE = copy.hero.subline;
export const SELLING_POINTS = copy.hero.sellingPoints;

/** Under the hero's buttons: Start Free Trial is for early-access members, who come through the waitlist. */
export const HERO_TRIAL_NOTE = copy.hero.trialNote;

export const BANNER_TITLE = copy.banner.title;
export const BANNER_TEXT = copy.banner.text;

/** The heading and lead of each section of the home page, with the product's name filled in. */
export const landingSections = (productName: string) => fillTexts(copy.sections, { product: productName });

/** The industry tiles' words beside their section's heading: the message when they cannot load. */
export const INDUSTRIES_SECTION = copy.sections.industries;

/** "View All 50+ Industries", counted from the `total` industries loaded; without it (still loading, or failed), no figure. */
export const viewAllIndustriesLabel = (total: number | undefined) =>
  total === undefined ? copy.allIndustriesLink.uncounted : fillTexts(copy.allIndustriesLink.counted, { industryCount: atLeastCount(total) });

/** The FAQ's heading and lead, on both landing pages. */
export const FAQ_SECTION = copy.sections.faq;

export const CHALLENGE = copy.challenge;

export const FEATURES: readonly IconText[] = copy.features;

/** The Early Adopter plan's card: its name and price from schema/plans.ts, its words from the file. */
export const PRICING = { ...copy.pricing, plan: EARLY_ADOPTER_PLAN.name, price: `$${EARLY_ADOPTER_PLAN.monthlyPrice}` };

export const STEPS: readonly IconText[] = copy.steps;

/** "Step 1" over the first step. */
export const stepLabel = (number: number) => fillTexts(copy.stepLabel, { number });

/** The headline figures, each with what it is. */
export const RESULTS = copy.results;

/** How the best cases and the typical estimates relate, under the figures. */
export const RESULTS_NOTE = copy.resultsNote;

/** The other result claims, framed as an example. */
export const RESULT_SCENARIO = copy.resultScenario;

/** The FAQ of both landing pages, in the file's order. */
export const landingFaq = (productName: string): FaqItem[] => fillTexts(copy.faq, { product: productName });

// /landing-v2

/** The heading and lead of each section of /landing-v2 after the key figures, with the product's name filled in. */
export const landingV2Sections = (productName: string) => fillTexts(copyV2.sections, { product: productName });

export const V2_STATS = copyV2.stats;

export const V2_FEATURES: readonly IconText[] = copyV2.features;

export const V2_WHY: readonly IconText[] = copyV2.why;

export const INTEGRATIONS = copyV2.integrations;

export const INTEGRATION_REQUEST_SUBJECT = copyV2.integrationRequestSubject;

export const ILLUSTRATIVE_LABEL = copyV2.illustrativeLabel;

/** The words beside a scenario card's `stars` stars, and what a screen reader says for them. */
export const illustrativeRating = (stars: number) => fillTexts(copyV2.illustrativeRating, { stars });

/** The illustrative scenarios: a role and a kind of company, never a named person. */
export const SCENARIOS = copyV2.scenarios;
