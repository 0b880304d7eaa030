/**
 * The Chromium the tests and measurements launch (scripts/lib/chromium.ts): Playwright's own list
 * of features turned off is kept, and the browser's address-bar popup, a page of its own that
 * Chromium 156 builds for every window, does not run beside the page under test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import { BROWSER_UI_FEATURES_OFF, CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

/** The command lines of a process's descendants, read from /proc (Chromium rewrites its own as one line). */
function descendantCommandLines(rootPid: number): string[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const afterName = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').at(-1)!;
      parentOf.set(Number(entry), Number(afterName.split(' ')[1]));
    } catch {
      // the process ended while being read
    }
  }
  const isDescendant = (pid: number): boolean => {
    for (let parent = parentOf.get(pid); parent !== undefined && parent > 1; parent = parentOf.get(parent)) {
      if (parent === rootPid) return true;
    }
    return false;
  };
  const lines: string[] = [];
  for (const pid of parentOf.keys()) {
    if (!isDescendant(pid)) continue;
    try {
      lines.push(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
    } catch {
      // the process ended while being read
    }
  }
  return lines;
}

/** Each `--disable-features` list on a command line, in order. */
const featureLists = (args: string[]) => args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));

describe('the Chromium the tests launch', () => {
  let server: BrowserServer;
  beforeAll(async () => {
    server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("keeps Playwright's own features turned off, in the one list Chromium reads (the last)", () => {
    const lists = featureLists(server.process().spawnargs);
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const [playwrights, read] = [lists[0]!, lists.at(-1)!];
    expect(read).toEqual(expect.arrayContaining([...playwrights, ...BROWSER_UI_FEATURES_OFF]));
  });

  it("runs no page of the browser's own (the address bar's popup) beside a page it opens", async () => {
    const browser = await chromium.connect(server.wsEndpoint());
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto('about:blank');
      // Without the flag, the popup's renderer starts within a second of the window.
      await page.waitForTimeout(2500);
      const browserUiPages = descendantCommandLines(server.process().pid!).filter((line) => line.includes('--type=renderer ') && line.includes('--top-chrome-webui'));
      expect(browserUiPages).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
