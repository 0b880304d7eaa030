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

/** The guide's own entry in the breadcrumbs. */
export const GUIDE_CRUMB = copy.crumb;

/** The guide's headings, leads, paragraphs and link labels, with the product's name filled in (the hero's note and the closing call). */
export const guideText = (productName: string) =>
  fillTexts(
    {
      hero: copy.hero,
      tocTitle: copy.tocTitle,
      overview: copy.overview,
      comparison: copy.comparison,
      smallBusiness: copy.smallBusiness,
      nonprofits: copy.nonprofits,
      industries: copy.industries,
      features: copy.features,
      pricing: copy.pricing,
      alternatives: copy.alternatives,
      faqTitle: copy.faqTitle,
      cta: copy.cta,
      footerLinks: copy.footerLinks,
    },
    { product: productName },
  );

/** The guide's table of contents: every entry is a built section with this id, in page order. */
export const GUIDE_SECTIONS = copy.sections;

/** "Job 1" over the first job of the overview. */
export const jobLabel = (number: number) => fillTexts(copy.jobLabel, { number });

/** The four competitors compared with the product, in table order (an enterprise incumbent pair, a government specialist, a bid board). */
export const COMPARED_COMPETITORS = ['responsive', 'loopio', 'govwin-iq', 'bidprime'] as const;

export const COMPARISON_SIZE = 5;

export const SMALL_BUSINESS_PICKS = 3;

/** The jobs RFP software does; most tools are strong at one of them. */
export const SOFTWARE_JOBS = copy.softwareJobs;

const { checked, ...sources } = copy.sources;

/** Where the comparison's facts come from: the sentence before the vendors' links, and the one that links to the editorial policy. */
export const SOURCES = sources;

/** "checked May 4, 2026", after a vendor's link. */
export const sourceCheckedLabel = (date: string) => fillTexts(checked, { date });

const { freeTrial, ...comparisonTable } = copy.comparisonTable;

/** The comparison table's caption, column headings and the "Our product" label of the product's own row. */
export const COMPARISON_TABLE = comparisonTable;

/** "14-day free trial" under a product's price. */
export const freeTrialLabel = (days: number) => fillTexts(freeTrial, { days });

/** The recommended-product banner's words about the product `name`. */
export const recommendedText = (name: string) => fillTexts(copy.recommended, { name });

/** The words of the small-business card of the product `name`, the `rank`th pick. */
export const smallBusinessCardText = (name: string, rank: number) => fillTexts(copy.smallBusinessCard, { name, rank });

const { productLink, ...replacing } = copy.replacing;

/** The heading over the alternatives pages of the compared products, and the link to the free tools. */
export const REPLACING = replacing;

/** "Loopio alternatives" */
export const alternativesLinkLabel = (name: string) => fillTexts(productLink, { name });

export const FEATURES_TO_LOOK_FOR = copy.featuresToLookFor;

export const PRICING_MODELS = copy.pricingModels;

export const guideFaq = (productName: string): FaqItem[] => fillTexts(copy.faq, { product: productName });
