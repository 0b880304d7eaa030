import { BrevoEmailProvider } from '../../server/src/modules/admin/brevo-email-provider';
import { PermanentProviderError, RetryableProviderError } from '../../server/src/modules/admin/provider-errors';
import { FAKE_BREVO_KEY, FakeBrevo } from '../support/fake-brevo';
import { resetVisitorData, startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../support/test-server';

const WAITLIST_LIST = 1;
const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

let brevo: FakeBrevo;
beforeEach(async () => {
  brevo = await new FakeBrevo().start();
});
afterEach(async () => {
  await brevo.stop();
});

const provider = (overrides: Partial<ConstructorParameters<typeof BrevoEmailProvider>[0]> = {}) =>
  new BrevoEmailProvider({
    apiKey: FAKE_BREVO_KEY,
    apiUrl: brevo.url,
    waitlistListId: WAITLIST_LIST,
    folderId: undefined,
    doubleOptInTemplateId: undefined,
    doubleOptInRedirectUrl: 'http://localhost:3000/confirmation',
    timeoutMs: 300,
    ...overrides,
  });

describe('the Brevo adapter', () => {
  test('reads every page of lists and each list’s real count and date', async () => {
    for (let index = 0; index < 60; index += 1) await provider().createList(`List ${index}`);
    await provider().syncWaitlistContact({ email: 'a@example.com', companyName: 'Not provided', companySize: 'Not specified' });
    const lists = await provider().listLists();
    expect(lists).toHaveLength(61);
    expect(lists.find((list) => list.id === WAITLIST_LIST)).toEqual({
      id: WAITLIST_LIST,
      name: 'Your first list',
      totalSubscribers: 1,
      createdAt: '2025-01-15T10:00:00.000+00:00',
    });
    expect(brevo.requests.filter((request) => request.startsWith('GET /contacts/lists?'))).toHaveLength(2);
  });

  test('creates a list in the configured folder, or in the first folder when none is configured', async () => {
    const { listId } = await provider().createList('Launch');
    expect(brevo.lists.find((list) => list.id === listId)).toEqual(expect.objectContaining({ name: 'Launch', folderId: 1 }));
    await provider({ folderId: 7 }).createList('Elsewhere');
    expect(brevo.lists.at(-1)!.folderId).toBe(7);
  });

  test('a repeated contact is an update, not a duplicate error', async () => {
    const contact = { email: 'twice@example.com', companyName: 'Acme', companySize: 'small' };
    await provider().syncWaitlistContact(contact);
    await provider().syncWaitlistContact(contact);
    expect(brevo.subscribersOf(WAITLIST_LIST)).toEqual(['twice@example.com']);
  });

  test.each([
    ['a 5xx', { kind: 'status', status: 503 } as const, RetryableProviderError],
    ['a 429', { kind: 'status', status: 429 } as const, RetryableProviderError],
    ['a timeout', { kind: 'timeout' } as const, RetryableProviderError],
  ])('%s is retryable', async (_name, fault, type) => {
    brevo.failNext(fault);
    await expect(provider().listLists()).rejects.toBeInstanceOf(type);
  });

  test('a 429 carries Brevo’s reset hint; a wrong key is permanent', async () => {
    brevo.failNext({ kind: 'status', status: 429 });
    const limited = await provider()
      .listLists()
      .then(() => undefined, (error: unknown) => error as RetryableProviderError);
    expect(limited?.retryAfterMs).toBe(1000);
    const refused = await provider({ apiKey: 'wrong' }).listLists().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PermanentProviderError);
    expect((refused as PermanentProviderError).message).toContain('unauthorized: Key not found');
  });
});

