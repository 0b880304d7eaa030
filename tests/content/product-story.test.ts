import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STANDARD_PLAN, planPriceText } from '../../schema/plans';
import { atLeastCount } from '../../client/src/lib/format';
import { viewAllIndustriesLabel } from '../../client/src/features/landing/landing-copy';

/**
 * One story of the product (issue 35): Bidlight is in early access, membership comes through the waitlist, Start Free
 * Trial is for members, Standard's price is the one planned for general availability, the site
 * never ranks itself, glossary examples are scenarios rather than testimonials, every regulatory
 * figure in a post cites its statute or FAR section beside it, and the landing pages' counts come
 * from the data.
 *
 * The copy checked here is the site's own copy: the landing, legal, contact and careers pages,
 * the waitlist steps, the shared layout, the blog, the glossary, and the competitors' and the
 * buyer's guide's content and components (content/competitors, content/pages/guide.json,
 * client/src/features/{competitors,guide}). The rendered comparison, alternatives and guide pages
 * are checked too, in tests/content/competitor-facts.test.ts.
 */

const ROOT = path.resolve('.');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const filesIn = (dir: string, ext: RegExp) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => ext.test(name))
    .map((name) => path.join(dir, name))
    .sort();

const PAGE_COPY = ['landing.json', 'landing-v2.json', 'careers.json', 'contact.json', 'privacy.json', 'terms.json', 'dashboard-sample.json'].map((name) => `content/pages/${name}`);
const CLIENT_COPY = [
  ...filesIn('client/src/features/landing', /\.tsx?$/),
  ...filesIn('client/src/features/waitlist', /\.tsx?$/),
  ...filesIn('client/src/features/confirmation', /\.tsx?$/),
  ...filesIn('client/src/features/legal', /\.tsx?$/),
  ...filesIn('client/src/features/contact', /\.tsx?$/),
  ...filesIn('client/src/features/careers', /\.tsx?$/),
  ...filesIn('client/src/components', /\.tsx?$/),
];
const POSTS = filesIn('content/blog', /\.md$/);
const GLOSSARY = filesIn('content/glossary', /\.json$/);
const COMPETITOR_COPY = [
  ...filesIn('content/competitors', /\.json$/),
  'content/pages/guide.json',
  ...filesIn('client/src/features/competitors', /\.tsx?$/),
  ...filesIn('client/src/features/guide', /\.tsx?$/),
];
const STORY_FILES = [...PAGE_COPY, ...CLIENT_COPY, ...POSTS, ...GLOSSARY, ...COMPETITOR_COPY];

/** Every string of a JSON value, with the path to it ("faq.4.answer"). */
function stringsOf(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${at}${at ? '.' : ''}${index}`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${at}${at ? '.' : ''}${key}`));
  return [];
}

/** Where a pattern occurs in the story's files: "file: …the words around it…". */
function occurrences(pattern: RegExp, files: readonly string[] = STORY_FILES): string[] {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  return files.flatMap((file) => [...read(file).matchAll(global)].map((match) => `${file}: …${read(file).slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)}…`));
}

