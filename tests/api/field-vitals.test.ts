import { recreateDatabase, TEMPLATE_DATABASE } from '../setup/test-database';
import { resetVisitorData, startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../support/test-server';

const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
/** What a browser sends with a report from one of the site's own pages. */
const FROM_PAGE = { 'sec-fetch-site': 'same-origin' };

const GOOD_REPORT = {
  page: '/blog/:slug',
  device: 'phone',
  connection: '4g',
  lcp: 2140.6,
  fcp: 980.2,
  ttfb: 310.4,
  cls: 0.0213,
  inp: { value: 184, eventType: 'pointerdown', target: 'html>body>div#root>main#main>button.waitlist', appLive: false },
};

let server: TestServer;
beforeAll(async () => {
  // A database of its own: the browser tests' site on this worker's database writes the reports of its page views.
  const databaseUrl = await recreateDatabase(process.env.TEST_SERVER_URL!, 'bidlight_field_vitals', TEMPLATE_DATABASE);
  server = await startTestServer({ databaseUrl, env: { VITALS_REPORTS_PER_MINUTE: '1000', VITALS_SAMPLE_RATE: '0.5', VITALS_RETENTION_DAYS: '90' } });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await resetVisitorData(server.dataSource);
});

const stored = async () => {
  await server.running.app.services.fieldVitals.flush();
  return server.dataSource.query(
    `SELECT page_type, device, connection, lcp_ms, inp_ms, cls, fcp_ms, ttfb_ms, inp_event_type, inp_target, inp_app_live FROM page_view_vitals ORDER BY id`,
  );
};

describe('POST /api/vitals', () => {
  test('keeps a page view report, with nothing that identifies the visitor', async () => {
    const response = await server.post('/api/vitals', GOOD_REPORT, FROM_PAGE);
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      page_type: '/blog/:slug',
      device: 'phone',
      connection: '4g',
      inp_event_type: 'pointerdown',
      inp_target: 'html>body>div#root>main#main>button.waitlist',
      inp_app_live: false,
    });
    expect(rows[0].lcp_ms).toBeCloseTo(2140.6, 1);
    expect(rows[0].cls).toBeCloseTo(0.0213, 4);
    // The table holds the report and when it came: no address, agent, cookie or URL column.
    const columns = await server.dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'page_view_vitals' ORDER BY column_name`);
    expect(columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'cls',
      'connection',
      'device',
      'fcp_ms',
      'id',
      'inp_app_live',
      'inp_event_type',
      'inp_ms',
      'inp_target',
      'lcp_ms',
      'page_type',
      'received_at',
      'ttfb_ms',
    ]);
  });

  test('keeps a report that measured only some vitals (a page left before any interaction has no INP)', async () => {
    expect((await server.post('/api/vitals', { page: '/', device: 'desktop', connection: 'unknown', ttfb: 90 }, FROM_PAGE)).status).toBe(204);
    expect(await stored()).toEqual([expect.objectContaining({ page_type: '/', lcp_ms: null, inp_ms: null, ttfb_ms: 90 })]);
  });

  test.each([
    ['no page', { ...GOOD_REPORT, page: undefined }, 'page'],
    ['a full address instead of the route pattern', { ...GOOD_REPORT, page: '/blog/rfp-basics?email=someone@example.com' }, 'page'],
    ['an absolute URL', { ...GOOD_REPORT, page: 'https://example.com/blog/:slug' }, 'page'],
    ['an unknown device', { ...GOOD_REPORT, device: 'watch' }, 'device'],
    ['an unknown connection', { ...GOOD_REPORT, connection: '5g' }, 'connection'],
    ['a negative LCP', { ...GOOD_REPORT, lcp: -1 }, 'lcp'],
    ['an LCP as text', { ...GOOD_REPORT, lcp: '2140' }, 'lcp'],
    ['an INP of an hour', { ...GOOD_REPORT, inp: { ...GOOD_REPORT.inp, value: 3_600_000 } }, 'inp.value'],
    ['an INP event type that is not one', { ...GOOD_REPORT, inp: { ...GOOD_REPORT.inp, eventType: '<script>' } }, 'inp.eventType'],
    ['an INP target of 201 characters', { ...GOOD_REPORT, inp: { ...GOOD_REPORT.inp, target: 'x'.repeat(201) } }, 'inp.target'],
    ['a field the report does not have', { ...GOOD_REPORT, userAgent: 'Mozilla/5.0' }, 'userAgent'],
  ])('refuses a report with %s: 400 naming the field, nothing kept', async (_case, body, field) => {
    const response = await server.post('/api/vitals', body, FROM_PAGE);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; code: string; field?: string };
    expect(answer).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(answer.message).toContain(field);
    expect(await stored()).toEqual([]);
  });

  test('refuses a report larger than 2 kB (413), a body not JSON (415, 400), another site, and other methods', async () => {
    const oversized = await server.post('/api/vitals', { ...GOOD_REPORT, padding: 'x'.repeat(2100) }, FROM_PAGE);
    expect(oversized.status).toBe(413);
    const asText = await fetch(`${server.url}/api/vitals`, { method: 'POST', headers: { 'content-type': 'text/plain', ...FROM_PAGE }, body: JSON.stringify(GOOD_REPORT) });
    expect(asText.status).toBe(415);
    expect((await server.post('/api/vitals', '{"page": "/",', FROM_PAGE)).status).toBe(400);
    const crossSite = await server.post('/api/vitals', GOOD_REPORT, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { code: string }).code).toBe('FORBIDDEN');
    const get = await server.get('/api/vitals');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await stored()).toEqual([]);
  });

  test('keeps nothing from a browser that asks not to be tracked (Sec-GPC: 1)', async () => {
    const response = await server.post('/api/vitals', GOOD_REPORT, { ...FROM_PAGE, 'sec-gpc': '1' });
    expect(response.status).toBe(204);
    expect(await stored()).toEqual([]);
  });
});

test('a client address that sends more reports a minute than VITALS_REPORTS_PER_MINUTE is answered 429', async () => {
  const limited = await startTestServer({ env: { VITALS_REPORTS_PER_MINUTE: '3', RATE_LIMIT_WRITES_PER_MINUTE: '3' } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await limited.post('/api/vitals', GOOD_REPORT, FROM_PAGE)).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    // Writes have a limit of their own: a report does not use up a visitor's signups.
    expect((await limited.post('/api/contact', {}, FROM_PAGE)).status).toBe(400);
  } finally {
    await limited.close();
  }
});

/** Inserts page views `daysAgo` days old. */
async function insertViews(rows: { page: string; daysAgo: number; device?: string; lcp?: number; inp?: number; target?: string; live?: boolean; cls?: number }[]) {
  for (const row of rows) {
    await server.dataSource.query(
      `INSERT INTO page_view_vitals (received_at, page_type, device, connection, lcp_ms, inp_ms, cls, inp_event_type, inp_target, inp_app_live)
       VALUES (now() - make_interval(days => $1) + interval '1 minute', $2, $3, '4g', $4, $5, $6, $7, $8, $9)`,
      [row.daysAgo, row.page, row.device ?? 'phone', row.lcp ?? null, row.inp ?? null, row.cls ?? null, row.inp ? 'pointerdown' : null, row.target ?? null, row.inp ? (row.live ?? true) : null],
    );
  }
}

const REPORT_QUERY = `query Vitals($device: DeviceClass, $connection: String) {
  fieldVitals(device: $device, connection: $connection) {
    sampleRate retentionDays lastReportAt
    pageTypes { pageType last7Days { pageViews vitals { vital p75 samples goodAtMost } } last28Days { pageViews vitals { vital p75 samples goodAtMost } } }
    slowestInteractions { pageType target eventType p75 pageViews beforeAppLive }
  }
}`;

interface VitalsAnswer {
  fieldVitals: {
    sampleRate: number;
    retentionDays: number;
    lastReportAt: string | null;
    pageTypes: { pageType: string | null; last7Days: Window; last28Days: Window }[];
    slowestInteractions: { pageType: string; target: string; eventType: string; p75: number; pageViews: number; beforeAppLive: number }[];
  };
}
interface Window {
  pageViews: number;
  vitals: { vital: string; p75: number | null; samples: number; goodAtMost: number }[];
}
const vital = (window: Window, name: string) => window.vitals.find((v) => v.vital === name)!;

describe('fieldVitals (admin)', () => {
  test('gives each page type the 75th percentile of each vital over 7 and 28 days, and the whole site first', async () => {
    await insertViews([
      // The last 7 days of posts: LCP 1,000 to 5,000 ms; p75 of five values is the fourth, 4,000.
      ...[1000, 2000, 3000, 4000, 5000].map((lcp) => ({ page: '/blog/:slug', daysAgo: 2, lcp })),
      // Ten days ago, in the 28 only: with them, eight values 1,000 to 8,000; p75 at rank 5.25: 6,250.
      ...[6000, 7000, 8000].map((lcp) => ({ page: '/blog/:slug', daysAgo: 10, lcp })),
      // Older than 28 days: in no window.
      { page: '/blog/:slug', daysAgo: 40, lcp: 60000 },
      { page: '/', daysAgo: 1, lcp: 900, cls: 0.25 },
    ]);
    const { status, body } = await server.graphql<VitalsAnswer>(REPORT_QUERY, {}, ADMIN);
    expect(status).toBe(200);
    const report = body.data!.fieldVitals;
    expect(report).toMatchObject({ sampleRate: 0.5, retentionDays: 90 });
    expect(report.pageTypes.map((p) => [p.pageType, p.last7Days.pageViews, p.last28Days.pageViews])).toEqual([
      [null, 6, 9],
      ['/blog/:slug', 5, 8],
      ['/', 1, 1],
    ]);
    const posts = report.pageTypes[1]!;
    expect(vital(posts.last7Days, 'LCP')).toEqual({ vital: 'LCP', p75: 4000, samples: 5, goodAtMost: 2500 });
    expect(vital(posts.last28Days, 'LCP')).toEqual({ vital: 'LCP', p75: 6250, samples: 8, goodAtMost: 2500 });
    expect(vital(posts.last28Days, 'INP')).toEqual({ vital: 'INP', p75: null, samples: 0, goodAtMost: 200 });
    // All nine page views of the 28 days: 900 and 1,000 to 8,000; p75 at rank 6: 6,000.
    expect(vital(report.pageTypes[0]!.last28Days, 'LCP').p75).toBe(6000);
    expect(vital(report.pageTypes[2]!.last7Days, 'CLS')).toEqual({ vital: 'CLS', p75: 0.25, samples: 1, goodAtMost: 0.1 });
  });

  test('lists the slowest interaction targets, with how many came before the app was live', async () => {
    await insertViews([
      { page: '/glossary', daysAgo: 1, inp: 480, target: 'input#glossary-search', live: false },
      { page: '/glossary', daysAgo: 3, inp: 520, target: 'input#glossary-search', live: true },
      { page: '/', daysAgo: 1, inp: 120, target: 'button.hero-cta', live: true },
    ]);
    const { body } = await server.graphql<VitalsAnswer>(REPORT_QUERY, {}, ADMIN);
    expect(body.data!.fieldVitals.slowestInteractions).toEqual([
      // Two values 480 and 520: p75 at rank 0.75, 510.
      { pageType: '/glossary', target: 'input#glossary-search', eventType: 'pointerdown', p75: 510, pageViews: 2, beforeAppLive: 1 },
      { pageType: '/', target: 'button.hero-cta', eventType: 'pointerdown', p75: 120, pageViews: 1, beforeAppLive: 0 },
    ]);
  });

  test('narrows to one device class; refuses an unknown connection, naming it', async () => {
    await insertViews([
      { page: '/', daysAgo: 1, lcp: 3000, device: 'phone' },
      { page: '/', daysAgo: 1, lcp: 1000, device: 'desktop' },
    ]);
    const phones = await server.graphql<VitalsAnswer>(REPORT_QUERY, { device: 'phone' }, ADMIN);
    expect(vital(phones.body.data!.fieldVitals.pageTypes[0]!.last7Days, 'LCP')).toMatchObject({ p75: 3000, samples: 1 });
    const bad = await server.graphql(REPORT_QUERY, { connection: '5g' }, ADMIN);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(bad.body.errors?.[0]?.message).toContain('connection');
  });

  test('with no report yet, the whole site is one row of zeros and no time of a last report', async () => {
    const { body } = await server.graphql<VitalsAnswer>(REPORT_QUERY, {}, ADMIN);
    const report = body.data!.fieldVitals;
    expect(report.lastReportAt).toBeNull();
    expect(report.pageTypes).toHaveLength(1);
    expect(report.pageTypes[0]).toMatchObject({ pageType: null, last28Days: { pageViews: 0 } });
  });

  test('a report sent is in the figures once written, within the second', async () => {
    await server.post('/api/vitals', GOOD_REPORT, FROM_PAGE);
    const deadline = Date.now() + 5000;
    let report: VitalsAnswer['fieldVitals'] | undefined;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      report = (await server.graphql<VitalsAnswer>(REPORT_QUERY, {}, ADMIN)).body.data?.fieldVitals;
    } while (report?.lastReportAt === null && Date.now() < deadline);
    expect(report?.pageTypes.map((p) => p.pageType)).toEqual([null, '/blog/:slug']);
    expect(Date.now() - Date.parse(report!.lastReportAt!)).toBeLessThan(60_000);
  });
});

test('reports older than VITALS_RETENTION_DAYS are pruned, younger ones kept', async () => {
  await insertViews([
    { page: '/', daysAgo: 91, lcp: 1000 },
    { page: '/', daysAgo: 89, lcp: 1000 },
  ]);
  expect(await server.running.app.services.fieldVitals.prune()).toBe(1);
  expect(await server.dataSource.query(`SELECT count(*)::int AS n FROM page_view_vitals`)).toEqual([{ n: 1 }]);
});

const FUNNEL_QUERY = `query Funnel($days: Int) {
  waitlistFunnel(days: $days) {
    days signups surveysCompleted surveyCompletionRate contactMessages
    sources { name count } landingPaths { name count }
    perDay { date signups bySource { name count } contactMessages }
  }
}`;

describe('waitlistFunnel (admin)', () => {
  const signup = (email: string, daysAgo: number, source: { utm?: string; referrer?: string; landing?: string }) =>
    server.dataSource.query(
      `INSERT INTO waitlist_signups (email, company_name, company_size, referrer, landing_path, utm, created_at)
       VALUES ($1, 'Acme', '11-50', $2, $3, $4, now() - make_interval(days => $5)) RETURNING id`,
      [email, source.referrer ?? null, source.landing ?? null, JSON.stringify(source.utm ? { utm_source: source.utm } : {}), daysAgo],
    ) as Promise<{ id: string }[]>;

  test('counts signups by source and landing page, the survey completion and the contact messages', async () => {
    const [first] = await signup('a@example.com', 0, { utm: 'LinkedIn', landing: '/' });
    await signup('b@example.com', 0, { utm: 'linkedin', landing: '/landing-v2?utm_source=linkedin' });
    await signup('c@example.com', 1, { referrer: 'https://www.google.com/', landing: '/' });
    await signup('d@example.com', 1, { landing: '/blog/rfp-basics' });
    await signup('e@example.com', 3, {});
    // Outside the window of 3 days.
    await signup('old@example.com', 5, { utm: 'newsletter', landing: '/' });
    await server.dataSource.query(
      `INSERT INTO survey_responses (signup_id, role, company_size, biggest_challenge, industry, budget) VALUES ($1, 'sales', '11-50', 'finding', 'it', 'under-50k')`,
      [first!.id],
    );
    await server.dataSource.query(
      `INSERT INTO contact_messages (first_name, last_name, email, company, subject, message, created_at) VALUES ('A', 'B', 'a@example.com', '', 'Hello', 'A message long enough', now())`,
    );
    const { status, body } = await server.graphql<{ waitlistFunnel: Record<string, unknown> & { perDay: { date: string; signups: number; bySource: unknown[]; contactMessages: number }[] } }>(
      FUNNEL_QUERY,
      { days: 3 },
      ADMIN,
    );
    expect(status).toBe(200);
    const funnel = body.data!.waitlistFunnel;
    expect(funnel).toMatchObject({
      days: 3,
      signups: 4,
      surveysCompleted: 1,
      surveyCompletionRate: 0.25,
      contactMessages: 1,
      sources: [
        { name: 'linkedin', count: 2 },
        { name: 'direct', count: 1 },
        { name: 'www.google.com', count: 1 },
      ],
      landingPaths: [
        { name: '/', count: 2 },
        { name: '/landing-v2', count: 1 },
        { name: 'other pages', count: 1 },
      ],
    });
    expect(funnel.perDay).toHaveLength(3);
    const today = funnel.perDay[2]!;
    expect(today).toMatchObject({ signups: 2, bySource: [{ name: 'linkedin', count: 2 }], contactMessages: 1 });
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    // Three days ago is outside a window of three days (today and the two before).
    expect(funnel.perDay.reduce((sum, day) => sum + day.signups, 0)).toBe(4);
  });

  test('sums the sources beyond the top five as "other"', async () => {
    const names = ['s1', 's1', 's1', 's2', 's2', 's3', 's4', 's5', 's6', 's7'];
    for (const [i, utm] of names.entries()) await signup(`p${i}@example.com`, 0, { utm, landing: '/' });
    const { body } = await server.graphql<{ waitlistFunnel: { sources: { name: string; count: number }[] } }>(FUNNEL_QUERY, {}, ADMIN);
    expect(body.data!.waitlistFunnel.sources).toEqual([
      { name: 's1', count: 3 },
      { name: 's2', count: 2 },
      { name: 's3', count: 1 },
      { name: 's4', count: 1 },
      { name: 's5', count: 1 },
      { name: 'other', count: 2 },
    ]);
  });

  test('refuses a window of more than 90 days, naming days; no signups give no completion rate', async () => {
    const bad = await server.graphql(FUNNEL_QUERY, { days: 91 }, ADMIN);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toContain('days');
    const { body } = await server.graphql<{ waitlistFunnel: { signups: number; surveyCompletionRate: number | null; perDay: unknown[] } }>(FUNNEL_QUERY, {}, ADMIN);
    expect(body.data!.waitlistFunnel).toMatchObject({ signups: 0, surveyCompletionRate: null });
    expect(body.data!.waitlistFunnel.perDay).toHaveLength(28);
  });
});
