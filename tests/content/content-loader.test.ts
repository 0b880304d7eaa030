import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/db/data-source';
import { ContentCache } from '../../server/src/modules/content/content-cache';
import { ContentValidationError, readContentSet, type ContentSet } from '../../server/src/modules/content/content-files';
import { loadContent } from '../../server/src/modules/content/content-loader';
import { IndustriesService } from '../../server/src/modules/industries/industries.service';
import { recreateDatabase } from '../setup/test-database';

let dataSource: DataSource;
let url: string;
let content: ContentSet;

beforeAll(async () => {
  url = await recreateDatabase(process.env.TEST_SERVER_URL!, 'bidlight_content');
  dataSource = createDataSource({ url });
  await dataSource.initialize();
  await dataSource.runMigrations();
  content = await readContentSet(path.resolve('content'));
});
afterAll(async () => {
  await dataSource.destroy();
});

const count = async (table: string) => Number((await dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

test('loading twice changes nothing the second time', async () => {
  const first = await loadContent(dataSource, content);
  expect(first.counts.industries.created).toBe(content.industries.length);
  expect(first.counts.glossaryTerms.created).toBe(content.glossary.length);
  const second = await loadContent(dataSource, content);
  expect(second.changed).toBe(false);
  expect(second.version).toBe(first.version);
  for (const counts of Object.values(second.counts)) expect(counts).toEqual({ created: 0, updated: 0, removed: 0 });
});

test('an edited item is updated, a removed one removed, and visitor data is never touched', async () => {
  await loadContent(dataSource, content);
  await dataSource.query(`INSERT INTO waitlist_signups (email, company_name, company_size, utm) VALUES ('keep@example.com', 'a', 'b', '{}')`);
  const [firstIndustry, ...otherIndustries] = content.industries;
  const edited: ContentSet = {
    ...content,
    checksum: 'edited',
    industries: [{ ...firstIndustry!, marketSize: '$1B edited' }, ...otherIndustries.slice(1)],
  };
  const report = await loadContent(dataSource, edited);
  expect(report.counts.industries).toEqual({ created: 0, updated: 1, removed: 1 });
  expect(report.counts.niches.removed).toBe(otherIndustries[0]!.niches.length);
  expect(await count('industries')).toBe(content.industries.length - 1);
  expect(await count('waitlist_signups')).toBe(1);
  const restored = await loadContent(dataSource, content);
  expect(restored.counts.industries).toEqual({ created: 1, updated: 1, removed: 0 });
});

test('When content is loaded by another process, then every server drops its cached content', async () => {
  await loadContent(dataSource, content);
  const cache = new ContentCache(url);
  await cache.listen();
  const industries = new IndustriesService(dataSource, cache, { pageSize: 60 });
  const slug = content.industries[0]!.slug;
  expect((await industries.bySlug(slug)).marketSize).toBe(content.industries[0]!.marketSize);

  const otherProcess = createDataSource({ url });
  await otherProcess.initialize();
  await loadContent(otherProcess, {
    ...content,
    checksum: 'changed elsewhere',
    industries: content.industries.map((item) => (item.slug === slug ? { ...item, marketSize: '$2B from elsewhere' } : item)),
  });
  await otherProcess.destroy();

  await waitFor(async () => (await industries.bySlug(slug)).marketSize === '$2B from elsewhere');
  await cache.close();
  await loadContent(dataSource, content);
});

test('a content file that fails validation is named with its field, and nothing is read', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bidlight-content-'));
  await cp(path.resolve('content'), dir, { recursive: true });
  const file = path.join(dir, 'industries', 'healthcare.json');
  const industry = JSON.parse(await readFile(file, 'utf8'));
  industry.competitionLevel = 'Extreme';
  await writeFile(file, JSON.stringify(industry));
  await writeFile(path.join(dir, 'blog', 'broken.md'), '---\ntitle: Broken\n---\n\n| a | b |\n| - | - |\n');
  const error = await readContentSet(dir).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentValidationError);
  const problems = (error as ContentValidationError).problems.join('\n');
  expect(problems).toMatch(/industries\/healthcare\.json: competitionLevel/);
  expect(problems).toMatch(/blog\/broken\.md: excerpt/);
});

