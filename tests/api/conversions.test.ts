import { resetVisitorData, startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await resetVisitorData(server.dataSource);
});
afterAll(async () => {
  await server.close();
});

const signupCount = async () => Number((await server.dataSource.query('SELECT count(*) AS n FROM waitlist_signups'))[0].n);

describe('POST /api/early-access', () => {
  test('When the same email joins twice, then one row exists and both answers are 200 and identical', async () => {
    const first = await server.post('/api/early-access', { email: '  Buyer@Example.COM ', companyName: '', companySize: '' });
    const second = await server.post('/api/early-access', { email: 'buyer@example.com' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await first.json()).toEqual(await second.json());
    const rows = await server.dataSource.query('SELECT email, company_name, company_size FROM waitlist_signups');
    expect(rows).toEqual([{ email: 'buyer@example.com', company_name: 'Not provided', company_size: 'Not specified' }]);
    const outbox = await server.dataSource.query('SELECT kind, key FROM outbox_events');
    expect(outbox).toEqual([{ kind: 'waitlist.signup', key: 'buyer@example.com' }]);
  });

  test.each([
    [{ email: 'not-an-email' }, 'email'],
    [{}, 'email'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email'],
    [{ email: 'ok@example.com', admin: true }, 'admin'],
  ])('When the body is %j, then it is a 400 naming %s and nothing is stored', async (body, field) => {
    const response = await server.post('/api/early-access', body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; field: string };
    expect(answer.field).toBe(field);
    if (field === 'email') expect(answer.message).toContain('Please enter a valid email address');
    expect(await signupCount()).toBe(0);
  });

  test('When the honeypot is filled, then the answer looks the same and nothing is stored', async () => {
    const response = await server.post('/api/early-access', { email: 'bot@example.com', hp: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await signupCount()).toBe(0);
  });

  test('The signup keeps its referrer, landing path and UTM parameters', async () => {
    await server.post('/api/early-access', {
      email: 'utm@example.com',
      referrer: 'https://news.example.com/post',
      landingPath: '/blog/how-to-find-rfps',
      utm: { utm_source: 'newsletter', utm_campaign: 'launch' },
    });
    const [row] = await server.dataSource.query('SELECT referrer, landing_path, utm FROM waitlist_signups');
    expect(row).toEqual({
      referrer: 'https://news.example.com/post',
      landing_path: '/blog/how-to-find-rfps',
      utm: { utm_source: 'newsletter', utm_campaign: 'launch' },
    });
  });
});

describe('POST /api/survey-response', () => {
  const answers = { role: 'sales', companySize: 'small', biggestChallenge: 'finding', industry: 'technology', budget: '10k-50k' };

  test('With the token from the signup, the answers are stored and the latest wins', async () => {
    const { surveyToken } = (await (await server.post('/api/early-access', { email: 'survey@example.com' })).json()) as { surveyToken: string };
    expect((await server.post('/api/survey-response', { email: 'survey@example.com', surveyToken, ...answers })).status).toBe(200);
    expect((await server.post('/api/survey-response', { email: 'survey@example.com', surveyToken, ...answers, budget: 'varies' })).status).toBe(200);
    const rows = await server.dataSource.query('SELECT budget FROM survey_responses');
    expect(rows).toEqual([{ budget: 'varies' }]);
  });

  test('Without a valid token the answer is the same 400 whether or not the email exists', async () => {
    await server.post('/api/early-access', { email: 'known@example.com' });
    const known = await server.post('/api/survey-response', { email: 'known@example.com', surveyToken: 'forged', ...answers });
    const unknown = await server.post('/api/survey-response', { email: 'unknown@example.com', surveyToken: 'forged', ...answers });
    expect(known.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await known.json()).toEqual(await unknown.json());
  });

  test.each([
    ['role', 'Please select your role'],
    ['companySize', 'Please select your company size'],
    ['biggestChallenge', 'Please select your biggest challenge'],
    ['industry', 'Please select your industry'],
    ['budget', 'Please select your budget range'],
  ])('a missing %s is refused with "%s"', async (field, message) => {
    const body: Record<string, string> = { email: 'x@example.com', surveyToken: 't', ...answers };
    delete body[field];
    const response = await server.post('/api/survey-response', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });
});

describe('POST /api/contact', () => {
  test('stores a valid message and refuses a missing first name', async () => {
    const message = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Pricing', message: 'Hello there.' };
    expect((await server.post('/api/contact', message)).status).toBe(200);
    const refused = await server.post('/api/contact', { ...message, firstName: ' ' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { field: string }).field).toBe('firstName');
    expect(await server.dataSource.query('SELECT first_name, company FROM contact_messages')).toEqual([{ first_name: 'Ada', company: '' }]);
  });

  test('When the message is one character (or nine, spaces aside), then the answer is 400 naming the message and nothing is stored', async () => {
    const message = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Pricing' };
    for (const text of ['x', '  123456789  ']) {
      const refused = await server.post('/api/contact', { ...message, message: text });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ field: 'message', message: expect.stringContaining('Message must be at least 10 characters') });
    }
    expect((await server.post('/api/contact', { ...message, message: '1234567890' })).status).toBe(200);
    expect(await server.dataSource.query('SELECT message FROM contact_messages')).toEqual([{ message: '1234567890' }]);
  });
});

describe('GraphQL mutations', () => {
  test('joinWaitlist answers the message and a survey token; bad input carries BAD_USER_INPUT and the field', async () => {
    const ok = await server.graphql<{ joinWaitlist: { message: string; surveyToken: string } }>(
      'mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { message surveyToken } }',
      { input: { email: 'gql@example.com' } },
    );
    expect(ok.body.data!.joinWaitlist.surveyToken).toMatch(/^[\w-]{20,}$/);
    const bad = await server.graphql('mutation { joinWaitlist(input: { email: "nope" }) { message } }');
    expect(bad.body.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(await signupCount()).toBe(1);
  });
});

describe('concurrent signups', () => {
  test('1,000 at once, 100 of them the same address (in any case): every answer is 200 and exactly the distinct emails exist', async () => {
    const emails = [
      ...Array.from({ length: 900 }, (_, index) => `distinct${index}@example.com`),
      ...Array.from({ length: 100 }, (_, index) => (index % 2 ? 'same@example.com' : ' Same@Example.COM ')),
    ];
    const statuses = await Promise.all(emails.map(async (email) => (await server.post('/api/early-access', { email })).status));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await signupCount()).toBe(901);
    const [{ n }] = await server.dataSource.query(`SELECT count(*)::int AS n FROM waitlist_signups WHERE email = 'same@example.com'`);
    expect(n).toBe(1);
    // One provider sync per stored signup: a repeat adds nothing to send.
    const [{ events }] = await server.dataSource.query('SELECT count(*)::int AS events FROM outbox_events');
    expect(events).toBe(901);
  });
});

describe('admin overview and exports', () => {
  const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

  test('the overview counts signups per day and survey answers; the CSV exports escape formulas', async () => {
    const joined = await server.post('/api/early-access', { email: 'csv@example.com', companyName: '=HYPERLINK("http://evil")' });
    const { surveyToken } = (await joined.json()) as { surveyToken: string };
    await server.post('/api/survey-response', { email: 'csv@example.com', surveyToken, role: 'sales', companySize: 'small', biggestChallenge: 'writing', industry: 'energy', budget: 'varies' });
    await server.post('/api/contact', { firstName: '+Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Hi, "there"', message: 'Line one\nline two' });

    const overview = (await (await server.get('/api/admin/overview', auth)).json()) as {
      totalSignups: number;
      surveyResponses: number;
      signupsPerDay: { date: string; count: number }[];
      surveyAnswers: { role: { value: string; count: number }[] };
    };
    expect(overview.totalSignups).toBe(1);
    expect(overview.surveyResponses).toBe(1);
    expect(overview.signupsPerDay).toHaveLength(30);
    expect(overview.signupsPerDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 1 });
    expect(overview.surveyAnswers.role).toEqual([{ value: 'sales', count: 1 }]);

    const signups = await server.get('/api/admin/signups.csv', auth);
    expect(signups.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await signups.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.startsWith('email,company_name,company_size,signed_up_at')).toBe(true);
    expect(csv).toContain(`csv@example.com,"'=HYPERLINK(""http://evil"")",Not specified,`);
    expect(csv).toContain(',sales,small,writing,energy,varies\r\n');

    const contacts = await (await server.get('/api/admin/contact-messages.csv', auth)).text();
    expect(contacts).toContain(`'+Ada,Lovelace,ada@example.com,,"Hi, ""there""","Line one\nline two"`);
    expect((await server.get('/api/admin/signups.csv')).status).toBe(401);
    const { body } = await server.graphql('{ waitlistOverview { totalSignups } contactMessages { email } }', undefined, auth);
    expect(body.data).toEqual({ waitlistOverview: { totalSignups: 1 }, contactMessages: [{ email: 'ada@example.com' }] });
  });
});

describe('admin email lists', () => {
  const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

  test('without the token every admin API answers 401 and runs nothing', async () => {
    expect((await server.get('/api/admin/brevo-lists')).status).toBe(401);
    expect((await server.get('/api/admin/brevo-lists', { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await server.post('/api/admin/create-waitlist', { name: 'Should not exist' })).status).toBe(401);
    const { body } = await server.graphql('{ emailLists { lists { id } } }');
    expect(body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect(await server.dataSource.query('SELECT name FROM email_lists')).toEqual([]);
  });

  test('a signup reaches the local waitlist list through the outbox, once, even when delivered twice', async () => {
    await server.post('/api/early-access', { email: 'listed@example.com' });
    await server.running.app.outbox.drain();
    await server.dataSource.query(`UPDATE outbox_events SET status = 'pending'`);
    await server.running.app.outbox.drain();
    const { lists } = (await (await server.get('/api/admin/brevo-lists', auth)).json()) as { lists: { name: string; totalSubscribers: number }[] };
    expect(lists.find((list) => list.name === 'Bidlight Waitlist')?.totalSubscribers).toBe(1);
    expect(await server.dataSource.query(`SELECT status, attempts FROM outbox_events`)).toEqual([{ status: 'done', attempts: 2 }]);
  });

  test('with the token a list is created and then listed with its id, count and date', async () => {
    const created = await server.post('/api/admin/create-waitlist', { name: '  Launch Waitlist ' }, auth);
    expect(created.status).toBe(200);
    const { listId } = (await created.json()) as { listId: number };
    const { lists } = (await (await server.get('/api/admin/brevo-lists', auth)).json()) as { lists: Record<string, unknown>[] };
    expect(lists).toContainEqual({ id: listId, name: 'Launch Waitlist', totalSubscribers: 0, createdAt: expect.any(String) });
    const empty = await server.post('/api/admin/create-waitlist', { name: '' }, auth);
    expect(empty.status).toBe(400);
  });
});
