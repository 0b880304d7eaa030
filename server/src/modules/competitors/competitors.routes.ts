import type { Router } from 'express';
import { cacheable, route } from '../../http/routes';
import type { Services } from '../../services';
import type { Competitor } from './competitor.entity';
import { integrationScore } from './competitor-rules';

export const competitorJson = ({ editorial, createdAt: _created, updatedAt: _updated, ...competitor }: Competitor) => ({
  ...competitor,
  ...editorial,
  integrationScore: integrationScore(competitor),
});

export function competitorsRoutes(router: Router, { competitors }: Services) {
  route(router, '/competitors', {
    get: async (req, res) => {
      cacheable(res);
      const { search, category } = req.query;
      return (await competitors.list({ search, category })).map(competitorJson);
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
