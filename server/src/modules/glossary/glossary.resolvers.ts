import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { orNull } from '../../graphql/not-found-as-null';
import type { GlossaryTerm } from './glossary-term.entity';

export const glossaryResolvers: Resolvers = {
  Query: {
    glossaryTerms: (_parent, { search }, { services }) => services.glossary.list(search ?? undefined),
    glossaryPage: (_parent, { search, page }, { services }) => services.glossary.page({ search, page }),
    glossaryTerm: (_parent, { slug }, { services }) => orNull(services.glossary.bySlug(slug)),
  },
  GlossaryTerm: {
    related: async (term, { limit }, { services }) => {
      const slugs = term.relatedTerms.split(',').map((slug) => slug.trim()).filter(Boolean);
      const related = (await services.glossary.bySlugs(slugs)).filter((item): item is GlossaryTerm => Boolean(item));
      return typeof limit === 'number' ? related.slice(0, Math.max(0, limit)) : related;
    },
  },
};
