import type { Express } from 'express';
import { paths } from '../../../../schema/paths';
import type { Services } from '../../services';
import type { SitemapEntry } from './sitemap.service';

export const SITEMAP_PAGE_SIZE = 5000;

const xml = (value: string) => value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

function urlset(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((entry) => `<url><loc>${xml(`${siteUrl}${entry.path}`)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** /robots.txt, /sitemap.xml (an index of pages of 5,000 once it grows past that) and /rss.xml. */
export function seoRoutes(app: Express, services: Services, { siteUrl, productName }: { siteUrl: string; productName: string }) {
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(`User-agent: *\nAllow: /\nDisallow: ${paths.admin}\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', async (_req, res) => {
    const entries = await services.sitemap.entries();
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    if (entries.length <= SITEMAP_PAGE_SIZE) {
      res.send(urlset(siteUrl, entries));
      return;
    }
    const pages = Math.ceil(entries.length / SITEMAP_PAGE_SIZE);
    const items = Array.from({ length: pages }, (_, index) => `<sitemap><loc>${xml(`${siteUrl}/sitemap-${index + 1}.xml`)}</loc></sitemap>`).join('');
    res.send(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`);
  });

  app.get('/sitemap-:page.xml', async (req, res, next) => {
    const page = Number(req.params.page);
    const entries = await services.sitemap.entries();
    const slice = entries.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE);
    if (!Number.isInteger(page) || page < 1 || slice.length === 0 || entries.length <= SITEMAP_PAGE_SIZE) {
      next();
      return;
    }
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(urlset(siteUrl, slice));
  });

  app.get('/rss.xml', async (_req, res) => {
    const posts = (await services.blog.list()).slice(0, 50);
    const items = posts
      .map(
        (post) =>
          `<item><title>${xml(post.title)}</title><link>${xml(`${siteUrl}${paths.post(post.slug)}`)}</link><guid isPermaLink="true">${xml(`${siteUrl}${paths.post(post.slug)}`)}</guid><description>${xml(post.excerpt)}</description><category>${xml(post.category)}</category><pubDate>${new Date(`${post.created}T12:00:00Z`).toUTCString()}</pubDate></item>`,
      )
      .join('');
    res.type('application/rss+xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xml(`${productName} Blog`)}</title><link>${xml(`${siteUrl}${paths.blog}`)}</link><description>${xml(`Guides on finding, qualifying and winning RFPs from the ${productName} team.`)}</description><language>en-us</language><atom:link href="${xml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>${posts[0] ? `<lastBuildDate>${new Date(`${posts[0].updated}T12:00:00Z`).toUTCString()}</lastBuildDate>` : ''}${items}</channel></rss>\n`,
    );
  });
}
