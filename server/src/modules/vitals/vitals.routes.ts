import express, { type RequestHandler, type Router } from 'express';
import { MAX_VITALS_REPORT_BYTES, VITALS_ENDPOINT } from '../../../../schema/vitals';
import { AppError } from '../../http/app-error';
import { requireJsonBody } from '../../http/error-handler';
import { route } from '../../http/routes';
import type { Services } from '../../services';

/** A report from another site's page (its script making a visitor's browser post here) is refused; clients that send no fetch metadata are not browsers and pass. */
const fromThisSite: RequestHandler = (req, _res, next) => {
  const site = req.get('sec-fetch-site');
  next(site === undefined || site === 'same-origin' ? undefined : new AppError('FORBIDDEN', 'Field vitals are accepted from this site\'s own pages only.'));
};

/**
 * POST /api/vitals: one page view's field vitals (schema/vitals.ts), sent by the browser with
 * navigator.sendBeacon. Answered 204 once checked and held for writing (field-vitals.service.ts).
 * A browser that sends `Sec-GPC: 1` (Global Privacy Control) is answered 204 and nothing is kept.
 * Registered ahead of the API's own JSON parser: a report's body may be 2 kB, not 32.
 */
export function vitalsRoutes(router: Router, { fieldVitals }: Services, limitReports: RequestHandler) {
  route(router, VITALS_ENDPOINT.replace(/^\/api/, ''), {
    post: [
      limitReports,
      fromThisSite,
      requireJsonBody,
      express.json({ limit: MAX_VITALS_REPORT_BYTES, strict: true }),
      (req, res) => {
        if (req.get('sec-gpc') !== '1') fieldVitals.record(req.body);
        res.setHeader('Cache-Control', 'no-store');
        res.status(204).end();
      },
    ],
  });
}
