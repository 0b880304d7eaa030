/**
 * The structured data of the home page: the software application with its $35 monthly Early
 * Adopter offer for early-access members, the site search action (true because /search is a real site search) and the
 * service catalogue.
 */

import { EARLY_ADOPTER_PLAN, planTrialText } from '../../../../schema/plans';
import { SOURCE_CHECK_TARGET_PHRASE } from '../../../../schema/product-targets';

/** The services of the catalogue, in the specification's order. */
export const LANDING_SERVICES = [
  { name: 'RFP Discovery', description: `24/7 automated RFP discovery across federal, state and local government, ${SOURCE_CHECK_TARGET_PHRASE}.` },
  { name: 'Smart Matching', description: 'Every RFP matched to your capabilities, budget range and location.' },
  { name: 'Pipeline Management', description: 'A visual pipeline with deadline alerts and revenue tracking from discovery to submission.' },
] as const;

export interface LandingSite {
  productName: string;
  /** Without a trailing slash, e.g. "https://bidlight.io". */
  publicSiteUrl: string;
}

export function softwareApplicationJsonLd({ productName, publicSiteUrl }: LandingSite) {
  const price = String(EARLY_ADOPTER_PLAN.monthlyPrice);
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: productName,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: `${publicSiteUrl}/`,
    description: 'AI-powered RFP discovery, deadline tracking, smart matching and pipeline management, in early access.',
    offers: {
      '@type': 'Offer',
      name: EARLY_ADOPTER_PLAN.name,
      price,
      priceCurrency: 'USD',
      url: `${publicSiteUrl}/#pricing`,
      // The offer is for early-access members (the waitlist lets them in), as the page around it says.
      description: `For early-access members, who join through the waitlist. Price locked forever. ${planTrialText(EARLY_ADOPTER_PLAN)}, cancel anytime.`,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'USD',
        billingDuration: 'P1M',
        unitText: 'month',
      },
    },
  };
}

export function webSiteJsonLd({ productName, publicSiteUrl }: LandingSite) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: productName,
    url: `${publicSiteUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${publicSiteUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function serviceCatalogJsonLd({ productName, publicSiteUrl }: LandingSite) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: productName,
    url: `${publicSiteUrl}/`,
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `${productName} services`,
      itemListElement: LANDING_SERVICES.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.name, description: service.description, provider: { '@type': 'Organization', name: productName } },
      })),
    },
  };
}

/** Everything the home page declares, one object per schema.org thing. */
export function homeJsonLd(site: LandingSite): Record<string, unknown>[] {
  return [softwareApplicationJsonLd(site), webSiteJsonLd(site), serviceCatalogJsonLd(site)];
}
