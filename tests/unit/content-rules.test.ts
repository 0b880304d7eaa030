import { relatedPosts } from '../../server/src/modules/blog/related-posts';
import { integrationScore, orderAlternatives } from '../../server/src/modules/competitors/competitor-rules';
import { searchGlossary } from '../../server/src/modules/glossary/glossary-search';

describe('related posts (section 9)', () => {
  const groups = { automation: ['automation', 'automate'], strategy: ['strategy'] };
  const post = { slug: 'a', title: 'RFP automation strategy', excerpt: '', category: 'Tech', tags: ['rfp', 'ai'] };
  const candidates = [
    { slug: 'same-category', title: 'Unrelated', excerpt: '', category: 'Tech', tags: [] },
    { slug: 'two-tags', title: 'Unrelated', excerpt: '', category: 'Other', tags: ['RFP', 'ai'] },
    { slug: 'one-group', title: 'Automate everything', excerpt: '', category: 'Other', tags: [] },
    { slug: 'nothing', title: 'Gardening', excerpt: '', category: 'Other', tags: [] },
    { slug: 'a', title: 'RFP automation strategy', excerpt: '', category: 'Tech', tags: ['rfp'] },
  ];

  test('scores 10 per category, 5 per shared tag, 3 per shared keyword group; highest first, zero dropped, never itself', () => {
    expect(relatedPosts(post, candidates, groups).map((item) => item.slug)).toEqual(['same-category', 'two-tags', 'one-group']);
    expect(relatedPosts(post, candidates, groups, 1).map((item) => item.slug)).toEqual(['same-category']);
  });
});

describe('alternatives order (section 9)', () => {
  const all = [
    { slug: 'low', name: 'Low', priority: 10, isOwnProduct: false },
    { slug: 'bidlight', name: 'Bidlight', priority: 100, isOwnProduct: true },
    { slug: 'high', name: 'High', priority: 90, isOwnProduct: false },
    { slug: 'subject', name: 'Subject', priority: 50, isOwnProduct: false },
  ];
  test('the product first, then priority descending, never the subject', () => {
    expect(orderAlternatives(all[3]!, all).map((item) => item.slug)).toEqual(['bidlight', 'high', 'low']);
    expect(orderAlternatives(all[1]!, all).map((item) => item.slug)).toEqual(['high', 'subject', 'low']);
  });
});

test.each([
  [[], false, 0],
  [['A', 'B', 'C'], true, 5],
  [['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], true, 10],
])('integration score of %j with SAM.gov=%s is %i', (integrations, samGovIntegration, score) => {
  expect(integrationScore({ integrations, features: { samGovIntegration } })).toBe(score);
});

describe('glossary search (section 5)', () => {
  const terms = [
    { term: 'Solicitation', definition: 'A request for offers.', synonyms: '', relatedTerms: 'rfp' },
    { term: 'award', definition: 'The decision.', synonyms: 'contract award', relatedTerms: '' },
    { term: 'Bid Bond', definition: 'A guarantee.', synonyms: '', relatedTerms: 'performance-bond' },
  ];
  test.each([
    ['', ['award', 'Bid Bond', 'Solicitation']],
    ['BOND', ['Bid Bond']],
    ['contract award', ['award']],
    ['rfp', ['Solicitation']],
    ['zzz', []],
  ])('"%s" finds %j, sorted by term', (search, expected) => {
    expect(searchGlossary(terms, search).map((item) => item.term)).toEqual(expected);
  });
});
