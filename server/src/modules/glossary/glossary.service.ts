import type { DataSource } from 'typeorm';
import { AppError } from '../../http/app-error';
import { parseInput, slugParam, text } from '../../shared/validation';
import type { ContentCache } from '../content/content-cache';
import { GlossaryTerm } from './glossary-term.entity';
import { searchGlossary } from './glossary-search';

const searchSchema = text('search', 200).optional();

export class GlossaryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
  ) {}

  private terms(): Promise<GlossaryTerm[]> {
    return this.cache.get('glossary', async () =>
      searchGlossary(await this.dataSource.getRepository(GlossaryTerm).find(), ''),
    );
  }

  /** Terms sorted by term, optionally filtered by the glossary search (searchGlossary). */
  async list(search?: unknown): Promise<GlossaryTerm[]> {
    const needle = parseInput(searchSchema, search ?? undefined);
    const terms = await this.terms();
    return needle ? searchGlossary(terms, needle) : terms;
  }

  async bySlug(input: unknown): Promise<GlossaryTerm> {
    const slug = parseInput(slugParam('slug'), input, 'slug');
    const term = (await this.terms()).find((item) => item.slug === slug);
    if (!term) throw AppError.notFound(`Glossary term "${slug}" not found`);
    return term;
  }

  async bySlugs(slugs: readonly string[]): Promise<(GlossaryTerm | undefined)[]> {
    const bySlug = new Map((await this.terms()).map((item) => [item.slug, item]));
    return slugs.map((slug) => bySlug.get(slug));
  }
}
