import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentValidationError, readContentSet } from '../../server/src/modules/content/content-files';

/**
 * The content schema's rules for the industry and niche FAQs and the market-size basis: a file
 * that breaks one is refused with its file and field named, as every other content fault is.
 * Each case loads a folder holding the site file and one industry whose FAQs are made here, so
 * that what is refused is the case's own change.
 */

interface Entry {
  question: string;
  answer: string;
}
type Industry = Record<string, unknown> & { faqs: Entry[]; marketSizeBasis: string; niches: (Record<string, unknown> & { faqs: Entry[] })[] };

const entries = (count: number, about: string): Entry[] =>
  Array.from({ length: count }, (_, index) => ({
    question: `Which ${about} question number ${index + 1} do buyers ask?`,
    answer:
      `This answer stands for entry ${index + 1} about ${about}. It is long enough to pass the schema's lower bound, ` +
      'written as plain sentences on one line. It carries no markup, no list and no line break, as the format requires of every answer.',
  }));

let root: string;
let base: Industry;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bidlight-faq-schema-'));
  const source = JSON.parse(await readFile(path.resolve('content', 'industries', 'healthcare.json'), 'utf8')) as Industry;
  base = {
    ...source,
    marketSizeBasis: 'Bidlight estimate: order of magnitude of yearly US public and institutional healthcare purchasing, rounded.',
    faqs: entries(10, 'healthcare'),
    niches: source.niches.map((niche) => ({ ...niche, faqs: entries(5, String(niche.slug)) })),
  };
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The problems readContentSet reports for the industry as `change` leaves it (none: an empty list). */
async function problemsWith(change: (industry: Industry) => void): Promise<string[]> {
  const dir = await mkdtemp(path.join(root, 'case-'));
  await mkdir(path.join(dir, 'industries'));
  await copyFile(path.resolve('content', 'site.json'), path.join(dir, 'site.json'));
  const industry = structuredClone(base);
  change(industry);
  await writeFile(path.join(dir, 'industries', 'healthcare.json'), JSON.stringify(industry));
  const result = await readContentSet(dir).catch((error: unknown) => error);
  if (!(result instanceof ContentValidationError)) return [];
  return result.problems;
}

test('an industry with 10 FAQs, 5 per niche and a labelled basis is accepted', async () => {
  expect(await problemsWith(() => undefined)).toEqual([]);
});

test.each<[string, (industry: Industry) => void, RegExp]>([
  ['nine industry FAQs', (industry) => industry.faqs.pop(), /industries\/healthcare\.json: faqs must hold exactly 10 questions and answers$/],
  ['six niche FAQs', (industry) => industry.niches[1]!.faqs.push(entries(1, 'extra')[0]!), /industries\/healthcare\.json: niches\.1\.faqs must hold exactly 5 questions and answers$/],
  ['a niche without FAQs', (industry) => delete (industry.niches[0] as Partial<Industry['niches'][number]>).faqs, /industries\/healthcare\.json: niches\.0\.faqs /],
  ['a question without "?"', (industry) => (industry.faqs[3]!.question = 'Which healthcare buyers post the most RFPs.'), /industries\/healthcare\.json: faqs\.3\.question must end with "\?"$/],
  ['a question of 19 characters', (industry) => (industry.faqs[0]!.question = 'Who buys this work?'), /industries\/healthcare\.json: faqs\.0\.question must be at least 20 characters$/],
  ['an empty answer', (industry) => (industry.niches[2]!.faqs[4]!.answer = '   '), /industries\/healthcare\.json: niches\.2\.faqs\.4\.answer must not be empty$/],
  ['an answer of 901 characters', (industry) => (industry.faqs[1]!.answer = `${'Long sentence here. '.repeat(45)}x`), /industries\/healthcare\.json: faqs\.1\.answer must be at most 900 characters$/],
  ['an answer with a line break', (industry) => (industry.faqs[2]!.answer = industry.faqs[2]!.answer.replace('. It carries', '.\nIt carries')), /industries\/healthcare\.json: faqs\.2\.answer must be plain text/],
  ['an answer in Markdown', (industry) => (industry.faqs[2]!.answer = industry.faqs[2]!.answer.replace('plain sentences', '**plain** sentences')), /industries\/healthcare\.json: faqs\.2\.answer must be plain text/],
  ['an answer with HTML', (industry) => (industry.faqs[2]!.answer = industry.faqs[2]!.answer.replace('plain sentences', '<b>plain</b> sentences')), /industries\/healthcare\.json: faqs\.2\.answer must be plain text/],
  ['a question asked twice on the page', (industry) => (industry.faqs[7]!.question = industry.faqs[2]!.question.toUpperCase()), /industries\/healthcare\.json: faqs\.7\.question must not repeat a question asked earlier on the page$/],
  ['an extra key in an entry', (industry) => Object.assign(industry.faqs[0]!, { source: 'x' }), /industries\/healthcare\.json: faqs\.0 Unrecognized key: "source"$/],
  ['no market-size basis', (industry) => delete (industry as Partial<Industry>).marketSizeBasis, /industries\/healthcare\.json: marketSizeBasis /],
  ['a basis without its label', (industry) => (industry.marketSizeBasis = 'Order of magnitude of yearly US public healthcare purchasing, rounded.'), /industries\/healthcare\.json: marketSizeBasis must start with "Bidlight estimate: "/],
  ['a basis of 241 characters', (industry) => (industry.marketSizeBasis = `Bidlight estimate: ${'x'.repeat(222)}`), /industries\/healthcare\.json: marketSizeBasis must be at most 240 characters$/],
])('%s is refused, naming the file and the field', async (_case, change, message) => {
  const problems = await problemsWith(change);
  expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
});
