import { describeEditorialIntegrity } from '../content/editorial-integrity';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Crawls the server-rendered site the way a search engine does: from `/` and every URL of the
 * sitemap, following each internal link of the HTML. Every link must resolve, every indexable
 * page must carry complete, unique metadata, and the indexable pages found must be exactly
 * the sitemap's. The content's editorial checks run on the same pages (editorial-integrity.ts).
 */

const SITE = 'http://localhost:3000';
const CONCURRENCY = 4;
/** The only redirects a link may hit: home-page sections (/pricing, /features, /case-studies) and the product's own comparison. */
const ALLOWED_REDIRECTS = new Set(['/pricing', '/features', '/case-studies', '/competitors/bidlight']);
/** Pages whose canonical link names another page on purpose. */
const CANONICAL_ELSEWHERE: Record<string, string> = { '/landing-v2': '/' };
/** The hubs that come in pages: `?page=N` is a page of its own, with its own canonical link. */
const PAGED_HUBS = new Set(['/glossary', '/industries']);
/** A URL's own page: its path, with the page number on a paged hub. */
function ownPage(url: string): string {
  const { pathname, searchParams } = new URL(url, SITE);
  const page = searchParams.get('page');
  return PAGED_HUBS.has(pathname) && page && page !== '1' ? `${pathname}?page=${page}` : pathname;
}
/** Internal links that are not pages: the APIs and the hashed build assets. */
const NOT_CRAWLED = /^\/(api|graphql|assets)(\/|$)/;

interface Page {
  url: string;
  status: number;
  location?: string;
  /** Set for HTML pages answered 200. */
  html?: string;
}

interface PageMeta {
  url: string;
  indexable: boolean;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  ogTitle?: string;
  ogDescription?: string;
  ogUrl?: string;
  h1Count: number;
  /** Links whose type is not a MIME type (a button's `type="button"` carried onto an `<a>`). */
  linksWithButtonType: number;
  /** Names of the page's search landmarks (`role="search"`), unnamed ones as ''. */
  searchLandmarks: string[];
  badJsonLd: string[];
}

/** The navbar's search form's accessible name (client/src/components/layout/navbar.tsx). */
const SITE_SEARCH = 'Site search';

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((match) => [match[1]!.toLowerCase(), decode(match[2]!)]));

function readMeta(url: string, html: string): PageMeta {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((match) => attributes(match[0]));
  const links = [...head.matchAll(/<link\s[^>]*>/g)].map((match) => attributes(match[0]));
  const named = (key: 'name' | 'property', value: string) => metas.filter((meta) => meta[key] === value).map((meta) => meta.content ?? '');
  const body = html.slice(html.indexOf('</head>'));
  return {
    url,
    indexable: named('name', 'robots')[0] === 'index, follow',
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!).trim()),
    descriptions: named('name', 'description'),
    canonicals: links.filter((link) => link.rel === 'canonical').map((link) => link.href ?? ''),
    ogTitle: named('property', 'og:title')[0],
    ogDescription: named('property', 'og:description')[0],
    ogUrl: named('property', 'og:url')[0],
    h1Count: body.match(/<h1[\s>]/g)?.length ?? 0,
    linksWithButtonType: [...body.matchAll(/<a\s[^>]*>/g)].filter((match) => /^(button|submit|reset)$/.test(attributes(match[0]).type ?? '')).length,
    searchLandmarks: [...body.matchAll(/<[a-z]+\s[^>]*role="search"[^>]*>/g)].map((match) => attributes(match[0])['aria-label'] ?? ''),
    badJsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1]!)
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      }),
  };
}

/** Internal page links of a document: `href="/..."`, without fragments, APIs or build assets. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/\shref="(\/[^"]*)"/g)]
    .map((match) => decode(match[1]!))
    .filter((href) => !href.startsWith('//'))
    .map((href) => href.split('#')[0] || '/')
    .filter((href) => !NOT_CRAWLED.test(new URL(href, SITE).pathname));
}

/** Lists the first problems and how many there are, so a failure reads as a short report. */
function report(title: string, problems: readonly string[], shown = 25): string {
  if (problems.length === 0) return '';
  const more = problems.length > shown ? `\n  … and ${problems.length - shown} more` : '';
  return `${problems.length} ${title}:\n  ${problems.slice(0, shown).join('\n  ')}${more}`;
}

const reports = (...parts: string[]) => parts.filter(Boolean).join('\n');

const pathOf = (absolute: string) => {
  const parsed = new URL(absolute);
  return parsed.origin === SITE ? `${parsed.pathname}${parsed.search}` : absolute;
};

