import type { Industry } from './industry.entity';
import type { Niche } from './niche.entity';

/** The REST shape of an industry in the list: the specification's fields and the market size's basis. */
export const industryJson = (industry: Industry) => ({
  notionId: industry.notionId,
  slug: industry.slug,
  title: industry.title,
  description: industry.description,
  metaDescription: industry.metaDescription,
  featuredImage: industry.featuredImage,
  marketSize: industry.marketSize,
  marketSizeBasis: industry.marketSizeBasis,
  averageContractValue: industry.averageContractValue,
  competitionLevel: industry.competitionLevel,
  opportunityFrequency: industry.opportunityFrequency,
  regulationComplexity: industry.regulationComplexity,
  successStories: industry.successStories,
  keyPainPoints: industry.keyPainPoints,
  commonRFPTypes: industry.commonRFPTypes,
  seoKeywords: industry.seoKeywords,
});

/** One industry: the list's shape and its page's ten FAQs (left out of the list, where they would be most of its bytes). */
export const industryDetailJson = (industry: Industry) => ({ ...industryJson(industry), faqs: industry.faqs });

export const nicheJson = (niche: Niche, industrySlug: string) => ({
  slug: niche.slug,
  industrySlug,
  title: niche.title,
  subcategory: niche.subcategory,
  description: niche.description,
  metaDescription: niche.metaDescription,
  averageContractValue: niche.averageContractValue,
  opportunityFrequency: niche.opportunityFrequency,
  competitionLevel: niche.competitionLevel,
  successMetrics: niche.successMetrics,
  keyPainPoints: niche.keyPainPoints,
  buyerProfiles: niche.buyerProfiles,
  complianceRequirements: niche.complianceRequirements,
  proposalTips: niche.proposalTips,
  longTailKeywords: niche.longTailKeywords,
  faqs: niche.faqs,
});
