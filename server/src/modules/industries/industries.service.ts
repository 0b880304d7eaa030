import type { DataSource } from 'typeorm';
import { AppError } from '../../http/app-error';
import type { ContentCache } from '../content/content-cache';
import { pagesOf, parsePage, pickPage } from '../../shared/paging';
import { parseInput } from '../../shared/validation';
import { Industry } from './industry.entity';
import { Niche } from './niche.entity';
import { nicheParamsSchema, industrySlugSchema } from './industries.schemas';

/** One page of the industries hub (IndustriesPage in the schema). */
export interface IndustriesPage {
  industries: Industry[];
  page: number;
  pageCount: number;
  total: number;
}

interface IndustryCatalogue {
  industries: Industry[];
  bySlug: Map<string, Industry>;
  nichesByIndustryId: Map<string, Niche[]>;
}

export class IndustriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
    private readonly options: { pageSize: number },
  ) {}

  /** Every industry and niche in two queries, memoised until the content changes. */
  private catalogue(): Promise<IndustryCatalogue> {
    return this.cache.get('industries', async () => {
      const [industries, niches] = await Promise.all([
        this.dataSource.getRepository(Industry).find({ order: { title: 'ASC', slug: 'ASC' } }),
        this.dataSource.getRepository(Niche).find({ order: { industryId: 'ASC', position: 'ASC' } }),
      ]);
      const nichesByIndustryId = new Map<string, Niche[]>();
      for (const niche of niches) {
        const list = nichesByIndustryId.get(niche.industryId) ?? [];
        list.push(niche);
        nichesByIndustryId.set(niche.industryId, list);
      }
      return { industries, bySlug: new Map(industries.map((item) => [item.slug, item])), nichesByIndustryId };
    });
  }

  /** Industries ordered by title. */
  async list(): Promise<Industry[]> {
    return (await this.catalogue()).industries;
  }

  /** A page of the industries hub: at most `pageSize` industries, in the list's order. */
  async page(input: unknown): Promise<IndustriesPage> {
    const page = parsePage(input);
    const { industries } = await this.catalogue();
    const { items, pageCount } = pickPage(pagesOf([industries], this.options.pageSize), page);
    return { industries: items, page, pageCount, total: industries.length };
  }

  async bySlug(input: unknown): Promise<Industry> {
    const slug = parseInput(industrySlugSchema, input, 'slug');
    const industry = (await this.catalogue()).bySlug.get(slug);
    if (!industry) throw AppError.notFound(`Industry "${slug}" not found`);
    return industry;
  }

  async nichesOf(input: unknown): Promise<Niche[]> {
    const industry = await this.bySlug(input);
    return (await this.catalogue()).nichesByIndustryId.get(industry.id) ?? [];
  }

  async niche(input: unknown): Promise<Niche> {
    const { industrySlug, nicheSlug } = parseInput(nicheParamsSchema, input);
    const niches = await this.nichesOf(industrySlug);
    const niche = niches.find((item) => item.slug === nicheSlug);
    if (!niche) throw AppError.notFound(`Niche "${nicheSlug}" not found in industry "${industrySlug}"`);
    return niche;
  }

  /** Niches of many industries at once, in the order asked (for batched GraphQL fields). */
  async nichesForIndustryIds(industryIds: readonly string[]): Promise<Niche[][]> {
    const { nichesByIndustryId } = await this.catalogue();
    return industryIds.map((id) => nichesByIndustryId.get(id) ?? []);
  }

  async industriesByIds(ids: readonly string[]): Promise<(Industry | undefined)[]> {
    const { industries } = await this.catalogue();
    const byId = new Map(industries.map((item) => [item.id, item]));
    return ids.map((id) => byId.get(id));
  }
}
