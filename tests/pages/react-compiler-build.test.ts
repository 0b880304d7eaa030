import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The browser build runs the React Compiler (vite.config.ts, docs/decisions/0019-react-compiler.md);
// the server's render does not. A compiled component keeps its memo cache, marked by this symbol.
const SENTINEL = 'react.memo_cache_sentinel';
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(distDir, 'client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;

const chunkOf = (source: string) => {
  const entry = Object.entries(manifest).find(([name]) => name === source || name.startsWith(`${source}-`));
  if (!entry) throw new Error(`${source} is not in the browser build's manifest`);
  return readFileSync(path.join(distDir, 'client', entry[1].file), 'utf8');
};

test.each([
  // The layout (navigation bar, footer), the glossary's page and its cards, and the waitlist dialog.
  '_shared',
  'src/features/glossary/glossary-page.tsx',
  '_glossary-term-card',
  'src/components/waitlist/waitlist-modal.tsx',
])('the browser build of %s is compiled by the React Compiler', (source) => {
  expect(chunkOf(source)).toContain(SENTINEL);
});

test("the server's render bundle is not compiled: it renders each page once", () => {
  const serverFiles = readdirSync(path.join(distDir, 'server'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.c?js$/.test(file));
  expect(serverFiles.length).toBeGreaterThan(0);
  for (const file of serverFiles) expect(readFileSync(path.join(distDir, 'server', file), 'utf8')).not.toContain(SENTINEL);
});
