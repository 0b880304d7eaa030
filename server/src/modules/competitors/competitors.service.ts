import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parseInput, slugParam, text } from '../../shared/validation';
import type { ContentCache } from '../content/content-cache';
import { COMPETITOR_CATEGORIES } from '../content/content.schemas';
import { Competitor } from './competitor.entity';
import { byPriorityThenName, checkedOffer, orderAlternatives } from '../../../../schema/comparison-rules';

export const competitorFilterSchema = z.strictObject({
  search: text('search', 200).optional(),
  category: z
    .enum(COMPETITOR_CATEGORIES, { error: `category must be one of: ${COMPETITOR_CATEGORIES.join(', ')}` })
    .optional(),
});

export type CompetitorFilter = z.infer<typeof competitorFilterSchema>;

export class CompetitorsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
  ) {}

  /**
   * Every entry, the product's own included, by priority descending then name, each with its offer
   * as checked (schema/comparison-rules.ts `checkedOffer`): REST, GraphQL and the pages that read it
   * never see a price or trial that was not found on the vendor's own page.
   */
  private all(): Promise<Competitor[]> {
    return this.cache.get('competitors', async () =>
      (await this.dataSource.getRepository(Competitor).find())
        .map((competitor) => Object.assign(competitor, checkedOffer({ ...competitor, factChecks: competitor.editorial.factChecks })))
        .sort(byPriorityThenName),
    );
  }

  /** The hub's whole list, the same array until the content changes. */
  private hub(): Promise<Competitor[]> {
    return this.cache.get('competitors-hub', async () => (await this.all()).filter((item) => !item.isOwnProduct));
  }

  /** The hub's list: never the product's own entry; search matches name or short description. */
  async list(input: unknown = {}): Promise<Competitor[]> {
    const { search, category } = parseInput(competitorFilterSchema, input ?? {});
    const needle = search?.toLowerCase();
    const hub = await this.hub();
    if (!needle && !category) return hub;
    return hub.filter(
      (item) =>
        (!category || item.category === category) &&
        (!needle || item.name.toLowerCase().includes(needle) || item.shortDescription.toLowerCase().includes(needle)),
    );
  }

  async bySlug(input: unknown): Promise<Competitor> {
    const slug = parseInput(slugParam('slug'), input, 'slug');
    const competitor = (await this.all()).find((item) => item.slug === slug);
    if (!competitor) throw AppError.notFound(`Competitor "${slug}" not found`);
    return competitor;
  }

  async alternativesTo(input: unknown, limit?: number): Promise<Competitor[]> {
    const subject = await this.bySlug(input);
    const ordered = orderAlternatives(subject, await this.all());
    return limit === undefined ? ordered : ordered.slice(0, Math.max(0, limit));
  }

  async bySlugs(slugs: readonly string[]): Promise<(Competitor | undefined)[]> {
    const bySlug = new Map((await this.all()).map((item) => [item.slug, item]));
    return slugs.map((slug) => bySlug.get(slug));
  }
}
