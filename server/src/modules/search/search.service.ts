import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { validText } from '../../../../schema/inputs';
import { paths } from '../../../../schema/paths';
import { parseInput } from '../../shared/validation';

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

/** Each kind: [kind, SQL yielding title, slug, parent, own, snippet and the document to match]. */
const SOURCES: [keyof Omit<SearchResults, 'query'>, SearchKind, string][] = [
  ['industries', 'industry', `SELECT title, slug, NULL::text AS parent, false AS own, description AS snippet,
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description || ' ' || array_to_string(seo_keywords, ' ')), 'B') AS document
    FROM industries`],
  ['niches', 'niche', `SELECT n.title, n.slug, i.slug AS parent, false AS own, n.description AS snippet,
      setweight(to_tsvector('english', n.title), 'A') || setweight(to_tsvector('english', n.description || ' ' || array_to_string(n.long_tail_keywords, ' ')), 'B') AS document
    FROM niches n JOIN industries i ON i.id = n.industry_id`],
  ['posts', 'post', `SELECT title, slug, NULL::text AS parent, false AS own, excerpt AS snippet,
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt || ' ' || array_to_string(tags, ' ')), 'B') AS document
    FROM blog_posts`],
  ['glossaryTerms', 'glossaryTerm', `SELECT term AS title, slug, NULL::text AS parent, false AS own, definition AS snippet,
      setweight(to_tsvector('english', term || ' ' || synonyms), 'A') || setweight(to_tsvector('english', definition), 'B') AS document
    FROM glossary_terms`],
  ['competitors', 'competitor', `SELECT name AS title, slug, NULL::text AS parent, is_own_product AS own, short_description AS snippet,
      setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', short_description), 'B') AS document
    FROM competitors`],
];

/** Site search over every kind of content with PostgreSQL full-text search, ranked, a few per kind. */
export class SearchService {
  constructor(private readonly dataSource: DataSource) {}

  async search(input: unknown): Promise<SearchResults> {
    const query = parseInput(querySchema, input);
    const results: SearchResults = { query, industries: [], niches: [], posts: [], glossaryTerms: [], competitors: [] };
    const tsQuery = toPrefixTsQuery(query);
    if (!tsQuery) return results;
    const union = SOURCES.map(
        ([, kind, source], index) => `(SELECT '${kind}' AS kind, title, slug, parent, own, snippet FROM (
            SELECT title, slug, parent, own, snippet, ts_rank(document, q) AS rank
            FROM (${source}) s, to_tsquery('english', $1) q
            WHERE document @@ q ORDER BY rank DESC, title LIMIT ${PER_KIND}) ranked_${index})`,
      ).join(' UNION ALL ');
    const rows: HitRow[] = await this.dataSource.query(union, [tsQuery]);
    for (const [group, kind] of SOURCES) {
      results[group] = rows.filter((row) => row.kind === kind).map((row) => ({ kind, title: row.title, path: PATH_OF[kind](row), snippet: row.snippet }));
    }
    return results;
  }
}
