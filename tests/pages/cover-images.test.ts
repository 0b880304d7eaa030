import { rawGet } from '../support/raw-http';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Covers (issue 33): each industry and post has a picture drawn from its own facts, served from
 * the site as a cacheable SVG, different from every other cover of the list it appears in, and
 * shown with alt text that says what it draws.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

const decode = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The cover pictures in a page's main landmark: their path and alt text. */
function covers(html: string): { src: string; alt: string }[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/<img [^>]*src="(\/images\/[^"]+)"[^>]*>/g)].map((match) => ({ src: match[1]!, alt: decode(/alt="([^"]*)"/.exec(match[0])?.[1] ?? '') }));
}

/** The cover with its arcs taken out: the arcs are seeded by the slug, the rest is drawn from the facts. */
const drawing = (svg: string) => svg.replace(/<circle [^>]*fill="none" stroke="#f59e0b"[^>]*\/>/g, '').replace(/aria-label="[^"]*"/, '');

async function svgOf(src: string): Promise<string> {
  const response = await server.get(src);
  expect({ src, status: response.status }).toEqual({ src, status: 200 });
  return response.text();
}

describe('cover images', () => {
  test('an industry cover is an SVG from the site, cached for a day, with an ETag that answers 304', async () => {
    const response = await server.get('/images/industries/healthcare.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    // Nothing is fetched from elsewhere: the only URL in it is the SVG namespace.
    expect(svg.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg']);
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await rawGet(`${server.url}/images/industries/healthcare.svg`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  test('a post cover is served the same way', async () => {
    const response = await server.get('/images/blog/what-is-an-rfp.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  test.each(['/images/industries/no-such-industry.svg', '/images/blog/no-such-post.svg', '/images/industries/healthcare.png', '/images/blog/what-is-an-rfp', '/images/industries/%3Cscript%3E.svg'])(
    'When the cover of %s is asked for, then the answer is 404',
    async (path) => {
      const response = await server.get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toMatch(/svg/);
    },
  );

  test('the industries grid shows every industry with a cover of its own, drawn differently, with alt text', async () => {
    const html = await (await server.get('/industries')).text();
    const shown = covers(html);
    expect(shown.length).toBeGreaterThanOrEqual(12);
    for (const cover of shown) expect(cover.alt).toMatch(/^.+ cover: .+, marks for \w+ opportunities, a meter at [\w ]+ competition and a bar for contracts of \$/);
    const drawings = await Promise.all(shown.map(async (cover) => drawing(await svgOf(cover.src))));
    expect(new Set(drawings).size).toBe(shown.length);
    const motifs = new Set(shown.map((cover) => cover.alt.split(' cover: ')[1]!.split(',')[0]));
    expect(motifs.size).toBeGreaterThanOrEqual(6);
  });

  test("a post's cover and its related posts' covers differ from one another on every post page", async () => {
    const { body } = await server.graphql<{ posts: { slug: string }[] }>('{ posts { slug } }');
    for (const { slug } of body.data!.posts) {
      const shown = covers(await (await server.get(`/blog/${slug}`)).text());
      expect({ slug, count: shown.length >= 2 }).toEqual({ slug, count: true });
      for (const cover of shown) expect(cover.alt).toMatch(/^.+ cover: .+, beside a page of \d+ lines?, one per minute of reading$/);
      const drawings = await Promise.all(shown.map(async (cover) => drawing(await svgOf(cover.src))));
      expect({ slug, distinct: new Set(drawings).size }).toEqual({ slug, distinct: shown.length });
    }
  });
});
