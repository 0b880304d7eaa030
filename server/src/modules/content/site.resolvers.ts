import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { bySlugsInOrder } from './site.service';

export const siteResolvers: Resolvers = {
  Query: {
    contentVersion: (_parent, _args, { services }) => services.site.contentVersion(),
    site: (_parent, _args, { services }) => services.site.settings(),
    search: (_parent, { q }, { services }) => services.search.search(q),
  },
  SiteSettings: {
    featuredCompetitors: async (settings, _args, { services }) => {
      const { enterpriseIncumbent, governmentSpecialist } = settings.featuredCompetitors;
      const [incumbent, specialist] = await services.competitors.bySlugs([enterpriseIncumbent, governmentSpecialist]);
      return { enterpriseIncumbent: incumbent ?? null, governmentSpecialist: specialist ?? null };
    },
    popularIndustries: async (settings, _args, { services }) => bySlugsInOrder(settings.popularIndustries, await services.industries.list()),
    relatedPostKeywordGroups: (settings) =>
      Object.entries(settings.relatedPostKeywordGroups).map(([name, words]) => ({ name, words })),
  },
};
