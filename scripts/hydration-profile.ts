/**
 * npm run profile:hydration — what loading a page costs a phone's main thread, measured in a
 * Chromium trace, for comparing two versions of the site when Lighthouse's score is too noisy to.
 *
 * Lighthouse's mobile score moves by ±8 points run to run on a shared 2-core machine (its
 * simulated total blocking time multiplies every task by 4, so a busy neighbour shows up four
 * times over). This script loads each page several times in Debian's Chromium with the CPU
 * slowed 4× (as Lighthouse's mobile profile assumes), records a trace, and prints the median of:
 * blocking time after the first contentful paint (the sum of every task's time over 50 ms: what
 * total blocking time counts), time spent in style and layout, in script, and the longest tasks
 * after first paint with what filled them. Run it against a site that is already running, e.g.
 * two builds side by side on two ports, and compare the medians.
 *
 * A page's app is fetched at the visitor's first sign of use (entry-client.tsx), which a
 * Lighthouse run never gives: here the mouse moves over the page right at its load event, so the
 * figures are what the app costs a phone whose visitor starts using the page at once.
 *
 * Options:
 *   --base URL      the running site (default http://localhost:3000)
 *   --pages /a,/b   paths to load (default: the four pages audit:web scores)
 *   --runs N        loads per page; the median counts (default 5)
 *   --out FILE      where to write the figures (default bench/results/hydration-profile.json)
 *   --without-use   no mouse move: what the page costs a visitor who only reads it
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';

const DEFAULT_PAGES = ['/', '/industries/healthcare', '/blog/how-to-find-rfps', '/glossary'];
/** Lighthouse's mobile profile: a phone about four times slower than the machine running it. */
const CPU_SLOWDOWN = 4;
/** Tasks shorter than this do not block (the definition of a long task). */
const LONG_TASK_MS = 50;
/** How long after the load event the page is watched for hydration work. */
const SETTLE_MS = 6000;

const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: 'bench/results/hydration-profile.json' },
    'without-use': { type: 'boolean', default: false },
  },
});
const base = options.base!.replace(/\/$/, '');
const pages = options.pages ? options.pages.split(',').map((page) => page.trim()).filter(Boolean) : DEFAULT_PAGES;
const runs = Math.max(1, Number.parseInt(options.runs!, 10) || 5);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

interface LoadFigures {
  firstContentfulPaintMs: number;
  blockingAfterPaintMs: number;
  styleAndLayoutMs: number;
  scriptMs: number;
  longTasks: { atMs: number; durationMs: number; filledWith: string }[];
}

const STYLE_AND_LAYOUT = new Set(['UpdateLayoutTree', 'Layout']);
const SCRIPT = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch']);
const DESCRIBED = new Set([...STYLE_AND_LAYOUT, ...SCRIPT, 'ParseHTML', 'Paint']);
const ms = (microseconds: number) => microseconds / 1000;

/** The renderer main thread that painted the page (the thread named CrRendererMain in that process). */
function mainThreadOf(events: TraceEvent[], url: string): { pid: number; tid: number; paint: TraceEvent } {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const thread = paint && events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === paint.pid);
  if (!paint || !thread) throw new Error(`no first contentful paint recorded for ${url}`);
  return { pid: thread.pid, tid: thread.tid, paint };
}

/**
 * The events of `names` that no other event of `names` contains: script events nest (a timer's
 * FunctionCall inside its TimerFire), and counting both would count the same time twice.
 */
function outermost(events: TraceEvent[], names: ReadonlySet<string>): TraceEvent[] {
  const outer: TraceEvent[] = [];
  let coveredUntil = -Infinity;
  for (const event of events.filter((item) => names.has(item.name)).sort((a, b) => a.ts - b.ts)) {
    if (event.ts < coveredUntil) continue;
    outer.push(event);
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  return outer;
}

const totalMs = (events: TraceEvent[]) => events.reduce((sum, event) => sum + ms(event.dur ?? 0), 0);

/** What filled a task: its child events' names with the most time, e.g. "Layout 120, UpdateLayoutTree 40". */
function describeTask(task: TraceEvent, children: TraceEvent[]): string {
  const inside = children.filter((child) => child.ts >= task.ts && child.ts + (child.dur ?? 0) <= task.ts + task.dur!);
  const byName = new Map<string, number>();
  for (const child of outermost(inside, DESCRIBED)) byName.set(child.name, (byName.get(child.name) ?? 0) + ms(child.dur ?? 0));
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, duration]) => `${name} ${Math.round(duration)}`)
    .join(', ');
}

