import {
  alternativesStats,
  averageAlternative,
  costSavingsMessage,
  disclosureParts,
  firstYearCost,
  fitDescription,
  firstYearCostText,
  firstYearSavings,
  freeTrialText,
  hasCostSavingsMessage,
  hubFiltersQuery,
  hubQueryVariables,
  isTopAlternative,
  languagesText,
  matchesSearch,
  monthlyPriceText,
  otherVendors,
  parseHubFilters,
  priceDisplay,
  PRODUCT_FIRST_YEAR_COST,
  PRODUCT_SETUP_TIME,
  rating,
  recommendationText,
  relatedPostsForCompetitor,
  savingsSentence,
  savingsText,
  setupFeeText,
  sortCompetitors,
  topStrengths,
  unpublishedNote,
  visibleCompetitors,
} from '../../client/src/features/competitors/competitor-rules';

describe('first-year economics (section 9)', () => {
  test.each([
    // pricingMin, hasSetupFee, cost, cost text, savings text
    [100, true, 16_000, '$16,000', '$15,652'],
    [100, false, 6_000, '$6,000', '$5,652'],
    [29, false, 1_740, '$1,740', '$1,392'],
    [0, false, 0, '$0', '-$348'],
    [0, true, 10_000, '$10,000', '$9,652'],
    [null, false, null, 'Contact Required', '90%+'],
    [null, true, null, 'Contact Required', '90%+'],
  ])('pricingMin %p with setup fee %p costs %p (%s) and saves %s', (pricingMin, hasSetupFee, cost, costText, savings) => {
    const facts = { pricingMin, hasSetupFee };
    expect(firstYearCost(facts)).toBe(cost);
    expect(firstYearCostText(facts)).toBe(costText);
    expect(savingsText(firstYearSavings(facts))).toBe(savings);
  });

  test("the product's first year for 5 users is $348 and its setup time is same day", () => {
    expect(PRODUCT_FIRST_YEAR_COST).toBe(348);
    expect(PRODUCT_SETUP_TIME).toBe('Same day');
    expect(firstYearSavings({ pricingMin: 100, hasSetupFee: true })).toEqual({ kind: 'amount', amount: 16_000 - 348 });
  });

  test('the savings sentence is honest whichever way the difference falls', () => {
    expect(savingsSentence(firstYearSavings({ pricingMin: 100, hasSetupFee: true }), 'Acme', 'Bidlight')).toBe(
      'A 5-user team would save $15,652 in the first year with Bidlight.',
    );
    expect(savingsSentence(firstYearSavings({ pricingMin: 0, hasSetupFee: false }), 'Acme', 'Bidlight')).toBe(
      'Acme costs $348 less than Bidlight in the first year.',
    );
    expect(savingsSentence(firstYearSavings({ pricingMin: null, hasSetupFee: false }), 'Acme', 'Bidlight')).toMatch(/90%\+.*our estimate/);
  });

  test.each([
    [51, true],
    [50, false],
    [29, false],
    [0, false],
    [null, false],
  ])('a starting price of %p shows the cost-savings message: %p', (pricingMin, shown) => {
    expect(hasCostSavingsMessage({ pricingMin })).toBe(shown);
  });

  test('the cost-savings message names both products', () => {
    expect(costSavingsMessage('Acme', 'Bidlight')).toBe(
      'Acme starts above $50 a month. Bidlight is $29/month with no setup fee, so a small team keeps more of its budget for bidding.',
    );
  });

  test.each([
    [true, 2500, '$2,500'],
    [true, null, '$5,000+'],
    [false, null, 'No setup fee'],
  ])('setup fee %p with amount %p reads %s', (hasSetupFee, setupFeeAmount, text) => {
    expect(setupFeeText({ hasSetupFee, setupFeeAmount })).toBe(text);
  });

  test.each([
    [['High cost', 'Slow setup'], true],
    [['Expensive'], true],
    [['  high cost '], true],
    [['Costs are hidden', 'Slow setup'], false],
    [[], false],
  ])('weaknesses %j make the recommendation about cost: %p', (weaknesses, aboutCost) => {
    const text = recommendationText({ name: 'Acme', weaknesses }, 'Bidlight');
    expect(text.startsWith('If cost is what holds your team back with Acme')).toBe(aboutCost);
    expect(text).toContain('Bidlight');
  });
});

