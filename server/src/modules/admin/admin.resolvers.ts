import type { Resolvers } from '../../graphql/generated/resolvers-types';

/** Every field here carries @admin in the SDL: the schema guard refuses them without the token. */
export const adminResolvers: Resolvers = {
  Query: {
    emailLists: async (_parent, _args, { services }) => ({
      provider: services.admin.providerName,
      ...(await services.admin.lists()),
    }),
    waitlistOverview: async (_parent, _args, { services }) => ({
      provider: services.admin.providerName,
      ...(await services.waitlistReports.stats()),
      outbox: await services.outboxHealth(),
    }),
    contactMessages: (_parent, _args, { services }) => services.contactReports.recent(),
  },
  ContactMessage: {
    createdAt: (message) => message.createdAt.toISOString(),
  },
  Mutation: {
    createWaitlistList: (_parent, { name }, { services }) => services.admin.createWaitlist({ name }),
  },
};
