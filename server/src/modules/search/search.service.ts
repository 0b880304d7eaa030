import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { validText } from '../../../../schema/inputs';
import { paths } from '../../../../schema/paths';
import { ConcurrencyLimit } from '../../shared/concurrency-limit';
import { parseInput } from '../../shared/validation';
import type { ContentCache } from '../content/content-cache';
import { SearchCache } from './search-cache';

export type SearchKind = 'industry' | 'niche' | 'post' | 'glossaryTerm' | 'competitor';

export interface SearchHit {
  kind: SearchKind;
  title: string;
  path: string;
  snippet: string;
}

export interface SearchResults {
  query: string;
  industries: SearchHit[];
  niches: SearchHit[];
  posts: SearchHit[];
  glossaryTerms: SearchHit[];
  competitors: SearchHit[];
}

const querySchema = z.string({ error: 'q is required' }).check(validText('q')).trim().max(200, 'q must be at most 200 characters');

/** "rfp soft" → "rfp:* & soft:*": every word must match, each as a prefix. */
export function toPrefixTsQuery(query: string): string | null {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

const PER_KIND = 6;

/** A hit as the database gives it: the page is named by its slugs (`parent`: a niche's industry). */
interface HitRow {
  kind: SearchKind;
  title: string;
  slug: string;
  parent: string | null;
  own: boolean;
  snippet: string;
}

/** Each kind's page (the product's own competitor entry is reviewed in the guide). */
const PATH_OF: Record<SearchKind, (row: HitRow) => string> = {
  industry: (row) => paths.industry(row.slug),
  niche: (row) => paths.niche(row.parent ?? '', row.slug),
  post: (row) => paths.post(row.slug),
  glossaryTerm: (row) => paths.glossaryTerm(row.slug),
  competitor: (row) => (row.own ? paths.guide : paths.competitor(row.slug)),
};

/**
 * Each kind: [group, kind, SQL yielding title, slug, parent, own, snippet and the stored, weighted
 * document to match] (the documents are generated columns with GIN indexes: migration SearchDocuments).
 */
const SOURCES: [keyof Omit<SearchResults, 'query'>, SearchKind, string][] = [
  ['industries', 'industry', `SELECT title, slug, NULL::text AS parent, false AS own, description AS snippet, search_document AS document FROM industries`],
  ['niches', 'niche', `SELECT n.title, n.slug, i.slug AS parent, false AS own, n.description AS snippet, n.search_document AS document
    FROM niches n JOIN industries i ON i.id = n.industry_id`],
  ['posts', 'post', `SELECT title, slug, NULL::text AS parent, false AS own, excerpt AS snippet, search_document AS document FROM blog_posts`],
  ['glossaryTerms', 'glossaryTerm', `SELECT term AS title, slug, NULL::text AS parent, false AS own, definition AS snippet, search_document AS document FROM glossary_terms`],
  ['competitors', 'competitor', `SELECT name AS title, slug, NULL::text AS parent, is_own_product AS own, short_description AS snippet, search_document AS document FROM competitors`],
];

/**
 * The one statement a search runs ($1: the tsquery text): per kind, the rows whose document
 * matches (found through the GIN index), ranked, the first PER_KIND kept. The query is a constant
 * the planner folds, so the match is an index condition.
 */
export const SEARCH_SQL = SOURCES.map(
  ([, kind, source], index) => `(SELECT '${kind}' AS kind, title, slug, parent, own, snippet FROM (
      SELECT title, slug, parent, own, snippet, ts_rank(document, to_tsquery('english', $1)) AS rank
      FROM (${source}) s
      WHERE document @@ to_tsquery('english', $1) ORDER BY rank DESC, title LIMIT ${PER_KIND}) ranked_${index})`,
).join(' UNION ALL ');

type Hits = Omit<SearchResults, 'query'>;

export interface SearchCacheOptions {
  /** How long an answer is kept; 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  /** Searches not answered from the cache that PostgreSQL runs at once; the others wait their turn. */
  atOnce?: number;
  /** Searches that may wait for their turn; one more is a 503 (SERVICE_UNAVAILABLE) at once. */
  maxWaiting?: number;
}

/**
 * A search the cache does not answer takes about 14 ms at today's content and 28 ms at ten times
 * it (`npm run bench:scale`, searches two at a time): two at a time leave a core to the pages,
 * whatever mix of new words a client sends, over GraphQL or REST.
 */
const SEARCHES_AT_ONCE = 2;
/**
 * Sixteen waiting searches are about 120 ms of PostgreSQL's work: a visitor's search waits at most
 * that long behind a flood of new words (256 at once waited 2.4 s at the median before the queue
 * had a bound) and the flood's excess is told to come back (503, Retry-After).
 */
const SEARCHES_WAITING = 16;

/**
 * Site search over every kind of content with PostgreSQL full-text search, ranked, a few per kind.
 * Identical searches (the same words, whatever their case or punctuation) are answered from a
 * short cache, dropped whenever the content changes; the others run in PostgreSQL a few at a time.
 */
export class SearchService {
  private readonly answers: SearchCache<Hits>;
  private readonly database: ConcurrencyLimit;

  constructor(
    private readonly dataSource: DataSource,
    contentCache: Pick<ContentCache, 'onInvalidate'>,
    { ttlMs, maxEntries = 500, atOnce = SEARCHES_AT_ONCE, maxWaiting = SEARCHES_WAITING }: SearchCacheOptions = { ttlMs: 60_000 },
  ) {
    this.answers = new SearchCache(ttlMs, maxEntries);
    // PostgreSQL shares the machine's cores with the site: while searches wait, each leaves half the
    // time to everything else (four clients sending new words pushed a cached page's p99 from 28 to
    // 224 ms without the rests, on a loaded machine).
    this.database = new ConcurrencyLimit(atOnce, { maxWaiting, share: 1 / 2, busyMessage: 'Search is busy right now. Please try again in a few seconds.' });
    contentCache.onInvalidate(() => this.answers.clear());
  }

  async search(input: unknown): Promise<SearchResults> {
    const query = parseInput(querySchema, input);
    const tsQuery = toPrefixTsQuery(query);
    if (!tsQuery) return { query, industries: [], niches: [], posts: [], glossaryTerms: [], competitors: [] };
    return { query, ...(await this.answers.get(tsQuery, () => this.hits(tsQuery))) };
  }

  private async hits(tsQuery: string): Promise<Hits> {
    const rows: HitRow[] = await this.database.run(() => this.dataSource.query(SEARCH_SQL, [tsQuery]));
    const hits: Hits = { industries: [], niches: [], posts: [], glossaryTerms: [], competitors: [] };
    for (const [group, kind] of SOURCES) {
      hits[group] = rows.filter((row) => row.kind === kind).map((row) => ({ kind, title: row.title, path: PATH_OF[kind](row), snippet: row.snippet }));
    }
    return hits;
  }
}
