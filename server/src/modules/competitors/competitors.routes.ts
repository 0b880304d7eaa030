import type { Router } from 'express';
import { cacheable, route, serialisedOnce } from '../../http/routes';
import type { Services } from '../../services';
import type { Competitor } from './competitor.entity';
import { integrationScore } from '../../../../schema/comparison-rules';

export const competitorJson = ({ editorial, createdAt: _created, updatedAt: _updated, ...competitor }: Competitor) => ({
  ...competitor,
  ...editorial,
  integrationScore: integrationScore(competitor),
});

/** The unfiltered hub list is serialised and compressed once per content version; a filtered one per request. */
const hubJson = serialisedOnce((list: readonly Competitor[]) => list.map(competitorJson));

export function competitorsRoutes(router: Router, { competitors }: Services) {
  route(router, '/competitors', {
    get: async (req, res) => {
      cacheable(res);
      const { search, category } = req.query;
      const list = await competitors.list({ search, category });
      return search === undefined && category === undefined ? hubJson(list) : list.map(competitorJson);
    },
  });
  route(router, '/competitors/:slug', {
    get: async (req, res) => {
      cacheable(res);
      return competitorJson(await competitors.bySlug(req.params.slug));
    },
  });
  route(router, '/competitors/:slug/alternatives', {
    get: async (req, res) => {
      cacheable(res);
      return (await competitors.alternativesTo(req.params.slug)).map(competitorJson);
    },
  });
}
