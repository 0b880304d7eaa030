import { relatedPosts } from '../../server/src/modules/blog/related-posts';
import { searchGlossary } from '../../server/src/modules/glossary/glossary-search';

describe('related posts', () => {
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

describe('glossary search', () => {
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
