import type { Express } from 'express';
import { sectionRedirects } from '../../../schema/paths';

/** Linked pages that live as sections of the home page (/pricing, /features, /case-studies) redirect there for good. */
export const PERMANENT_REDIRECTS = sectionRedirects;

export function redirectRoutes(app: Express) {
  for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) {
    app.get(from, (_req, res) => res.redirect(301, to));
  }
}
