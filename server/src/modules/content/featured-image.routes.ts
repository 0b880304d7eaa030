import type { Express, Request, Response } from 'express';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import { featuredImageSvg } from './featured-image';

const sendSvg = (res: Response, svg: string) =>
  res.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=86400').send(svg);

const slugOf = (req: Request) => String(req.params.file).replace(/\.svg$/, '');

/** Cover images for industries and posts: an illustration of their category, without text. */
export function featuredImageRoutes(app: Express, services: Services) {
  app.get('/images/industries/:file', async (req, res) => {
    const industry = await services.industries.bySlug(slugOf(req)).catch(() => undefined);
    if (!industry) throw AppError.notFound('No such image');
    sendSvg(res, featuredImageSvg({ slug: industry.slug, title: industry.title, category: 'industry' }));
  });
  app.get('/images/blog/:file', async (req, res) => {
    const post = await services.blog.bySlug(slugOf(req)).catch(() => undefined);
    if (!post) throw AppError.notFound('No such image');
    sendSvg(res, featuredImageSvg({ slug: post.slug, title: post.title, category: post.category }));
  });
}
