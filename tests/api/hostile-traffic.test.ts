import { createHash } from 'node:crypto';
import { getIntrospectionQuery, print } from 'graphql';
import { GlossaryPageDocument } from '../../client/src/graphql/generated';
import { MAX_PAGE_SIZE } from '../../server/src/shared/paging';
import { resetVisitorData, startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../support/test-server';

/**
 * The project's issue "Hostile traffic", over HTTP against the real PostgreSQL: each of its findings
 * that the API answers (the pages' are in tests/pages/hostile-pages.test.ts, the database's
 * supervision in tests/resilience/postgres-supervision.test.ts).
 */
let server: TestServer;
beforeAll(async () => {
  // One trusted proxy: each test below is its own client (X-Forwarded-For) with its own allowance of 3 writes a minute.
  // Each client may also fail the admin token 3 times a minute before it is answered 429.
  // Glossary pages at the most a page may hold: the largest query the site's own pages can send.
  server = await startTestServer({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '3', TRUST_PROXY: 'true', ADMIN_AUTH_FAILURES_PER_MINUTE: '3', GLOSSARY_PAGE_SIZE: String(MAX_PAGE_SIZE.glossary) } });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await resetVisitorData(server.dataSource);
});

const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
let clients = 0;
/** The headers of a client the limit has not seen yet. */
const newClient = () => ({ 'x-forwarded-for': `198.51.100.${(clients += 1)}` });
const count = async (table: string) => (await server.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`))[0].count as number;

async function postGraphQL(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(text), body: JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
}

const codes = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => (body.errors ?? []).map((error) => error.extensions?.code);

describe('1. The cost of a GraphQL query reflects the work', () => {
  test('When ten aliases walk industries → niches → industry → niches within the depth and alias limits, then it is a 400 naming the cycle, not megabytes', async () => {
    const walk = 'industries { niches { industry { niches { industry { niches { industry { slug } } } } } } }';
    const query = `{ ${Array.from({ length: 10 }, (_, index) => `a${index}: ${walk}`).join(' ')} }`;
    const { status, bytes, body } = await postGraphQL({ query });
    expect(status).toBe(400);
    expect(codes(body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(body.errors![0]!.message).toContain('Industry.niches inside Industry.niches');
    expect(bytes).toBeLessThan(1000);
  });

  test('When lists multiply past the cost limit without a cycle, then it is a 400 that states no limit', async () => {
    const fields = 'slug term definition synonyms relatedTerms exampleUsage exampleIndustry faqQ1 faqA1 faqQ2 faqA2 internalLinks pageTitle metaDescription h1';
    const { status, body } = await postGraphQL({ query: `{ a: glossaryTerms { ${fields} } b: glossaryTerms { slug term } }` });
    expect(status).toBe(400);
    expect(codes(body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(body.errors![0]!.message).toBe('The query asks for too much at once: ask for fewer fields or fewer items.');
    // The same lists cut short by a limit are answered.
    const limited = await postGraphQL({ query: '{ posts(limit: 2) { slug content { type richText { plainText } linkedText { text to } } } }' });
    expect(limited.status).toBe(200);
    expect(limited.body.errors).toBeUndefined();
  });

  test("When the site's own largest query is sent, then it is answered in full", async () => {
    const { status, body } = await postGraphQL({ query: print(GlossaryPageDocument) });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    // A full page of the glossary: each of its cards with its related terms.
    expect((body.data as { glossaryPage: { terms: unknown[] } }).glossaryPage.terms.length).toBeGreaterThan(100);
  });

  test('When an answer would be larger than GRAPHQL_MAX_ANSWER_KB, then it is a 400 RESPONSE_TOO_LARGE instead', async () => {
    const small = await startTestServer({ env: { GRAPHQL_MAX_ANSWER_KB: '100', GLOSSARY_PAGE_SIZE: String(MAX_PAGE_SIZE.glossary) } });
    try {
      const response = await fetch(`${small.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: print(GlossaryPageDocument) }) });
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(text.length).toBeLessThan(1000);
      expect(codes(JSON.parse(text))).toEqual(['RESPONSE_TOO_LARGE']);
      expect((await small.graphql('{ industries { slug } }')).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('2. Every write counts against the limit, whatever carries it', () => {
  const join = (email: string) => `mutation { joinWaitlist(input: { email: "${email}" }) { message } }`;
  const contact = 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }';
  const message = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Hi', message: 'Hello, a question' };

  test('When persisted queries are tried (registering a hash, then the hash alone), then both are refused and nothing is stored', async () => {
    const client = newClient();
    const sha256Hash = createHash('sha256').update(contact).digest('hex');
    const register = await postGraphQL({ query: contact, variables: { input: message }, extensions: { persistedQuery: { version: 1, sha256Hash } } }, client);
    expect(register.status).toBe(400);
    expect(codes(register.body)).toEqual(['PERSISTED_QUERY_NOT_SUPPORTED']);
    for (let index = 0; index < 3; index += 1) expect((await server.post('/api/contact', message, client)).status).toBe(200);
    expect((await server.post('/api/contact', message, client)).status).toBe(429);
    const hashOnly = await postGraphQL({ variables: { input: message }, extensions: { persistedQuery: { version: 1, sha256Hash } } }, client);
    expect(hashOnly.status).toBe(400);
    expect(codes(hashOnly.body)).toEqual(['PERSISTED_QUERY_NOT_SUPPORTED']);
    expect(await count('contact_messages')).toBe(3);
  });

  test('When one operation runs several writes (aliases), then each counts: four in one request are a 429 and none is stored', async () => {
    const client = newClient();
    const four = `mutation { ${[1, 2, 3, 4].map((index) => `w${index}: joinWaitlist(input: { email: "alias${index}@example.com" }) { message }`).join(' ')} }`;
    const refused = await postGraphQL({ query: four }, client);
    expect(refused.status).toBe(429);
    expect(codes(refused.body)).toEqual(['RATE_LIMITED']);
    expect(await count('waitlist_signups')).toBe(0);
  });

  test('When GraphQL, REST and fragments share one allowance, then the fourth write of the minute is a 429 whichever way it comes', async () => {
    const client = newClient();
    const two = await postGraphQL({ query: `mutation { ...Both } fragment Both on Mutation { a: joinWaitlist(input: { email: "one@example.com" }) { message } b: joinWaitlist(input: { email: "two@example.com" }) { message } }` }, client);
    expect(two.status).toBe(200);
    expect((await server.post('/api/early-access', { email: 'three@example.com' }, client)).status).toBe(200);
    const fourth = await postGraphQL({ query: join('four@example.com') }, client);
    expect(fourth.status).toBe(429);
    expect((await server.post('/api/early-access', { email: 'five@example.com' }, client)).status).toBe(429);
    expect(await count('waitlist_signups')).toBe(3);
    // Reads never count.
    expect((await postGraphQL({ query: '{ contentVersion }' }, client)).status).toBe(200);
  });

  test('When operations come as a batch, then the batch is refused and nothing is stored', async () => {
    const batch = await postGraphQL([{ query: join('batch1@example.com') }, { query: join('batch2@example.com') }], newClient());
    expect(batch.status).toBe(400);
    expect(await count('waitlist_signups')).toBe(0);
  });
});

