import type { RequestHandler, Router } from 'express';
import { route } from '../../http/routes';
import type { Services } from '../../services';

export function contactRoutes(router: Router, { contact }: Services, limitWrites: RequestHandler) {
  route(router, '/contact', { post: [limitWrites, (req) => contact.send(req.body)] });
}
