import {
  comparisonRows,
  discoveryFeatures,
  integrationScoreText,
  offerFacts,
  offerSentence,
  priceDisplay,
  pricingSentence,
  pricingSummary,
  ratingDisplay,
  smallBusinessPicks,
} from '../../client/src/features/guide/guide-rules';

const price = (pricingModel: string, startingPrice: string | null, pricingMin: number | null, pricingMax: number | null) => ({
  pricingModel,
  startingPrice,
  pricingMin,
  pricingMax,
});

describe('price display', () => {
  test.each([
    ['a free model shows "Free"', price('free', '$0', 0, 0), 'Free'],
    ['enterprise-only shows "Contact for pricing" even with a range', price('enterprise-only', null, 500, 2000), 'Contact for pricing'],
    ['custom shows "Contact for pricing" even with a starting price', price('custom', '$10,000/year', 10000, null), 'Contact for pricing'],
    ['otherwise the starting price wins', price('per-user', '$29/month', 29, 29), '$29/month'],
    ['without a starting price, the range', price('per-user', null, 29, 99), '$29 - $99/month'],
    ['large amounts are grouped', price('per-project', null, 0, 1000), '$0 - $1,000/month'],
    ['without a maximum, "From $min/month"', price('per-project', null, 49, null), 'From $49/month'],
    ['with no price facts at all, "Contact for pricing"', price('per-user', null, null, null), 'Contact for pricing'],
  ])('%s', (_name, product, expected) => {
    expect(priceDisplay(product)).toBe(expected);
  });
});

describe('user rating', () => {
  const reviews = (g2Score: number | null, reviewCount: number | null, source: string | null, checkedAt: string | null) => ({
    userReviews: { g2Score, reviewCount, source, checkedAt },
  });
  const date = (iso: string) => `on ${iso}`;

  test.each([
    ['no score reads "Not rated"', reviews(null, null, null, null), { score: 'Not rated', detail: null }],
    ['a score without its source reads "Not rated"', reviews(4.5, 100, null, '2026-11-22'), { score: 'Not rated', detail: null }],
    ['a score without its date reads "Not rated"', reviews(4.5, 100, 'G2', null), { score: 'Not rated', detail: null }],
    ['a sourced, dated score is shown with both', reviews(4.6, 1234, 'G2', '2026-11-22'), { score: '4.6/5', detail: 'G2, 1,234 reviews, checked on 2026-11-22' }],
    ['the review count is optional', reviews(4.2, null, 'G2', '2026-11-22'), { score: '4.2/5', detail: 'G2, checked on 2026-11-22' }],
  ])('%s', (_name, product, expected) => {
    expect(ratingDisplay(product, date)).toEqual(expected);
  });
});

describe('discovery features', () => {
  const features = (
    over: Partial<{ aiPowered: boolean; multiLanguage: boolean; languageCount: number | null; governmentCompliance: boolean; samGovIntegration: boolean }>,
    plannedFeatures: string[] = [],
  ) => ({
    category: 'ai-native',
    features: { aiPowered: false, multiLanguage: false, languageCount: null, governmentCompliance: false, samGovIntegration: false, ...over },
    plannedFeatures,
  });

  test.each([
    ['no flags, no features', features({}), []],
    ['every flag, in a fixed order, with the language count', features({ aiPowered: true, multiLanguage: true, languageCount: 25, governmentCompliance: true, samGovIntegration: true }), ['SAM.gov opportunities', 'Government compliance support', 'AI-assisted', '25 languages']],
    ['multi-language without a count', features({ multiLanguage: true }), ['Multi-language']],
    [
      'planned features say so, never as if launched',
      features({ aiPowered: true, samGovIntegration: true, multiLanguage: true, languageCount: 25 }, ['samGovIntegration', 'multiLanguage']),
      ['SAM.gov opportunities (planned)', 'AI-assisted', '25 languages (planned)'],
    ],
  ])('%s', (_name, product, expected) => {
    expect(discoveryFeatures(product)).toEqual(expected);
  });
});

