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

/**
 * What makes a cover look like itself: the shapes of its picture (the picture's markup without its
 * colours) and the colours the picture and the ground are drawn in.
 */
function design(svg: string): { shapes: string; colours: string[] } {
  const picture = svg.slice(svg.indexOf('id="illustration"'), svg.lastIndexOf('</svg>'));
  const ground = /<rect width="1200" height="630" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
  return { shapes: picture.replace(/#[0-9a-f]{6}/g, ''), colours: [...new Set([ground!, ...(picture.match(/#[0-9a-f]{6}/g) ?? [])])] };
}

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const colourDistance = (a: string, b: string) => rgb(a).reduce((sum, value, index) => sum + Math.abs(value - rgb(b)[index]!), 0);

/**
 * Two covers look different when their pictures differ in shape, or when one is drawn in a colour
 * at least 100 away (the sum of the RGB differences) from every colour of the other: amber beside
 * teal, not navy beside a lighter navy. A different title bar or arc alone does not count.
 */
function lookAlike(a: string, b: string): boolean {
  const [one, other] = [design(a), design(b)];
  if (one.shapes !== other.shapes) return false;
  const farthest = (from: string[], to: string[]) => Math.max(...from.map((colour) => Math.min(...to.map((near) => colourDistance(colour, near)))));
  return Math.max(farthest(one.colours, other.colours), farthest(other.colours, one.colours)) < 100;
}

/** The pairs of a list's covers that look alike, by path. */
async function alikePairs(srcs: readonly string[]): Promise<string[]> {
  const svgs = await Promise.all(srcs.map(svgOf));
  const pairs: string[] = [];
  svgs.forEach((svg, index) => svgs.slice(index + 1).forEach((other, offset) => lookAlike(svg, other) && pairs.push(`${srcs[index]} ~ ${srcs[index + 1 + offset]}`)));
  return pairs;
}

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

  test('the industries grid shows every industry with a cover of its own, none like another, with alt text', async () => {
    const html = await (await server.get('/industries')).text();
    const shown = covers(html);
    expect(shown.length).toBeGreaterThanOrEqual(12);
    for (const cover of shown) expect(cover.alt).toMatch(/^.+ cover: .+, marks for \w+ opportunities, a meter at [\w ]+ competition and a bar for contracts of \$/);
    expect(await alikePairs(shown.map((cover) => cover.src))).toEqual([]);
    const motifs = new Set(shown.map((cover) => cover.alt.split(' cover: ')[1]!.split(',')[0]));
    expect(motifs.size).toBeGreaterThanOrEqual(6);
  });

  test('every industry cover differs from every other, whichever page lists them', async () => {
    const { body } = await server.graphql<{ industries: { slug: string }[] }>('{ industries { slug } }');
    const slugs = body.data!.industries.map((industry) => industry.slug);
    expect(slugs.length).toBeGreaterThan(12);
    expect(await alikePairs(slugs.map((slug) => `/images/industries/${slug}.svg`))).toEqual([]);
  });

  test('the blog index shows every post with a cover none of the others looks like', async () => {
    const shown = covers(await (await server.get('/blog')).text());
    expect(shown.length).toBeGreaterThanOrEqual(6);
    expect(await alikePairs(shown.map((cover) => cover.src))).toEqual([]);
  });

  test("on every post page, the post's cover and its related posts' covers look like none of the others", async () => {
    const { body } = await server.graphql<{ posts: { slug: string }[] }>('{ posts { slug } }');
    for (const { slug } of body.data!.posts) {
      const shown = covers(await (await server.get(`/blog/${slug}`)).text());
      expect({ slug, count: shown.length >= 2 }).toEqual({ slug, count: true });
      for (const cover of shown) expect(cover.alt).toMatch(/^.+ cover: .+, beside a page of \d+ lines?, one per minute of reading$/);
      expect({ slug, alike: await alikePairs(shown.map((cover) => cover.src)) }).toEqual({ slug, alike: [] });
    }
  });
});
