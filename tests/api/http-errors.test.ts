import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

test('an unknown /api path is a JSON 404, never the HTML page', async () => {
  const response = await server.get('/api/nothing/here');
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  expect(await response.json()).toEqual({ message: 'No API endpoint at GET /nothing/here', code: 'NOT_FOUND' });
});

test('a known path with the wrong method is a JSON 405 with Allow', async () => {
  const response = await fetch(`${server.url}/api/industries`, { method: 'PUT' });
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('GET, HEAD');
  expect(((await response.json()) as { code: string }).code).toBe('METHOD_NOT_ALLOWED');
});

test('a write that is not JSON is a 415; malformed JSON a 400; an oversized body a 413', async () => {
  const text = await fetch(`${server.url}/api/early-access`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=a@b.co' });
  expect(text.status).toBe(415);
  const malformed = await server.post('/api/early-access', '{"email":');
  expect(malformed.status).toBe(400);
  expect(((await malformed.json()) as { message: string }).message).toBe('The request body is not valid JSON.');
  const huge = await server.post('/api/contact', { message: 'x'.repeat(100_000) });
  expect(huge.status).toBe(413);
});

test('a path that is not valid percent-encoding is a 400 naming the problem, never a 500', async () => {
  for (const path of ['/api/industries/%E0%A4%A', '/api/blog/posts/%ZZ', '/api/industries/healthcare/niches/%E0%A4%A']) {
    const response = await server.get(path);
    expect({ path, status: response.status }).toEqual({ path, status: 400 });
    expect(await response.json()).toEqual({ message: expect.stringMatching(/decode/i), code: 'BAD_USER_INPUT' });
  }
});

test('/healthz reports the database and the content version', async () => {
  const response = await server.get('/healthz');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    status: 'ok',
    database: { up: true, latencyMs: expect.any(Number) },
    contentVersion: expect.any(Number),
    contentUpdatedAt: expect.any(String),
  });
});

test('security headers are set on every answer', async () => {
  const response = await server.get('/api/industries');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-powered-by')).toBeNull();
});
