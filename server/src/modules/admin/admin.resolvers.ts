import type { Resolvers } from '../../graphql/generated/resolvers-types';

/** Both fields carry @admin in the SDL: the schema guard refuses them without the token. */
export const adminResolvers: Resolvers = {
  Query: {
    emailLists: async (_parent, _args, { services }) => ({
      provider: services.admin.providerName,
      ...(await services.admin.lists()),
    }),
  },
  Mutation: {
    createWaitlistList: (_parent, { name }, { services }) => services.admin.createWaitlist({ name }),
  },
};
