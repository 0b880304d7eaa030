import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Comments say what they mean without pointing to documents outside the repository: no
 * numbered sections of the original product specification and no headings of its decisions
 * file, which a maintainer cannot open. State the rule itself, or point to the repository's
 * own records (docs/decisions/, docs/performance.md, docs/security.md, docs/graphql-api.md,
 * content/README.md).
 */

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['client/src', 'server/src', 'schema', 'scripts', 'tests'];
/** Generated or append-only code, and folders that hold no source. */
const SKIPPED = new Set(['client/src/graphql/generated.ts', 'server/src/graphql/generated', 'server/src/db/migrations', 'tests/.artifacts', 'node_modules']);

/**
 * Files another change is rewriting while this guard lands; their references are cleared there.
 * Temporary: the list is to be emptied once that change is in, and must not grow.
 */
const ALLOWED_FOR_NOW: ReadonlySet<string> = new Set([
  'client/src/features/landing/landing-copy.ts',
  'client/src/features/landing/dashboard-sample.ts',
  'client/src/features/guide/guide-content.ts',
  'client/src/features/careers/careers-data.ts',
  'client/src/features/contact/contact-content.ts',
  'client/src/features/legal/privacy-content.ts',
  'client/src/features/legal/terms-content.ts',
  'client/src/features/legal/privacy-page.tsx',
  'client/src/features/legal/terms-page.tsx',
  'client/src/features/landing/dashboard-mockup.tsx',
  'client/src/features/landing/dashboard-mockup-view.tsx',
  'client/src/features/landing/home-page.tsx',
  'client/src/features/landing/pricing-card.tsx',
  'client/src/features/landing/landing-v2-page.tsx',
  'client/src/features/landing/landing-hero.tsx',
  'client/src/features/landing/sticky-banner.tsx',
  'client/src/features/careers/careers-page.tsx',
  'client/src/features/contact/contact-page.tsx',
  'client/src/features/guide/guide-page.tsx',
  'server/src/modules/content/content-files.ts',
  'server/src/modules/content/content.schemas.ts',
  'server/src/ssr/build-client.ts',
  'schema/page-copy.ts',
]);

/**
 * The decisions file's name in capitals, or the word "section" (or "sections", capitalised or
 * not) followed by a number of one or two digits, so a law's "Section 508" is not taken for one.
 * Built from parts so this file does not match itself.
 */
const REFERENCE = new RegExp(['\\b' + 'DECI' + 'SIONS\\b', '\\b[Ss]' + 'ections? \\d{1,2}\\b'].join('|'));

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (SKIPPED.has(relative) || SKIPPED.has(entry.name)) return [];
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

test('no comment points to a specification section or a decisions heading outside the repository', () => {
  const files = SCANNED.flatMap(sourceFiles);
  expect(files.length).toBeGreaterThan(100);
  const found = files
    .filter((file) => !ALLOWED_FOR_NOW.has(file))
    .flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
  expect(found).toEqual([]);
});
