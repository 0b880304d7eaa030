import { LANDING_INDUSTRY_SLUGS } from '../../client/src/features/landing/landing-constants';
import { pickLandingIndustries } from '../../client/src/features/landing/pick-landing-industries';

const industry = (slug: string) => ({ slug, title: slug });

test('the landing section has its 12 fixed slugs', () => {
  expect(LANDING_INDUSTRY_SLUGS).toHaveLength(12);
  expect(new Set(LANDING_INDUSTRY_SLUGS).size).toBe(12);
});

test.each([
  ['only the fixed slugs are kept, whatever else the list holds', ['healthcare', 'aerospace-aviation', 'biotechnology', 'defense-aerospace'], ['aerospace-aviation', 'defense-aerospace']],
  ['the fixed order wins over the list order', ['defense-aerospace', 'consulting-strategy', 'aerospace-aviation'], ['aerospace-aviation', 'consulting-strategy', 'defense-aerospace']],
  ['an empty list gives no tiles', [], []],
  ['a repeated slug gives one tile', ['consulting-strategy', 'consulting-strategy'], ['consulting-strategy']],
])('%s', (_name, slugs, expected) => {
  expect(pickLandingIndustries(slugs.map(industry)).map((item) => item.slug)).toEqual(expected);
});

test('a full list of 50+ industries gives exactly the 12 landing tiles', () => {
  const all = [...LANDING_INDUSTRY_SLUGS, ...Array.from({ length: 40 }, (_, index) => `other-${index}`)].reverse().map(industry);
  expect(pickLandingIndustries(all).map((item) => item.slug)).toEqual([...LANDING_INDUSTRY_SLUGS]);
});
