import { print, type DocumentNode } from 'graphql';
import * as documents from '../../client/src/graphql/generated';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The specification's cache times are the schema's @cacheControl hints: the browser
 * sends its page queries by GET (client/src/lib/apollo.ts) and keeps each answer as long as its
 * Cache-Control says, the shortest time of the fields it holds.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const MINUTE = 60;

/** A query sent as Apollo's HttpLink sends it with useGETForQueries. */
async function cacheControlOf(document: DocumentNode, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const params = new URLSearchParams({ query: print(document), variables: JSON.stringify(variables) });
  const response = await fetch(`${server.url}/graphql?${params}`, { headers: { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json', ...headers } });
  const body = (await response.json()) as { errors?: unknown[] };
  return { status: response.status, errors: body.errors, cacheControl: response.headers.get('cache-control') };
}

test('each page query is kept for its cache time: industries 10 minutes, details, lists and the footer 5, the glossary 30', async () => {
  const slugs = (await server.graphql<{ posts: { slug: string }[]; glossaryTerms: { slug: string }[]; niches: { slug: string }[] }>(
    '{ posts { slug } glossaryTerms { slug } niches(industrySlug: "healthcare") { slug } }',
  )).body.data!;
  const cases: [string, DocumentNode, Record<string, unknown>, number][] = [
    ['LandingIndustries', documents.LandingIndustriesDocument, {}, 10 * MINUTE],
    ['IndustriesPage', documents.IndustriesPageDocument, { page: 2 }, 10 * MINUTE],
    ['IndustryPage', documents.IndustryPageDocument, { slug: 'healthcare' }, 5 * MINUTE],
    ['NichePage', documents.NichePageDocument, { industrySlug: 'healthcare', slug: slugs.niches[0]!.slug }, 5 * MINUTE],
    ['LayoutLinks', documents.LayoutLinksDocument, {}, 5 * MINUTE],
    ['BlogListPage', documents.BlogListPageDocument, {}, 5 * MINUTE],
    // A post's page carries the blog list (5 minutes) for its related posts.
    ['BlogPostPage', documents.BlogPostPageDocument, { slug: slugs.posts[0]!.slug }, 5 * MINUTE],
    ['CompetitorsHubList', documents.CompetitorsHubListDocument, {}, 5 * MINUTE],
    ['GuidePage', documents.GuidePageDocument, {}, 5 * MINUTE],
    ['SearchPage', documents.SearchPageDocument, { q: 'rfp' }, 5 * MINUTE],
    ['GlossaryPage', documents.GlossaryPageDocument, { search: 'bid' }, 30 * MINUTE],
    // A term's page carries the blog list (5 minutes) and the industries (10) beside the glossary.
    ['GlossaryTermPage', documents.GlossaryTermPageDocument, { slug: slugs.glossaryTerms[0]!.slug }, 5 * MINUTE],
  ];
  for (const [name, document, variables, maxAge] of cases) {
    const answer = await cacheControlOf(document, variables);
    expect({ name, ...answer }).toEqual({ name, status: 200, errors: undefined, cacheControl: `max-age=${maxAge}, public` });
  }
});

test('the content version, the admin reports and answers with errors are kept by no one', async () => {
  expect((await cacheControlOf(documents.StatusPageDocument)).cacheControl).toBe('no-store');
  const admin = await cacheControlOf(documents.VisitorFiguresDocument, {}, { authorization: `Bearer ${'wrong-token'.padEnd(32, '0')}` });
  expect(admin).toMatchObject({ status: 401, cacheControl: 'no-store' });
  const missing = await cacheControlOf(documents.IndustryPageDocument, { slug: 42 });
  expect(missing).toMatchObject({ status: 400, cacheControl: 'no-store' });
});
