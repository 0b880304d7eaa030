import type { Browser } from 'playwright-core';
import { useSiteInBrowser } from '../support/browser';
import type { TestServer } from '../support/test-server';

let server: TestServer;
let browser: Browser;
useSiteInBrowser((site) => ({ server, browser } = site));

test('pages reuse their data within its cache time and fetch it again after (section 9)', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') asked.push((request.postDataJSON() as { operationName: string }).operationName);
  });
  const healthcareHeading = page.getByRole('heading', { level: 1, name: /Healthcare/ });
  const industriesHeading = page.getByRole('heading', { level: 1, name: 'RFP Opportunities by Industry' });

  await page.goto(`${server.url}/industries`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  expect(asked).toEqual(['IndustryPage']);

  // Back and forth within the cache times: everything comes from the browser's cache.
  await page.goBack();
  await industriesHeading.waitFor();
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  expect(asked).toEqual(['IndustryPage']);

  // Six minutes on: the footer (5 minutes) and the industry page (5 minutes) are fetched again,
  // the industries list (10 minutes) is not.
  await page.clock.fastForward(6 * 60_000);
  await page.goBack();
  await industriesHeading.waitFor();
  await page.getByRole('link', { name: 'Explore Healthcare RFPs' }).click();
  await healthcareHeading.waitFor();
  await page.waitForLoadState('networkidle');
  expect(asked.slice(1).sort()).toEqual(['FooterLinks', 'IndustryPage']);
  await context.close();
});
