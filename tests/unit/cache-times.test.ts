import { GlossaryPageDocument, IndustryPageDocument, SearchPageDocument } from '../../client/src/graphql/generated';
import { CACHE_TIME_MS, DEFAULT_CACHE_TIME_MS, AnswerTimes } from '../../client/src/lib/cache-times';

const MINUTE = 60_000;

function agesAt(start: number) {
  let now = start;
  const ages = new AnswerTimes(() => now);
  return { ages, advance: (ms: number) => (now += ms) };
}

test('cache times: industry detail 5 minutes, glossary 30, others the default 5', () => {
  expect(CACHE_TIME_MS.IndustryPage).toBe(5 * MINUTE);
  expect(CACHE_TIME_MS.LandingIndustries).toBe(10 * MINUTE);
  expect(CACHE_TIME_MS.LayoutLinks).toBe(5 * MINUTE);
  expect(CACHE_TIME_MS.GlossaryPage).toBe(30 * MINUTE);
  expect(DEFAULT_CACHE_TIME_MS).toBe(5 * MINUTE);
});

test('data from the server-rendered page counts from the page load, each query by its own time', () => {
  const { ages, advance } = agesAt(1_000_000);
  const healthcare = { slug: 'healthcare' };
  advance(5 * MINUTE - 1);
  expect(!ages.isFresh(IndustryPageDocument, healthcare)).toBe(false);
  advance(1);
  expect(!ages.isFresh(IndustryPageDocument, healthcare)).toBe(true);
  expect(!ages.isFresh(GlossaryPageDocument, {})).toBe(false);
  expect(!ages.isFresh(SearchPageDocument, { q: 'rfp' })).toBe(true);
});

test('a network answer restarts the time of that query and those variables only', () => {
  const { ages, advance } = agesAt(0);
  advance(6 * MINUTE);
  ages.record('IndustryPage', { slug: 'healthcare' });
  expect(!ages.isFresh(IndustryPageDocument, { slug: 'healthcare' })).toBe(false);
  expect(!ages.isFresh(IndustryPageDocument, { slug: 'construction-infrastructure' })).toBe(true);
  advance(5 * MINUTE);
  expect(!ages.isFresh(IndustryPageDocument, { slug: 'healthcare' })).toBe(true);
});
