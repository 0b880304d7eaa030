import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { withoutNulls } from '../../graphql/without-nulls';

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactMessage: (_parent, { input }, { services }) => services.contact.send(withoutNulls(input)),
  },
};
