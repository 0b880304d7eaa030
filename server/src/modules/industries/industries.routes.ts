import type { Router } from 'express';
import { cacheable, route, serialisedOnce } from '../../http/routes';
import type { Services } from '../../services';
import { industryDetailJson, industryJson, nicheJson } from './industries.presenters';
import type { Industry } from './industry.entity';

const industriesJson = serialisedOnce((list: readonly Industry[]) => list.map(industryJson));

export function industriesRoutes(router: Router, { industries }: Services) {
  route(router, '/industries', {
    get: async (_req, res) => {
      cacheable(res);
      return industriesJson(await industries.list());
    },
  });
  route(router, '/industries/:slug', {
    get: async (req, res) => {
      cacheable(res);
      return industryDetailJson(await industries.bySlug(req.params.slug));
    },
  });
  route(router, '/industries/:slug/niches', {
    get: async (req, res) => {
      cacheable(res);
      return (await industries.nichesOf(req.params.slug)).map((niche) => nicheJson(niche, req.params.slug as string));
    },
  });
  route(router, '/industries/:slug/niches/:niche', {
    get: async (req, res) => {
      cacheable(res);
      const niche = await industries.niche({ industrySlug: req.params.slug, nicheSlug: req.params.niche });
      return nicheJson(niche, req.params.slug as string);
    },
  });
}
