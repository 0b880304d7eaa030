import net from 'node:net';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The issue "Hostile traffic II", over HTTP against the real PostgreSQL: work a request makes the
 * server do (a render, a search) is admitted a few at a time with a short queue, and past it the
 * answer is a fast 503 with Retry-After; query parameters that no page has are not new pages.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    // One render and one search at a time, none waiting: the second at once is refused.
    env: { PAGE_RENDERS_AT_ONCE: '1', PAGE_RENDERS_WAITING: '0', SEARCHES_WAITING: '0', SEARCH_CACHE_SECONDS: '0', HTML_CACHE_MAX_MB: '2' },
  });
});
afterAll(async () => {
  await server.close();
});

const stats = () => server.running.app.pages!.stats();

/**
 * GETs sent at the same instant: every connection is opened first, then each request written in
 * one go, so the server reads them in one turn of its event loop (fetch from this same process
 * would send each only when the server's render before it let the loop turn).
 */
async function sentTogether(requests: (string | { path: string; json: unknown })[]): Promise<{ status: number; head: string; body: string }[]> {
  const { port } = new URL(server.url);
  // A path is a GET; a path with JSON, a POST of it.
  const raw = requests.map((request) => {
    if (typeof request === 'string') return `GET ${request} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
    const body = JSON.stringify(request.json);
    return `POST ${request.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
  });
  const sockets = await Promise.all(requests.map(() => new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  })));
  const answers = sockets.map((socket) => new Promise<string>((resolve) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
  }));
  sockets.forEach((socket, index) => socket.write(raw[index]!));
  return (await Promise.all(answers)).map((raw) => {
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), head: head.toLowerCase(), body };
  });
}

describe('Uncached renders are admitted a few at a time', () => {
  test('When more renders are asked for at once than run and wait, then the rest are a fast 503 with Retry-After and the busy page, and a cached page is still served', async () => {
    await (await server.get('/industries/healthcare')).arrayBuffer();
    // Search pages: each render waits on PostgreSQL, so the requests meet at the limit. (A render
    // of content already in memory holds the event loop from start to end: such renders run one
    // after the other by themselves, and later requests are read only once one has finished.)
    const words = ['proposal', 'tender', 'bid', 'health', 'software', 'security', 'construction', 'education', 'energy', 'legal', 'grant', 'award'];
    const refusedBefore = stats().rendersRefused;
    const [cached, ...answers] = await sentTogether(['/industries/healthcare', ...words.map((word) => `/search?q=${word}`)]);
    expect(cached!.status).toBe(200);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    for (const busy of answers.filter((answer) => answer.status === 503)) {
      expect(busy.head).toContain('retry-after: 5');
      expect(busy.head).toContain('cache-control: no-store');
      expect(busy.body).toContain('503: The site is busy');
    }
    expect(stats().rendersRefused - refusedBefore).toBe(statuses.filter((status) => status === 503).length);
    // A refused page was not kept: asked again alone, it is rendered and answered.
    const again = answers.findIndex((answer) => answer.status === 503);
    expect((await server.get(`/search?q=${words[again]}`)).status).toBe(200);
  });
});

/**
 * Runs `send` while a transaction holds the industries table, which every search reads: the
 * searches admitted wait in PostgreSQL until it ends, 1.5 s later, so the others meet the limit
 * however fast the machine.
 */
async function whileSearchesWait<T>(send: () => Promise<T>): Promise<T> {
  const holder = server.dataSource.createQueryRunner();
  await holder.connect();
  await holder.startTransaction();
  await holder.query('LOCK TABLE industries IN ACCESS EXCLUSIVE MODE');
  const released = new Promise<void>((resolve) => setTimeout(resolve, 1500)).then(async () => {
    await holder.commitTransaction();
    await holder.release();
  });
  try {
    return await send();
  } finally {
    await released;
  }
}