async function loadOnce(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(url, { waitUntil: 'load' });
    if (!options['without-use']) await page.mouse.move(5, 5);
    await page.waitForTimeout(SETTLE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const { pid, tid, paint } = mainThreadOf(traceEvents, url);
    const onMain = traceEvents.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
    const start = traceEvents.find((event) => event.name === 'navigationStart' && event.pid === pid) ?? onMain[0]!;
    const tasks = onMain.filter((event) => event.name === 'RunTask');
    const longAfterPaint = tasks.filter((task) => task.ts >= paint.ts && ms(task.dur!) > LONG_TASK_MS);
    return {
      firstContentfulPaintMs: ms(paint.ts - start.ts),
      blockingAfterPaintMs: longAfterPaint.reduce((sum, task) => sum + ms(task.dur!) - LONG_TASK_MS, 0),
      styleAndLayoutMs: totalMs(outermost(onMain, STYLE_AND_LAYOUT)),
      scriptMs: totalMs(outermost(onMain, SCRIPT)),
      longTasks: longAfterPaint
        .sort((a, b) => b.dur! - a.dur!)
        .slice(0, 5)
        .map((task) => ({ atMs: Math.round(ms(task.ts - start.ts)), durationMs: Math.round(ms(task.dur!)), filledWith: describeTask(task, onMain) })),
    };
  } finally {
    await context.close();
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)]!;

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: { path: string; runs: LoadFigures[]; median: Omit<LoadFigures, 'longTasks'>; longTasksOfMedianRun: LoadFigures['longTasks'] }[] = [];
  try {
    for (const page of pages) {
      const loads: LoadFigures[] = [];
      for (let run = 0; run < runs; run += 1) loads.push(await loadOnce(browser, `${base}${page}`));
      const blocking = median(loads.map((load) => load.blockingAfterPaintMs));
      results.push({
        path: page,
        runs: loads,
        median: {
          firstContentfulPaintMs: median(loads.map((load) => load.firstContentfulPaintMs)),
          blockingAfterPaintMs: blocking,
          styleAndLayoutMs: median(loads.map((load) => load.styleAndLayoutMs)),
          scriptMs: median(loads.map((load) => load.scriptMs)),
        },
        longTasksOfMedianRun: loads.find((load) => load.blockingAfterPaintMs === blocking)!.longTasks,
      });
    }
  } finally {
    await browser.close();
  }

  console.log(`CPU slowed ${CPU_SLOWDOWN}×, median of ${runs} loads (ms)\n`);
  console.log('| page | FCP | blocking after FCP | style + layout | script |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { path: page, median: figures } of results) {
    const cells = [figures.firstContentfulPaintMs, figures.blockingAfterPaintMs, figures.styleAndLayoutMs, figures.scriptMs].map((value) => String(Math.round(value)));
    console.log(`| ${page} | ${cells.join(' | ')} |`);
  }
  for (const { path: page, longTasksOfMedianRun } of results) {
    console.log(`\n${page}: longest tasks after first paint`);
    for (const task of longTasksOfMedianRun) console.log(`  at ${task.atMs} ms, ${task.durationMs} ms: ${task.filledWith || 'browser work'}`);
  }
  const outFile = path.resolve(options.out!);
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, `${JSON.stringify({ generatedAt: new Date().toISOString(), base, cpuSlowdown: CPU_SLOWDOWN, runs, pages: results }, null, 2)}\n`);
  console.log(`\nfigures written to ${path.relative(process.cwd(), outFile)}`);
}

main().catch((error: unknown) => {
  console.error('[profile:hydration] failed:', error);
  process.exitCode = 1;
});
