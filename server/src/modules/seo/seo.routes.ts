import type { Express, Request, Response } from 'express';
import { paths } from '../../../../schema/paths';
import { EncodedPerVersion, type EncodedOnce } from '../../http/encoded-once';
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
 * Sends a sitemap or feed, built and compressed once per content version (EncodedPerVersion): built
 * on every request, the 1× sitemap (75 kB) answered about 190 requests a second, compressed each time.
 */
async function sendDocument(req: Request, res: Response, type: string, document: EncodedOnce): Promise<void> {
  res.status(200).type(`${type}; charset=utf-8`).setHeader('Cache-Control', 'public, max-age=3600');
  await document.send(req, res);
}

/** /robots.txt, /sitemap.xml (an index of pages of 5,000 once it grows past that) and /rss.xml. */
export function seoRoutes(app: Express, services: Services, { siteUrl, productName }: { siteUrl: string; productName: string }) {
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(`User-agent: *\nAllow: /\nDisallow: ${paths.admin}\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });

  const sitemaps = new EncodedPerVersion<readonly SitemapEntry[]>();
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

  const feeds = new EncodedPerVersion<readonly BlogPost[]>();
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