describe('price display (section 9)', () => {
  const base = { startingPrice: null, pricingMin: null, pricingMax: null };
  test.each([
    [{ ...base, pricingModel: 'free', startingPrice: '$10/month' }, 'Free'],
    [{ ...base, pricingModel: 'enterprise-only', startingPrice: '$10/month' }, 'Contact for pricing'],
    [{ ...base, pricingModel: 'custom', pricingMin: 5 }, 'Contact for pricing'],
    [{ ...base, pricingModel: 'per-user', startingPrice: '$29/month', pricingMin: 29, pricingMax: 29 }, '$29/month'],
    [{ ...base, pricingModel: 'per-user', pricingMin: 25, pricingMax: 1000 }, '$25 - $1,000/month'],
    [{ ...base, pricingModel: 'per-project', pricingMin: 40 }, 'From $40/month'],
    [{ ...base, pricingModel: 'per-user' }, 'Contact for pricing'],
  ])('%j shows %s', (facts, text) => {
    expect(priceDisplay(facts)).toBe(text);
  });
});

describe('ratings and small texts', () => {
  const unrated = { g2Score: null, reviewCount: null, source: null, sourceUrl: null, checkedAt: null };
  test('a score shows with its source and date; no score reads "Not rated"', () => {
    expect(rating(unrated)).toEqual({ text: 'Not rated', sourceUrl: null });
    expect(rating({ g2Score: 4.5, reviewCount: 1234, source: 'G2', sourceUrl: 'https://g2.example/acme', checkedAt: '2026-11-01' })).toEqual({
      text: '4.5/5 on G2 (1,234 reviews, checked Nov 1, 2026)',
      sourceUrl: 'https://g2.example/acme',
    });
  });

  test.each([
    [{ hasFreeTrial: true, freeTrialDays: 14 }, '14-day free trial'],
    [{ hasFreeTrial: true, freeTrialDays: null }, 'Free trial available'],
    [{ hasFreeTrial: false, freeTrialDays: null }, 'No free trial'],
  ])('free trial %j reads %s', (facts, text) => {
    expect(freeTrialText(facts)).toBe(text);
  });

  test('languages show their count when known', () => {
    expect(languagesText({ multiLanguage: true, languageCount: 25 })).toBe('Yes (25 languages)');
    expect(languagesText({ multiLanguage: true, languageCount: null })).toBe('Yes');
    expect(languagesText({ multiLanguage: false, languageCount: null })).toBe('No');
  });

  test('the disclosure line carries the product name and the date as MMMM d, yyyy', () => {
    const parts = disclosureParts('Bidlight', '2026-11-22');
    expect(`${parts.before}${parts.linkText}${parts.after}`).toBe(
      'Published by the Bidlight team. Competitor facts come from public sources, last checked November 22, 2026.',
    );
  });

  test('meta descriptions keep whole sentences within 160 characters, cutting a lone long one at a word', () => {
    const first = `${'a'.repeat(100)}.`;
    expect(fitDescription([first, `${'b'.repeat(50)}.`])).toBe(`${first} ${'b'.repeat(50)}.`);
    expect(fitDescription([first, `${'b'.repeat(70)}.`])).toBe(first);
    const long = fitDescription(['word '.repeat(60).trim()]);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('alternatives (section 9)', () => {
  const entry = (slug: string, isOwnProduct: boolean, extra: Partial<{ pricingMin: number | null; hasFreeTrial: boolean; integrations: string[]; ai: boolean; sam: boolean }> = {}) => ({
    slug,
    isOwnProduct,
    pricingMin: extra.pricingMin ?? null,
    hasFreeTrial: extra.hasFreeTrial ?? false,
    integrations: extra.integrations ?? [],
    features: { aiPowered: extra.ai ?? false, samGovIntegration: extra.sam ?? false, governmentCompliance: false },
  });

  test('"Top Alternative" goes to the first entry only, and never to the product itself', () => {
    const productFirst = [entry('bidlight', true), entry('a', false), entry('b', false)];
    expect(productFirst.map(isTopAlternative)).toEqual([false, false, false]);
    const vendorFirst = [entry('a', false), entry('b', false)];
    expect(vendorFirst.map(isTopAlternative)).toEqual([true, false]);
  });

  test('each alternative lists 3 strengths', () => {
    expect(topStrengths(['1', '2', '3', '4', '5'])).toEqual(['1', '2', '3']);
    expect(topStrengths(['1', '2'])).toEqual(['1', '2']);
  });

  test('the comparison page shows up to 3 other vendors, never the product', () => {
    const list = [entry('bidlight', true), entry('a', false), entry('b', false), entry('c', false)];
    expect(otherVendors(list).map((item) => item.slug)).toEqual(['a', 'b', 'c']);
  });

  test('stats: count, lowest published starting price, number with a free trial', () => {
    const list = [entry('bidlight', true, { pricingMin: 29, hasFreeTrial: true }), entry('a', false, { pricingMin: 0 }), entry('b', false, { hasFreeTrial: true })];
    expect(alternativesStats(list)).toEqual({ count: 3, lowestPricingMin: 0, withFreeTrial: 2 });
    expect(monthlyPriceText(0)).toBe('$0/month');
    expect(monthlyPriceText(null)).toBe('Contact for pricing');
    expect(alternativesStats([entry('a', false)]).lowestPricingMin).toBeNull();
  });

  test('the average alternative leaves the product out and averages only published prices', () => {
    const list = [
      entry('bidlight', true, { pricingMin: 29, hasFreeTrial: true, ai: true, sam: true, integrations: ['x'] }),
      entry('a', false, { pricingMin: 100, hasFreeTrial: true, ai: true, integrations: ['x', 'y'] }),
      entry('b', false, { pricingMin: 51, integrations: ['x'] }),
      entry('c', false, {}),
      entry('d', false, { sam: true }),
    ];
    expect(averageAlternative(list)).toEqual({
      count: 4,
      averagePricingMin: 76,
      pricedCount: 2,
      freeTrialShare: 25,
      aiPoweredShare: 25,
      samGovShare: 25,
      governmentComplianceShare: 0,
      averageIntegrations: 0.8,
    });
    expect(averageAlternative([entry('c', false)]).averagePricingMin).toBeNull();
  });
});

describe('hub filters (sections 4 and 5)', () => {
  const tools = [
    { name: 'Loopio', shortDescription: 'Answer library for proposal teams', priority: 88 },
    { name: 'GovTribe', shortDescription: 'Federal contracting intelligence', priority: 75 },
    { name: 'Arphie', shortDescription: 'AI drafting for PROPOSAL answers', priority: 60 },
    { name: 'arc', shortDescription: 'Same priority as Arphie', priority: 60 },
  ];

  test('defaults: empty search, all categories, priority; unknown values fall back', () => {
    expect(parseHubFilters(new URLSearchParams(''))).toEqual({ search: '', category: 'all', sort: 'priority' });
    expect(parseHubFilters(new URLSearchParams('q=lo&category=ai-native&sort=name'))).toEqual({ search: 'lo', category: 'ai-native', sort: 'name' });
    // The search's earlier name still works in links made before.
    expect(parseHubFilters(new URLSearchParams('search=lo'))).toEqual({ search: 'lo', category: 'all', sort: 'priority' });
    expect(parseHubFilters(new URLSearchParams('category=bogus&sort=price'))).toEqual({ search: '', category: 'all', sort: 'priority' });
    expect(parseHubFilters(new URLSearchParams({ search: 'x'.repeat(300) })).search).toHaveLength(200);
  });

  test('the URL query leaves defaults out and round-trips', () => {
    expect(hubFiltersQuery({ search: '', category: 'all', sort: 'priority' }).toString()).toBe('');
    expect(hubFiltersQuery({ search: '   ', category: 'all', sort: 'priority' }).toString()).toBe('');
    const query = hubFiltersQuery({ search: 'gov tools', category: 'government-specialist', sort: 'name' });
    expect(query.toString()).toBe('q=gov+tools&category=government-specialist&sort=name');
    expect(parseHubFilters(query)).toEqual({ search: 'gov tools', category: 'government-specialist', sort: 'name' });
  });

  test('the server gets the category only, omitted when "all" (the page applies the search and the sort)', () => {
    expect(hubQueryVariables({ category: 'all' })).toEqual({});
    expect(hubQueryVariables({ category: 'ai-native' })).toEqual({ category: 'ai-native' });
  });

  test('the client filter matches name or short description, case-insensitive', () => {
    expect(tools.filter((tool) => matchesSearch(tool, 'PROPOSAL')).map((tool) => tool.name)).toEqual(['Loopio', 'Arphie']);
    expect(tools.filter((tool) => matchesSearch(tool, 'govtribe')).map((tool) => tool.name)).toEqual(['GovTribe']);
    expect(tools.filter((tool) => matchesSearch(tool, '   '))).toHaveLength(4);
    expect(tools.filter((tool) => matchesSearch(tool, 'zzzz'))).toHaveLength(0);
  });

  test('"Priority" sorts by priority descending (ties by name), "Name" sorts A–Z', () => {
    expect(sortCompetitors(tools, 'priority').map((tool) => tool.name)).toEqual(['Loopio', 'GovTribe', 'arc', 'Arphie']);
    expect(sortCompetitors(tools, 'name').map((tool) => tool.name)).toEqual(['arc', 'Arphie', 'GovTribe', 'Loopio']);
    expect(visibleCompetitors(tools, { search: 'a', sort: 'name' }).map((tool) => tool.name)).toEqual(['arc', 'Arphie', 'GovTribe', 'Loopio']);
  });
});

describe('related posts for a competitor', () => {
  const groups = [
    { name: 'automation', words: ['automation', 'automate'] },
    { name: 'ai-tech', words: ['ai', 'software'] },
  ];
  const competitor = {
    name: 'Acme',
    category: 'enterprise-incumbent',
    shortDescription: 'Proposal software with a content library.',
    fullDescription: 'Acme helps teams automate answers.',
    strengths: [],
    idealFor: [],
    industryFocus: [],
  };
  const post = (slug: string, category: string, tags: string[], title = 'Plain title') => ({ slug, title, excerpt: '', category, tags });

  test('10 for the mapped category, 5 per mentioned tag, 3 per shared keyword group; zero dropped; at most 3', () => {
    const posts = [
      post('category-only', 'Proposal Writing', []),
      post('two-tags', 'Other', ['content library', 'proposal software']),
      post('one-group', 'Other', [], 'How to automate discovery'),
      post('nothing', 'Other', ['gardening'], 'Gardening'),
      post('one-tag', 'Other', ['content library']),
    ];
    expect(relatedPostsForCompetitor(competitor, posts, groups).map((item) => item.slug)).toEqual(['category-only', 'two-tags', 'one-tag']);
    expect(relatedPostsForCompetitor(competitor, posts.slice(2), groups).map((item) => item.slug)).toEqual(['one-tag', 'one-group']);
    expect(relatedPostsForCompetitor(competitor, [post('nothing', 'Other', ['gardening'], 'Gardening')], groups)).toEqual([]);
  });

  test('keywords match whole words only ("ai" is not found inside "maintain")', () => {
    const plain = { ...competitor, category: 'ai-native', shortDescription: 'Teams maintain bids.', fullDescription: '' };
    expect(relatedPostsForCompetitor(plain, [post('ai-post', 'Other', [], 'AI for bids')], groups)).toEqual([]);
  });
});

describe('what a card says about facts the vendor does not publish', () => {
  const reviews = (g2Score: number | null) => ({ g2Score, reviewCount: null, source: null, sourceUrl: null, checkedAt: null });
  const unpriced = { pricingModel: 'custom', startingPrice: null, pricingMin: null, pricingMax: null };
  const priced = { pricingModel: 'per-user', startingPrice: '$50/month', pricingMin: 50, pricingMax: null };
  test.each([
    [unpriced, null, 'Acme does not publish its prices, and we found no public review score.'],
    [unpriced, 4.5, 'Acme does not publish its prices: ask the vendor for a quote.'],
    [priced, null, 'No public review score yet.'],
    [priced, 4.5, null],
  ])('%j rated %p → %p', (pricing, score, note) => {
    expect(unpublishedNote('Acme', { ...pricing, userReviews: reviews(score) } as Parameters<typeof unpublishedNote>[1])).toBe(note);
  });
});