describe('the product is in early access, said one way', () => {
  /** Words of the old stories: a product that does not exist yet, or one anyone can sign up for today. */
  const STATUS_WORDS: readonly [string, RegExp][] = [
    ['"pre-launch" (it is in early access)', /\bpre-?launch\b/i],
    ['"not generally available" (say what members have now)', /not (?:yet )?generally available/i],
    ['"Waitlist access only"', /waitlist access only/i],
    ['"sign up today/now" (membership comes through the waitlist)', /\bsign[- ]?up (?:today|now)\b/i],
    ['a trial to start "now" or "today" (it is for members)', /\btrial(?:\})? (?:now|today)\b/i],
    ['"start your free trial" (it is for members)', /\bstart your (?:free )?trial\b/i],
    ['early access still to open (it is open to members)', /\b(?:when|as|once|until) early access opens\b/i],
    ['"coming soon"', /\bcoming soon\b/i],
    ['an app that does not exist', /\b(?:app|application|product|accounts?) (?:does not|doesn't|do not|don't) exist\b/i],
  ];

  test.each(STATUS_WORDS)('no copy uses %s', (_name, pattern) => {
    expect(occurrences(pattern)).toEqual([]);
  });

  test('every landing text that offers the trial says, in it or beside it, that the trial is for members who come through the waitlist', () => {
    const copy = JSON.parse(read('content/pages/landing.json')) as Record<string, unknown>;
    /** A text's context: the object it sits in (a FAQ entry, the pricing card, the hero). */
    const isEntry = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
    const contexts = (value: unknown, owner: unknown): { text: string; context: string }[] => {
      if (typeof value === 'string') return [{ text: value, context: JSON.stringify(owner) }];
      if (Array.isArray(value)) return value.flatMap((item) => contexts(item, isEntry(item) ? item : owner));
      if (isEntry(value)) return Object.values(value as object).flatMap((item) => contexts(item, isEntry(item) ? item : value));
      return [];
    };
    const offers = contexts(copy, copy).filter(({ text }) => /trial/i.test(text));
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.filter(({ context }) => !/member/i.test(context) || !/waitlist/i.test(context)).map(({ text }) => text)).toEqual([]);
  });

  test('the Start Free Trial button says who it is for wherever it stands', () => {
    expect(read('client/src/components/layout/external-app-link.tsx')).toMatch(/title="For early-access members, who join through the waitlist"/);
  });

  test("wherever the Standard plan's price is shown, it is the price at general availability", () => {
    const price = planPriceText(STANDARD_PLAN);
    const texts = [...PAGE_COPY, ...CLIENT_COPY].flatMap((file) =>
      file.endsWith('.json') ? stringsOf(JSON.parse(read(file))).map(({ at, text }) => ({ where: `${file}: ${at}`, text })) : [{ where: file, text: read(file) }],
    );
    const shown = texts.filter(({ text }) => text.includes(price) || text.includes(`$${STANDARD_PLAN.monthlyPrice}`) || text.includes('{standardPrice}'));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter(({ text }) => !/general availability/.test(text)).map(({ where }) => where)).toEqual([]);
  });

  test('where both plans appear, one sentence says why the Early Adopter plan costs more', () => {
    const both = PAGE_COPY.filter((file) => /Early Adopter/.test(read(file)) && /Standard plan|\{standardPlan\}/.test(read(file)));
    expect(both.length).toBeGreaterThan(0);
    for (const file of both) expect(`${file}: ${read(file)}`).toMatch(/(?:Early Adopter plan|\{planName\}) costs more because/);
  });
});

describe('the site never ranks itself', () => {
  const SELF_RANKING: readonly [string, RegExp][] = [
    ['"#1"', /#1\b/],
    ['"Our pick"', /\bour pick\b/i],
    ['"the best RFP …"', /\bthe best RFP\b/i],
    ['"number one"', /\bnumber one\b/i],
    ['"best-in-class"', /\bbest-in-class\b/i],
  ];
  test.each(SELF_RANKING)('no copy says %s', (_name, pattern) => {
    expect(occurrences(pattern)).toEqual([]);
  });
});

describe('glossary examples are scenarios, not testimonials', () => {
  /** First-person words; "Phase I" (SBIR, STTR) is a name, not a speaker. */
  const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|[Ww]e|[Ww]e're|[Ww]e've|[Ww]e'd|[Ww]e'll|[Oo]ur|[Oo]urs|us|[Mm]y|me)\b/;
  const examples = GLOSSARY.flatMap((file) =>
    (JSON.parse(read(file)) as { slug: string; exampleUsage: string }[]).map((term) => ({ slug: term.slug, example: term.exampleUsage })),
  );

  test('the glossary has examples to check', () => {
    expect(examples.length).toBeGreaterThanOrEqual(250);
  });

  test('no example is written in the first person', () => {
    expect(examples.filter(({ example }) => FIRST_PERSON.test(example.replace(/\bPhase I\b/g, ''))).map(({ slug, example }) => `${slug}: ${example}`)).toEqual([]);
  });

  test('the first-person check catches a testimonial', () => {
    expect(FIRST_PERSON.test('Our win rate rose after we stopped bidding blind.')).toBe(true);
    expect(FIRST_PERSON.test("The firm's win rate rose after it stopped bidding blind.")).toBe(false);
  });
});

