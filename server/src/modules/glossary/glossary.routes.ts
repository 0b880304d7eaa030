import type { Router } from 'express';
import { cacheable, route, serialisedOnce } from '../../http/routes';
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

/** The whole list (about 500 kB) is serialised and compressed once per content version; a search's answer per request. */
const allTermsJson = serialisedOnce((terms: readonly GlossaryTerm[]) => terms.map(termJson));

export function glossaryRoutes(router: Router, { glossary }: Services) {
  route(router, '/glossary', {
    get: async (req, res) => {
      cacheable(res);
      const { search } = req.query;
      const terms = await glossary.list(search);
      return search === undefined ? allTermsJson(terms) : terms.map(termJson);
    },
  });
  route(router, '/glossary/:slug', {
    get: async (req, res) => {
      cacheable(res);
      return termJson(await glossary.bySlug(req.params.slug));
    },
  });
}
