import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { withoutNulls } from '../../graphql/without-nulls';

export const waitlistResolvers: Resolvers = {
  Mutation: {
    joinWaitlist: (_parent, { input }, { services }) => services.waitlist.join(withoutNulls(input)),
    submitSurveyResponse: (_parent, { input }, { services }) => services.waitlist.submitSurvey(input),
  },
};