describe('every regulatory figure in a post cites its statute or FAR section beside it', () => {
  /** Abbreviations whose full stops do not end a sentence, and how they read once the stops are gone. */
  const ABBREVIATIONS: readonly [RegExp, string][] = [
    [/U\.S\.C\./g, 'USC'],
    [/U\.S\./g, 'US'],
    [/P\.L\./g, 'PL'],
    [/Pub\. ?L\./g, 'PL'],
    [/\b([ap])\.m\./g, '$1m'],
    [/\be\.g\./g, 'eg'],
    [/\bi\.e\./g, 'ie'],
  ];
  /** A dollar amount, a percentage, a count of days, a term in years or a size standard in employees. */
  const FIGURE = /\$\s?\d|\b\d+(?:\.\d+)?\s?(?:percent|%)|\b\d+\s+(?:calendar |business )?days\b|\b(?:\d+|nine)-year\b|\b\d[\d,]*\s+employees\b/i;
  /** What makes a figure a rule of law rather than an example: the words of the programs and thresholds it belongs to. */
  const REGULATORY = /\b(?:statut\w*|FAR|regulations?|thresholds?|goals?|set-asides?|set aside|HUBZone|8\(a\)|WOSB|SDVOSB|subcontract\w*|expires|size standards?|price evaluation preference|appeal|publicize|solicitation is issued)\b/i;
  const CITATION = /\bFAR (?:Part )?\d|\b\d+ USC \d|\b\d+ CFR (?:part )?\d|\bPL \d/i;

  /** A post's sentences (list items and paragraphs split at full stops), without its front matter or code. */
  function sentences(file: string): string[] {
    const body = read(file).split(/^---$/m).slice(2).join('---').replace(/```[\s\S]*?```/g, ' ');
    const plain = ABBREVIATIONS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), body);
    return plain
      .split(/\n+/)
      .flatMap((line) => line.split(/(?<=[.!?])\s+(?=["(A-Z0-9])/))
      .map((sentence) => sentence.replace(/^[-#>\d.\s]+/, '').trim())
      .filter(Boolean);
  }
  const regulatory = (sentence: string) => FIGURE.test(sentence) && REGULATORY.test(sentence);

  test('the posts state regulatory figures, and each one cites its source', () => {
    const all = POSTS.flatMap((file) => sentences(file).filter(regulatory).map((sentence) => ({ file, sentence })));
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all.filter(({ sentence }) => !CITATION.test(sentence)).map(({ file, sentence }) => `${file}: ${sentence}`)).toEqual([]);
  });

  test('the check flags a figure without its citation and passes one with it', () => {
    expect(regulatory('The statutory goal is 23 percent of prime contract dollars.')).toBe(true);
    expect(CITATION.test('The statutory goal is 23 percent of prime contract dollars.')).toBe(false);
    expect(CITATION.test('The statutory goal is 23 percent (15 USC 644(g)(1)(A)(i)).')).toBe(true);
    expect(regulatory('A factor worth 40 percent of the score should not get 10 percent of the pages.')).toBe(false);
  });

  test('the service-disabled veteran-owned goal is the 5 percent in force since the FY2024 NDAA (P.L. 118-31 §863)', () => {
    const goals = POSTS.flatMap((file) => [...read(file).matchAll(/(\d+) percent for service-disabled/g)].map((match) => `${file}: ${match[0]}`));
    expect(goals.length).toBeGreaterThan(0);
    expect(goals.filter((goal) => !goal.endsWith(': 5 percent for service-disabled'))).toEqual([]);
  });
});

describe("the landing pages' counts come from the data", () => {
  const INDUSTRY_FILES = filesIn('content/industries', /\.json$/);

  test('no landing copy types a count of industries, terms, posts or tools', () => {
    const typed = /\b(?:\d+\+?|more than \d+|over \d+|twelve of the \d+\+?)\s*(?:industries|(?:glossary )?terms|posts|articles|tools)\b/i;
    const texts = ['content/pages/landing.json', 'content/pages/landing-v2.json'].flatMap((file) => stringsOf(JSON.parse(read(file))).map(({ at, text }) => ({ where: `${file}: ${at}`, text })));
    expect(texts.filter(({ text }) => typed.test(text)).map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
    const stats = (JSON.parse(read('content/pages/landing-v2.json')) as { stats: { value: string; label: string }[] }).stats;
    expect(stats.filter((stat) => /^\d+\+$/.test(stat.value) && /industr|term|post|tool/i.test(stat.label))).toEqual([]);
  });

  test('"View All … Industries" counts the industries the content holds', () => {
    expect(INDUSTRY_FILES.length).toBeGreaterThanOrEqual(50);
    expect(viewAllIndustriesLabel(INDUSTRY_FILES.length)).toBe(`View All ${atLeastCount(INDUSTRY_FILES.length)} Industries`);
    expect(viewAllIndustriesLabel(INDUSTRY_FILES.length)).toBe('View All 50+ Industries');
    expect(viewAllIndustriesLabel(undefined)).toBe('View All Industries');
  });

  test.each([
    [7, '7'],
    [10, '10+'],
    [52, '50+'],
    [60, '60+'],
    [261, '260+'],
  ])('%i items read as "%s"', (count, shown) => {
    expect(atLeastCount(count)).toBe(shown);
  });
});
