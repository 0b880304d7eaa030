import type { Express } from 'express';
import { paths, sectionRedirects } from '../../../schema/paths';

/** Linked pages that live as sections of the home page (/pricing, /features, /case-studies) redirect there for good. */
export const PERMANENT_REDIRECTS = sectionRedirects;

export function redirectRoutes(app: Express) {
  for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) {
    app.get(from, (_req, res) => res.redirect(301, to));
  }
  // A glossary card's answers opened as an address go to the term's page. Sent from here with the
  // slug encoded: the router's redirect wrote it into the Location header as decoded, and a slug
  // holding an emoji or CR/LF made that header invalid (a 500).
  app.get(paths.glossaryTermAnswers(':slug'), (req, res) => res.redirect(302, paths.glossaryTerm(encodeURIComponent(String(req.params.slug)))));
}
