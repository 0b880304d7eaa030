import type { Browser, Page } from 'playwright-core';
import { recordProblems, useSiteInBrowser, waitForHydration, type SiteServer } from '../support/browser';
import { resetVisitorData } from '../support/site-client';

let server: SiteServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));
beforeEach(async () => {
  await resetVisitorData(server.dataSource);
});

/** Opens the contact page at phone width and waits until React has hydrated it (its handlers then work). */
async function openContact(path = '/contact') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  return { page, problems, close: () => context.close() };
}

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const field = (page: Page, label: string) => form(page).getByLabel(label);

test('When the form is sent empty, then every required field shows its message and nothing is stored', async () => {
  const { page, problems, close } = await openContact();
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  for (const message of ['First name is required', 'Last name is required', 'Please enter a valid email address', 'Subject is required', 'Message is required']) {
    await form(page).getByText(message).waitFor();
  }
  expect(await form(page).getByText('Company is required').count()).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-firstName');
  expect(await page.getByText('Message sent').count()).toBe(0);
  const [{ count }] = await server.dataSource.query('SELECT count(*)::int AS count FROM contact_messages');
  expect(count).toBe(0);
  expect(problems).toEqual([]);
  await close();
});

test('When the message is a single character, then the form asks for at least 10 and nothing is sent', async () => {
  const { page, problems, close } = await openContact();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent.push(request.url());
  });
  await field(page, 'First name').fill('Dana');
  await field(page, 'Last name').fill('Rivera');
  await field(page, 'Email').fill('dana@example.com');
  await field(page, 'Subject').fill('Question');
  await field(page, 'Message').fill('?');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await form(page).getByText('Message must be at least 10 characters').waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-message');
  expect(sent).toEqual([]);
  const [{ count }] = await server.dataSource.query('SELECT count(*)::int AS count FROM contact_messages');
  expect(count).toBe(0);
  expect(problems).toEqual([]);
  await close();
});

test('When the form is sent empty with "First name" scrolled under the fixed navigation bar, then the field takes focus below the bar, in view', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${server.url}/contact`);
  await waitForHydration(page);
  // The field's top 10 px below the window's top: inside the window, but under the bar (64 px).
  await page.evaluate(() => window.scrollBy({ top: document.getElementById('contact-firstName')!.getBoundingClientRect().top - 10, behavior: 'instant' }));
  await form(page).getByRole('button', { name: 'Send Message' }).tap();
  await page.waitForFunction(() => document.activeElement?.id === 'contact-firstName');
  const [field, bar] = await page.evaluate(() => [document.activeElement!.getBoundingClientRect().toJSON(), document.querySelector('header')!.getBoundingClientRect().toJSON()] as DOMRect[]);
  expect(field!.top).toBeGreaterThanOrEqual(bar!.bottom);
  expect(field!.bottom).toBeLessThanOrEqual(844);
  await context.close();
});

test('When a valid message is sent, then the success toast shows the server message, the form resets and the row is stored', async () => {
  const { page, problems, close } = await openContact();
  await field(page, 'First name').fill('Dana');
  await field(page, 'Last name').fill('Rivera');
  await field(page, 'Email').fill('  Dana.Rivera@Example.com ');
  await field(page, 'Subject').fill('Coverage of county bids');
  await field(page, 'Message').fill('Do you plan to cover county procurement portals in Ohio?');
  await form(page).getByRole('button', { name: 'Send Message' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Message sent' });
  await toast.waitFor();
  expect(await toast.innerText()).toContain("Thanks for reaching out. We'll reply within 4-6 business hours.");
  for (const label of ['First name', 'Last name', 'Email', 'Company', 'Subject', 'Message']) {
    expect(await field(page, label).inputValue()).toBe('');
  }
  const rows = await server.dataSource.query('SELECT first_name, last_name, email, company, subject FROM contact_messages');
  expect(rows).toEqual([{ first_name: 'Dana', last_name: 'Rivera', email: 'dana.rivera@example.com', company: '', subject: 'Coverage of county bids' }]);
  expect(problems).toEqual([]);
  await close();
});

test('When the server refuses the message, then an "Error" toast shows its answer and the form keeps what was typed', async () => {
  const { page, close } = await openContact();
  await page.route('**/api/contact', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Too many requests. Please wait a minute.' }) }));
  await field(page, 'First name').fill('Dana');
  await field(page, 'Last name').fill('Rivera');
  await field(page, 'Email').fill('dana@example.com');
  await field(page, 'Subject').fill('Hello');
  await field(page, 'Message').fill('A question about pricing.');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Error' });
  await toast.waitFor();
  expect(await toast.innerText()).toContain('429: Too many requests. Please wait a minute.');
  expect(await field(page, 'Message').inputValue()).toBe('A question about pricing.');
  await close();
});

test('When the page is opened with ?subject=Integration%20request, then the subject is filled in', async () => {
  const { page, problems, close } = await openContact('/contact?subject=Integration%20request');
  expect(await field(page, 'Subject').inputValue()).toBe('Integration request');
  expect(await field(page, 'First name').inputValue()).toBe('');
  expect(problems).toEqual([]);
  await close();
});
