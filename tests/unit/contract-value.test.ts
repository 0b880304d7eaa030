import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  contractRangeProblem,
  formatContractAmount,
  formatContractRange,
  industryContractRange,
  parseContractRange,
} from '../../server/src/modules/content/contract-value';

/** Every niche range the content writes, read from the files as they are (not through the schema that uses these functions). */
const INDUSTRIES_DIR = path.resolve(__dirname, '../../content/industries');
const nicheRanges = readdirSync(INDUSTRIES_DIR)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => (JSON.parse(readFileSync(path.join(INDUSTRIES_DIR, name), 'utf8')) as { niches: { averageContractValue: string }[] }).niches)
  .map((niche) => niche.averageContractValue);

describe('reading a contract-value range as the content writes it', () => {
  test.each([
    ['$500K – $20M', { low: 500_000, high: 20_000_000, basis: '' }],
    ['$2M – $60M', { low: 2_000_000, high: 60_000_000, basis: '' }],
    ['$50K – $1.5M', { low: 50_000, high: 1_500_000, basis: '' }],
    ['$5K – $300K', { low: 5_000, high: 300_000, basis: '' }],
    ['$2.3M – $4.05M', { low: 2_300_000, high: 4_050_000, basis: '' }],
    ['$500 – $2K', { low: 500, high: 2_000, basis: '' }],
    ['$1M – $30M over the term', { low: 1_000_000, high: 30_000_000, basis: 'over the term' }],
    ['$50M – $1B over a 20-year term', { low: 50_000_000, high: 1_000_000_000, basis: 'over a 20-year term' }],
    ['$50K – $2M per order', { low: 50_000, high: 2_000_000, basis: 'per order' }],
  ])('%s', (text, range) => {
    expect(parseContractRange(text)).toEqual(range);
  });

  test.each([
    ['a hyphen for the dash', '$500K - $20M'],
    ['no spaces around the dash', '$500K–$20M'],
    ['no dollar signs', '500K – 20M'],
    ['an unknown suffix', '$5X – $2M'],
    ['one amount', '$2M'],
    ['a space after the range', '$1M – $30M '],
    ['nothing', ''],
  ])('not a range: %s', (_case, text) => {
    expect(parseContractRange(text)).toBeNull();
  });
});

describe('writing amounts and ranges the way the content does', () => {
  test.each([
    [0, '$0'],
    [500, '$500'],
    [1_000, '$1K'],
    [1_500, '$1.5K'],
    [50_000, '$50K'],
    [750_000, '$750K'],
    [1_000_000, '$1M'],
    [1_500_000, '$1.5M'],
    [2_300_000, '$2.3M'],
    [60_000_000, '$60M'],
    [250_000_000, '$250M'],
    [1_000_000_000, '$1B'],
    [1_250_000_000, '$1.25B'],
  ])('%d → %s', (dollars, text) => {
    expect(formatContractAmount(dollars)).toBe(text);
  });

  test.each([
    [{ low: 50_000, high: 60_000_000 }, '$50K – $60M'],
    [{ low: 50_000, high: 1_500_000 }, '$50K – $1.5M'],
    [{ low: 1_000_000, high: 30_000_000, basis: 'over the term' }, '$1M – $30M over the term'],
  ])('%o → %s', (range, text) => {
    expect(formatContractRange(range)).toBe(text);
  });

  test(`every niche range in content/ (${nicheRanges.length} of them) reads and writes back to the same text`, () => {
    expect(nicheRanges.length).toBeGreaterThan(200);
    const changed = nicheRanges.filter((text) => {
      const range = parseContractRange(text);
      return range === null || formatContractRange(range) !== text;
    });
    expect(changed).toEqual([]);
  });
});

describe('what the content schema says about a niche range', () => {
  test.each([
    ['$500K – $20M', null],
    ['$1M – $30M over the term', null],
    ['$50K – $1.5M', null],
    ['$1500K – $2M', 'must be written "$1.5M – $2M"'],
    ['$1.50M – $2M', 'must be written "$1.5M – $2M"'],
    ['$2M – $1M', 'must give the lower amount first'],
    ['$1M-$2M', expect.stringMatching(/^must be a range written like "\$50K – \$2M"/)],
    ['about $2M', expect.stringMatching(/^must be a range written like/)],
  ])('%s', (text, problem) => {
    expect(contractRangeProblem(text)).toEqual(problem);
  });
});

describe("an industry's range is the lowest low to the highest high of its niches' ranges", () => {
  test.each([
    ['one niche', ['$500K – $20M'], '$500K – $20M'],
    ['healthcare, 6 niches', ['$500K – $20M', '$2M – $60M', '$1M – $50M', '$300K – $8M', '$75K – $2M', '$50K – $2M'], '$50K – $60M'],
    ['low and high from different niches', ['$100K – $1M', '$25K – $500K', '$200K – $5M'], '$25K – $5M'],
    ['decimals kept', ['$50K – $1.5M', '$200K – $900K'], '$50K – $1.5M'],
    ['bases left out', ['$50M – $1B over a 20-year term', '$50K – $500K', '$2M – $80M'], '$50K – $1B'],
    ['the same range twice', ['$25K – $1M', '$25K – $1M'], '$25K – $1M'],
  ])('%s', (_case, niches, industry) => {
    expect(industryContractRange(niches)).toBe(industry);
  });

  test('no niches, or a niche range that cannot be read, is an error rather than a made-up figure', () => {
    expect(() => industryContractRange([])).toThrow('at least one niche range');
    expect(() => industryContractRange(['$1M – $2M', 'about $2M'])).toThrow('not a contract-value range: "about $2M"');
  });
});
