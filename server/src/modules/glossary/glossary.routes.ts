import type { Router } from 'express';
import { cacheable, route } from '../../http/routes';
import type { Services } from '../../services';
import type { GlossaryTerm } from './glossary-term.entity';

const termJson = (term: GlossaryTerm) => ({
  term: term.term,
  slug: term.slug,
  definition: term.definition,
  synonyms: term.synonyms,
  relatedTerms: term.relatedTerms,
  exampleUsage: term.exampleUsage,
  exampleIndustry: term.exampleIndustry,
  faqQ1: term.faqQ1,
  faqA1: term.faqA1,
  faqQ2: term.faqQ2,
  faqA2: term.faqA2,
  internalLinks: term.internalLinks,
  pageTitle: term.pageTitle,
  metaDescription: term.metaDescription,
  h1: term.h1,
});

export function glossaryRoutes(router: Router, { glossary }: Services) {
  route(router, '/glossary', {
    get: async (req, res) => {
      cacheable(res);
      return (await glossary.list(req.query.search)).map(termJson);
    },
  });
  route(router, '/glossary/:slug', {
    get: async (req, res) => {
      cacheable(res);
      return termJson(await glossary.bySlug(req.params.slug));
    },
  });
}