const product = (slug: string, priority: number, companySize: string[] = ['Enterprise'], isOwnProduct = false) => ({
  slug,
  name: slug.charAt(0).toUpperCase() + slug.slice(1),
  priority,
  isOwnProduct,
  companySize,
});

describe('comparison rows', () => {
  const own = product('bidlight', 100, ['Small business'], true);
  const catalogue = [product('govwin-iq', 90), product('responsive', 90), product('loopio', 88), product('sap-ariba', 80), product('bidprime', 66), product('findrfp', 46)];

  test('the product first, then the preferred competitors in the given order', () => {
    const rows = comparisonRows(own, catalogue, ['responsive', 'loopio', 'govwin-iq', 'bidprime'], 5);
    expect(rows.map((row) => row.slug)).toEqual(['bidlight', 'responsive', 'loopio', 'govwin-iq', 'bidprime']);
  });

  test('a preferred competitor missing from the catalogue is replaced by the next by priority', () => {
    const rows = comparisonRows(own, catalogue, ['responsive', 'no-longer-listed', 'govwin-iq', 'bidprime'], 5);
    expect(rows.map((row) => row.slug)).toEqual(['bidlight', 'responsive', 'govwin-iq', 'bidprime', 'loopio']);
  });

  test('without the product, five competitors fill the table and the own entry is never duplicated', () => {
    const rows = comparisonRows(null, [own, ...catalogue], ['responsive'], 5);
    expect(rows.map((row) => row.slug)).toEqual(['responsive', 'govwin-iq', 'loopio', 'sap-ariba', 'bidprime']);
  });
});

describe('small-business picks', () => {
  const own = product('bidlight', 100, ['Small business', 'Mid-market'], true);
  const catalogue = [
    product('govwin-iq', 90, ['Mid-market', 'Enterprise']),
    product('govtribe', 75, ['Small business', 'Mid-market']),
    product('highergov', 74, ['Small business', 'Mid-market', 'Enterprise']),
    product('free-rfp-tools', 72, ['Small business']),
  ];

  test('the product first, then competitors that serve small businesses by priority', () => {
    expect(smallBusinessPicks(own, catalogue, 3).map((item) => item.slug)).toEqual(['bidlight', 'govtribe', 'highergov']);
  });

  test('enterprise-only tools never appear, even with the highest priority', () => {
    expect(smallBusinessPicks(null, catalogue, 3).map((item) => item.slug)).toEqual(['govtribe', 'highergov', 'free-rfp-tools']);
  });
});

const offer = {
  name: 'Bidlight',
  isOwnProduct: true,
  pricingModel: 'flat',
  startingPrice: 'Standard plan: from $29/month',
  pricingMin: 29,
  pricingMax: 29,
  hasFreeTrial: true,
  freeTrialDays: 14,
  hasSetupFee: false,
};

describe("the product's offer (comparison pages and the guide: the Standard plan, from $29/month per team, 14-day trial, no setup fee)", () => {
  test('as the banner facts, the Standard plan with its name, at general availability', () => {
    expect(offerFacts(offer)).toEqual([
      'Standard plan: from $29/month at general availability',
      '14-day free trial (Standard plan, at general availability)',
      'No setup fee',
    ]);
  });

  test('as one sentence, naming the plan and when it applies', () => {
    expect(offerSentence(offer)).toBe("Bidlight's Standard plan at general availability costs from $29/month per team, with a 14-day free trial and no setup fee.");
  });

  test('another product states its own price', () => {
    expect(offerSentence({ ...offer, name: 'Acme', isOwnProduct: false, pricingModel: 'per-user', startingPrice: '$50/month' })).toBe(
      'Acme costs $50/month, with a 14-day free trial and no setup fee.',
    );
  });

  test('a product without a trial and with a setup fee says so', () => {
    const quoted = { ...offer, name: 'Acme', isOwnProduct: false, pricingModel: 'custom', hasFreeTrial: false, freeTrialDays: null, hasSetupFee: true };
    expect(offerFacts(quoted)).toEqual(['Contact for pricing', 'Setup fee applies']);
    expect(offerSentence(quoted)).toBe('Acme is priced on request, with a setup fee.');
  });

  test("a vendor whose pricing page could not be checked shows no setup fee either way, as on its comparison page", () => {
    const unchecked = { ...offer, name: 'Acme', isOwnProduct: false, pricingModel: 'custom', hasFreeTrial: false, freeTrialDays: null, factChecks: { price: { finding: 'not-verified' }, trial: { finding: 'not-verified' } } };
    expect(offerFacts(unchecked)).toEqual(['Not published here']);
  });
});

