import type { Page } from 'playwright-core';
import { recordProblems, useSiteInBrowser, type SiteInBrowser } from '../support/browser';
import { TEST_ADMIN_TOKEN } from '../support/site-client';

let site: SiteInBrowser;
useSiteInBrowser((started) => (site = started));

/** Every address the page asks for outside the site's origin (data: and blob: are not requests). */
function recordForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) foreign.push(request.url());
  });
  return foreign;
}

/** The text of the response editor once it shows something. */
async function responseText(page: Page): Promise<string> {
  const response = page.locator('.graphiql-response .view-lines');
  await response.filter({ hasText: /\S/ }).waitFor();
  return (await response.innerText()).replace(/\u00a0/g, ' ');
}

/** Replaces the text of the focused editor. */
async function replaceEditorText(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  // The editor closes the brackets and quotes it saw opened: drop what it added after the cursor.
  await page.keyboard.press('Shift+ControlOrMeta+End');
  await page.keyboard.press('Delete');
}

/** Opens a tab of the example operations by its title and runs it; resolves with the HTTP answer. */
async function runTab(page: Page, title: string) {
  await page.getByRole('tab', { name: title }).click();
  const answered = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().method() === 'POST');
  await page.locator('.graphiql-execute-button').click();
  return answered;
}

test('GraphiQL at /graphql: examples per domain, a run, completion, validation, hover docs, the query builder, the docs and the admin token, all from the site alone', async () => {
  const origin = new URL(site.server.url).origin;
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const problems = recordProblems(page);
  const foreign = recordForeignRequests(page, origin);
  const workers: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[\w.]+\.worker-[\w-]+\.js$/.test(request.url())) workers.push(new URL(request.url()).pathname);
  });

  await page.goto(`${site.server.url}/graphql`);
  await page.locator('.graphiql-query-editor .view-lines').waitFor();
  expect(await page.title()).toBe('GraphQL sandbox · GraphiQL');

  // The first visit opens one tab per example operation.
  const tabs = page.getByRole('tab');
  await expect(tabs.allInnerTexts()).resolves.toEqual(
    expect.arrayContaining(['IndustriesWithNiches', 'PostWithBlocks', 'GlossarySearch', 'CompetitorWithAlternatives', 'SiteSearch', 'JoinWaitlist', 'WaitlistOverview']),
  );

  // Running a query shows its data.
  const industries = await runTab(page, 'IndustriesWithNiches');
  expect(industries.status()).toBe(200);
  expect(await responseText(page)).toContain('"title": "Aerospace & Aviation"');

  // Completion from the live schema: typing `{ indus` offers `industries`.
  await page.locator('.graphiql-tab-add').click();
  const editor = page.locator('.graphiql-query-editor .view-lines');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('{ indus');
  const suggestions = page.locator('.suggest-widget .monaco-list-row');
  if (!(await suggestions.first().isVisible())) await page.keyboard.press('Control+Space');
  await expect(suggestions.filter({ hasText: /^industries/ }).first().waitFor()).resolves.toBeUndefined();
  await page.keyboard.press('Escape');

  // Validation as you type: an unknown field is marked.
  await replaceEditorText(page, '{ industriez }');
  await page.locator('.graphiql-query-editor .squiggly-error').first().waitFor();

  // Hover docs: a field's description from the schema.
  await replaceEditorText(page, '{ industries { slug } }');
  await page.locator('.graphiql-query-editor .squiggly-error').waitFor({ state: 'detached' });
  await editor.getByText('industries', { exact: true }).hover();
  await expect(page.locator('.monaco-hover').filter({ hasText: 'Industries ordered by title.' }).first().waitFor()).resolves.toBeUndefined();
  await page.mouse.move(0, 0);

  // The query builder (explorer plugin) lists the schema's root fields.
  await page.getByRole('button', { name: 'Show GraphiQL Explorer' }).click();
  await expect(page.locator('.graphiql-plugin').getByText('glossaryTerms', { exact: true }).first().waitFor()).resolves.toBeUndefined();

  // The documentation explorer opens a type with its description.
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await docs.getByRole('link', { name: 'Query' }).click();
  await docs.getByRole('link', { name: 'Industry', exact: true }).first().click();
  await expect(docs.locator('.graphiql-doc-explorer-title').innerText()).resolves.toBe('Industry');
  await expect(docs.innerText()).resolves.toMatch(/niches/);

  // Nothing went wrong so far: loading, a run, the editor's help, the plugins.
  expect(problems).toEqual([]);

  // The admin example without a real token: 401 and UNAUTHENTICATED.
  const refused = await runTab(page, 'WaitlistOverview');
  expect(refused.status()).toBe(401);
  expect(refused.request().headers().authorization).toBe('Bearer <ADMIN_TOKEN>');
  expect(await responseText(page)).toContain('UNAUTHENTICATED');

  // With the token in the headers editor the same query answers.
  await page.getByRole('button', { name: 'Headers' }).click();
  await page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .view-lines').click();
  await replaceEditorText(page, JSON.stringify({ Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }));
  const answered = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().method() === 'POST');
  await page.locator('.graphiql-execute-button').click();
  expect((await answered).status()).toBe(200);
  await expect(page.locator('.graphiql-response .view-lines').filter({ hasText: 'totalSignups' }).waitFor()).resolves.toBeUndefined();

  // Tabs are kept in the browser: a reload shows the same tabs, the new one included.
  const count = await tabs.count();
  await page.reload();
  await page.locator('.graphiql-query-editor .view-lines').waitFor();
  await expect(tabs.count()).resolves.toBe(count);

  expect(workers.length).toBeGreaterThan(0);
  expect(foreign).toEqual([]);
  // The only line in the console is Chromium's own note of the 401 answer.
  expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
  await context.close();
});