describe('4. Text is valid Unicode or it is refused', () => {
  const NUL = 'a\u0000b';
  const LONE = 'a\ud800b';
  const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Engines', subject: 'Hi', message: 'Hello, a question' };

  test.each([
    ['companyName', { email: 'x@example.com', companyName: NUL }, 'companyName'],
    ['companySize', { email: 'x@example.com', companySize: LONE }, 'companySize'],
    ['referrer', { email: 'x@example.com', referrer: NUL }, 'referrer'],
    ['landingPath', { email: 'x@example.com', landingPath: LONE }, 'landingPath'],
    ['a utm value', { email: 'x@example.com', utm: { utm_source: LONE } }, 'utm.utm_source'],
    ['email', { email: `x${NUL}@example.com` }, undefined],
  ])('POST /api/early-access with a NUL or lone surrogate in %s is a 400 naming the field, and nothing is stored', async (_case, body, field) => {
    const response = await server.post('/api/early-access', body, newClient());
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: string; field?: string };
    expect(answer.code).toBe('BAD_USER_INPUT');
    expect(answer.field).toBe(field ?? 'email');
    expect(await count('waitlist_signups')).toBe(0);
  });

  test.each(['firstName', 'lastName', 'email', 'company', 'subject', 'message'])('POST /api/contact with a NUL in %s is a 400 naming it', async (field) => {
    for (const bad of [NUL, LONE]) {
      const response = await server.post('/api/contact', { ...contact, [field]: field === 'email' ? `x${bad}@example.com` : bad }, newClient());
      expect(response.status).toBe(400);
      expect(((await response.json()) as { field?: string }).field).toBe(field);
    }
    expect(await count('contact_messages')).toBe(0);
  });

  test('the admin list name, over REST and GraphQL, is a 400 naming it', async () => {
    const rest = await server.post('/api/admin/create-waitlist', { name: NUL }, { ...ADMIN, ...newClient() });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { field?: string }).field).toBe('name');
    const graphql = await postGraphQL({ query: 'mutation ($name: String!) { createWaitlistList(name: $name) { listId } }', variables: { name: LONE } }, { ...ADMIN, ...newClient() });
    expect(graphql.status).toBe(400);
    expect(graphql.body.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(await count('email_lists')).toBe(0);
  });

  test('GraphQL refuses it in a variable or in the query itself, naming where it is, for writes and reads alike', async () => {
    const asVariable = await postGraphQL(
      { query: 'mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { message } }', variables: { input: { email: 'x@example.com', utm: { utm_campaign: NUL } } } },
      newClient(),
    );
    expect(asVariable.status).toBe(400);
    expect(asVariable.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'input.utm.utm_campaign' } });
    const inline = await postGraphQL({ query: 'mutation { sendContactMessage(input: { firstName: "a\\u0000", lastName: "b", email: "c@example.com", subject: "d", message: "e" }) { message } }' }, newClient());
    expect(inline.status).toBe(400);
    expect(inline.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'input.firstName' } });
    // A slug that cannot exist answers null; one that is not text is the client's mistake.
    const read = await postGraphQL({ query: 'query ($slug: String!) { industry(slug: $slug) { slug } }', variables: { slug: NUL } });
    expect(read.status).toBe(400);
    expect(read.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'slug' } });
    expect(codes(read.body)).not.toContain('INTERNAL_SERVER_ERROR');
    expect(await count('waitlist_signups')).toBe(0);
    expect(await count('contact_messages')).toBe(0);
  });

  test('reads over REST refuse it too: a search, a slug', async () => {
    for (const path of ['/api/search?q=%00', `/api/glossary/${encodeURIComponent(NUL)}`, `/api/competitors?search=${encodeURIComponent(NUL)}`]) {
      const response = await server.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
    }
  });
});

