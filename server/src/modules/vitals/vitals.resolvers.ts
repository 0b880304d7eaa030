import type { Resolvers } from '../../graphql/generated/resolvers-types';

/** Both fields carry @admin in the SDL: the schema guard refuses them without the token. */
export const vitalsResolvers: Resolvers = {
  Query: {
    fieldVitals: (_parent, { device, connection }, { services }) => services.fieldVitals.report({ device, connection }),
    waitlistFunnel: (_parent, { days }, { services }) => services.waitlistReports.funnel({ days: days ?? 28 }),
  },
};
