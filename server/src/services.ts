import type { DataSource } from 'typeorm';
import { AdminService } from './modules/admin/admin.service';
import type { EmailProvider } from './modules/admin/email-provider';
import { BlogService } from './modules/blog/blog.service';
import { CompetitorsService } from './modules/competitors/competitors.service';
import { ContactReports, ContactService } from './modules/contact/contact.service';
import type { ContentCache } from './modules/content/content-cache';
import { SiteService } from './modules/content/site.service';
import { GlossaryService } from './modules/glossary/glossary.service';
import { HealthService } from './modules/health/health.service';
import { IndustriesService } from './modules/industries/industries.service';
import { SearchService } from './modules/search/search.service';
import { SitemapService } from './modules/seo/sitemap.service';
import { WaitlistReports, WaitlistService } from './modules/waitlist/waitlist.service';
import { outboxHealth, type OutboxHealth } from './modules/outbox/outbox.worker';
import { FieldVitals, type FieldVitalsOptions } from './modules/vitals/field-vitals.service';

export interface Services {
  industries: IndustriesService;
  blog: BlogService;
  glossary: GlossaryService;
  competitors: CompetitorsService;
  site: SiteService;
  search: SearchService;
  sitemap: SitemapService;
  waitlist: WaitlistService;
  contact: ContactService;
  admin: AdminService;
  waitlistReports: WaitlistReports;
  contactReports: ContactReports;
  outboxHealth(): Promise<OutboxHealth>;
  health: HealthService;
  /** Field vitals: held as reported, written in batches (start and stop it with the app). */
  fieldVitals: FieldVitals;
}

export function createServices(deps: {
  dataSource: DataSource;
  cache: ContentCache;
  emailProvider: EmailProvider;
  productName: string;
  surveySecret: string;
  /** How long identical searches are answered from memory; 0: never. */
  searchCacheTtlMs: number;
  /** Searches not answered from the cache that may wait for PostgreSQL; past them a search is a 503. */
  searchesWaiting?: number;
  /** How many items a page of the glossary and of the industries hub holds. */
  hubPageSizes: { glossary: number; industries: number };
  fieldVitals: FieldVitalsOptions;
  log: (message: string) => void;
}): Services {
  const { dataSource, cache } = deps;
  const site = new SiteService(dataSource, cache);
  const industries = new IndustriesService(dataSource, cache, { pageSize: deps.hubPageSizes.industries });
  const glossary = new GlossaryService(dataSource, cache, { pageSize: deps.hubPageSizes.glossary });
  return {
    industries,
    blog: new BlogService(dataSource, cache, site, { glossaryTerms: () => glossary.list(), industries: () => industries.list() }),
    glossary,
    competitors: new CompetitorsService(dataSource, cache),
    site,
    search: new SearchService(dataSource, cache, { ttlMs: deps.searchCacheTtlMs, maxWaiting: deps.searchesWaiting }),
    sitemap: new SitemapService(dataSource, cache, {
      glossary: async () => (await glossary.page({})).pageCount,
      industries: async () => (await industries.page(undefined)).pageCount,
    }),
    waitlist: new WaitlistService(dataSource, { productName: deps.productName, surveySecret: deps.surveySecret }),
    contact: new ContactService(dataSource),
    admin: new AdminService(deps.emailProvider),
    waitlistReports: new WaitlistReports(dataSource),
    contactReports: new ContactReports(dataSource),
    outboxHealth: () => outboxHealth(dataSource),
    health: new HealthService(dataSource, site),
    fieldVitals: new FieldVitals(dataSource, deps.fieldVitals, deps.log),
  };
}
