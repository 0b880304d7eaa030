import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import zlib from 'node:zlib';
import { LOADED_ONCE_LIVE } from '../../client/src/components/waitlist/waitlist-context';
import { RenderThread } from '../../server/src/ssr/render-thread';
import { rawGet as rawGetUrl } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

/** GET with only the given Accept-Encoding, the body as sent. */
const rawGet = (pathname: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
  rawGetUrl(`${server.url}${pathname}`, { 'accept-encoding': acceptEncoding, ...headers });

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

test('/industries arrives complete: title, description and canonical in the head, heading and cards in the body', async () => {
  const response = await server.get('/industries');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  const html = await response.text();
  expect(head(html)).toContain('<title>RFP Opportunities by Industry: 50+ Industries | Bidlight</title>');
  expect(head(html)).toMatch(/<meta name="description" content="Find RFPs in 50\+ industries/);
  expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/industries"/>');
  expect(head(html)).toContain('<meta name="robots" content="index, follow"/>');
  expect(head(html)).toMatch(/<style data-emotion="css /);
  expect(html).toMatch(/<h1[^>]*>RFP Opportunities by Industry<\/h1>/);
  expect(html).toContain('Explore Healthcare RFPs');
  expect(html).toContain('href="/industries/healthcare"');
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
  expect(JSON.parse(ld)['@type']).toBe('CollectionPage');
});

test("Chakra's global CSS is one stylesheet named by its hash, linked by every page, cached for a year; each page's own rules stay inline", async () => {
  const pages = await Promise.all(['/', '/glossary/bid-bond', '/industries/healthcare'].map(async (path) => head(await (await server.get(path)).text())));
  const hrefs = pages.map((html) => /<link rel="stylesheet" href="(\/assets\/global-[0-9a-f]{12}\.css)">/.exec(html)?.[1]);
  expect(hrefs[0]).toBeDefined();
  expect(new Set(hrefs)).toEqual(new Set([hrefs[0]]));
  for (const html of pages) {
    expect(html).not.toContain('data-emotion="css-global');
    expect(html).toMatch(/<style data-emotion="css /);
    // The stylesheet comes before the page's rules: with no cascade layers (decision record 0018),
    // a page's rule wins over the reset and the global styles by coming later.
    expect(html.indexOf(hrefs[0]!)).toBeLessThan(html.indexOf('<style data-emotion="css '));
    // Nor do the page's rules, which the browser's Emotion writes the same way once the page is live.
    expect(html).not.toContain('@layer');
  }

  const sheet = await rawGet(hrefs[0]!, 'gzip');
  expect(sheet.status).toBe(200);
  expect(sheet.headers['content-type']).toMatch(/^text\/css/);
  expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(sheet.headers['content-encoding']).toBe('gzip');
  const css = zlib.gunzipSync(sheet.body).toString('utf8');
  expect(css).not.toContain('@layer');
  // The reset, the design tokens and the keyframes.
  expect(css).toContain('box-sizing:border-box');
  expect(css).toContain('--chakra-colors-');
  expect(css).toContain('@keyframes');

  const unknown = await rawGet('/assets/global-000000000000.css', 'gzip');
  expect(unknown.status).toBe(404);
});

test('styles carry only the vendor prefixes a current browser needs: flexbox, keyframes and placeholders once, user-select also for Safari', async () => {
  const html = await (await server.get('/')).text();
  const inline = [...head(html).matchAll(/<style data-emotion="css [^"]*">([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const href = /<link rel="stylesheet" href="(\/assets\/global-[0-9a-f]{12}\.css)">/.exec(html)![1]!;
  const sheet = await (await server.get(href)).text();
  expect(inline.includes('display:flex')).toBe(true);
  for (const css of [inline, sheet]) {
    // (`display:-webkit-box` stays where Chakra writes it: a line clamp needs it.)
    expect(css.match(/display:-(webkit-(flex|inline-box|inline-flex)|ms-[a-z-]+)|-ms-flex|-webkit-align-items|@-webkit-keyframes|-moz-placeholder|-webkit-input-placeholder/)?.[0]).toBeUndefined();
  }
  expect(sheet.includes('@keyframes fade-in{')).toBe(true);
  // Safari still reads user-select only with its prefix: each comes as the pair.
  const userSelect = inline.match(/(?<![-\w])user-select:[a-z]+;/g) ?? [];
  expect(userSelect.length).toBeGreaterThan(0);
  expect(inline.match(/-webkit-user-select:[a-z]+;user-select:[a-z]+;/g)?.length).toBe(userSelect.length);
  // Chromium before 120 draws a mask only from its prefixed properties (the glossary FAQ's chevron).
  const glossary = head(await (await server.get('/glossary')).text());
  expect(glossary.match(/-webkit-mask-image:[^;]+;mask-image:/)).not.toBeNull();
  expect(glossary.includes('-webkit-mask-repeat:no-repeat;mask-repeat:no-repeat;')).toBe(true);
});

test('the layout is server-rendered: navigation links and the footer with its first 8 industries', async () => {
  const html = await (await server.get('/')).text();
  expect(html).toContain('Automate RFP Discovery &amp; Tracking');
  for (const label of ['Industries', 'Blog', 'Glossary', 'Compare Tools', 'Start Free Trial']) expect(html).toContain(`>${label}</`);
  expect(html).toContain('href="https://app.bidlight.io" target="_blank" rel="noopener"');
  expect(html.match(/href="\/competitors\/[a-z0-9-]+"[^>]*>vs /g)?.length).toBe(8);
  // The page's data goes with it as its routes' loader data; no Apollo cache is shipped.
  expect(html).toContain('id="__ROUTER_STATE__"');
  expect(html).not.toContain('__APOLLO_STATE__');
  expect(html).not.toMatch(/<script>(?!<)/);
});

test("a page says what it asks of the first script: its type for the field vitals, /status and /admin their app at load, the guide its page view, the others the scripts to fetch ahead", async () => {
  const startOf = async (path: string) => {
    const html = await (await server.get(path)).text();
    const island = /<script type="application\/json" id="__START__">(.*?)<\/script>/.exec(html);
    return island ? (JSON.parse(island[1]!) as { pageType: string; atLoad?: true; pageView?: string; scripts?: string[] }) : undefined;
  };
  // Pages that load their app at once need no list of scripts to fetch ahead.
  expect(await startOf('/status')).toEqual({ pageType: '/status', atLoad: true });
  expect(await startOf('/admin')).toEqual({ pageType: '/admin', atLoad: true });
  // The route's pattern, never the address; an error page its status.
  expect((await startOf('/industries/healthcare'))?.pageType).toBe('/industries/:slug');
  expect((await startOf('/industries/no-such-industry'))?.pageType).toBe('404');
  const guide = await startOf('/rfp-software-guide');
  expect(guide?.pageView).toBe('RFP Software Guide');
  // What the app loads by itself once live on every page (the root route's handle) is among each page's scripts.
  const manifest = JSON.parse(readFileSync(join(resolve(process.env.DIST_DIR ?? 'dist'), 'client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const loadedOnceLive = LOADED_ONCE_LIVE.map((module) => `/${manifest[`src/${module}`]!.file}`);
  for (const path of ['/', '/glossary', '/industries/healthcare', '/early-access', '/rfp-software-guide']) {
    const { atLoad, pageView, scripts = [] } = (await startOf(path)) ?? {};
    expect({ path, atLoad, pageView: path === '/rfp-software-guide' ? undefined : pageView }).toEqual({ path, atLoad: undefined, pageView: undefined });
    // Hashed files of the build, each once, the hydration code among them; every one is served.
    expect(scripts.length).toBeGreaterThan(3);
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(scripts.some((script) => /^\/assets\/hydrate-[\w-]+\.js$/.test(script))).toBe(true);
    expect(scripts).toEqual(expect.arrayContaining(loadedOnceLive));
    for (const script of scripts) expect({ script, status: (await server.get(script)).status }).toEqual({ script, status: 200 });
  }
});

test('an unknown path answers the 404 page with a real 404 status and noindex', async () => {
  const response = await server.get('/no/such/page');
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain('404 Page Not Found');
  // It promises a way on, and keeps it: "browse our industries" is a link to them.
  expect(html).toMatch(/<a[^>]*href="\/industries"[^>]*>browse our industries<\/a>/);
  expect(head(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

test('a page that fails on the server answers 500 with the site\'s error page in HTML, naming nothing of the failure, kept by no cache', async () => {
  // The glossary's page count fails in a way nobody foresaw, with a message that must stay in the log.
  const { glossary } = server.running.app.services;
  const page = glossary.page.bind(glossary);
  glossary.page = () => Promise.reject(new Error('relation "glossary_terms" is broken at /srv/bidlight/server/src/secret.ts:42'));
  try {
    const response = await server.get('/glossary?page=2');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1>500 Something Went Wrong</h1>');
    expect(html).toContain('Something went wrong on our side');
    expect(html).toContain('The problem is ours, not yours, and it has been logged.');
    expect(html).toContain('<a href="/">Go to the home page</a>');
    expect(html).not.toMatch(/glossary_terms|secret|srv|\.ts|Error/);
  } finally {
    glossary.page = page;
  }
  // Once the failure is gone, the same address is the page again.
  expect((await server.get('/glossary?page=2')).status).toBe(200);
});

test("a page a part of which throws while it renders answers the same 500 page, not that part's loading state, and keeps nothing", async () => {
  // A post whose date cannot be read: its header throws inside the page's Suspense boundary, which
  // renderToString would send as the loading state with the error's message in the HTML.
  const { services, cache } = server.running.app;
  const { blog } = services;
  const bySlug = blog.bySlug.bind(blog);
  blog.bySlug = async (input) => ({ ...(await bySlug(input)), created: 'no date at /srv/bidlight/secret' });
  // Rendered, not answered from the HTML cache.
  cache.invalidate();
  try {
    const response = await server.get('/blog/how-to-find-rfps');
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<h1>500 Something Went Wrong</h1>');
    expect(html).not.toMatch(/Loading the post|data-msg|secret|srv|Invalid time value/);
  } finally {
    blog.bySlug = bySlug;
  }
  const again = await server.get('/blog/how-to-find-rfps');
  expect(again.status).toBe(200);
  expect(await again.text()).toMatch(/<h1[^>]*>How to Find RFPs/);
});

test('a form page shown again after a post whose render fails answers the same 500 page, not the framework\'s error', async () => {
  // The render thread fails (a crash nobody foresaw) while the contact form is shown again with its errors.
  const render = RenderThread.prototype.render;
  RenderThread.prototype.render = () => Promise.reject(new Error('worker died at /srv/bidlight/server/src/secret.ts:42'));
  try {
    const response = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ firstName: 'Ada', lastName: 'Lovelace', email: 'not-an-email', subject: 'A question', message: 'Hello there' }).toString(),
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1>500 Something Went Wrong</h1>');
    expect(html).not.toMatch(/secret|srv|\.ts|Error/);
  } finally {
    RenderThread.prototype.render = render;
  }
});

test('hashed assets are cached for a year; the HTML is revalidated', async () => {
  const html = await (await server.get('/')).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const asset = await server.get(script);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await server.get('/industries')).headers.get('cache-control')).toBe('no-cache');
});

test('hashed scripts and styles go out in brotli or gzip, the same bytes each time, and plain to a client that takes neither', async () => {
  const html = await (await server.get('/')).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const plain = await rawGet(script, 'identity');
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();

  const brotli = await rawGet(script, 'gzip, deflate, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['content-type']).toMatch(/javascript/);
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
  expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  expect((await rawGet(script, 'br')).body.equals(brotli.body)).toBe(true);

  const gzip = await rawGet(script, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);

  expect((await rawGet('/assets/no-such-chunk.js', 'identity')).status).toBe(404);
  expect((await rawGet('/assets/no-such-chunk.js', 'br')).status).toBe(404);
  expect((await rawGet('/assets/..%2F..%2Fpackage.json', 'br')).status).toBe(404);
});

describe('analytics', () => {
  test('without GA_MEASUREMENT_ID no Google tag is loaded', async () => {
    const html = await (await server.get('/')).text();
    expect(html).not.toContain('googletagmanager');
  });

  test('with GA_MEASUREMENT_ID the Google tag loads and the CSP allows it', async () => {
    const tracked = await startTestServer({ pages: true, env: { GA_MEASUREMENT_ID: 'G-TEST123' } });
    try {
      const response = await tracked.get('/');
      const html = await response.text();
      expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"></script>');
      expect(html).toContain('<script defer src="/analytics-init.js"></script>');
      expect(response.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
      expect((await tracked.get('/analytics-init.js')).status).toBe(200);
    } finally {
      await tracked.close();
    }
  });
});

test('a cached page is sent compressed once per encoding: br and gzip decode to the same HTML, with Vary and revalidation', async () => {
  const raw = (encoding: string, headers: Record<string, string> = {}) => rawGet('/industries', encoding, headers);
  await raw('identity');
  const plain = await raw('identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  const html = plain.body.toString('utf8');
  expect(html).toContain('<h1');
  const br = await raw('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);
  expect(br.headers['cache-control']).toBe('no-cache');
  expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(html);
  const gzip = await raw('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(html);
  expect(gzip.headers.etag).not.toBe(br.headers.etag);
  const revalidated = await raw('br', { 'if-none-match': br.headers.etag! });
  expect(revalidated.status).toBe(304);
});
