import type { Express, Request, Response } from 'express';
import { paths } from '../../../../schema/paths';
import { EncodedOnce } from '../../http/encoded-once';
import type { Services } from '../../services';
import type { BlogPost } from '../blog/blog-post.entity';
import type { SitemapEntry } from './sitemap.service';

export const SITEMAP_PAGE_SIZE = 5000;

const xml = (value: string) => value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

function urlset(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((entry) => `<url><loc>${xml(`${siteUrl}${entry.path}`)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** /sitemap.xml: every page while they fit in one sitemap, past that an index of /sitemap-N.xml. */
export function sitemapDocument(siteUrl: string, entries: readonly SitemapEntry[], pageSize = SITEMAP_PAGE_SIZE): string {
  if (entries.length <= pageSize) return urlset(siteUrl, entries);
  const pages = Math.ceil(entries.length / pageSize);
  const items = Array.from({ length: pages }, (_, index) => `<sitemap><loc>${xml(`${siteUrl}/sitemap-${index + 1}.xml`)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

/** /sitemap-N.xml (N from 1) of an index, or undefined when there is no such page. */
export function sitemapPage(siteUrl: string, entries: readonly SitemapEntry[], page: number, pageSize = SITEMAP_PAGE_SIZE): string | undefined {
  if (!Number.isInteger(page) || page < 1 || entries.length <= pageSize) return undefined;
  const slice = entries.slice((page - 1) * pageSize, page * pageSize);
  return slice.length === 0 ? undefined : urlset(siteUrl, slice);
}

/**
 * The XML documents of one content version, each built and compressed once: they are made from the
 * services' memoised lists (the same array until the content changes, a new one after), so a list
 * keys its documents. Built on every request, the 1× sitemap (75 kB) answered about 190 crawlers'
 * requests a second, compressed each time; a ×10 sitemap page holds 5,000 URLs.
 */
class DocumentsPerVersion<Source extends object> {
  private readonly documents = new WeakMap<Source, Map<string, EncodedOnce>>();

  /** The document `name` of `source`, built by `build` the first time (undefined: there is no such document). */
  get(source: Source, name: string, build: () => string | undefined): EncodedOnce | undefined {
    let byName = this.documents.get(source);
    if (!byName) this.documents.set(source, (byName = new Map()));
    let document = byName.get(name);
    if (!document) {
      const text = build();
      // Only documents that exist are kept: asking for /sitemap-N.xml for every N adds nothing.
      if (text === undefined) return undefined;
      byName.set(name, (document = new EncodedOnce(Buffer.from(text, 'utf8'))));
    }
    return document;
  }
}

async function sendDocument(req: Request, res: Response, type: string, document: EncodedOnce): Promise<void> {
  res.status(200).type(type).setHeader('Cache-Control', 'public, max-age=3600');
  await document.send(req, res);
}

/** /robots.txt, /sitemap.xml (an index of pages of 5,000 once it grows past that) and /rss.xml. */
export function seoRoutes(app: Express, services: Services, { siteUrl, productName }: { siteUrl: string; productName: string }) {
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(`User-agent: *\nAllow: /\nDisallow: ${paths.admin}\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });

  const sitemaps = new DocumentsPerVersion<readonly SitemapEntry[]>();
  app.get('/sitemap.xml', async (req, res) => {
    const entries = await services.sitemap.entries();
    await sendDocument(req, res, 'application/xml', sitemaps.get(entries, 'sitemap', () => sitemapDocument(siteUrl, entries))!);
  });

  app.get('/sitemap-:page.xml', async (req, res, next) => {
    const entries = await services.sitemap.entries();
    const page = Number(req.params.page);
    const document = sitemaps.get(entries, `page-${page}`, () => sitemapPage(siteUrl, entries, page));
    if (!document) {
      next();
      return;
    }
    await sendDocument(req, res, 'application/xml', document);
  });

  const feeds = new DocumentsPerVersion<readonly BlogPost[]>();
  app.get('/rss.xml', async (req, res) => {
    const allPosts = await services.blog.list();
    await sendDocument(req, res, 'application/rss+xml', feeds.get(allPosts, 'rss', () => rssDocument(allPosts.slice(0, 50)))!);
  });

  function rssDocument(posts: readonly BlogPost[]): string {
    const items = posts
      .map(
        (post) => {
          const link = xml(`${siteUrl}${paths.post(post.slug)}`);
          return `<item><title>${xml(post.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><description>${xml(post.excerpt)}</description><category>${xml(post.category)}</category><pubDate>${new Date(`${post.created}T12:00:00Z`).toUTCString()}</pubDate></item>`;
        },
      )
      .join('');
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xml(`${productName} Blog`)}</title><link>${xml(`${siteUrl}${paths.blog}`)}</link><description>${xml(`Guides on finding, qualifying and winning RFPs from the ${productName} team.`)}</description><language>en-us</language><atom:link href="${xml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>${posts[0] ? `<lastBuildDate>${new Date(`${posts[0].updated}T12:00:00Z`).toUTCString()}</lastBuildDate>` : ''}${items}</channel></rss>\n`
    );
  }
}
