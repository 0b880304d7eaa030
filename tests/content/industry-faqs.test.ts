import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  INDUSTRY_FAQ_COUNT,
  MARKET_SIZE_BASIS_LABEL,
  NICHE_FAQ_COUNT,
  industryFileSchema,
  type FaqEntry,
  type IndustryFile,
  type NicheFile,
} from '../../server/src/modules/content/content.schemas';

/**
 * The industry (10) and niche (5) FAQs and the market size's basis (issue 35, decision record
 * 0013), checked over every industry file as written: each file on its own, so that one file's
 * fault names that file and no other.
 */

const DIR = path.resolve('content', 'industries');
const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, data: JSON.parse(readFileSync(path.join(DIR, name), 'utf8')) as unknown }));

/** The files the schema accepts, for the rules the schema cannot state (the first test names the others). */
const industries = files.flatMap(({ name, data }) => {
  const parsed = industryFileSchema.safeParse(data);
  return parsed.success ? [{ name, industry: parsed.data }] : [];
});

/** What a page's FAQ is written from: the item's fields, never its FAQ itself. */
const nicheFields = ({ faqs: _faqs, ...niche }: NicheFile) => Object.values(niche).flat().join(' ');
/** An industry's answers may cite its niches' figures: its page shows the range they span. */
const industryFields = ({ faqs: _faqs, niches, ...industry }: IndustryFile) =>
  [...Object.values(industry).flat(), ...niches.map(nicheFields)].join(' ');

interface Page {
  page: string;
  fields: string;
  faqs: readonly FaqEntry[];
}
const pages = (): Page[] =>
  industries.flatMap(({ name, industry }) => [
    { page: name, fields: industryFields(industry), faqs: industry.faqs },
    ...industry.niches.map((niche) => ({ page: `${name} niche ${niche.slug}`, fields: nicheFields(niche), faqs: niche.faqs })),
  ]);

const UNITS: Record<string, string> = { k: 'K', thousand: 'K', m: 'M', million: 'M', b: 'B', billion: 'B', t: 'T', trillion: 'T', '%': '%', percent: '%' };
const NUMBER = /(\d+(?:[.,]\d+)*)(?:\s?(K|M|B|T|thousand|million|billion|trillion|percent)\b|(%))?/gi;
/** A figure written the same way whatever its spelling: "$2.5 million" and "$2.5M" are both 2.5M. */
function figures(text: string): { figure: string; start: number; end: number }[] {
  return [...text.matchAll(NUMBER)].map((match) => {
    const unit = match[2] ?? match[3];
    return { figure: `${match[1]!.replace(/,/g, '')}${unit ? UNITS[unit.toLowerCase()] : ''}`, start: match.index, end: match.index + match[0].length };
  });
}
/** Numbers that name a rule rather than count anything: "FAR Part 15", "2 CFR 200", "Section 508", "NIST SP 800-171". */
const CITATION_BEFORE =
  /(?:\b(?:FAR|DFARS|CFR|Part|Parts|Subpart|Section|Sections|SP|ISO|NIST|Title|Level|Tier|Class|Phase|Form|Schedule|NFPA|ASTM|ANSI|IEEE|IEC|UL|SOC|Circular|Chapter|Article|Standard|Division|Type|Appendix|Rule|P\.L\.|Public Law|U\.S\.C\.)|§)\s?$/;
const CITATION_AFTER = /^\s?(?:CFR|U\.S\.C\.)/;

/** The figures of `text` that `source` does not hold, rule numbers and names such as K-12 or 5G left aside. */
function newFigures(text: string, source: string): string[] {
  const known = new Set(figures(source).map(({ figure }) => figure));
  return figures(text)
    .filter(({ figure, start, end }) => {
      if (known.has(figure)) return false;
      if (CITATION_BEFORE.test(text.slice(Math.max(0, start - 14), start)) || CITATION_AFTER.test(text.slice(end))) return false;
      const partOfName = /[A-Za-z-]/.test(text[start - 1] ?? ' ') || /[A-Za-z]/.test(text[end] ?? ' ');
      return !partOfName;
    })
    .map(({ figure }) => figure);
}

/** Sentences, without counting the full stops of "U.S.", "e.g." or an initial as their ends. */
const sentenceCount = (text: string) =>
  text
    .replace(/\b(?:U\.S\.C|U\.S|e\.g|i\.e|etc|vs|No|Inc|Co|St|approx)\./g, 'x')
    .replace(/\b[A-Z]\./g, 'x')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.trim()).length;