describe('Uncached searches are admitted a few at a time', () => {
  test('When more new searches come at once than PostgreSQL runs and may wait, then the rest are a fast 503 with Retry-After, over REST and GraphQL', async () => {
    const words = ['proposal', 'bid', 'tender', 'health', 'software', 'security', 'construction', 'education', 'energy', 'legal'];
    // Sent at the same instant while PostgreSQL holds the searches that start: on a quiet machine
    // each search was answered before the next was read, and all ten were 200s.
    const answers = await whileSearchesWait(() => sentTogether(words.map((word) => `/api/search?q=${word}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const busy of answers.filter((answer) => answer.status === 503)) {
      expect(busy.head).toContain('retry-after: 5');
      expect((JSON.parse(busy.body) as { code?: string }).code).toBe('SERVICE_UNAVAILABLE');
    }
    const overGraphQL = (await whileSearchesWait(() => sentTogether(words.map((word) => ({ path: '/graphql', json: { query: `{ search(q: "${word} rfp") { query } }` } }))))).map((answer) => {
      const body = JSON.parse(answer.body) as { errors?: { extensions?: { code?: string } }[] };
      return { status: answer.status, codes: (body.errors ?? []).map((error) => error.extensions?.code) };
    });
    expect(overGraphQL.some((answer) => answer.codes.includes('SERVICE_UNAVAILABLE'))).toBe(true);
    expect(overGraphQL.every((answer) => answer.status < 500 || answer.status === 503)).toBe(true);
    expect(overGraphQL.flatMap((answer) => answer.codes)).not.toContain('INTERNAL_SERVER_ERROR');
  });
});

describe('A hub page number is a page or it is not', () => {
  test.each(['x1', '0', '-1', '1e9', '01', '+2', '2.0', '1'])('/glossary?page=%s redirects to the glossary itself, and makes neither a render nor an entry', async (page) => {
    await (await server.get('/glossary')).arrayBuffer();
    const before = stats();
    const response = await server.get(`/glossary?page=${encodeURIComponent(page)}&utm_source=mail`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/glossary?utm_source=mail');
    expect(stats().renders).toBe(before.renders);
    expect(stats().cachedPages).toBe(before.cachedPages);
  });

  test('a search keeps its words when its page is not a number', async () => {
    const response = await server.get('/glossary?q=bid&page=abc');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/glossary?q=bid');
  });

  test("a page past the last is the hub's not-found page (404), one cached copy for every such number", async () => {
    const glossary = await server.get('/glossary?page=999');
    expect(glossary.status).toBe(404);
    expect(await glossary.text()).toContain('Glossary Page Not Found');
    const industries = await server.get('/industries?page=999');
    expect(industries.status).toBe(404);
    expect(await industries.text()).toContain('Industries Page Not Found');
    const before = stats();
    for (const page of [1000, 5000, 99999, 123456]) {
      expect((await server.get(`/glossary?page=${page}`)).status).toBe(404);
      expect((await server.get(`/industries?page=${page}`)).status).toBe(404);
    }
    expect(stats().renders).toBe(before.renders);
    expect(stats().cachedPages).toBe(before.cachedPages);
  });

  test('an existing later page is rendered and kept', async () => {
    const response = await server.get('/glossary?page=2');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Page 2');
  });
});

describe('Not-found pages cannot push real pages out of the HTML cache', () => {
  test('When more made-up addresses are asked for than the cache holds, then the real pages kept before are still answered without a render', async () => {
    const real = ['/industries/healthcare', '/glossary', '/blog', '/competitors'];
    for (const path of real) await (await server.get(path)).arrayBuffer();
    const { cachedPages } = stats();
    // Forty not-found pages of about 60 kB each are more than the whole 2 MB cache.
    for (let index = 0; index < 40; index += 1) {
      const response = await server.get(`/industries/made-up-${index}`);
      expect(response.status).toBe(404);
      await response.arrayBuffer();
    }
    expect(stats().cachedPages).toBe(cachedPages);
    expect(stats().cachedNotFound).toBeGreaterThan(0);
    const before = stats().renders;
    for (const path of real) expect((await server.get(path)).status).toBe(200);
    expect(stats().renders).toBe(before);
  });
});
