import type { RequestHandler, Router } from 'express';
import { route } from '../../http/routes';
import type { Services } from '../../services';
import { toCsv } from '../../shared/csv';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

const sendCsv = (res: Parameters<RequestHandler>[1], name: string, csv: string) => {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  res.setHeader('Cache-Control', 'no-store');
  res.send(csv);
};

/** Every admin route: the guard runs first, so a request without the token runs nothing. */
export function adminRoutes(router: Router, services: Services, guard: RequestHandler, limitWrites: RequestHandler) {
  const { admin } = services;
  // The path names Brevo, the team's provider, whichever implementation (Brevo or local) answers.
  route(router, '/admin/brevo-lists', {
    get: [guard, () => admin.lists()],
  });
  route(router, '/admin/create-waitlist', {
    post: [guard, limitWrites, (req) => admin.createWaitlist(req.body)],
  });
  route(router, '/admin/overview', {
    get: [
      guard,
      async () => ({
        provider: admin.providerName,
        ...(await services.waitlistReports.stats()),
        outbox: await services.outboxHealth(),
      }),
    ],
  });
  route(router, '/admin/contact-messages', {
    get: [guard, () => services.contactReports.recent()],
  });
  route(router, '/admin/signups.csv', {
    get: [
      guard,
      async (_req, res) => {
        const rows = await services.waitlistReports.exportRows();
        sendCsv(
          res,
          'waitlist-signups',
          toCsv(
            ['email', 'company_name', 'company_size', 'signed_up_at', 'referrer', 'landing_path', ...UTM_KEYS, 'role', 'survey_company_size', 'biggest_challenge', 'industry', 'budget'],
            rows.map((row) => [
              row.email,
              row.companyName,
              row.companySize,
              new Date(row.createdAt).toISOString(),
              row.referrer,
              row.landingPath,
              ...UTM_KEYS.map((key) => row.utm?.[key]),
              row.role,
              row.surveyCompanySize,
              row.biggestChallenge,
              row.industry,
              row.budget,
            ]),
          ),
        );
      },
    ],
  });
  route(router, '/admin/contact-messages.csv', {
    get: [
      guard,
      async (_req, res) => {
        const messages = await services.contactReports.all();
        sendCsv(
          res,
          'contact-messages',
          toCsv(
            ['received_at', 'first_name', 'last_name', 'email', 'company', 'subject', 'message'],
            messages.map((m) => [m.createdAt.toISOString(), m.firstName, m.lastName, m.email, m.company, m.subject, m.message]),
          ),
        );
      },
    ],
  });
}
