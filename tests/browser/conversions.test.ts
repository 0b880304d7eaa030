import type { Browser, Page } from 'playwright-core';
import { answerSurvey, useSiteInBrowser, waitForHydration, openedDialog, type SiteServer } from '../support/browser';
import { resetVisitorData, TEST_ADMIN_TOKEN } from '../support/site-client';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));
beforeEach(async () => {
  await resetVisitorData(server.dataSource);
});

async function openPage(path: string): Promise<{ page: Page; problems: string[]; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 400')) problems.push(message.text());
  });
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  return { page, problems, close: () => context.close() };
}

async function joinWaitlist(page: Page, email: string) {
  await page.getByRole('link', { name: 'Get Early Access' }).first().click();
  const dialog = openedDialog(page);
  await dialog.getByLabel('Work email').fill(email);
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
}

test('a visitor joins the waitlist, the survey follows, and "Perfect!" ends it', async () => {
  const { page, problems, close } = await openPage('/');
  await joinWaitlist(page, 'not-an-email');
  await page.getByText('Please enter a valid email address').waitFor();

  await openedDialog(page).getByLabel('Work email').fill('Flow@Example.com');
  await openedDialog(page).getByRole('button', { name: 'Join Waitlist' }).click();
  await page.getByText("You're on the list!").waitFor();
  await page.getByText('Welcome to the waitlist!').waitFor();

  const survey = page.getByRole('dialog', { name: 'Help Us Personalize Bidlight' });
  await survey.waitFor({ timeout: 5000 });
  await survey.getByText('Quick questions to tailor your experience (takes 1 minute)').waitFor();
  await survey.getByRole('button', { name: 'Complete Setup' }).click();
  for (const message of ['Please select your role', 'Please select your company size', 'Please select your biggest challenge', 'Please select your industry', 'Please select your budget range']) {
    await survey.getByText(message).waitFor();
  }
  await answerSurvey(survey, { role: 'procurement', companySize: 'medium', biggestChallenge: 'tracking', industry: 'healthcare', budget: '50k-100k' });
  await survey.getByRole('button', { name: 'Complete Setup' }).click();
  await page.getByText('Perfect!').waitFor();
  await page.getByRole('button', { name: 'Done' }).click();
  await openedDialog(page).waitFor({ state: 'detached' });

  const rows = await server.dataSource.query(
    `SELECT s.email, r.role, r.budget FROM waitlist_signups s JOIN survey_responses r ON r.signup_id = s.id`,
  );
  expect(rows).toEqual([{ email: 'flow@example.com', role: 'procurement', budget: '50k-100k' }]);
  expect(problems).toEqual([]);
  await close();
});

test('on a phone the survey keeps within 80% of the screen, can be skipped, and the waitlist opens again empty', async () => {
  const { page, close } = await openPage('/');
  await page.setViewportSize({ width: 390, height: 700 });
  await joinWaitlist(page, 'skipper@example.com');
  const survey = page.getByRole('dialog', { name: 'Help Us Personalize Bidlight' });
  await survey.waitFor({ timeout: 5000 });
  const box = (await survey.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(0.8 * 700 + 1);
  expect(box.width).toBeLessThanOrEqual(390);
  await survey.getByRole('button', { name: 'Skip for now' }).click();
  await survey.waitFor({ state: 'detached' });
  expect(await server.dataSource.query('SELECT count(*)::int AS n FROM survey_responses')).toEqual([{ n: 0 }]);
  expect(await server.dataSource.query('SELECT email FROM waitlist_signups')).toEqual([{ email: 'skipper@example.com' }]);

  // The survey closed the waitlist dialog; opened again, it is the empty form, not the old success.
  await page.getByRole('link', { name: 'Get Early Access' }).first().click();
  const dialog = openedDialog(page);
  await dialog.getByRole('button', { name: 'Join Waitlist' }).waitFor();
  expect(await dialog.getByLabel('Work email').inputValue()).toBe('');
  expect(await page.getByText("You're on the list!").count()).toBe(0);
  await close();
});

test('the admin page fetches and creates email lists with the token, and says why a call failed', async () => {
  const { page, close } = await openPage('/admin');
  await page.getByRole('button', { name: 'Fetch Lists' }).click();
  await page.getByText('Failed to fetch Brevo lists: 401: A valid admin token is required.').waitFor();
  await page.getByLabel('Waitlist name').fill('   ');
  await page.getByLabel('Admin token').fill(TEST_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Create List' }).click();
  await page.getByText(/^Failed to create waitlist: 400: name/).waitFor();

  await page.getByLabel('Admin token').fill(TEST_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Fetch Lists' }).click();
  await page.getByText(/^Found \d+ email lists$/).waitFor();

  await page.getByLabel('Waitlist name').fill('Launch List');
  await page.getByRole('button', { name: 'Create List' }).click();
  await page.getByText(/^Created waitlist "Launch List" with ID: \d+$/).waitFor();
  await page.getByRole('cell', { name: 'Launch List' }).waitFor();
  await close();
});
