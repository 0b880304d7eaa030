import type { DataSource } from 'typeorm';
import { paths } from '../../../../schema/paths';
import type { ContentCache } from '../content/content-cache';

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** The indexable pages that are not content rows (/landing-v2 is left out: its canonical is /). */
export const STATIC_PAGES = [paths.home, paths.industries, paths.blog, paths.glossary, paths.competitors, paths.guide, paths.privacy, paths.terms, paths.editorialPolicy, paths.contact, paths.careers];

/** A paged hub's pages after its first. */
const laterPages = (hub: string, pageCount: number) => Array.from({ length: pageCount - 1 }, (_, index) => paths.hubPage(hub, index + 2));

/** Pages a crawler may index, from the database; `lastmod` comes from the content's own dates. */
export class SitemapService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
    /** The hubs that come in pages: each page after the first is listed, so that a crawler reaches every item from a hub. */
    private readonly hubPageCounts: { glossary(): Promise<number>; industries(): Promise<number> },
  ) {}

  entries(): Promise<SitemapEntry[]> {
    return this.cache.get('sitemap', async () => {
      const day = (value: Date | string | null) => (value ? new Date(value).toISOString().slice(0, 10) : null);
      const [industries, niches, posts, terms, competitors, state, glossaryPages, industriesPages] = await Promise.all([
        this.dataSource.query(`SELECT slug, updated_at FROM industries ORDER BY title`),
        this.dataSource.query(`SELECT i.slug AS industry, n.slug, n.updated_at FROM niches n JOIN industries i ON i.id = n.industry_id ORDER BY i.title, n.position`),
        this.dataSource.query(`SELECT slug, updated FROM blog_posts ORDER BY created DESC`),
        this.dataSource.query(`SELECT slug, updated_at FROM glossary_terms ORDER BY term`),
        this.dataSource.query(`SELECT slug, is_own_product, last_checked FROM competitors ORDER BY priority DESC, name`),
        this.dataSource.query(`SELECT updated_at FROM content_state WHERE id = 1`),
        this.hubPageCounts.glossary(),
        this.hubPageCounts.industries(),
      ]);
      const contentDate = day(state[0]?.updated_at ?? null);
      const newestPost = day(posts[0]?.updated ?? null);
      return [
        ...STATIC_PAGES.map((path) => ({ path, lastmod: path === paths.blog ? newestPost : contentDate })),
        ...laterPages(paths.glossary, glossaryPages).map((path) => ({ path, lastmod: contentDate })),
        ...laterPages(paths.industries, industriesPages).map((path) => ({ path, lastmod: contentDate })),
        ...industries.map((row: { slug: string; updated_at: Date }) => ({ path: paths.industry(row.slug), lastmod: day(row.updated_at) })),
        ...niches.map((row: { industry: string; slug: string; updated_at: Date }) => ({ path: paths.niche(row.industry, row.slug), lastmod: day(row.updated_at) })),
        ...posts.map((row: { slug: string; updated: string }) => ({ path: paths.post(row.slug), lastmod: day(row.updated) })),
        ...terms.map((row: { slug: string; updated_at: Date }) => ({ path: paths.glossaryTerm(row.slug), lastmod: day(row.updated_at) })),
        ...competitors.flatMap((row: { slug: string; is_own_product: boolean; last_checked: string }) => [
          ...(row.is_own_product ? [] : [{ path: paths.competitor(row.slug), lastmod: day(row.last_checked) }]),
          { path: paths.alternatives(row.slug), lastmod: day(row.last_checked) },
        ]),
      ];
    });
  }
}
