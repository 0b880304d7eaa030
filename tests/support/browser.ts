import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { startTestServer, type TestServer } from './test-server';

/** Debian's Chromium, headless, with the flags this closed network needs. */
async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export interface SiteInBrowser {
  server: TestServer;
  browser: Browser;
}

/**
 * For a browser test file: starts the site (server-rendered pages included) and Chromium before
 * its first test, hands both to `use`, and stops them after its last test.
 */
export function useSiteInBrowser(use: (site: SiteInBrowser) => void): void {
  let site: Partial<SiteInBrowser> = {};
  beforeAll(async () => {
    site = { server: await startTestServer({ pages: true }) };
    site.browser = await launchBrowser();
    use(site as SiteInBrowser);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
}