async function sitemapPaths(server: TestServer): Promise<string[]> {
  const locs = async (path: string) => [...(await (await server.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!));
  const top = await locs('/sitemap.xml');
  // Past 5,000 URLs the sitemap becomes an index of sitemap pages.
  const pages = top.filter((loc) => /\/sitemap-\d+\.xml$/.test(loc));
  const nested = await Promise.all(pages.map((loc) => locs(pathOf(loc))));
  return [...top.filter((loc) => !pages.includes(loc)), ...nested.flat()].map(pathOf);
}

let server: TestServer;
let sitemap: string[];
const pages = new Map<string, Page>();
/** Where each URL was linked from (the seeds have no referrer). */
const linkedFrom = new Map<string, Set<string>>();

async function crawl(seeds: readonly string[]) {
  const queue: string[] = [];
  const enqueue = (url: string, from?: string) => {
    if (from) {
      if (!linkedFrom.has(url)) linkedFrom.set(url, new Set());
      linkedFrom.get(url)!.add(from);
    }
    if (pages.has(url)) return;
    pages.set(url, { url, status: 0 });
    queue.push(url);
  };
  for (const seed of seeds) enqueue(seed);

  const fetchOne = async (url: string) => {
    const response = await server.get(url);
    const page: Page = { url, status: response.status };
    const type = response.headers.get('content-type') ?? '';
    if (response.status >= 300 && response.status < 400) {
      page.location = response.headers.get('location') ?? '';
      const target = page.location.split('#')[0] || '/';
      if (target.startsWith('/') && !target.startsWith('//')) enqueue(target, url);
      await response.body?.cancel();
    } else if (response.status === 200 && type.includes('text/html')) {
      page.html = await response.text();
      for (const link of internalLinks(page.html)) enqueue(link, url);
    } else {
      await response.body?.cancel();
    }
    pages.set(url, page);
  };

  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (queue.length === 0 && active === 0) {
        resolve();
        return;
      }
      while (active < CONCURRENCY && queue.length > 0) {
        const url = queue.shift()!;
        active += 1;
        fetchOne(url)
          .then(() => {
            active -= 1;
            pump();
          })
          .catch(reject);
      }
    };
    pump();
  });
}

const firstReferrer = (url: string) => [...(linkedFrom.get(url) ?? [])][0] ?? '(a start URL: / or the sitemap)';

beforeAll(async () => {
  server = await startTestServer({ pages: true });
  sitemap = await sitemapPaths(server);
  // Links to files (the favicon, the feed) are fetched for their status; only HTML is parsed.
  await crawl(['/', ...sitemap]);
  // About two minutes on an idle 2-core machine; the margin is for a busy one (262 s was seen with another job running).
}, 600_000);

afterAll(async () => {
  await server.close();
});

const htmlPages = () => [...pages.values()].filter((page) => page.html !== undefined);
/** Query-string variants (`/contact?subject=…`) are the same page: they must canonicalise to their path (a hub's page number makes a page of its own). */
const isVariant = (url: string) => url.includes('?') && ownPage(url) !== url;
const indexable = () => htmlPages().map((page) => readMeta(page.url, page.html!)).filter((meta) => meta.indexable);

test('robots.txt allows crawling, keeps /admin out and names the sitemap', async () => {
  const response = await server.get('/robots.txt');
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(sitemap.filter((url) => url.startsWith('/admin'))).toEqual([]);
});

test('the sitemap lists each page once, on the public site URL', () => {
  expect(sitemap.length).toBeGreaterThan(600);
  const duplicates = sitemap.filter((url, index) => sitemap.indexOf(url) !== index);
  const foreign = sitemap.filter((url) => !url.startsWith('/'));
  expect(reports(report('URLs listed twice in the sitemap', duplicates), report('sitemap URLs outside the public site', foreign))).toBe('');
});

test('every internal link resolves: 200, or one of the redirects the site keeps on purpose', () => {
  const broken = [...pages.values()]
    .filter((page) => {
      if (page.status === 200) return false;
      return !((page.status === 301 || page.status === 302) && ALLOWED_REDIRECTS.has(page.url));
    })
    .map((page) => `${page.url} → ${page.status}${page.location ? ` (to ${page.location})` : ''}, linked from ${firstReferrer(page.url)}`);
  expect(report('links that do not resolve', broken)).toBe('');
  expect(htmlPages().length).toBeGreaterThan(600);
});

