import fc from 'fast-check';
import { resetVisitorData, startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../support/test-server';

/** Cases per property here; `npm run fuzz` runs the long version (FUZZ_RUNS=10000). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await resetVisitorData(server.dataSource);
});
afterAll(async () => {
  await server.close();
});

const anyJson = fc.oneof(
  fc.json().map((text) => JSON.parse(text) as unknown),
  fc.record({ email: fc.oneof(fc.string(), fc.emailAddress(), fc.integer(), fc.constant(null)), companyName: fc.anything() }, { requiredKeys: [] }),
  fc.record(
    {
      email: fc.emailAddress(),
      surveyToken: fc.string(),
      role: fc.constantFrom('sales', 'x', ''),
      companySize: fc.string(),
      biggestChallenge: fc.string(),
      industry: fc.string(),
      budget: fc.string(),
    },
    { requiredKeys: [] },
  ),
  fc.record({ firstName: fc.string(), lastName: fc.string(), email: fc.string(), subject: fc.string(), message: fc.string({ maxLength: 6000 }) }, { requiredKeys: [] }),
);

const WRITES = ['/api/early-access', '/api/survey-response', '/api/contact', '/api/admin/create-waitlist'];

test('no write route answers 5xx to any JSON body, and nothing invalid is stored', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...WRITES), anyJson, fc.boolean(), async (path, body, withToken) => {
      const response = await server.post(path, body, withToken ? { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } : {});
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    }),
    { numRuns: RUNS },
  );
  const invalid = await server.dataSource.query(
    `SELECT count(*)::int AS n FROM waitlist_signups WHERE email !~ '^[^@\\s]+@[^@\\s]+$' OR length(email) > 254`,
  );
  expect(invalid).toEqual([{ n: 0 }]);
  const badSurveys = await server.dataSource.query(
    `SELECT count(*)::int AS n FROM survey_responses WHERE role NOT IN ('procurement','sales','executive','consultant','freelancer','other')`,
  );
  expect(badSurveys).toEqual([{ n: 0 }]);
});

test('no slug route answers 5xx to any slug', async () => {
  const slug = fc.oneof(fc.string({ maxLength: 300 }), fc.stringMatching(/^[a-z0-9-]{1,40}$/), fc.constantFrom('..', '%00', '%E0%A4%A', 'bidlight'));
  const templates = ['/industries/{s}', '/industries/healthcare/{s}', '/blog/{s}', '/glossary/{s}', '/competitors/{s}', '/alternatives/{s}', '/search?q={s}', '/api/industries/{s}', '/api/industries/{s}/niches', '/api/industries/healthcare/niches/{s}', '/api/blog/posts/{s}', '/api/glossary/{s}', '/api/competitors/{s}', '/api/competitors/{s}/alternatives', '/api/competitors?category={s}', '/api/search?q={s}'];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...templates), slug, async (template, value) => {
      const response = await server.get(template.replace('{s}', encodeURIComponent(value)));
      expect(response.status).toBeLessThan(500);
    }),
    { numRuns: RUNS },
  );
});

test('GraphQL answers every generated argument without a 5xx or an internal error', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 300 }), fc.anything(), async (text, value) => {
      const { status, body } = await server.graphql(
        'query ($s: String!, $c: String) { industry(slug: $s) { slug } glossaryTerms(search: $s) { slug } competitors(search: $s, category: $c) { slug } search(q: $s) { query } }',
        { s: text, c: typeof value === 'string' ? value : null },
      );
      expect(status).toBeLessThan(500);
      for (const error of body.errors ?? []) expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    }),
    { numRuns: RUNS },
  );
});

test('GraphQL slug fields answer any slug without a 5xx or an internal error', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.string({ maxLength: 300 }), fc.stringMatching(/^[a-z0-9-]{1,40}$/)), async (slug) => {
      const { status, body } = await server.graphql(
        'query ($s: String!) { post(slug: $s) { slug } competitor(slug: $s) { slug } alternatives(slug: $s) { slug } glossaryTerm(slug: $s) { slug } niche(industrySlug: $s, slug: $s) { slug } }',
        { s: slug },
      );
      expect(status).toBeLessThan(500);
      for (const error of body.errors ?? []) expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    }),
    { numRuns: RUNS },
  );
});

/** An input object for a mutation: the right fields with any values, or any object at all. */
const mutationInput = fc.oneof(
  fc.record(
    {
      email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 300 })),
      companyName: fc.option(fc.string({ maxLength: 300 })),
      companySize: fc.option(fc.string()),
      referrer: fc.option(fc.string({ maxLength: 3000 })),
      landingPath: fc.option(fc.string()),
      hp: fc.option(fc.string()),
      role: fc.oneof(fc.constantFrom('sales', 'procurement'), fc.string()),
      biggestChallenge: fc.string(),
      industry: fc.string(),
      budget: fc.string(),
      surveyToken: fc.string(),
      firstName: fc.string({ maxLength: 120 }),
      lastName: fc.string({ maxLength: 120 }),
      subject: fc.string({ maxLength: 300 }),
      message: fc.string({ maxLength: 6000 }),
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue()),
);

const MUTATIONS = [
  ['joinWaitlist', 'JoinWaitlistInput', ['email', 'companyName', 'companySize', 'referrer', 'landingPath', 'hp']],
  ['submitSurveyResponse', 'SurveyResponseInput', ['email', 'role', 'companySize', 'biggestChallenge', 'industry', 'budget', 'surveyToken']],
  ['sendContactMessage', 'ContactMessageInput', ['firstName', 'lastName', 'email', 'subject', 'message']],
] as const;

test('GraphQL mutations answer any input without a 5xx or an internal error, and store nothing invalid', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...MUTATIONS), mutationInput, fc.boolean(), async ([name, type, fields], input, keepToSchema) => {
      // Half the cases keep to the input type's fields (they reach the service); the rest are refused by GraphQL's own validation.
      const variables = keepToSchema ? Object.fromEntries(Object.entries(input).filter(([key]) => (fields as readonly string[]).includes(key))) : input;
      const { status, body } = await server.graphql(`mutation ($input: ${type}!) { ${name}(input: $input) { __typename } }`, { input: variables });
      expect(status).toBeLessThan(500);
      for (const error of body.errors ?? []) expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    }),
    { numRuns: RUNS },
  );
  const [{ invalid }] = await server.dataSource.query(
    `SELECT count(*)::int AS invalid FROM waitlist_signups WHERE email !~ '^[^@\\s]+@[^@\\s]+$' OR length(email) > 254`,
  );
  expect(invalid).toBe(0);
  const [{ badMessages }] = await server.dataSource.query(
    `SELECT count(*)::int AS "badMessages" FROM contact_messages WHERE length(message) > 5000 OR email !~ '^[^@\\s]+@[^@\\s]+$'`,
  );
  expect(badMessages).toBe(0);
});
