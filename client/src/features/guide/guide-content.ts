import type { FaqItem } from '../../components/faq';
import { fillTexts, pageCopy } from '../../lib/page-copy';
import guide from '../../../../content/pages/guide.json';
import type { GuideCopy } from '../../../../schema/page-copy';
import { STANDARD_PLAN, planPriceText, planTrialText } from '../../../../schema/plans';

/** The words of the buyer's guide, from content/pages/guide.json; the Standard plan's figures come from schema/plans.ts. */
const copy = pageCopy<GuideCopy>(guide, {
  planName: STANDARD_PLAN.name,
  planPrice: planPriceText(STANDARD_PLAN),
  planTrial: planTrialText(STANDARD_PLAN),
});

export type { GuideSectionId } from '../../../../schema/page-copy';

/** The guide's table of contents: every entry is a built section with this id, in page order. */
export const GUIDE_SECTIONS = copy.sections;

/** The four competitors compared with the product, in table order (an enterprise incumbent pair, a government specialist, a bid board). */
export const COMPARED_COMPETITORS = ['responsive', 'loopio', 'govwin-iq', 'bidprime'] as const;

export const COMPARISON_SIZE = 5;

export const SMALL_BUSINESS_PICKS = 3;

/** The jobs RFP software does; most tools are strong at one of them. */
export const SOFTWARE_JOBS = copy.softwareJobs;

export const FEATURES_TO_LOOK_FOR = copy.featuresToLookFor;

export const PRICING_MODELS = copy.pricingModels;

export const guideFaq = (productName: string): FaqItem[] => fillTexts(copy.faq, { product: productName });
