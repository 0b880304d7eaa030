import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR, isBuilt } from './page-renderer';

/** What the bundles are built from: the client, the shared schema, and the pages' copy (content/pages), bundled at build time. */
const SOURCES = ['client', 'schema', 'content/pages', 'vite.config.ts'].map((entry) => path.resolve(process.cwd(), entry));

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** True when dist/ is missing or older than any of its sources. */
export function needsBuild(): boolean {
  if (!isBuilt()) return true;
  const builtAt = statSync(path.join(DIST_DIR, 'server/entry-server.cjs')).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > builtAt);
}

/** Builds the browser bundle and the server-render bundle with Vite. */
export async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  const configFile = path.resolve(process.cwd(), 'vite.config.ts');
  await build({ configFile, logLevel: 'warn', mode: 'production' });
  await build({ configFile, logLevel: 'warn', mode: 'production', build: { ssr: 'src/entry-server.tsx' } });
}
