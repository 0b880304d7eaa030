import type { RequestHandler, Router } from 'express';
import { route } from '../../http/routes';
import type { Services } from '../../services';

export function waitlistRoutes(router: Router, { waitlist }: Services, limitWrites: RequestHandler) {
  route(router, '/early-access', { post: [limitWrites, (req) => waitlist.join(req.body)] });
  route(router, '/survey-response', { post: [limitWrites, (req) => waitlist.submitSurvey(req.body)] });
}
