import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  print,
  type DocumentNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import * as generated from '../../client/src/graphql/generated';
import { GRAPHQL_LIMITS } from '../../server/src/app';
import { buildSchema } from '../../server/src/graphql/schema';
import { resetVisitorData, startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../support/test-server';

/** Cases per property here; `npm run fuzz` runs the long version (FUZZ_RUNS=10000). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
// The long version takes minutes per property: up to 300 ms a case, room for a machine shared with
// other work (at 100 ms a property of 10,000 cases ran out of time at a load average of 15, with
// no failing case; jest's default here is 60 s a test).
jest.setTimeout(Math.max(60_000, RUNS * 300));

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

// ---------------------------------------------------------------------------------------------
// The query text itself: random and mutated documents, broken syntax, huge selections, every
// operation type, arguments of any kind. Each answer is a client error or an answer, never a 5xx
// or an internal error.

const schema = buildSchema();

/** Characters of any kind, NUL and both halves of a surrogate pair among them. */
const anyCharacter = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff', '\ufffd', '"', '\\', '{', '}', '$', '@', '#', '\n') },
);
const anyText = (maxLength: number) => fc.string({ unit: anyCharacter, maxLength });

/** A literal of any kind, well or badly typed for where it goes. */
const literal: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    anyText(40).map((text) => JSON.stringify(text)),
    fc.constantFrom('"a\\u0000b"', '"\\ud800"', '"\\u{1F600}"', '"""block\nstring"""', '"unterminated'),
    fc.integer().map(String),
    fc.constantFrom('99999999999999999999', '-1', '0', '1.5e308', 'true', 'false', 'null', 'industry', '$v', '$missing'),
    fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
    fc
      .array(fc.tuple(fc.constantFrom('email', 'name', 'slug', 'utm', 'utm_source', 'x'), tie('value')), { maxLength: 3 })
      .map((fields) => `{ ${fields.map(([name, value]) => `${name}: ${value}`).join(', ')} }`),
  ),
})).value;