describe('5. A query the client got wrong is a 400', () => {
  test('When the query is not valid GraphQL, then it is a 400 GRAPHQL_PARSE_FAILED', async () => {
    const { status, body } = await postGraphQL('{"query":"{ industries { slug "}');
    expect(status).toBe(400);
    expect(codes(body)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  test('When the query has more than 3,000 tokens, then graphql-js stops parsing: a 400 GRAPHQL_PARSE_FAILED', async () => {
    // Within every part's limit (one field), so the token limit is what refuses it.
    const { status, body } = await postGraphQL({ query: `{ contentVersion(x: [${'1 '.repeat(3100)}]) }` });
    expect(status).toBe(400);
    expect(codes(body)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(body.errors![0]!.message).toMatch(/tokens/);
  });

  test('When the operation named is not in the document, then it is a 400', async () => {
    const { status } = await postGraphQL({ query: 'query A { contentVersion }', operationName: 'B' });
    expect(status).toBe(400);
  });
});

describe('6. Operation types this API does not run', () => {
  test('When a subscription is sent, then it is a 400 BAD_REQUEST, not an internal error', async () => {
    const { status, body } = await postGraphQL({ query: 'subscription { contentVersion }' });
    expect(status).toBe(400);
    expect(codes(body)).toEqual(['BAD_REQUEST']);
    expect(body.errors![0]!.message).toContain('no subscription operations');
  });
});

describe('8. Admin answers are stored by no one', () => {
  test.each(['/api/admin/brevo-lists', '/api/admin/overview', '/api/admin/contact-messages', '/api/admin/signups.csv'])('%s is no-store, answered or refused', async (path) => {
    const answered = await server.get(path, ADMIN);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('cache-control')).toBe('no-store');
    const refused = await server.get(path, newClient());
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  test.each([
    ['an unknown admin path (404)', '/api/admin/nothing-here', { method: 'GET' }, 404],
    ['a method the path does not take (405)', '/api/admin/overview', { method: 'DELETE' }, 405],
    ['a body that is not JSON (415)', '/api/admin/create-waitlist', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }, 415],
    ['a body too large (413)', '/api/admin/create-waitlist', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(40_000) }) }, 413],
    ['a body that is broken JSON (400)', '/api/admin/create-waitlist', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' }, 400],
  ] as const)('%s is no-store too', async (_name, path, init, status) => {
    const response = await fetch(`${server.url}${path}`, { ...init, headers: { ...('headers' in init ? init.headers : {}), ...ADMIN, ...newClient() } });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

// The issue "Hostile traffic II".
describe('9. A GraphQL document is bounded in size before it is validated', () => {
  const spreads = (count: number) => Array.from({ length: count }, (_, index) => `...F${index}`).join(' ');
  const fragments = (count: number, body: string) => Array.from({ length: count }, (_, index) => `fragment F${index} on Query { ${body} }`).join(' ');

  test.each([
    ['330 fragments, each spread once (the probe)', `{ ${spreads(330)} } ${fragments(330, '__typename')}`, 'fragment spreads'],
    ['30 fragments, each spread once', `{ ${spreads(30)} } ${fragments(30, '__typename')}`, 'fragments'],
    ['the same field 400 times', `{ ${'site { productName } '.repeat(400)}}`, 'fields'],
    ['60 inline fragments', `{ ${'... on Query { __typename } '.repeat(60)}}`, 'inline fragments'],
    ['one fragment spread 60 times', `{ ${'...F0 '.repeat(60)}} ${fragments(1, '__typename')}`, 'fragment spreads'],
  ])('%s is a 400 naming what there is too much of, not the limit', async (_name, query, part) => {
    const started = performance.now();
    const { status, body } = await postGraphQL({ query });
    expect(status).toBe(400);
    expect(codes(body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(body.errors![0]!.message).toBe(`The query is too large: it has too many ${part}.`);
    expect(body.errors![0]!.message).not.toMatch(/\d/);
    // Refused by a walk of the document, not after graphql-js's pairwise checks (0.1–1.5 s for the probe).
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  test("two full introspections in one query (the sandbox's largest) are still answered", async () => {
    const both = `{ a: __schema { ...S } b: __schema { ...S } } ${getIntrospectionQuery().replace(/^\s*query IntrospectionQuery \{\s*__schema \{/, 'fragment S on __Schema {').replace(/\}\s*\}\s*(fragment FullType)/, '}\n$1')}`;
    const { status, body } = await postGraphQL({ query: both });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe('10. Failed admin sign-ins are throttled per client, and never lock the team out', () => {
  test('past 3 failures a minute a client gets 429 with Retry-After over REST and GraphQL; the right token still works from it; another client is not affected', async () => {
    const guesser = newClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await server.get('/api/admin/overview', { ...guesser, authorization: `Bearer wrong-${attempt}` })).status).toBe(401);
    }
    const throttled = await server.get('/api/admin/overview', { ...guesser, authorization: 'Bearer wrong-3' });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(throttled.headers.get('cache-control')).toBe('no-store');
    expect(((await throttled.json()) as { code: string }).code).toBe('RATE_LIMITED');

    const overGraphQL = await postGraphQL({ query: '{ contactMessages { id } }' }, { ...guesser, authorization: 'Bearer wrong-4' });
    expect(overGraphQL.status).toBe(429);
    expect(codes(overGraphQL.body)).toEqual(['RATE_LIMITED']);

    // The team behind the same address signs in with the right token.
    expect((await server.get('/api/admin/overview', { ...guesser, ...ADMIN })).status).toBe(200);
    // Public reads from that address, without a token, are unaffected.
    expect((await postGraphQL({ query: '{ contentVersion }' }, guesser)).status).toBe(200);
    // Another client's first failure is a plain 401.
    expect((await server.get('/api/admin/overview', { ...newClient(), authorization: 'Bearer wrong' })).status).toBe(401);
  });
});
