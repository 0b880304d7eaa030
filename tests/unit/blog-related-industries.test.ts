import { pickRelatedIndustries } from '../../server/src/modules/blog/related-industries';

describe('Related industries panel', () => {
  // As the server lists them: sorted by title.
  const industries = [
    { slug: 'construction-infrastructure', title: 'Construction & Infrastructure' },
    { slug: 'energy-utilities', title: 'Energy & Utilities' },
    { slug: 'environmental-services', title: 'Environmental Services' },
    { slug: 'government-defense', title: 'Government & Defense' },
    { slug: 'healthcare', title: 'Healthcare' },
    { slug: 'software-development', title: 'Software Development' },
  ];
  const bySlug = (slug: string) => industries.find((industry) => industry.slug === slug)!;
  const popular = ['government-defense', 'healthcare', 'construction-infrastructure', 'energy-utilities'].map(bySlug);

  test('industries sharing a word with the tags or category come first, then title words, then popular ones without repeats', () => {
    const picked = pickRelatedIndustries(
      { tags: ['government contracting', 'rfp software'], category: 'Government Contracting', title: 'Winning Healthcare Bids' },
      industries,
      popular,
    );
    expect(picked.map((industry) => industry.slug)).toEqual([
      'government-defense',
      'software-development',
      'healthcare',
      'construction-infrastructure',
      'energy-utilities',
    ]);
  });

  test('generic words ("services", "development", "business") tie a post to no industry; at most 6 are listed', () => {
    const withAnalytics = [...industries, { slug: 'data-analytics-business-intelligence', title: 'Data Analytics & Business Intelligence' }];
    const picked = pickRelatedIndustries({ tags: ['services', 'small business'], category: 'Development', title: 'Services' }, withAnalytics, popular);
    expect(picked.map((industry) => industry.slug)).toEqual(popular.map((industry) => industry.slug));
    const many = Array.from({ length: 10 }, (_, index) => ({ slug: `i${index}`, title: `Energy ${index}` }));
    expect(pickRelatedIndustries({ tags: ['energy'], category: 'x', title: 'y' }, many, popular)).toHaveLength(6);
  });
});