/** A buyer's own voice ("we cut our costs"), not the site describing the field; "Title I" is a program. */
const FIRST_PERSON = /\b(?:I'm|I've|I'd|we|We|our|Our|ours|us|my|My|me)\b|(?<!\b(?:Title|Phase|Tier|Type|Part|Class|Level|Category|Division|Group|Stage|Schedule) )\bI\b/;

test(`every industry file has ${INDUSTRY_FAQ_COUNT} FAQs, each niche ${NICHE_FAQ_COUNT}, and the market size its basis, as the content schema reads them`, () => {
  expect(files.length).toBeGreaterThanOrEqual(50);
  const problems = files.flatMap(({ name, data }) => {
    const parsed = industryFileSchema.safeParse(data);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${name}: ${issue.path.join('.')} ${issue.message}`);
  });
  expect(problems).toEqual([]);
  for (const { industry } of industries) {
    expect(industry.faqs).toHaveLength(INDUSTRY_FAQ_COUNT);
    for (const niche of industry.niches) expect(niche.faqs).toHaveLength(NICHE_FAQ_COUNT);
    expect(industry.marketSizeBasis.startsWith(MARKET_SIZE_BASIS_LABEL)).toBe(true);
  }
});

test("every figure in a question or answer is one of the item's own (an industry's answers may cite its niches' figures)", () => {
  const invented = pages().flatMap(({ page, fields, faqs }) =>
    faqs.flatMap(({ question, answer }, index) => newFigures(`${question} ${answer}`, fields).map((figure) => `${page}: faqs.${index} "${figure}"`)),
  );
  expect(invented).toEqual([]);
});

test('the market-size basis adds no figure beyond the market size itself (a year excepted)', () => {
  const added = industries.flatMap(({ name, industry }) =>
    newFigures(industry.marketSizeBasis, industry.marketSize)
      .filter((figure) => !/^(?:19|20)\d\d$/.test(figure))
      .map((figure) => `${name}: marketSizeBasis "${figure}"`),
  );
  expect(added).toEqual([]);
});

test("an industry's answers give its market size; a niche's give its contract values", () => {
  const missing = industries.flatMap(({ name, industry }) => {
    const size = figures(industry.marketSize)[0]!.figure;
    const own = industry.faqs.some(({ answer }) => figures(answer).some(({ figure }) => figure === size)) ? [] : [`${name}: no answer gives the market size ${size}`];
    const niches = industry.niches.flatMap((niche) => {
      const [low, high] = figures(niche.averageContractValue).map(({ figure }) => figure);
      const given = niche.faqs.some(({ answer }) => {
        const cited = figures(answer).map(({ figure }) => figure);
        return cited.includes(low!) && cited.includes(high!);
      });
      return given ? [] : [`${name} niche ${niche.slug}: no answer gives the contract values ${niche.averageContractValue}`];
    });
    return [...own, ...niches];
  });
  expect(missing).toEqual([]);
});

test('each answer is 2 to 5 sentences in the third person, and at most one answer per page mentions Bidlight', () => {
  const problems = pages().flatMap(({ page, faqs }) => [
    ...faqs.flatMap(({ answer }, index) => {
      const count = sentenceCount(answer);
      return [
        ...(count < 2 || count > 5 ? [`${page}: faqs.${index}.answer has ${count} sentences`] : []),
        ...(FIRST_PERSON.test(answer) ? [`${page}: faqs.${index}.answer speaks in the first person ("${answer.match(FIRST_PERSON)![0]}")`] : []),
      ];
    }),
    ...(faqs.filter(({ question, answer }) => /Bidlight/.test(`${question} ${answer}`)).length > 1 ? [`${page}: more than one answer mentions Bidlight`] : []),
  ]);
  expect(problems).toEqual([]);
});

test("an answer is written, not a field copied: no run of 12 words from the item's fields appears in its answers", () => {
  const words = (text: string) => text.toLowerCase().match(/[a-z0-9$%]+/g) ?? [];
  const runs = (text: string) => {
    const list = words(text);
    return new Set(list.slice(0, Math.max(0, list.length - 11)).map((_, start) => list.slice(start, start + 12).join(' ')));
  };
  const copied = pages().flatMap(({ page, fields, faqs }) => {
    const source = runs(fields);
    return faqs.flatMap(({ answer }, index) => {
      const run = [...runs(answer)].find((candidate) => source.has(candidate));
      return run ? [`${page}: faqs.${index}.answer copies "${run}"`] : [];
    });
  });
  expect(copied).toEqual([]);
});
