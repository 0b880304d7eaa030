import { startTestServer, resetVisitorData, type TestServer } from '../support/test-server';

/**
 * The forms that work without scripts, driven over HTTP as a browser with scripts off sends them:
 * form-encoded posts from the site's own pages (Sec-Fetch-Site: same-origin), answered with
 * post/redirect/get or the form again.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await resetVisitorData(server.dataSource);
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const decoded = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const count = async (table: string) => (await server.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`))[0].count as number;
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';
const hiddenValue = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

const ANSWERS = { role: 'sales', companySize: 'small', biggestChallenge: 'finding', industry: 'technology', budget: 'varies' };

async function signUp(email: string, extra: Record<string, string> = {}) {
  const joined = await postForm('/early-access', { email, x_f7: '', from: '/', ...extra });
  const survey = await fetch(`${server.url}/early-access/survey`, { headers: { cookie: cookieOf(joined) } });
  return { joined, surveyHtml: decoded(await survey.text()) };
}

describe('The waitlist step', () => {
  test('When a page links to /early-access, then the step is a server-rendered form that posts to itself, not indexed, canonical to /', async () => {
    const response = await server.get('/early-access', { referer: `${server.url}/glossary?utm_source=newsletter` });
    const html = decoded(await response.text());
    expect(response.status).toBe(200);
    expect(html).toContain('action="/early-access" method="post"');
    expect(html).toContain('Get Early Access to Bidlight');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"');
    expect(hiddenValue(html, 'from')).toBe('/glossary?utm_source=newsletter');
  });

  test('When an invalid email is posted, then the form comes back 400 with the message and what was typed, and nothing is stored', async () => {
    const response = await postForm('/early-access', { email: 'dana@', x_f7: '', from: '/' });
    const html = decoded(await response.text());
    expect(response.status).toBe(400);
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('value="dana@"');
    expect(await count('waitlist_signups')).toBe(0);
  });

  test('When a valid email is posted, then it is stored with where the visitor came from, and the answer redirects to the survey step with the signup in a cookie', async () => {
    const joined = await postForm('/early-access', { email: '  Dana@Example.com ', x_f7: '', from: '/glossary?utm_source=newsletter&utm_campaign=fall' });
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toBe('/early-access/survey');
    expect(joined.headers.get('set-cookie')).toMatch(/HttpOnly/);
    const rows = await server.dataSource.query('SELECT email, landing_path, utm FROM waitlist_signups');
    expect(rows).toEqual([{ email: 'dana@example.com', landing_path: '/glossary?utm_source=newsletter&utm_campaign=fall', utm: { utm_source: 'newsletter', utm_campaign: 'fall' } }]);
    expect(await count('outbox_events')).toBe(1);

    const survey = await fetch(`${server.url}/early-access/survey`, { headers: { cookie: cookieOf(joined) } });
    const html = decoded(await survey.text());
    expect(survey.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain("You're on the list!");
    expect(html).toContain('action="/early-access/survey" method="post"');
    expect(hiddenValue(html, 'email')).toBe('dana@example.com');
    expect(hiddenValue(html, 'surveyToken')).toMatch(/^[\w-]{20,}$/);
  });

  test('When the same email joins twice, then both answers are the same and one row exists', async () => {
    const first = await signUp('repeat@example.com');
    const second = await signUp('REPEAT@example.com');
    expect([first.joined.status, second.joined.status]).toEqual([303, 303]);
    expect(second.joined.headers.get('location')).toBe(first.joined.headers.get('location'));
    expect(hiddenValue(second.surveyHtml, 'surveyToken')).toBe(hiddenValue(first.surveyHtml, 'surveyToken'));
    expect(await count('waitlist_signups')).toBe(1);
    expect(await count('outbox_events')).toBe(1);
  });

  test('When the honeypot is filled, then the answer is the usual one and nothing is stored', async () => {
    const { joined, surveyHtml } = await signUp('bot@example.com', { x_f7: 'http://spam.example' });
    expect(joined.status).toBe(303);
    expect(surveyHtml).toContain("You're on the list!");
    expect(await count('waitlist_signups')).toBe(0);
  });

  test('When another site posts the form, or a client that names no origin, then the answer is 403 and nothing is stored', async () => {
    const refusedHeaders: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, {}];
    for (const headers of refusedHeaders) {
      const response = await postForm('/early-access', { email: 'victim@example.com' }, headers);
      expect(response.status).toBe(403);
    }
    expect((await postForm('/contact', { firstName: 'A', lastName: 'B', email: 'a@example.com', subject: 'S', message: 'A short question' }, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect(await postForm('/early-access', { email: 'own@example.com' }, { origin: server.url }).then((response) => response.status)).toBe(303);
    expect(await server.dataSource.query('SELECT email FROM waitlist_signups')).toEqual([{ email: 'own@example.com' }]);
    expect(await count('contact_messages')).toBe(0);
  });

  test('When the body is JSON or larger than the API takes, then it is refused as the API refuses it', async () => {
    const json = await fetch(`${server.url}/early-access`, { method: 'POST', headers: { ...SAME_ORIGIN, 'content-type': 'application/json' }, body: '{"email":"a@example.com"}' });
    expect(json.status).toBe(415);
    const large = await postForm('/early-access', { email: 'a@example.com', from: `/${'x'.repeat(40_000)}` });
    expect(large.status).toBe(413);
    expect(await count('waitlist_signups')).toBe(0);
  });
});

describe('The survey step', () => {
  test('When answers are missing, then the form comes back 400 naming each missing one, keeping the chosen ones and the signup', async () => {
    const { surveyHtml } = await signUp('dana@example.com');
    const response = await postForm('/early-access/survey', { email: 'dana@example.com', surveyToken: hiddenValue(surveyHtml, 'surveyToken')!, role: 'sales' });
    const html = decoded(await response.text());
    expect(response.status).toBe(400);
    for (const message of ['Please select your company size', 'Please select your biggest challenge', 'Please select your industry', 'Please select your budget range']) {
      expect(html).toContain(message);
    }
    expect(html).not.toContain('Please select your role');
    expect(html).toMatch(/<option value="sales" selected="">/);
    expect(hiddenValue(html, 'email')).toBe('dana@example.com');
    expect(await count('survey_responses')).toBe(0);
  });

  test('When every answer is given, then they are stored, the cookie is cleared and the answer leads to "Perfect!"', async () => {
    const { joined, surveyHtml } = await signUp('dana@example.com');
    const response = await postForm(
      '/early-access/survey',
      { email: 'dana@example.com', surveyToken: hiddenValue(surveyHtml, 'surveyToken')!, ...ANSWERS },
      { ...SAME_ORIGIN, cookie: cookieOf(joined) },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/early-access/done');
    expect(response.headers.get('set-cookie')).toMatch(/^bidlight_signup=;/);
    expect(await server.dataSource.query('SELECT role, company_size, biggest_challenge, industry, budget FROM survey_responses')).toEqual([
      { role: 'sales', company_size: 'small', biggest_challenge: 'finding', industry: 'technology', budget: 'varies' },
    ]);
    expect(decoded(await (await server.get('/early-access/done')).text())).toContain('Perfect!');
  });

  test("When the survey step is first shown after the post, then it carries the signup's conversion for the page's first script, once; the thanks right after the survey carries the survey's, once", async () => {
    const requestState = (html: string) => JSON.parse(/id="__REQUEST__">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as { conversion?: string; signup?: { email: string } };
    const joined = await postForm('/early-access', { email: 'dana@example.com', x_f7: '', from: '/' });
    const first = await fetch(`${server.url}/early-access/survey`, { headers: { cookie: cookieOf(joined) } });
    const firstHtml = await first.text();
    expect(requestState(firstHtml).conversion).toBe('signup');
    // The step answered with the cookie no longer fresh: shown again (a reload), it holds the signup, not the conversion.
    const again = requestState(await (await fetch(`${server.url}/early-access/survey`, { headers: { cookie: cookieOf(first) } })).text());
    expect(again).toEqual(expect.objectContaining({ signup: expect.objectContaining({ email: 'dana@example.com' }) }));
    expect(again.conversion).toBeUndefined();

    const surveyed = await postForm(
      '/early-access/survey',
      { email: 'dana@example.com', surveyToken: hiddenValue(decoded(firstHtml), 'surveyToken')!, ...ANSWERS },
      { ...SAME_ORIGIN, cookie: cookieOf(first) },
    );
    expect(surveyed.status).toBe(303);
    const surveyedCookie = surveyed.headers.getSetCookie().find((cookie) => cookie.startsWith('bidlight_surveyed='))!.split(';')[0]!;
    const thanks = await fetch(`${server.url}/early-access/done`, { headers: { cookie: surveyedCookie } });
    const thanksHtml = decoded(await thanks.text());
    expect(thanksHtml).toContain('Perfect!');
    expect(requestState(thanksHtml).conversion).toBe('survey');
    expect(thanks.headers.getSetCookie().some((cookie) => cookie.startsWith('bidlight_surveyed=;'))).toBe(true);
    expect(requestState(await (await server.get('/early-access/done')).text()).conversion).toBeUndefined();
  });

  test('When the survey comes with a wrong token or none, then the answer is the same 400 for a registered address and an unknown one', async () => {
    await signUp('dana@example.com');
    const answers = [];
    for (const email of ['dana@example.com', 'nobody@example.com']) {
      const response = await postForm('/early-access/survey', { email, surveyToken: 'forged', ...ANSWERS });
      const html = decoded(await response.text());
      answers.push(response.status, html.includes('Please join the waitlist before answering the survey.'));
    }
    expect(answers).toEqual([400, true, 400, true]);
    const withoutCookie = decoded(await (await server.get('/early-access/survey')).text());
    expect(withoutCookie).toContain('Please join the waitlist before answering the survey.');
    expect(withoutCookie).not.toContain('name="surveyToken"');
    expect(await count('survey_responses')).toBe(0);
  });
});

describe('The contact form', () => {
  test('When fields are wrong, then the form comes back 400 with each field\'s message and every value typed, and nothing is stored', async () => {
    const response = await postForm('/contact', { firstName: 'Dana', lastName: '', email: 'dana@', company: 'Acme', subject: 'Coverage', message: 'Do you cover Ohio?' });
    const html = decoded(await response.text());
    expect(response.status).toBe(400);
    expect(html).toContain('Last name is required');
    expect(html).toContain('Please enter a valid email address');
    expect(html).not.toContain('First name is required');
    for (const value of ['value="Dana"', 'value="dana@"', 'value="Acme"', 'value="Coverage"', '>Do you cover Ohio?</textarea>']) expect(html).toContain(value);
    expect(await count('contact_messages')).toBe(0);
  });

  test('When the message is a single character, then the form comes back 400 asking for at least 10, and nothing is stored', async () => {
    const response = await postForm('/contact', { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', company: '', subject: 'Coverage', message: 'x' });
    expect(response.status).toBe(400);
    expect(decoded(await response.text())).toContain('Message must be at least 10 characters');
    expect(await count('contact_messages')).toBe(0);
  });

  test('When the message is complete, then it is stored and the answer leads to the thanks', async () => {
    const response = await postForm('/contact', { firstName: 'Dana', lastName: 'Rivera', email: 'Dana@Example.com', company: '', subject: 'Coverage', message: 'Do you cover Ohio?' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?sent=1');
    expect(await server.dataSource.query('SELECT first_name, email, subject, message FROM contact_messages')).toEqual([
      { first_name: 'Dana', email: 'dana@example.com', subject: 'Coverage', message: 'Do you cover Ohio?' },
    ]);
    const thanks = decoded(await (await server.get('/contact?sent=1')).text());
    expect(thanks).toContain("Thanks for reaching out. We'll reply within 4-6 business hours.");
  });
});

describe('The writes limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ pages: true, env: { RATE_LIMIT_WRITES_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  test('When form posts and API calls come from one address, then they count against one limit and the form says so with a 429', async () => {
    const form = (email: string) =>
      fetch(`${limited.url}/early-access`, { method: 'POST', redirect: 'manual', headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: `email=${email}` });
    expect((await limited.post('/api/early-access', { email: 'one@example.com' })).status).toBe(200);
    expect((await form('two@example.com')).status).toBe(303);
    expect((await limited.post('/api/contact', { firstName: 'A', lastName: 'B', email: 'a@example.com', subject: 'S', message: 'A short question' })).status).toBe(200);
    const refused = await form('four@example.com');
    expect(refused.status).toBe(429);
    expect(decoded(await refused.text())).toContain('Too many requests. Please wait a minute and try again.');
    expect((await limited.post('/api/early-access', { email: 'five@example.com' })).status).toBe(429);
    const emails = await limited.dataSource.query('SELECT email FROM waitlist_signups ORDER BY email');
    expect(emails).toEqual([{ email: 'one@example.com' }, { email: 'two@example.com' }]);
  });
});
