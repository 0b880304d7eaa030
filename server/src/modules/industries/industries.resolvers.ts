import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { orNull } from '../../graphql/not-found-as-null';

export const industriesResolvers: Resolvers = {
  Query: {
    industries: (_parent, _args, { services }) => services.industries.list(),
    industriesPage: (_parent, { page }, { services }) => services.industries.page(page),
    industry: (_parent, { slug }, { services }) => orNull(services.industries.bySlug(slug)),
    niches: (_parent, { industrySlug }, { services }) => orNull(services.industries.nichesOf(industrySlug)),
    niche: (_parent, { industrySlug, slug }, { services }) =>
      orNull(services.industries.niche({ industrySlug, nicheSlug: slug })),
  },
  Industry: {
    niches: (industry, _args, { loaders }) => loaders.nichesByIndustryId.load(industry.id),
    updatedAt: (industry) => industry.updatedAt.toISOString(),
  },
  Niche: {
    industry: async (niche, _args, { loaders }) => (await loaders.industryById.load(niche.industryId))!,
    updatedAt: (niche) => niche.updatedAt.toISOString(),
  },
};
