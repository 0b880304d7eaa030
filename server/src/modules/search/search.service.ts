import type { DataSource } from 'typeorm';
import { z } from 'zod';
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

const querySchema = z.string({ error: 'q is required' }).trim().max(200, 'q must be at most 200 characters');

/** "rfp soft" → "rfp:* & soft:*": every word must match, each as a prefix. */
export function toPrefixTsQuery(query: string): string | null {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

const PER_KIND = 6;

/** Each kind: [kind, SQL yielding title, path, snippet and the document to match]. */
const SOURCES: [keyof Omit<SearchResults, 'query'>, SearchKind, string][] = [
  ['industries', 'industry', `SELECT title, '/industries/' || slug AS path, description AS snippet,
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description || ' ' || array_to_string(seo_keywords, ' ')), 'B') AS document
    FROM industries`],
  ['niches', 'niche', `SELECT n.title, '/industries/' || i.slug || '/' || n.slug AS path, n.description AS snippet,
      setweight(to_tsvector('english', n.title), 'A') || setweight(to_tsvector('english', n.description || ' ' || array_to_string(n.long_tail_keywords, ' ')), 'B') AS document
    FROM niches n JOIN industries i ON i.id = n.industry_id`],
  ['posts', 'post', `SELECT title, '/blog/' || slug AS path, excerpt AS snippet,
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt || ' ' || array_to_string(tags, ' ')), 'B') AS document
    FROM blog_posts`],
  ['glossaryTerms', 'glossaryTerm', `SELECT term AS title, '/glossary/' || slug AS path, definition AS snippet,
      setweight(to_tsvector('english', term || ' ' || synonyms), 'A') || setweight(to_tsvector('english', definition), 'B') AS document
    FROM glossary_terms`],
  ['competitors', 'competitor', `SELECT name AS title,
      CASE WHEN is_own_product THEN '/rfp-software-guide' ELSE '/competitors/' || slug END AS path,
      short_description AS snippet,
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
        ([, kind, source], index) => `(SELECT '${kind}' AS kind, title, path, snippet FROM (
            SELECT title, path, snippet, ts_rank(document, q) AS rank
            FROM (${source}) s, to_tsquery('english', $1) q
            WHERE document @@ q ORDER BY rank DESC, title LIMIT ${PER_KIND}) ranked_${index})`,
      ).join(' UNION ALL ');
    const rows: SearchHit[] = await this.dataSource.query(union, [tsQuery]);
    for (const [group, kind] of SOURCES) results[group] = rows.filter((row) => row.kind === kind);
    return results;
  }
}
