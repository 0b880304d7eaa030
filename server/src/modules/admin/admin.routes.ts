import type { RequestHandler, Router } from 'express';
import { route } from '../../http/routes';
import type { Services } from '../../services';

/** Every admin route: the guard runs first, so a request without the token runs nothing. */
export function adminRoutes(router: Router, { admin }: Services, guard: RequestHandler, limitWrites: RequestHandler) {
  // The path names Brevo, the team's provider, whichever implementation (Brevo or local) answers.
  route(router, '/admin/brevo-lists', {
    get: [guard, () => admin.lists()],
  });
  route(router, '/admin/create-waitlist', {
    post: [guard, limitWrites, (req) => admin.createWaitlist(req.body)],
  });
}
