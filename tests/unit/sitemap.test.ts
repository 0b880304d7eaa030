import { sitemapDocument, sitemapPage } from '../../server/src/modules/seo/seo.routes';

const SITE = 'https://bidlight.example';
const entries = ['/', '/industries', '/blog', '/blog/a&b', '/glossary'].map((path, index) => ({ path, lastmod: index === 0 ? null : '2026-11-25' }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

test('while the pages fit in one sitemap it lists them all, escaped, with their lastmod', () => {
  const xml = sitemapDocument(SITE, entries, 5);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(locs(xml)).toEqual(['/', '/industries', '/blog', '/blog/a&amp;b', '/glossary'].map((path) => `${SITE}${path}`));
  expect(xml.match(/<lastmod>2026-11-25<\/lastmod>/g)).toHaveLength(4);
  expect(sitemapPage(SITE, entries, 1, 5)).toBeUndefined();
});

test('past its size the sitemap is an index of pages that together list every page once, in order', () => {
  const index = sitemapDocument(SITE, entries, 2);
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(index).not.toContain('<urlset');
  expect(locs(index)).toEqual([1, 2, 3].map((page) => `${SITE}/sitemap-${page}.xml`));
  const pages = [1, 2, 3].map((page) => sitemapPage(SITE, entries, page, 2)!);
  expect(pages.map((xml) => locs(xml).length)).toEqual([2, 2, 1]);
  expect(pages.flatMap(locs)).toEqual(locs(sitemapDocument(SITE, entries, 5)));
});

test.each([0, 4, -1, 1.5, Number.NaN])('page %p of a three-page index does not exist', (page) => {
  expect(sitemapPage(SITE, entries, page, 2)).toBeUndefined();
});
