import type { DataSource } from 'typeorm';
import { AppError } from '../../http/app-error';
import { groupByLetter } from '../../../../schema/glossary-letters';
import { GLOSSARY_SEARCH_PAGE_SIZE, pagesOf, parsePage, pickPage } from '../../shared/paging';
import { parseInput, slugParam, text } from '../../shared/validation';
import type { ContentCache } from '../content/content-cache';
import { GlossaryTerm } from './glossary-term.entity';
import { searchGlossary } from './glossary-search';

const searchSchema = text('search', 200).optional();

/** A first letter of the terms a glossary page lists: how many terms start with it, and the page they start on. */
export interface GlossaryLetter {
  letter: string;
  count: number;
  page: number;
}

/** One page of the glossary, or of a search's matches (GlossaryTermsPage in the schema). */
export interface GlossaryTermsPage {
  terms: GlossaryTerm[];
  page: number;
  pageCount: number;
  matchCount: number;
  termCount: number;
  letters: GlossaryLetter[];
}

interface PagedTerms {
  pages: GlossaryTerm[][];
  matchCount: number;
  letters: GlossaryLetter[];
}

export class GlossaryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
    private readonly options: { pageSize: number },
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

  /**
   * A page of the glossary (the hub's list): whole letter groups in order, at most `pageSize`
   * terms, so that the hub's weight does not grow with the glossary; kept with the content. Or a
   * page of the terms a search matches: GLOSSARY_SEARCH_PAGE_SIZE of them in order, a letter's
   * matches running on to the next page (whole groups left "bid"'s first page 4 of its 97).
   */
  async page(input: { search?: unknown; page?: unknown }): Promise<GlossaryTermsPage> {
    const needle = parseInput(searchSchema, input.search ?? undefined);
    const page = parsePage(input.page);
    const terms = await this.terms();
    const paged = needle
      ? this.paginate(searchGlossary(terms, needle), GLOSSARY_SEARCH_PAGE_SIZE, { wholeGroups: false })
      : await this.cache.get('glossary-pages', async () => this.paginate(terms, this.options.pageSize, { wholeGroups: true }));
    const { items, pageCount } = pickPage(paged.pages, page);
    return { terms: items, page, pageCount, matchCount: paged.matchCount, termCount: terms.length, letters: paged.letters };
  }

  private paginate(sorted: GlossaryTerm[], pageSize: number, { wholeGroups }: { wholeGroups: boolean }): PagedTerms {
    const groups = groupByLetter(sorted);
    const pages = pagesOf(wholeGroups ? groups.map((group) => group.terms) : [sorted], pageSize);
    const pageOf = new Map(pages.flatMap((items, index) => items.map((item) => [item, index + 1] as const)));
    return {
      pages,
      matchCount: sorted.length,
      letters: groups.map((group) => ({ letter: group.letter, count: group.terms.length, page: pageOf.get(group.terms[0]!)! })),
    };
  }

  /** Every term by its slug, kept with the content: a hub page names each card's related terms through it. */
  private termsBySlug(): Promise<Map<string, GlossaryTerm>> {
    return this.cache.get('glossary-by-slug', async () => new Map((await this.terms()).map((item) => [item.slug, item])));
  }

  async bySlug(input: unknown): Promise<GlossaryTerm> {
    const slug = parseInput(slugParam('slug'), input, 'slug');
    const term = (await this.termsBySlug()).get(slug);
    if (!term) throw AppError.notFound(`Glossary term "${slug}" not found`);
    return term;
  }

  async bySlugs(slugs: readonly string[]): Promise<(GlossaryTerm | undefined)[]> {
    const bySlug = await this.termsBySlug();
    return slugs.map((slug) => bySlug.get(slug));
  }
}
