import { LANDING_INDUSTRY_SLUGS } from './landing-constants';

/**
 * The landing section keeps only its 12 fixed industries (LANDING_INDUSTRY_SLUGS), in that
 * order, whatever the list holds besides them; a fixed slug missing from the list is skipped.
 */
export function pickLandingIndustries<T extends { slug: string }>(industries: readonly T[]): T[] {
  const bySlug = new Map(industries.map((industry) => [industry.slug, industry]));
  return LANDING_INDUSTRY_SLUGS.flatMap((slug) => {
    const industry = bySlug.get(slug);
    return industry ? [industry] : [];
  });
}