describe('the site with Brevo configured', () => {
  let server: TestServer;
  const start = async (env: Record<string, string> = {}) => {
    server = await startTestServer({
      env: { BREVO_API_KEY: FAKE_BREVO_KEY, BREVO_API_URL: brevo.url, BREVO_WAITLIST_LIST_ID: String(WAITLIST_LIST), BREVO_TIMEOUT_MS: '300', OUTBOX_POLL_MS: '60000', ...env },
    });
    await resetVisitorData(server.dataSource);
  };
  afterEach(async () => {
    await server?.close();
  });

  /** Runs the outbox until nothing is pending, making every retry due at once. */
  async function drainUntilSettled(rounds = 20) {
    for (let round = 0; round < rounds; round += 1) {
      await server.dataSource.query(`UPDATE outbox_events SET next_attempt_at = now() WHERE status = 'pending'`);
      await server.running.app.outbox.drain();
      const [{ pending }] = await server.dataSource.query(`SELECT count(*)::int AS pending FROM outbox_events WHERE status = 'pending'`);
      if (pending === 0) return;
    }
    throw new Error('the outbox did not settle');
  }

  test('the admin API lists and creates lists at Brevo', async () => {
    await start();
    const created = await server.post('/api/admin/create-waitlist', { name: 'Bidlight Waitlist' }, auth);
    expect(await created.json()).toEqual({ listId: 2 });
    const { lists } = (await (await server.get('/api/admin/brevo-lists', auth)).json()) as { lists: { name: string }[] };
    expect(lists.map((list) => list.name)).toEqual(['Your first list', 'Bidlight Waitlist']);
  });

  test('When Brevo fails, the list call answers an error the admin page can show', async () => {
    await start();
    brevo.failNext({ kind: 'status', status: 503 }, { kind: 'status', status: 503 });
    const response = await server.get('/api/admin/brevo-lists', auth);
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toMatch(/503/);
  });

  test('After an outage of 5xx, 429 and timeouts, every signup reaches the list exactly once', async () => {
    await start();
    const emails = Array.from({ length: 6 }, (_, index) => `outage${index}@example.com`);
    brevo.failNext(
      { kind: 'status', status: 500 },
      { kind: 'status', status: 502 },
      { kind: 'status', status: 429 },
      { kind: 'timeout' },
      { kind: 'status', status: 503 },
      { kind: 'timeout' },
    );
    for (const email of emails) expect((await server.post('/api/early-access', { email })).status).toBe(200);
    await server.post('/api/early-access', { email: emails[0] });
    await drainUntilSettled();
    expect(brevo.subscribersOf(WAITLIST_LIST).sort()).toEqual([...emails].sort());
    const rows = await server.dataSource.query(`SELECT status, count(*)::int AS n FROM outbox_events GROUP BY status`);
    expect(rows).toEqual([{ status: 'done', n: 6 }]);
    const retried = await server.dataSource.query(`SELECT count(*)::int AS n FROM outbox_events WHERE attempts > 1`);
    expect(retried[0].n).toBeGreaterThan(0);
  });

  test('With double opt-in, each signup gets one confirmation request, and a confirmed contact is not asked again', async () => {
    await start({ BREVO_DOI_TEMPLATE_ID: '42' });
    brevo.failNext({ kind: 'status', status: 500 });
    await server.post('/api/early-access', { email: 'doi@example.com' });
    await server.post('/api/early-access', { email: 'doi2@example.com' });
    await drainUntilSettled();
    expect(brevo.doubleOptIns.map((request) => request.email).sort()).toEqual(['doi2@example.com', 'doi@example.com']);
    expect(brevo.doubleOptIns[0]).toEqual(expect.objectContaining({ templateId: 42, includeListIds: [WAITLIST_LIST], redirectionUrl: 'http://localhost:3000/confirmation' }));

    brevo.confirm('doi@example.com');
    await server.dataSource.query(`UPDATE outbox_events SET status = 'pending'`);
    await drainUntilSettled();
    expect(brevo.doubleOptIns.filter((request) => request.email === 'doi@example.com')).toHaveLength(1);
  });

  test('A long outage never gives a signup up: 15 failed attempts (past the old limit of 12), then it arrives', async () => {
    await start();
    brevo.failNext(...Array.from({ length: 15 }, () => ({ kind: 'status', status: 503 }) as const));
    await server.post('/api/early-access', { email: 'patient@example.com' });
    await drainUntilSettled(30);
    expect(brevo.subscribersOf(WAITLIST_LIST)).toEqual(['patient@example.com']);
    const [row] = await server.dataSource.query(`SELECT status, attempts FROM outbox_events`);
    expect(row).toEqual({ status: 'done', attempts: 16 });
  });

  test('A permanent refusal (wrong key) fails the event at once with the reason recorded', async () => {
    await start({ BREVO_API_KEY: 'wrong-key' });
    await server.post('/api/early-access', { email: 'refused@example.com' });
    await server.running.app.outbox.drain();
    const [row] = await server.dataSource.query(`SELECT status, attempts, last_error FROM outbox_events`);
    expect(row).toEqual({ status: 'failed', attempts: 1, last_error: expect.stringContaining('401') });
  });
});