describe('pricing summary', () => {
  const tool = (pricingModel: string, startingPrice: string | null, hasFreeTrial: boolean, hasSetupFee: boolean, finding: string, trial = 'not-verified') => ({
    pricingModel,
    startingPrice,
    pricingMin: null,
    pricingMax: null,
    hasFreeTrial,
    hasSetupFee,
    factChecks: { price: { finding, lastChecked: '2026-11-27' }, trial: { finding: trial } },
  });

  test('counts the checked prices (the hub\'s counts, in its words), checked free tools, trials found on the vendor\'s page and setup fees', () => {
    const summary = pricingSummary([
      tool('free', 'Free', false, false, 'amount', 'no'),
      tool('free', 'Free', false, false, 'not-verified'),
      tool('per-project', '$0 (Free plan)', true, false, 'not-verified'),
      tool('enterprise-only', null, true, true, 'quote-only', 'yes'),
      tool('custom', null, false, false, 'self-serve'),
    ]);
    expect(summary).toEqual({
      total: 5,
      prices: { total: 5, amount: 1, selfServe: 1, quoteOnly: 1, notVerified: 2, checked: '2026-11-27' },
      free: 1,
      freeTrial: 1,
      pricingRead: 2,
      setupFee: 1,
    });
    expect(pricingSentence(summary, (date) => date)).toBe(
      "Of the 5 tools we compare, 1 shows a price we read on its own site, 1 sells listed plans without a quote (amounts not verified), 1 sells by quote only; for 2 tools we could not check the vendor's own pricing page, so we claim no price, as re-checked on 2026-11-27. On the vendors' own pages, 1 has a free trial we found there; of the 2 tools whose pricing page we read, 1 lists a setup fee.",
    );
  });

  test('zero counts read "none"', () => {
    const summary = pricingSummary([tool('custom', null, false, false, 'quote-only'), tool('enterprise-only', null, false, false, 'quote-only')]);
    expect(pricingSentence(summary, (date) => date)).toMatch(/none has a free trial we found there; of the 2 tools whose pricing page we read, none lists a setup fee\.$/);
  });

  test('a setup fee recorded for a tool whose pricing page we could not read is not counted, and with no page read nothing is said of fees', () => {
    const summary = pricingSummary([tool('custom', null, false, true, 'not-verified'), tool('custom', null, false, false, 'self-serve')]);
    expect(summary.setupFee).toBe(0);
    expect(pricingSentence(summary, (date) => date)).toMatch(/none has a free trial we found there\.$/);
  });
});

describe('integration score text', () => {
  test.each([
    [{ integrationScore: 7, plannedIntegrations: [] }, '7/10'],
    [{ integrationScore: 0, plannedIntegrations: ['Slack'] }, '0/10 (1 integration planned, not scored)'],
    [{ integrationScore: 0, plannedIntegrations: ['SAM.gov', 'Slack', 'Gmail'] }, '0/10 (3 integrations planned, not scored)'],
  ])('%j reads %s', (product, text) => {
    expect(integrationScoreText(product)).toBe(text);
  });
});
