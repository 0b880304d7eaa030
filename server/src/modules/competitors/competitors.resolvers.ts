import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { orNull } from '../../graphql/not-found-as-null';
import { integrationScore } from '../../../../schema/comparison-rules';
import type { FigureBasis as FigureBasisValue } from './competitor.entity';

/** A figure's basis as the schema types it: the team's judgement, or a source with its date. */
const figureBasis = (basis: FigureBasisValue) =>
  basis === 'team-judgement' ? { teamJudgement: true, title: null, url: null, lastChecked: null } : { teamJudgement: false, ...basis };

export const competitorsResolvers: Resolvers = {
  Query: {
    competitors: (_parent, { search, category }, { services }) =>
      services.competitors.list({ search: search ?? undefined, category: category ?? undefined }),
    competitor: (_parent, { slug }, { services }) => orNull(services.competitors.bySlug(slug)),
    alternatives: (_parent, { slug }, { services }) => orNull(services.competitors.alternativesTo(slug)),
  },
  Competitor: {
    integrationScore: (competitor) => integrationScore(competitor),
    quickVerdict: (competitor) => competitor.editorial.quickVerdict,
    whyUsersSwitch: (competitor) => competitor.editorial.whyUsersSwitch,
    useCases: (competitor) => competitor.editorial.useCases,
    migrationSteps: (competitor) => competitor.editorial.migrationSteps,
    exampleScenario: (competitor) => competitor.editorial.exampleScenario,
    peopleAlsoAsk: (competitor) => competitor.editorial.peopleAlsoAsk,
    factChecks: (competitor) => competitor.editorial.factChecks,
    setupTimeBasis: (competitor) => figureBasis(competitor.editorial.setupTimeBasis),
    whyUsersSwitchBasis: (competitor) => figureBasis(competitor.editorial.whyUsersSwitchBasis),
    alternatives: (competitor, { limit }, { services }) =>
      services.competitors.alternativesTo(competitor.slug, limit ?? undefined),
  },
};
