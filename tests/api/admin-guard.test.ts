import type { Router } from 'express';
import { adminFields } from '../../server/src/graphql/schema';
import { buildSchema } from '../../server/src/graphql/schema';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  name: string;
  handle: Router & { stack?: Layer[] };
}

/** Every [method, path] the Express app routes under /api/admin, read from the router itself. */
function adminRestRoutes(): [string, string][] {
  const found: [string, string][] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods).filter((name) => name !== '_all')) {
          if (`${prefix}${layer.route.path}`.startsWith('/api/admin')) found.push([method.toUpperCase(), `${prefix}${layer.route.path}`]);
        }
      } else if (layer.name === 'router' && layer.handle.stack) {
        walk(layer.handle.stack, prefix || '/api');
      }
    }
  };
  walk((server.running.app.express as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}

test('every admin REST route refuses a request without the admin token, or with a wrong one', async () => {
  const routes = adminRestRoutes();
  expect(routes.map(([method, path]) => `${method} ${path}`).sort()).toEqual([
    'GET /api/admin/brevo-lists',
    'GET /api/admin/contact-messages',
    'GET /api/admin/contact-messages.csv',
    'GET /api/admin/overview',
    'GET /api/admin/signups.csv',
    'POST /api/admin/create-waitlist',
  ]);
  for (const [method, path] of routes) {
    for (const headers of [{}, { authorization: 'Bearer not-the-token' }, { authorization: 'Basic abc' }] as Record<string, string>[]) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: method === 'POST' ? JSON.stringify({ name: 'x' }) : undefined,
      });
      expect({ route: `${method} ${path}`, status: response.status }).toEqual({ route: `${method} ${path}`, status: 401 });
    }
  }
  expect(await server.dataSource.query(`SELECT count(*)::int AS n FROM email_lists WHERE name = 'x'`)).toEqual([{ n: 0 }]);
});

test('every GraphQL field marked @admin refuses without the token', async () => {
  const fields = adminFields(buildSchema());
  expect(fields.sort()).toEqual([
    'Mutation.createWaitlistList',
    'Query.contactMessages',
    'Query.emailLists',
    'Query.fieldVitals',
    'Query.waitlistFunnel',
    'Query.waitlistOverview',
  ]);
  const operations: Record<string, string> = {
    'Mutation.createWaitlistList': 'mutation { createWaitlistList(name: "x") { listId } }',
    'Query.contactMessages': '{ contactMessages { id } }',
    'Query.emailLists': '{ emailLists { provider } }',
    'Query.fieldVitals': '{ fieldVitals { sampleRate } }',
    'Query.waitlistFunnel': '{ waitlistFunnel { signups } }',
    'Query.waitlistOverview': '{ waitlistOverview { totalSignups } }',
  };
  for (const field of fields) {
    const { status, body } = await server.graphql(operations[field]!, undefined, { authorization: 'Bearer wrong' });
    expect({ field, status, code: body.errors?.[0]?.extensions?.code, data: body.data }).toEqual({ field, status: 401, code: 'UNAUTHENTICATED', data: null });
  }
});