test("When an industry file still carries averageContractValue, then it is refused by file and field: the industry's range is computed from its niches", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bidlight-content-'));
  await cp(path.resolve('content'), dir, { recursive: true });
  const file = path.join(dir, 'industries', 'healthcare.json');
  const industry = JSON.parse(await readFile(file, 'utf8'));
  await writeFile(file, JSON.stringify({ ...industry, averageContractValue: '$50K – $60M' }));
  const error = await readContentSet(dir).catch((caught: unknown) => caught);
  await rm(dir, { recursive: true, force: true });
  expect(error).toBeInstanceOf(ContentValidationError);
  expect((error as ContentValidationError).problems).toEqual([
    expect.stringMatching(/industries\/healthcare\.json: averageContractValue is computed from the niches' ranges \(lowest to highest\); remove it from the industry file$/),
  ]);
});

test('When a niche range is not written the way the pages write ranges, then its file and field are named', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bidlight-content-'));
  await cp(path.resolve('content'), dir, { recursive: true });
  const file = path.join(dir, 'industries', 'healthcare.json');
  const industry = JSON.parse(await readFile(file, 'utf8'));
  industry.niches[1].averageContractValue = '$2M-$60M';
  industry.niches[2].averageContractValue = '$1500K – $50M';
  await writeFile(file, JSON.stringify(industry));
  const error = await readContentSet(dir).catch((caught: unknown) => caught);
  await rm(dir, { recursive: true, force: true });
  expect(error).toBeInstanceOf(ContentValidationError);
  const problems = (error as ContentValidationError).problems.join('\n');
  expect(problems).toMatch(/industries\/healthcare\.json: niches\.1\.averageContractValue must be a range written like "\$50K – \$2M"/);
  expect(problems).toContain('industries/healthcare.json: niches.2.averageContractValue must be written "$1.5M – $50M"');
});

test("When content is loaded, then each industry's stored range runs from its niches' lowest low to their highest high", async () => {
  await loadContent(dataSource, content);
  // Insurance's file said "$20K – $50M" while none of its niches went above $20M; renewable energy's top niche is "over a 20-year term".
  const rows: { slug: string; average_contract_value: string }[] = await dataSource.query(
    `SELECT slug, average_contract_value FROM industries WHERE slug IN ('healthcare', 'insurance', 'renewable-energy') ORDER BY slug`,
  );
  expect(rows).toEqual([
    { slug: 'healthcare', average_contract_value: '$50K – $60M' },
    { slug: 'insurance', average_contract_value: '$20K – $20M' },
    { slug: 'renewable-energy', average_contract_value: '$50K – $1B' },
  ]);
});

test('the FAQs and the basis are stored as written, and an edited answer updates its own niche alone', async () => {
  await loadContent(dataSource, content);
  const healthcare = content.industries.find((item) => item.slug === 'healthcare')!;
  const [stored] = (await dataSource.query(`SELECT market_size_basis, faqs FROM industries WHERE slug = 'healthcare'`)) as { market_size_basis: string; faqs: unknown }[];
  expect(stored).toEqual({ market_size_basis: healthcare.marketSizeBasis, faqs: healthcare.faqs });

  // Not structuredClone: under jest its arrays come from another realm, and the loader's deep comparison tells them apart.
  const edited = JSON.parse(JSON.stringify(healthcare)) as typeof healthcare;
  edited.niches[1]!.faqs[2]!.answer = `${edited.niches[1]!.faqs[2]!.answer} Edited.`;
  const report = await loadContent(dataSource, {
    ...content,
    checksum: 'faq edited',
    industries: content.industries.map((item) => (item.slug === 'healthcare' ? edited : item)),
  });
  expect(report.counts.industries).toEqual({ created: 0, updated: 0, removed: 0 });
  expect(report.counts.niches).toEqual({ created: 0, updated: 1, removed: 0 });
  const [niche] = (await dataSource.query(`SELECT faqs FROM niches WHERE slug = $1`, [edited.niches[1]!.slug])) as { faqs: { answer: string }[] }[];
  expect(niche!.faqs[2]!.answer).toMatch(/ Edited\.$/);
  await loadContent(dataSource, content);
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
