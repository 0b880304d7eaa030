import type { Express, Request, Response } from 'express';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import { industryCoverSvg, postCoverSvg } from './featured-image';

/** A day in caches; Express's ETag lets a browser revalidate a cover whose content changed. */
const sendSvg = (res: Response, svg: string) =>
  res.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=86400').send(svg);

/** The slug of "/{slug}.svg"; any other file name names no cover. */
function slugOf(req: Request): string {
  const match = /^(.+)\.svg$/.exec(String(req.params.file));
  if (!match) throw AppError.notFound('No such image');
  return match[1]!;
}

/** Cover images for industries and posts, drawn from their own facts (featured-image.ts). */
export function featuredImageRoutes(app: Express, services: Services) {
  app.get('/images/industries/:file', async (req, res) => {
    const industry = await services.industries.bySlug(slugOf(req)).catch(() => undefined);
    if (!industry) throw AppError.notFound('No such image');
    sendSvg(res, industryCoverSvg(industry, await services.industries.list()));
  });
  app.get('/images/blog/:file', async (req, res) => {
    const post = await services.blog.bySlug(slugOf(req)).catch(() => undefined);
    if (!post) throw AppError.notFound('No such image');
    sendSvg(res, postCoverSvg(post, await services.blog.list()));
  });
}
