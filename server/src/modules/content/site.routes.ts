import type { Router } from 'express';
import { cacheable, route } from '../../http/routes';
import type { Services } from '../../services';

export function siteRoutes(router: Router, { search }: Services) {
  route(router, '/search', {
    get: async (req, res) => {
      cacheable(res);
      return search.search(req.query.q ?? '');
    },
  });
}