test('every indexable page has one title, one description, Open Graph tags, one h1, valid link types and distinct search landmarks', () => {
  const problems = indexable().flatMap((meta) => {
    const found: string[] = [];
    if (meta.titles.length !== 1 || !meta.titles[0]) found.push(`${meta.titles.length} <title> tags`);
    if (meta.descriptions.length !== 1 || !meta.descriptions[0]) found.push(`${meta.descriptions.length} meta descriptions`);
    if (!meta.ogTitle) found.push('no og:title');
    if (!meta.ogDescription) found.push('no og:description');
    if (!meta.ogUrl) found.push('no og:url');
    if (meta.h1Count !== 1) found.push(`${meta.h1Count} <h1> elements`);
    if (meta.linksWithButtonType) found.push(`${meta.linksWithButtonType} <a> with a button's type (not a MIME type)`);
    // The navbar's search is in the page twice (the bar from md up, the phone menu below it; one
    // is hidden at any width); every other search landmark needs a name of its own.
    const ownSearches = meta.searchLandmarks.filter((name) => name !== SITE_SEARCH);
    if (meta.searchLandmarks.includes('') || new Set(ownSearches).size !== ownSearches.length) {
      found.push(`search landmarks without distinct names: ${JSON.stringify(meta.searchLandmarks)}`);
    }
    return found.map((problem) => `${meta.url}: ${problem}`);
  });
  expect(report('metadata problems', problems)).toBe('');
});

test('every indexable page has a canonical link to itself (og:url the same)', () => {
  const problems = indexable().flatMap((meta) => {
    const own = ownPage(meta.url);
    const expected = `${SITE}${CANONICAL_ELSEWHERE[own] ?? own}`;
    if (meta.canonicals.length !== 1) return [`${meta.url}: ${meta.canonicals.length} canonical links`];
    const found: string[] = [];
    if (meta.canonicals[0] !== expected) found.push(`${meta.url}: canonical ${meta.canonicals[0]}, expected ${expected}`);
    if (meta.ogUrl !== meta.canonicals[0]) found.push(`${meta.url}: og:url ${meta.ogUrl} differs from the canonical ${meta.canonicals[0]}`);
    return found;
  });
  expect(report('canonical problems', problems)).toBe('');
});

test('titles and descriptions are unique across indexable pages', () => {
  const pagesOf = (key: 'titles' | 'descriptions') => {
    const by = new Map<string, string[]>();
    for (const meta of indexable().filter((item) => !isVariant(item.url))) {
      const value = meta[key][0];
      if (value) by.set(value, [...(by.get(value) ?? []), meta.url]);
    }
    return [...by.entries()].filter(([, urls]) => urls.length > 1).map(([value, urls]) => `"${value}" on ${urls.join(', ')}`);
  };
  expect(reports(report('titles shared by several pages', pagesOf('titles')), report('descriptions shared by several pages', pagesOf('descriptions')))).toBe('');
});

test('every JSON-LD script parses as JSON', () => {
  const problems = htmlPages().flatMap((page) =>
    readMeta(page.url, page.html!).badJsonLd.map((text) => `${page.url}: ${text.slice(0, 80)}…`),
  );
  expect(report('JSON-LD scripts that are not JSON', problems)).toBe('');
});

test('the indexable pages found by the crawl are exactly the sitemap', () => {
  const found = new Set(indexable().filter((meta) => !isVariant(meta.url)).map((meta) => meta.url));
  const listed = new Set(sitemap);
  const missingFromSitemap = [...found].filter((url) => !listed.has(url)).map((url) => `${url} (linked from ${firstReferrer(url)})`);
  const notIndexable = [...listed].filter((url) => !found.has(url)).map((url) => `${url} (status ${pages.get(url)?.status})`);
  expect(reports(report('indexable pages missing from the sitemap', missingFromSitemap), report('sitemap URLs that are not indexable pages', notIndexable))).toBe('');
});

test('rss.xml is a feed of the site\'s own posts: each item links an indexable page of the sitemap', async () => {
  const response = await server.get('/rss.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/rss\+xml/);
  const xml = await response.text();
  expect(xml).toContain(`<atom:link href="${SITE}/rss.xml" rel="self"`);
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => pathOf(decode(match[1]!)));
  expect(links.length).toBeGreaterThan(0);
  const listed = new Set(sitemap);
  const indexed = new Set(indexable().map((meta) => meta.url));
  const problems = links.filter((url) => !listed.has(url) || !indexed.has(url));
  expect(report('feed items that are not indexable sitemap pages', problems)).toBe('');
});

describeEditorialIntegrity(() => ({
  sitemap,
  html: new Map(htmlPages().map((page) => [page.url, page.html!])),
  fileText: async (path) => {
    const response = await server.get(path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  },
}));
