import { setTimeout as sleep } from 'node:timers/promises';
import { paths } from '../../schema/paths';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const GROUPS = ['industries', 'niches', 'posts', 'glossaryTerms', 'competitors'] as const;
type Group = (typeof GROUPS)[number];
interface Hit {
  kind: string;
  title: string;
  path: string;
  snippet: string;
}
type Results = { query: string } & Record<Group, Hit[]>;

const SEARCH = `query Search($q: String!) { search(q: $q) { query ${GROUPS.map((group) => `${group} { kind title path snippet }`).join(' ')} } }`;

async function search(q: string): Promise<Results> {
  const { status, body } = await server.graphql<{ search: Results }>(SEARCH, { q });
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data!.search;
}

/**
 * The search as it was before the stored documents (server/src/modules/search/search.service.ts
 * at 8704695), statement for statement: every row's `to_tsvector` computed on the fly, ranked
 * with `ts_rank`, ties by title, six per kind, the snippet the row's own description. The
 * documents are built by the same expressions the generated columns now store, so the answers
 * must be equal, hit for hit and in order, on whatever content the test database holds.
 */
const BEFORE: [Group, string, string][] = [
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
const BEFORE_SQL = BEFORE.map(
  ([, kind, source], index) => `(SELECT '${kind}' AS kind, title, slug, parent, own, snippet FROM (
      SELECT title, slug, parent, own, snippet, ts_rank(document, q) AS rank
      FROM (${source}) s, to_tsquery('english', $1) q
      WHERE document @@ q ORDER BY rank DESC, title LIMIT 6) ranked_${index})`,
).join(' UNION ALL ');

interface Row {
  kind: string;
  title: string;
  slug: string;
  parent: string | null;
  own: boolean;
  snippet: string;
}
const PATH_OF: Record<string, (row: Row) => string> = {
  industry: (row) => paths.industry(row.slug),
  niche: (row) => paths.niche(row.parent ?? '', row.slug),
  post: (row) => paths.post(row.slug),
  glossaryTerm: (row) => paths.glossaryTerm(row.slug),
  competitor: (row) => (row.own ? paths.guide : paths.competitor(row.slug)),
};

/** What the search answered before, for words already turned into a prefix query ("rfp:* & soft:*"). */
async function answeredBefore(tsQuery: string): Promise<Record<Group, Hit[]>> {
  const rows = (await server.dataSource.query(BEFORE_SQL, [tsQuery])) as Row[];
  return Object.fromEntries(
    BEFORE.map(([group, kind]) => [
      group,
      rows.filter((row) => row.kind === kind).map((row) => ({ kind, title: row.title, path: PATH_OF[kind]!(row), snippet: row.snippet })),
    ]),
  ) as Record<Group, Hit[]>;
}

const QUERIES: [q: string, tsQuery: string][] = [
  ['proposal', 'proposal:*'],
  ['rfp', 'rfp:*'],
  ['RFP software', 'rfp:* & software:*'],
  ['construction', 'construction:*'],
  ['solicit', 'solicit:*'],
  ['government contract', 'government:* & contract:*'],
  ['bid bond', 'bid:* & bond:*'],
  ['health', 'health:*'],
  ['it services', 'it:* & services:*'],
  ['security', 'security:*'],
  ['loopio', 'loopio:*'],
  ['  Proposal,  Writing!  ', 'proposal:* & writing:*'],
  ['zzqxv', 'zzqxv:*'],
];

describe('ranking and snippets are those of the search before the stored documents', () => {
  test.each(QUERIES)('search(q: %j): the same hits, in the same order, with the same snippets', async (q, tsQuery) => {
    const before = await answeredBefore(tsQuery);
    const now = await search(q);
    expect(now).toEqual({ query: q.trim(), ...before });
    for (const group of GROUPS) expect(now[group].length).toBeLessThanOrEqual(6);
  });

  test('the queries above reach every kind and fill whole groups (the comparison is not of empty lists)', async () => {
    const answers = await Promise.all(QUERIES.map(([q]) => search(q)));
    for (const group of GROUPS) expect(answers.some((answer) => answer[group].length > 0)).toBe(true);
    expect(answers.some((answer) => GROUPS.some((group) => answer[group].length === 6))).toBe(true);
    expect((await search('proposal')).glossaryTerms.length).toBe(6);
  });
});

describe('the short search cache', () => {
  const searchStatements = () => server.sql.statements.filter((sql) => sql.includes('search_document'));

  /** Searches until the search runs its statement again (content changes reach the cache through NOTIFY). */
  async function searchUntilQueried(q: string): Promise<Results> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      server.sql.reset();
      const answer = await search(q);
      if (searchStatements().length > 0 || Date.now() > deadline) return answer;
      await sleep(50);
    }
  }

  test('an identical search (whatever its case and punctuation) is answered without a query, echoing its own words', async () => {
    await search('tender');
    server.sql.reset();
    const again = await search('TENDER!');
    expect(searchStatements()).toEqual([]);
    expect(again.query).toBe('TENDER!');
    expect(again).toEqual({ ...(await search('tender')), query: 'TENDER!' });
  });

  test('a content change drops the cached answers: a new term is found at once, and a removed one is gone', async () => {
    const word = 'quizzicalbidword';
    expect((await search(word)).glossaryTerms).toEqual([]);
    const notify = () => server.dataSource.query(`SELECT pg_notify('content_changed', 'search-ranking test')`);
    // A copy of a loaded term with its own slug, name and text (whatever columns the table has by now).
    const columns = (
      (await server.dataSource.query(
        `SELECT column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = 'glossary_terms' AND column_default IS NULL AND is_generated = 'NEVER'`,
      )) as { column_name: string }[]
    ).map((column) => `"${column.column_name}"`);
    const probe: Record<string, string> = { slug: 'search-cache-probe', term: 'Quizzicalbidword', definition: 'A word only this test uses.', synonyms: '' };
    await server.dataSource.query(
      `INSERT INTO glossary_terms (${columns.join(', ')})
       SELECT ${columns.map((column) => (column.slice(1, -1) in probe ? `$${Object.keys(probe).indexOf(column.slice(1, -1)) + 1}` : column)).join(', ')}
       FROM glossary_terms ORDER BY slug LIMIT 1`,
      Object.values(probe),
    );
    try {
      await notify();
      const found = await searchUntilQueried(word);
      expect(found.glossaryTerms).toEqual([{ kind: 'glossaryTerm', title: 'Quizzicalbidword', path: '/glossary/search-cache-probe', snippet: 'A word only this test uses.' }]);
    } finally {
      await server.dataSource.query(`DELETE FROM glossary_terms WHERE slug = 'search-cache-probe'`);
      await notify();
    }
    expect((await searchUntilQueried(word)).glossaryTerms).toEqual([]);
  });
});
