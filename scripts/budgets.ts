/**
 * npm run budgets: the JavaScript every route needs to go live, from the Vite manifest of the
 * last build (`DIST_DIR`, default dist/). A page loads only the entry chunk by itself; the rest is
 * fetched once the page is idle after load, or at the visitor's first sign of use if it comes
 * first (entry-client.tsx; at load for the pages that ask, such as /status and /admin). What a
 * route needs to go live is each file once: the entry chunk, the hydration code
 * (hydrate.tsx) and the route's lazy page module, each with its static imports. Code loaded on use
 * or once the app is idle (the waitlist and survey dialogs, toasts) is not counted. Sizes are
 * gzip-compressed file by file as a server sends them. Fails over budget; writes
 * bench/results/budgets.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { needsBuild } from '../server/src/ssr/build-client';

/** Sizes in kB of 1,000 bytes, as Vite reports them. */
const KB = 1000;
const LANDING_MODULE = 'features/landing/home-page';
// 200 until the app came in a few shared files (decision record 0017: 196.9 kB in 38 files, then 216.9
// in 9); 220 until the React Compiler's memoizing code (decision record 0019: 216.9 -> 225.0 kB).
const LANDING_BUDGET_KB = 230;
const ROUTE_BUDGET_KB = 250;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT = process.cwd();
const DIST_DIR = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const CLIENT_ROOT = path.join(ROOT, 'client');
const ROUTES_FILE = path.join(CLIENT_ROOT, 'src/app/routes.tsx');
const RESULTS = path.join(ROOT, 'bench/results');

interface Route {
  path: string;
  /** The page module as imported by routes.tsx, relative to client/src (`features/blog/post-page`). */
  module: string;
}

/** The lazy routes of routes.tsx: each `lazy('feature/name-page')` with the path of its route object. */
function readRoutes(): Route[] {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const routes: Route[] = [];
  for (const match of source.matchAll(/\blazy\(\s*'([^']+)'/g)) {
    // The route object opens at the nearest `{` before the call on the same logical entry.
    const before = source.slice(0, match.index);
    const entry = before.slice(before.lastIndexOf('{'));
    const routePath = /\bindex:\s*true\b/.test(entry) ? '/' : /\bpath:\s*'([^']*)'/.exec(entry)?.[1];
    // lazy('x/y-page') is client/src/features/x/y-page.tsx.
    routes.push({ path: routePath === undefined ? '?' : `/${routePath.replace(/^\//, '')}`, module: `features/${match[1]!}` });
  }
  return routes;
}

/** The manifest key of a source module (`src/features/blog/post-page.tsx`). */
function manifestKey(manifest: Manifest, module: string): string {
  const base = `src/${module}`;
  const key = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'].map((extension) => `${base}${extension}`).find((candidate) => candidate in manifest);
  if (!key) throw new Error(`${base} is not in the Vite manifest: is the build older than routes.tsx?`);
  return key;
}

/** A chunk and everything it imports statically (not its dynamic imports), as manifest keys. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const gzipSizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = gzipSizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(DIST_DIR, 'client', file));
    size = { raw: bytes.length, gzip: gzipSync(bytes).length };
    gzipSizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => Number((bytes / KB).toFixed(1));

function main() {
  const manifestFile = path.join(DIST_DIR, 'client/.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`[budgets] no Vite manifest at ${path.relative(ROOT, manifestFile) || manifestFile}: run npm run build first (with the same DIST_DIR).`);
    process.exitCode = 1;
    return;
  }
  if (needsBuild()) console.log('[budgets] warning: the build is older than the client sources; run npm run build for current figures.');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const [entryKey] = entries.find(([key]) => key === 'index.html') ?? entries[0] ?? [];
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const entryFiles = staticClosure(manifest, entryKey);
  const entrySize = [...entryFiles].reduce((sum, key) => sum + sizeOf(manifest[key]!.file).gzip, 0);

  const hydrateFiles = staticClosure(manifest, manifestKey(manifest, 'hydrate'));

  const rows = readRoutes().map((route) => {
    const keys = new Set([...entryFiles, ...hydrateFiles, ...staticClosure(manifest, manifestKey(manifest, route.module))]);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const raw = files.reduce((sum, file) => sum + sizeOf(file).raw, 0);
    const gzip = files.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
    const budgetKb = route.module === LANDING_MODULE ? LANDING_BUDGET_KB : ROUTE_BUDGET_KB;
    return {
      route: route.path,
      module: route.module,
      files: files.length,
      rawKb: kb(raw),
      gzipKb: kb(gzip),
      beyondEntryGzipKb: kb(gzip - entrySize),
      budgetKb,
      withinBudget: gzip <= budgetKb * KB,
    };
  });
  if (!rows.some((row) => row.module === LANDING_MODULE)) throw new Error(`routes.tsx no longer imports ${LANDING_MODULE}: update scripts/budgets.ts`);

  console.log(`[budgets] the JavaScript each route needs to go live, gzip (kB = 1,000 bytes), from ${path.relative(ROOT, manifestFile) || manifestFile}`);
  console.log(`[budgets] fetched at load by every route, the rest once the page is idle: the entry chunk and its static imports, ${kb(entrySize)} kB gzip in ${entryFiles.size} file(s)`);
  // What the entry loads later by dynamic import (a deferred bootstrap, modals) is counted only through the routes' static imports.
  const routeKeys = new Set(readRoutes().map((route) => manifestKey(manifest, route.module)));
  const deferred = (manifest[entryKey]!.dynamicImports ?? []).filter((key) => !routeKeys.has(key));
  if (deferred.length) console.log(`[budgets] loaded later by the entry (dynamic import; counted for a route only when the route imports it statically): ${deferred.join(', ')}`);
  console.table(
    rows.map((row) => ({
      route: row.route,
      module: row.module,
      files: row.files,
      'raw kB': row.rawKb,
      'gzip kB': row.gzipKb,
      'beyond entry kB': row.beyondEntryGzipKb,
      'budget kB': row.budgetKb,
      '': row.withinBudget ? 'ok' : 'OVER',
    })),
  );
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    path.join(RESULTS, 'budgets.json'),
    `${JSON.stringify({ at: new Date().toISOString(), distDir: DIST_DIR, entryGzipKb: kb(entrySize), budgets: { landingKb: LANDING_BUDGET_KB, routeKb: ROUTE_BUDGET_KB }, routes: rows }, null, 2)}\n`,
  );
  const over = rows.filter((row) => !row.withinBudget);
  if (over.length) {
    console.error(`[budgets] ${over.length} route(s) over budget:\n  ${over.map((row) => `${row.route} (${row.module}): ${row.gzipKb} kB gzip > ${row.budgetKb} kB`).join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('[budgets] every route is within budget');
  }
  console.log('[budgets] wrote bench/results/budgets.json');
}

main();