/** A literal of the argument's own type, mostly well formed. */
function typedLiteral(type: GraphQLInputType): fc.Arbitrary<string> {
  const inner = getNullableType(type);
  if (isListType(inner)) return fc.array(typedLiteral(inner.ofType), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`);
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    return fc
      .tuple(...fields.map((field) => (isNonNullType(field.type) ? typedLiteral(field.type).map((value) => `${field.name}: ${value}`) : fc.option(typedLiteral(field.type).map((value) => `${field.name}: ${value}`), { nil: '' }))))
      .map((pairs) => `{ ${pairs.filter(Boolean).join(', ')} }`);
  }
  if (isEnumType(inner)) return fc.constantFrom(...inner.getValues().map((value) => value.name));
  if (inner.name === 'Int') return fc.integer({ min: -3, max: 40 }).map(String);
  if (inner.name === 'Float') return fc.double({ noNaN: true, noDefaultInfinity: true }).map(String);
  if (inner.name === 'Boolean') return fc.boolean().map(String);
  return fc.oneof(fc.constantFrom('"healthcare"', '"rfp"', '"loopio"', '"request-for-proposal"', '"a@example.com"'), fc.string({ maxLength: 20 }).map((text) => JSON.stringify(text)));
}

/** Arguments for a field: usually its own, well typed; sometimes any literal, a missing required one or one it does not have. */
const argumentsFor = (field: GraphQLField<unknown, unknown>): fc.Arbitrary<string> =>
  fc
    .tuple(
      ...field.args.map((arg) =>
        fc.oneof(
          { weight: 20, arbitrary: typedLiteral(arg.type).map((value) => `${arg.name}: ${value}`) },
          { weight: 1, arbitrary: literal.map((value) => `${arg.name}: ${value}`) },
          { weight: isNonNullType(arg.type) ? 1 : 3, arbitrary: fc.constant('') },
        ),
      ),
      fc.oneof({ weight: 30, arbitrary: fc.constant('') }, { weight: 1, arbitrary: literal.map((value) => `bogus: ${value}`) }),
    )
    .map((pairs) => {
      const written = pairs.filter(Boolean);
      return written.length ? `(${written.join(', ')})` : '';
    });

const directive = fc.oneof(
  { weight: 30, arbitrary: fc.constant('') },
  { weight: 4, arbitrary: fc.constantFrom('@include(if: true)', '@skip(if: false)', '@skip(if: true)') },
  { weight: 1, arbitrary: fc.constantFrom('@skip(if: $flag)', '@deprecated', '@unknown(x: 1)', '@include') },
);

/** A selection set on `type` built from the schema, with a little of everything that does not belong there. */
function selectionSet(type: GraphQLObjectType, depth: number): fc.Arbitrary<string> {
  const fields = Object.values(type.getFields());
  const meta = type === schema.getQueryType() ? ['__schema', '__type(name: "Industry")'] : [];
  const field = fc.oneof(
    { weight: 40, arbitrary: fc.constantFrom(...fields) },
    { weight: 2, arbitrary: fc.constantFrom(...meta, '__typename') },
    { weight: 1, arbitrary: fc.constantFrom('notAField', 'industries', 'slug') },
  );
  const one = field.chain((chosen) => {
    // Mostly no alias; a shared one now and then (two different fields under one name are refused).
    const alias = fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: fc.nat(99).map((n) => `a${n}`) }, { weight: 1, arbitrary: fc.constantFrom('a', 'industries') });
    if (typeof chosen === 'string') {
      const sub =
        chosen === '__typename'
          ? fc.constant('')
          : chosen.startsWith('__schema')
            ? fc.constant('{ types { name fields { name } } }')
            : chosen.startsWith('__type')
              ? fc.constant('{ name fields { name type { name } } }')
              : fc.constantFrom('', '{ slug }');
      return fc.tuple(alias, sub).map(([name, selection]) => `${name ? `${name}: ` : ''}${chosen} ${selection}`);
    }
    const named = getNamedType(chosen.type);
    const sub = isObjectType(named) ? (depth > 0 ? selectionSet(named, depth - 1) : fc.constant('{ __typename }')) : fc.oneof({ weight: 20, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constant('{ x }') });
    return fc.tuple(alias, argumentsFor(chosen), directive, sub).map(([name, args, mark, selection]) => `${name ? `${name}: ` : ''}${chosen.name}${args} ${mark} ${selection}`);
  });
  const inline = depth > 0 ? [selectionSet(type, depth - 1).map((inner) => `... on ${type.name} ${inner}`)] : [];
  return fc
    .array(fc.oneof({ weight: 40, arbitrary: one }, ...inline.map((arbitrary) => ({ weight: 3, arbitrary })), { weight: 1, arbitrary: fc.constant('...Missing') }), { minLength: 1, maxLength: 4 })
    .map((parts) => `{ ${parts.join(' ')} }`);
}

/** A whole document: an operation of any type on the schema's types, sometimes with variables, sometimes not an operation at all. */
const generatedDocument = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom('', 'query ', 'query Q ', 'subscription ', 'subscription S '), selectionSet(schema.getQueryType()!, 3)).map(([head, body]) => `${head}${body}`) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('mutation ', 'mutation M '), selectionSet(schema.getMutationType()!, 2)).map(([head, body]) => `${head}${body}`) },
  selectionSet(schema.getQueryType()!, 2).map((body) => `query Q($v: String, $flag: Boolean) { v: industry(slug: $v) @include(if: $flag) { slug } ${body.slice(1)}`),
  selectionSet(schema.getQueryType()!, 3).map((body) => `fragment F on Query ${body} query { ...F }`),
  fc.constantFrom('fragment F on Query { contentVersion }', 'extend type Query { x: Int }', 'schema { query: Query }', 'type T { a: Int }', '', ' ', '#only a comment'),
);

/** The site's own operations and a few more, as text, to mutate. */
const knownDocuments = [
  ...Object.entries(generated)
    .filter(([name]) => name.endsWith('Document'))
    .map(([, document]) => print(document as DocumentNode)),
  'mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { message surveyToken } }',
  'subscription { contentVersion }',
  '{ industries { niches { industry { niches { slug } } } } }',
];

/** A known document with random edits: cut, doubled, or with anything inserted or overwritten. */
const mutatedDocument = fc
  .tuple(
    fc.constantFrom(...knownDocuments),
    fc.array(fc.tuple(fc.constantFrom('insert', 'delete', 'replace', 'repeat'), fc.nat(), fc.nat({ max: 40 }), anyText(12)), { minLength: 1, maxLength: 6 }),
  )
  .map(([document, edits]) =>
    edits.reduce((text, [edit, at, length, inserted]) => {
      const start = text.length ? at % text.length : 0;
      if (edit === 'insert') return text.slice(0, start) + inserted + text.slice(start);
      if (edit === 'delete') return text.slice(0, start) + text.slice(start + length);
      if (edit === 'replace') return text.slice(0, start) + inserted + text.slice(start + inserted.length);
      return text.slice(0, start) + text.slice(start, start + length).repeat(1 + (length % 50)) + text.slice(start);
    }, document),
  );

/** Selections far past every limit that still fit in the 64 kB body: wide, deep, aliased, fragment bombs. */
const hugeDocument = fc.oneof(
  fc.tuple(fc.constantFrom('contentVersion', 'industries { slug }', 'a: contentVersion', '__typename', 'glossaryTerms { definition }'), fc.integer({ min: 100, max: 4000 })).map(([field, times]) => `{ ${`${field} `.repeat(times)}}`.slice(0, 60_000)),
  fc.integer({ min: 10, max: 2000 }).map((depth) => `${'{ industries '.repeat(depth)}{ slug }${' }'.repeat(depth)} }`.slice(0, 60_000)),
  fc.integer({ min: 11, max: 400 }).map((count) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: glossaryTerms { slug definition }`).join(' ')} }`.slice(0, 60_000)),
  fc.integer({ min: 2, max: 30 }).map((levels) => `{ ...F0 } ${Array.from({ length: levels }, (_, index) => `fragment F${index} on Query { ...F${index + 1} ...F${index + 1} }`).join(' ')} fragment F${levels} on Query { industries { slug } }`),
  fc.integer({ min: 2, max: 3000 }).map((count) => `query (${Array.from({ length: count }, (_, index) => `$v${index}: String`).join(' ')}) { contentVersion }`.slice(0, 60_000)),
  // The probe of "Hostile traffic II": many fragments, each spread once, each a field or a list.
  fc.tuple(fc.integer({ min: 10, max: 400 }), fc.constantFrom('__typename', 'site { productName }', 'industries { slug }')).map(
    ([count, body]) => `{ ${Array.from({ length: count }, (_, index) => `...F${index}`).join(' ')} } ${Array.from({ length: count }, (_, index) => `fragment F${index} on Query { ${body} }`).join(' ')}`,
  ),
);

const anyDocument = fc.oneof(
  { weight: 1, arbitrary: anyText(300) },
  { weight: 4, arbitrary: generatedDocument },
  { weight: 2, arbitrary: mutatedDocument },
  { weight: 1, arbitrary: hugeDocument },
);

/** The request around the document: variables, operation name and extensions of any shape, with or without the admin token. */
const graphqlBody = fc.record(
  {
    query: fc.oneof({ weight: 30, arbitrary: anyDocument }, { weight: 1, arbitrary: fc.anything() }),
    variables: fc.oneof(
      { weight: 20, arbitrary: fc.constant(undefined) },
      { weight: 10, arbitrary: fc.record({ v: fc.oneof(fc.string(), anyText(20)), flag: fc.boolean() }, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('v', 'flag', 'input', 'slug', 'x'), fc.jsonValue()) },
      { weight: 1, arbitrary: fc.anything() },
    ),
    operationName: fc.oneof({ weight: 30, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: fc.constantFrom('Q', 'M', 'S', 'Missing') }, { weight: 1, arbitrary: fc.anything() }),
    extensions: fc.oneof(
      { weight: 30, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constant({ persistedQuery: { version: 1, sha256Hash: 'abc' } }) },
      { weight: 1, arbitrary: fc.anything() },
    ),
  },
  { requiredKeys: ['query'] },
);

/** Sends one GraphQL body and checks the answer: never a 5xx, never an internal error. */
async function sendGraphql(body: unknown, asAdmin: boolean): Promise<number> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(asAdmin ? { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status).toBeLessThan(500);
  const answer = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
  for (const error of answer.errors ?? []) expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  return response.status;
}

test('GraphQL answers any document (random, mutated, generated from the schema, huge) without a 5xx or an internal error', async () => {
  await fc.assert(
    fc.asyncProperty(graphqlBody, fc.boolean(), async (body, asAdmin) => {
      await sendGraphql(body, asAdmin);
    }),
    { numRuns: RUNS },
  );
});

test('the GraphQL generator reaches every stage: parsing, validation, the guards and execution', async () => {
  // A fixed sample, so that this claim about the generator is the same on every run; the random
  // runs above may by chance draw few documents that execute (CI once drew one 200 in 60).
  const statuses: Record<number, number> = {};
  for (const [body, asAdmin] of fc.sample(fc.tuple(graphqlBody, fc.boolean()), { numRuns: 200, seed: 20261126 })) {
    const status = await sendGraphql(body, asAdmin);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  expect(statuses[200] ?? 0).toBeGreaterThan(200 / 50);
  expect(statuses[400] ?? 0).toBeGreaterThan(200 / 4);
});

/** A document with a chosen number of each part that the size limit counts (graphql/document-size.ts). */
const sizedDocument = fc.record({
  fragments: fc.integer({ min: 0, max: 2 * GRAPHQL_LIMITS.document.fragments }),
  spreadsEach: fc.integer({ min: 1, max: 3 }),
  inlineFragments: fc.integer({ min: 0, max: 2 * GRAPHQL_LIMITS.document.inlineFragments }),
  fields: fc.integer({ min: 1, max: 2 * GRAPHQL_LIMITS.document.fields }),
  directives: fc.integer({ min: 0, max: 2 * GRAPHQL_LIMITS.document.directives }),
});

test('a document is refused for its size exactly when one of its parts is past its limit, and quickly', async () => {
  const limits = GRAPHQL_LIMITS.document;
  await fc.assert(
    fc.asyncProperty(sizedDocument, async ({ fragments, spreadsEach, inlineFragments, fields, directives }) => {
      const own = Math.max(1, fields - inlineFragments - fragments);
      const withDirectives = Array.from({ length: own }, (_, index) => (index < directives ? 'contentVersion @include(if: true)' : 'contentVersion'));
      const query = [
        '{',
        ...Array.from({ length: inlineFragments }, () => '... on Query { __typename }'),
        ...Array.from({ length: fragments * spreadsEach }, (_, index) => `...F${index % fragments}`),
        ...withDirectives,
        '}',
        ...Array.from({ length: fragments }, (_, index) => `fragment F${index} on Query { __typename }`),
      ].join(' ');
      const counts = { fragments, spreads: fragments * spreadsEach, inlineFragments, fields: own + inlineFragments + fragments, directives: Math.min(directives, own) };
      const pastLimit = (Object.keys(limits) as (keyof typeof limits)[]).some((part) => counts[part] > limits[part]);
      const started = performance.now();
      const status = await sendGraphql({ query }, false);
      const refusedForSize = status === 400;
      expect(refusedForSize).toBe(pastLimit);
      if (pastLimit) expect(performance.now() - started).toBeLessThan(1_000);
    }),
    { numRuns: RUNS },
  );
});
