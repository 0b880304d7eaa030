import type { DataSource } from 'typeorm';
import type { ContentCache } from './content-cache';
import type { SiteFile } from './content.schemas';
import { ContentState } from './content-state.entity';

export type SiteSettings = SiteFile;

const EMPTY_SITE: SiteSettings = {
  featuredCompetitors: { enterpriseIncumbent: '', governmentSpecialist: '' },
  popularIndustries: [],
  autoLinkPosts: [],
  relatedPostKeywordGroups: {},
};

/** The items named by `slugs` (site.json's fixed choices), in that order; unknown slugs are skipped. */
export function bySlugsInOrder<T extends { slug: string }>(slugs: readonly string[], items: readonly T[]): T[] {
  const bySlug = new Map(items.map((item) => [item.slug, item]));
  return slugs.map((slug) => bySlug.get(slug)).filter((item): item is T => item !== undefined);
}

/** The fixed choices of content/site.json and the content version, as loaded into the database. */
export class SiteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
  ) {}

  private state(): Promise<ContentState | null> {
    return this.cache.get('content-state', () => this.dataSource.getRepository(ContentState).findOneBy({ id: 1 }));
  }

  async settings(): Promise<SiteSettings> {
    return (await this.state())?.site ?? EMPTY_SITE;
  }

  async contentVersion(): Promise<number> {
    return (await this.state())?.version ?? 0;
  }

  async contentUpdatedAt(): Promise<Date | null> {
    return (await this.state())?.updatedAt ?? null;
  }
}
