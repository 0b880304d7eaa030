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
    .flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
  expect(found).toEqual([]);
});
