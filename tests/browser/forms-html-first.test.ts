import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TEST_ADMIN_TOKEN, resetVisitorData } from '../support/site-client';
import { answerSurvey, holdAppCode, openedDialog, recordProblems, slowDownCpu, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';

/**
 * The calls to action and forms as visitors meet them: with scripts off (blocked, failed, a
 * crawler), and with scripts on but acted on right after the page appears, on a phone-like CPU,
 * before the page has hydrated.
 */
let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));
beforeEach(async () => {
  await resetVisitorData(server.dataSource);
});

const rows = (sql: string) => server.dataSource.query(sql);

async function withoutScripts(width = 390): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

/** A page whose CPU runs 4× slower (Chrome DevTools Protocol), opened and handed back at DOMContentLoaded. */
async function earlyOnSlowCpu(path: string, width = 390): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await slowDownCpu(page);
  await holdAppCode(page);
  await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
  return { context, page, problems };
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

describe('With scripts off', () => {
  test('When a visitor follows the hero link, joins and answers the survey, then the signup and answers are stored and "Perfect!" shows', async () => {
    const { context, page } = await withoutScripts();
    await page.goto(`${server.url}/?utm_source=newsletter`);
    await page.getByRole('heading', { level: 1 }).locator('..').getByRole('link', { name: 'Get Early Access' }).click();
    await page.waitForURL(`${server.url}/early-access`);
    await page.getByRole('heading', { level: 1, name: 'Get Early Access to Bidlight' }).waitFor();
    await page.getByLabel('Work email').fill('No.Script@Example.com');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();

    await page.waitForURL(`${server.url}/early-access/survey`);
    await page.getByRole('heading', { level: 1, name: "You're on the list!" }).waitFor();
    expect(await rows('SELECT email, landing_path, utm FROM waitlist_signups')).toEqual([
      { email: 'no.script@example.com', landing_path: '/?utm_source=newsletter', utm: { utm_source: 'newsletter' } },
    ]);
    await answerSurvey(page, { role: 'consultant' });
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    // Four answers missing: each is named, the chosen one is kept.
    for (const message of ['Please select your company size', 'Please select your biggest challenge', 'Please select your industry', 'Please select your budget range']) {
      await page.getByText(message).waitFor();
    }
    expect(await page.getByLabel('What is your role?').inputValue()).toBe('consultant');
    await answerSurvey(page, { companySize: 'medium', biggestChallenge: 'tracking', industry: 'energy', budget: '50k-100k' });
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    await page.waitForURL(`${server.url}/early-access/done`);
    await page.getByRole('heading', { level: 1, name: 'Perfect!' }).waitFor();
    expect(await rows('SELECT role, company_size, biggest_challenge, industry, budget FROM survey_responses')).toEqual([
      { role: 'consultant', company_size: 'medium', biggest_challenge: 'tracking', industry: 'energy', budget: '50k-100k' },
    ]);
    await context.close();
  });

  test('When the email is invalid, then the step shows the message with what was typed, and nothing is stored', async () => {
    const { context, page } = await withoutScripts();
    await page.goto(`${server.url}/early-access`);
    await page.getByLabel('Work email').fill('dana@example');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await page.getByLabel('Work email').inputValue()).toBe('dana@example');
    expect(await rows('SELECT email FROM waitlist_signups')).toEqual([]);
    await context.close();
  });

  test('When the contact form is sent with a missing field and then complete, then the field is named, values are kept, and the message is stored with the thanks shown', async () => {
    const { context, page } = await withoutScripts(1280);
    await page.goto(`${server.url}/contact`);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Email').fill('dana@example.com');
    await form.getByLabel('Subject').fill('County bids');
    await form.getByLabel('Message').fill('Do you cover county portals in Ohio?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Last name is required').waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('Do you cover county portals in Ohio?');
    expect(await rows('SELECT id FROM contact_messages')).toEqual([]);

    await form.getByLabel('Last name').fill('Rivera');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(`${server.url}/contact?sent=1`);
    await page.getByText("Thanks for reaching out. We'll reply within 4-6 business hours.").waitFor();
    expect(await rows('SELECT first_name, last_name, email, subject, message FROM contact_messages')).toEqual([
      { first_name: 'Dana', last_name: 'Rivera', email: 'dana@example.com', subject: 'County bids', message: 'Do you cover county portals in Ohio?' },
    ]);
    await context.close();
  });

  test('When the banner is closed, then it goes away', async () => {
    const { context, page } = await withoutScripts();
    await page.goto(`${server.url}/`);
    const banner = page.getByRole('region', { name: 'Early access' });
    await banner.getByText('Ready to transform your RFP process?').waitFor({ state: 'visible' });
    await banner.getByLabel('Close banner').click();
    await banner.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('Before the page has hydrated, on a slow CPU', () => {
  test('When the hero and the banner are pressed at once, then each opens the waitlist form', async () => {
    for (const press of [
      (page: Page) => page.getByRole('heading', { level: 1 }).locator('..').getByRole('link', { name: 'Get Early Access' }),
      (page: Page) => page.getByRole('region', { name: 'Early access' }).getByRole('link', { name: 'Get Early Access' }),
    ]) {
      const { context, page } = await earlyOnSlowCpu('/');
      await press(page).click();
      // Before hydration the link leads to the waitlist step; had the page hydrated first, the dialog opened in place.
      const form = page.getByRole('heading', { level: 1, name: 'Get Early Access to Bidlight' }).or(openedDialog(page).getByRole('heading', { name: 'Get Early Access to Bidlight' }));
      await form.waitFor();
      await page.getByLabel('Work email').waitFor({ state: 'visible' });
      await context.close();
    }
  });

  test('When a contact message is typed before hydration, then it is sent as typed', async () => {
    const { context, page, problems } = await earlyOnSlowCpu('/contact', 1280);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('First name').fill('Early');
    await form.getByLabel('Last name').fill('Typist');
    await form.getByLabel('Email').fill('early@example.com');
    await form.getByLabel('Subject').fill('Typed at once');
    await form.getByLabel('Message').fill('Typed before the scripts ran.');
    const typedBeforeHydration = !(await hydrated(page));
    await waitForHydration(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').filter({ hasText: 'Message sent' }).waitFor();
    expect(typedBeforeHydration).toBe(true);
    expect(await rows('SELECT first_name, last_name, email, subject, message FROM contact_messages')).toEqual([
      { first_name: 'Early', last_name: 'Typist', email: 'early@example.com', subject: 'Typed at once', message: 'Typed before the scripts ran.' },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('When the admin token is typed and "Fetch Lists" pressed before hydration, then the token stays in the field and the lists are fetched with it', async () => {
    const { context, page } = await earlyOnSlowCpu('/admin', 1280);
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/admin/brevo-lists'));
    await page.getByLabel('Admin token').fill(TEST_ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Fetch Lists' }).click();
    const typedBeforeHydration = !(await hydrated(page));
    await waitForHydration(page);
    expect(await page.getByLabel('Admin token').inputValue()).toBe(TEST_ADMIN_TOKEN);
    expect((await request).headers().authorization).toBe(`Bearer ${TEST_ADMIN_TOKEN}`);
    await page.getByRole('status').filter({ hasText: 'Success' }).waitFor();
    expect(typedBeforeHydration).toBe(true);
    await context.close();
  });
});

describe('Once the page is live', () => {
  test('When "Get Early Access" is pressed, then the dialog opens in place, a compact card on a tablet, and focus stays in it after the signup', async () => {
    const context = await browser.newContext({ viewport: { width: 820, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).locator('..').getByRole('link', { name: 'Get Early Access' }).click();
    const dialog = openedDialog(page);
    await dialog.getByLabel('Work email').fill('live@example.com');
    expect(page.url()).toBe(`${server.url}/`);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThan(600);
    expect(box!.height).toBeLessThan(600);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await dialog.getByRole('heading', { name: "You're on the list!" }).waitFor();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await context.close();
  });

  test('When a phone visitor signs up, then neither the toast nor the survey that follows covers the other: the toast stays clear of each dialog\'s title, controls and close button', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1 }).locator('..').getByRole('link', { name: 'Get Early Access' }).click();
    const waitlist = openedDialog(page);
    await waitlist.getByLabel('Work email').fill('phone@example.com');
    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Welcome to the waitlist!' });
    await toast.waitFor();
    const clear = async (parts: ReturnType<Page['locator']>[]) => {
      const toastBox = (await toast.boundingBox())!;
      for (const part of parts) {
        const box = (await part.boundingBox())!;
        const overlaps = box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
        expect(overlaps).toBe(false);
      }
    };
    await clear([waitlist.getByRole('heading', { name: "You're on the list!" }), waitlist.getByRole('button', { name: 'Close', exact: true }).first(), waitlist.getByRole('button', { name: 'Close', exact: true }).last()]);

    const survey = openedDialog(page).filter({ hasText: 'Help Us Personalize' });
    await survey.getByRole('button', { name: 'Complete Setup' }).waitFor();
    await toast.waitFor();
    await clear([survey]);
    await context.close();
  });
});
