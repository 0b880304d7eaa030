import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { syncContent } from '../../server/src/bootstrap';
import { parseEnv } from '../../server/src/config/env';
import { createDataSource } from '../../server/src/db/data-source';
import { readContentSet, type ContentSet } from '../../server/src/modules/content/content-files';
import { writeScaledContent } from '../../scripts/lib/content-scale';
import { recreateDatabase } from '../setup/test-database';

const SCALE = 2;
let today: ContentSet;
let dir: string;
let scaled: ContentSet;

beforeAll(async () => {
  today = await readContentSet(path.resolve('content'));
  dir = await mkdtemp(path.join(tmpdir(), 'bidlight-content-scale-'));
  await writeScaledContent({ source: path.resolve('content'), target: dir, scale: SCALE });
  scaled = await readContentSet(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The values that occur more than once (case and spacing ignored). */
function repeated(values: string[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const value of values.map((item) => item.trim().toLowerCase())) {
    if (seen.has(value)) twice.push(value);
    seen.add(value);
  }
  return twice;
}

test(`×${SCALE} content is valid as the site reads it, with ${SCALE} times the industries, niches and glossary terms`, () => {
  const niches = (content: ContentSet) => content.industries.reduce((sum, industry) => sum + industry.niches.length, 0);
  expect(scaled.industries).toHaveLength(today.industries.length * SCALE);
  expect(niches(scaled)).toBe(niches(today) * SCALE);
  expect(scaled.glossary).toHaveLength(today.glossary.length * SCALE);
  expect(scaled.posts).toHaveLength(today.posts.length);
  expect(scaled.competitors).toHaveLength(today.competitors.length);
  // Today's items are all there, as they are.
  expect(scaled.industries.filter((industry) => today.industries.some((original) => original.slug === industry.slug))).toEqual(
    expect.arrayContaining(today.industries),
  );
  expect(scaled.glossary).toEqual(expect.arrayContaining(today.glossary));
});

test('every industry, niche and glossary term has its own slug, title, heading and meta description', () => {
  expect(repeated(scaled.industries.map((industry) => industry.slug))).toEqual([]);
  expect(repeated(scaled.industries.map((industry) => industry.title))).toEqual([]);
  expect(repeated(scaled.industries.map((industry) => industry.metaDescription))).toEqual([]);
  expect(repeated(scaled.industries.flatMap((industry) => industry.niches.map((niche) => niche.title)))).toEqual([]);
  for (const industry of scaled.industries) expect(repeated(industry.niches.map((niche) => niche.slug))).toEqual([]);
  expect(repeated(scaled.glossary.map((term) => term.slug))).toEqual([]);
  expect(repeated(scaled.glossary.map((term) => term.term))).toEqual([]);
  expect(repeated(scaled.glossary.map((term) => term.pageTitle))).toEqual([]);
  expect(repeated(scaled.glossary.map((term) => term.h1))).toEqual([]);
  expect(repeated(scaled.glossary.map((term) => term.metaDescription))).toEqual([]);
});

test("a copy's cross-references resolve, inside the same copy", () => {
  const terms = new Set(scaled.glossary.map((term) => term.slug));
  const industries = new Set(scaled.industries.map((industry) => industry.slug));
  const copies = scaled.glossary.filter((term) => term.slug.endsWith('-x2'));
  expect(copies).toHaveLength(today.glossary.length);
  for (const term of copies) {
    for (const related of term.relatedTerms.split(',').map((item) => item.trim()).filter(Boolean)) {
      if (terms.has(related.replace(/-x2$/, ''))) expect(related).toMatch(/-x2$/);
    }
    for (const link of term.internalLinks.split(',').map((item) => item.trim()).filter(Boolean)) {
      const [, kind, slug] = link.match(/^\/(glossary|industries)\/(.+)$/) ?? [];
      if (!kind) continue;
      expect({ link, resolves: (kind === 'glossary' ? terms : industries).has(slug!) }).toEqual({ link, resolves: true });
      expect(slug).toMatch(/-x2$/);
    }
  }
});

test('the generator refuses a folder that is not empty, and a scale below 1', async () => {
  const used = await mkdtemp(path.join(tmpdir(), 'bidlight-content-scale-used-'));
  try {
    await writeFile(path.join(used, 'keep.txt'), 'mine');
    await expect(writeScaledContent({ source: path.resolve('content'), target: used, scale: 2 })).rejects.toThrow(/not empty/);
    await expect(writeScaledContent({ source: path.resolve('content'), target: path.join(used, 'new'), scale: 0 })).rejects.toThrow(/at least 1/);
  } finally {
    await rm(used, { recursive: true, force: true });
  }
});

describe('CONTENT_DIR', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = createDataSource({ url: await recreateDatabase(process.env.TEST_SERVER_URL!, 'bidlight_content_scale') });
    await dataSource.initialize();
    await dataSource.runMigrations();
  });
  afterAll(async () => {
    await dataSource.destroy();
  });

  test('defaults to the repository content; set, the site loads that folder, and the database takes it whole', async () => {
    expect(path.resolve(parseEnv({}).CONTENT_DIR)).toBe(path.resolve('content'));
    const env = parseEnv({ CONTENT_DIR: dir });
    await syncContent(dataSource, () => undefined, { contentDir: path.resolve(env.CONTENT_DIR) });
    const [{ industries, niches, terms }] = (await dataSource.query(
      `SELECT (SELECT count(*) FROM industries)::int AS industries, (SELECT count(*) FROM niches)::int AS niches, (SELECT count(*) FROM glossary_terms)::int AS terms`,
    )) as [{ industries: number; niches: number; terms: number }];
    expect({ industries, niches, terms }).toEqual({
      industries: scaled.industries.length,
      niches: scaled.industries.reduce((sum, industry) => sum + industry.niches.length, 0),
      terms: scaled.glossary.length,
    });
  });
});
