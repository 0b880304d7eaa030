import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
} from 'graphql';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../support/test-server';

/** The site's Content-Security-Policy, as every page and API answer carries it (no Google tag configured). */
const SITE_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';" +
  "frame-ancestors 'none';form-action 'self';base-uri 'self';object-src 'none'";

/** What a browser sends when it opens an address. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

/** The directives of a CSP header, by name. */
function cspDirectives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('GET /graphql from a browser', () => {
  test('serves the GraphiQL page of the build, with every script, style and icon from the site itself', async () => {
    const response = await server.get('/graphql', { accept: BROWSER_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/Accept/i);
    const html = await response.text();
    expect(html).toContain('<div id="graphiql">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    const addresses = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(addresses).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/graphiql-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/graphiql-[\w-]+\.css$/)]));
    for (const address of addresses) {
      expect(address).toMatch(/^\/(?!\/)/);
      expect((await server.get(address)).status).toBe(200);
    }
  });

  test('the page has its own CSP: workers from the site, data: fonts, still no inline script, no eval and nothing from elsewhere', async () => {
    const response = await server.get('/graphql', { accept: BROWSER_ACCEPT });
    const csp = cspDirectives(response.headers.get('content-security-policy'));
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'worker-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
    });
  });

  test('a browser opening /graphql with a query string gets the page too, not an answer', async () => {
    const response = await server.get(`/graphql?query=${encodeURIComponent('{ contentVersion }')}`, { accept: BROWSER_ACCEPT });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="graphiql">');
  });
});

describe('other clients keep Apollo behaviour', () => {
  test('a JSON POST is answered with data', async () => {
    const { status, body } = await server.graphql<{ industries: { slug: string }[] }>('{ industries { slug } }');
    expect(status).toBe(200);
    expect(body.data?.industries.length).toBeGreaterThan(40);
  });

  test('a GET query with a preflight header is answered as JSON, whatever the client accepts', async () => {
    const query = encodeURIComponent('{ contentVersion }');
    for (const accept of [undefined, '*/*', 'application/json', 'application/graphql-response+json']) {
      const response = await server.get(`/graphql?query=${query}`, { 'apollo-require-preflight': 'true', ...(accept ? { accept } : {}) });
      expect({ accept, status: response.status, type: response.headers.get('content-type') }).toEqual({ accept, status: 200, type: expect.stringMatching(/json/) });
      expect(((await response.json()) as { data: { contentVersion: number } }).data.contentVersion).toEqual(expect.any(Number));
    }
  });

  test('CSRF prevention still refuses a simple GET or a text/plain POST', async () => {
    const get = await server.get(`/graphql?query=${encodeURIComponent('{ contentVersion }')}`, { accept: 'application/json' });
    expect(get.status).toBe(400);
    expect(await get.text()).toMatch(/Cross-Site Request Forgery/);
    const post = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"query":"{ contentVersion }"}' });
    expect(post.status).toBe(400);
    expect(await post.text()).toMatch(/Cross-Site Request Forgery/);
  });

  test('an admin field answers 401 without the token and data with it', async () => {
    const refused = await server.graphql('{ waitlistOverview { totalSignups } }');
    expect({ status: refused.status, code: refused.body.errors?.[0]?.extensions?.code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    const allowed = await server.graphql('{ waitlistOverview { totalSignups } }', undefined, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toEqual({ waitlistOverview: { totalSignups: expect.any(Number) } });
  });
});

test('the CSP of the pages and of every other answer is the site strict one, unchanged', async () => {
  const answers = [
    await server.get('/', { accept: BROWSER_ACCEPT }),
    await server.get('/industries', { accept: BROWSER_ACCEPT }),
    await server.get('/glossary/rfp', { accept: BROWSER_ACCEPT }),
    await server.get('/api/industries'),
    await server.get('/graphql/schema.graphql'),
    await server.post('/graphql', { query: '{ contentVersion }' }),
  ];
  for (const answer of answers) {
    expect({ url: answer.url, csp: answer.headers.get('content-security-policy') }).toEqual({ url: answer.url, csp: SITE_CSP });
  }
});

describe('GET /graphql/schema.graphql', () => {
  let sdl: string;
  beforeAll(async () => {
    const response = await server.get('/graphql/schema.graphql');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    sdl = await response.text();
  });

  test('is the whole schema as one valid SDL file, with the @admin marks', () => {
    const schema = buildSchema(sdl);
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(expect.arrayContaining(['industries', 'post', 'glossaryTerms', 'competitor', 'search', 'waitlistOverview']));
    expect(Object.keys(schema.getMutationType()!.getFields())).toEqual(expect.arrayContaining(['joinWaitlist', 'submitSurveyResponse', 'sendContactMessage', 'createWaitlistList']));
    expect(sdl).toMatch(/^\s+waitlistOverview: WaitlistOverview! @admin$/m);
    expect(sdl).toMatch(/^directive @admin on FIELD_DEFINITION$/m);
  });

  test('every type, field, argument, input field and enum value has a description (the documentation explorer shows them)', () => {
    const schema = buildSchema(sdl);
    const missing: string[] = [];
    const check = (name: string, description: string | null | undefined) => {
      if (!description?.trim()) missing.push(name);
    };
    const types = Object.values(schema.getTypeMap()).filter((type: GraphQLNamedType) => !type.name.startsWith('__') && !isSpecifiedScalarType(type));
    for (const type of types) {
      check(type.name, type.description);
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          check(`${type.name}.${field.name}`, field.description);
          for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
        }
      }
      if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
      if (isEnumType(type)) for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
    for (const directive of schema.getDirectives().filter((item) => item.name === 'admin')) check(`@${directive.name}`, directive.description);
    expect(missing).toEqual([]);
  });
});
