/**
 * Every page path of the site, in one place for both sides: the browser's routes and links, and
 * the server's sitemap, RSS feed, search results and in-text links.
 */
export const paths = {
  home: '/',
  landingV2: '/landing-v2',
  admin: '/admin',
  confirmation: '/confirmation',
  /** The waitlist step that works without scripts (every "Get Early Access" link leads there). */
  earlyAccess: '/early-access',
  earlyAccessSurvey: '/early-access/survey',
  earlyAccessDone: '/early-access/done',
  industries: '/industries',
  industry: (slug: string) => `/industries/${slug}`,
  niche: (industrySlug: string, nicheSlug: string) => `/industries/${industrySlug}/${nicheSlug}`,
  blog: '/blog',
  post: (slug: string) => `/blog/${slug}`,
  competitors: '/competitors',
  competitor: (slug: string) => `/competitors/${slug}`,
  alternatives: (slug: string) => `/alternatives/${slug}`,
  guide: '/rfp-software-guide',
  glossary: '/glossary',
  glossaryTerm: (slug: string) => `/glossary/${slug}`,
  /** A glossary card's two FAQ answers, as route data for the card (a visitor who opens it is sent to the term's page). */
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  careers: '/careers',
  /** How the content is researched, reviewed, dated and corrected. */
  editorialPolicy: '/editorial-policy',
  /** Page `page` of a hub that comes in pages (the glossary, the industries); page 1 is the hub itself. */
  hubPage: (hub: string, page: number) => (page > 1 ? `${hub}?page=${page}` : hub),
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  status: '/status',
  features: '/#features',
  pricing: '/#pricing',
  benefits: '/#benefits',
  /** The pages the specification links to, each a section of the home page (see sectionRedirects). */
  pricingPage: '/pricing',
  featuresPage: '/features',
  caseStudies: '/case-studies',
} as const;

/** Linked pages that live as sections of the home page: the server answers 301, the browser's router redirects. */
export const sectionRedirects: Readonly<Record<string, string>> = {
  [paths.pricingPage]: paths.pricing,
  [paths.featuresPage]: paths.features,
  [paths.caseStudies]: paths.benefits,
};

/**
 * `from` when it is a path on this site, else the home page: never another site. Browsers drop
 * tabs and line breaks from a URL and read a backslash as a slash, so `/<TAB>/evil` or `/\evil`
 * would be `//evil`, another host: a path holding any whitespace, control character or backslash
 * is refused whole.
 */
export function pathOnSite(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || /[\u0000-\u001f\u007f-\u009f\s\\]/.test(from)) return paths.home;
  return from;
}
