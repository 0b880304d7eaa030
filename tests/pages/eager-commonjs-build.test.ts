import { readFileSync } from 'node:fs';
import path from 'node:path';

// The browser build writes the closures that wrap CommonJS modules as parenthesised `function`
// expressions, which V8 compiles as the file streams in rather than on the main thread at their
// first call (vite.config.ts, docs/decisions/0021-commonjs-compiled-as-it-streams.md).
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(distDir, 'client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const scripts = Object.values(manifest).map((chunk) => chunk.file);
const read = (file: string) => readFileSync(path.join(distDir, 'client', file), 'utf8');

/** A minified wrapper as the bundler writes it, `((e=>{` or `(((e,t)=>{`: an arrow function, which V8 compiles lazily (other code can read the same: hence React's file only). */
const LAZY_WRAPPER = /\(\((?:[\w$]+|\([\w$]+(?:,[\w$]+)*\))=>\{/;
/** The same written for V8's eager compile: `((function(e,t){`. */
const EAGER_WRAPPER = /\(\(function\([\w$]+(?:,[\w$]+)*\)\{/g;

test("React's file holds its CommonJS modules (React, React DOM, the scheduler) in eagerly compiled wrappers, none lazily", () => {
  const framework = scripts.find((file) => /\/framework-[\w-]+\.js$/.test(file));
  expect(framework).toBeDefined();
  const code = read(framework!);
  expect(code.match(EAGER_WRAPPER)?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(code).not.toMatch(LAZY_WRAPPER);
});
