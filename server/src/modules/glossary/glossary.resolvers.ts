import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { orNull } from '../../graphql/not-found-as-null';
import type { GlossaryTerm } from './glossary-term.entity';

export const glossaryResolvers: Resolvers = {
  Query: {
    glossaryTerms: (_parent, { search }, { services }) => services.glossary.list(search ?? undefined),
    glossaryTerm: (_parent, { slug }, { services }) => orNull(services.glossary.bySlug(slug)),
  },
  GlossaryTerm: {
    related: async (term, _args, { services }) => {
      const slugs = term.relatedTerms.split(',').map((slug) => slug.trim()).filter(Boolean);
      return (await services.glossary.bySlugs(slugs)).filter((item): item is GlossaryTerm => Boolean(item));
    },
  },
};
