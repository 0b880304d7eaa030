import path from 'node:path';
import {
  alternativesStats,
  averageAlternative,
  costMethod,
  costSavingsMessage,
  disclosureParts,
  featureStatus,
  firstYearBasis,
  firstYearCost,
  firstYearCostText,
  firstYearSavings,
  fitDescription,
  fitNote,
  freeTrialText,
  hasCostSavingsMessage,
  hubFiltersQuery,
  hubStats,
  integrationScore,
  integrationsText,
  isTopAlternative,
  languagesText,
  lowestPriceText,
  matchesSearch,
  orderAlternatives,
  otherVendors,
  parseHubFilters,
  possessive,
  freePlanConfirmed,
  priceAverage,
  priceAverageText,
  priceDisplay,
  priceFindingCounts,
  priceFindingsSentence,
  priceRangeText,
  PRODUCT_FIRST_YEAR_COST,
  PRODUCT_SETUP_TIME,
  rating,
  recommendationText,
  relatedPostsForCompetitor,
  savingsSentence,
  savingsText,
  setupFeeText,
  shortlist,
  sortCompetitors,
  titleWithReviewYear,
  topStrengths,
  unpublishedNote,
  visibleCompetitors,
} from '../../client/src/features/competitors/competitor-rules';
import { readContentSet } from '../../server/src/modules/content/content-files';
import { EARLY_ADOPTER_PLAN, STANDARD_PLAN, namedPlanPrice, planFirstYearCost, plansNote } from '../../schema/plans';

const priced = (
  pricingModel: string,
  pricingMin: number | null,
  extra: Partial<{ billingFrequency: string | null; hasSetupFee: boolean; startingPrice: string | null; factChecks: { price: { finding: string } } | null }> = {},
) => ({
  pricingModel,
  pricingMin,
  pricingMax: null,
  startingPrice: extra.startingPrice ?? null,
  billingFrequency: extra.billingFrequency ?? 'monthly',
  hasSetupFee: extra.hasSetupFee ?? false,
  factChecks: extra.factChecks ?? null,
});

describe('the two plans', () => {
  test('the Early Adopter plan is $35/month with a 7-day trial; the Standard plan is from $29/month with a 14-day trial and no setup fee', () => {
    expect(namedPlanPrice(EARLY_ADOPTER_PLAN)).toBe('Early Adopter plan: $35/month');
    expect(namedPlanPrice(STANDARD_PLAN)).toBe('Standard plan: from $29/month');
    expect([EARLY_ADOPTER_PLAN.trialDays, STANDARD_PLAN.trialDays, STANDARD_PLAN.setupFee]).toEqual([7, 14, false]);
  });

  test("the product's first year is $348 per team, whatever its size (the specification's figure)", () => {
    expect(planFirstYearCost(STANDARD_PLAN)).toBe(348);
    expect(PRODUCT_FIRST_YEAR_COST).toBe(348);
    expect(PRODUCT_SETUP_TIME).toBe('Same day (goal)');
  });

  test('the note on how the plans relate names both, each with its price', () => {
    const note = plansNote('Bidlight');
    expect(note).toContain('Early Adopter plan: $35/month per team, price locked forever, 7-day free trial, no setup fee');
    expect(note).toContain('Standard plan: from $29/month per team, 14-day free trial, no setup fee');
  });
});

describe('first-year cost and savings honour the pricing model', () => {
  test.each([
    // name, facts, cost text, basis, savings text
    ['per seat: price × 5 users × 12 months', priced('per-user', 100), '$6,000', '5 users', '$5,652'],
    ['per seat with a setup fee: plus the $10,000 allowance', priced('per-user', 100, { hasSetupFee: true }), '$16,000', '5 users', '$15,652'],
    ['per seat cheaper than the product: a negative difference', priced('per-user', 5), '$300', '5 users', '-$48'],
    ['unlimited users billed yearly: the yearly price, not 5 seats', priced('unlimited-users', 10_000, { billingFrequency: 'annual' }), '$10,000', 'whole team', '$9,652'],
    ['a flat monthly team price × 12', priced('flat', 100), '$1,200', 'whole team', '$852'],
    ['quoted (custom): no cost, the "90%+" estimate', priced('custom', null), 'Contact Required', null, '90%+'],
    ['quoted even with a number: still no cost', priced('enterprise-only', 500), 'Contact Required', null, '90%+'],
    ['per seat without a published price: the estimate', priced('per-user', null), 'Contact Required', null, '90%+'],
    ['free outright: no savings figure', priced('free', 0), '$0', null, 'No figure'],
    ['a $0 per-seat price is free: no savings figure', priced('per-user', 0), '$0', null, 'No figure'],
    ['free for suppliers (buyer pays): no savings figure', priced('free-for-suppliers', null), '$0 for suppliers', null, 'No figure'],
    ['a free tier with quoted paid tiers: no savings figure', priced('freemium', 0, { billingFrequency: 'annual' }), 'Free tier; paid tiers quoted', null, 'No figure'],
    ['priced by volume with a free plan: no savings figure', priced('per-project', 0), 'Depends on volume', null, 'No figure'],
  ])('%s', (_name, facts, costText, basis, savings) => {
    expect(firstYearCostText(facts)).toBe(costText);
    expect(firstYearBasis(facts)).toBe(basis);
    expect(savingsText(firstYearSavings(facts))).toBe(savings);
  });

  test('the estimate is only for paid tools with unpublished prices; free tools never get one', () => {
    expect(firstYearSavings(priced('custom', null))).toEqual({ kind: 'estimate', label: '90%+' });
    for (const model of ['free', 'free-for-suppliers', 'freemium', 'per-project']) expect(firstYearSavings(priced(model, 0)).kind).toBe('none');
    expect(firstYearCost(priced('unlimited-users', 10_000, { billingFrequency: 'annual' }))).toEqual({ kind: 'cost', amount: 10_000, basis: 'whole-team' });
  });

  test.each([
    [priced('per-user', 100, { hasSetupFee: true }), 'A 5-user team would save $15,652 in the first year with Bidlight\'s Standard plan at general availability ($348 a year per team).'],
    [priced('unlimited-users', 10_000, { billingFrequency: 'annual' }), "Acme sells one plan for the whole team, so its published entry price is compared with Bidlight's Standard plan at general availability ($348 a year per team): a team would save at least $9,652 in the first year."],
    [priced('per-user', 5), "Acme costs $48 less than Bidlight's Standard plan at general availability in the first year."],
    [priced('free-for-suppliers', null), 'Acme is paid for by the buying organisation and suppliers usually take part free, so there is no savings figure for a supplier.'],
    [priced('free', 0), 'Acme is free to use, so there is no savings figure to show.'],
    [priced('freemium', 0), 'Acme has a free tier and does not publish the prices of its paid plans, so there is no savings figure.'],
  ])('the savings sentence for %j', (facts, sentence) => {
    expect(savingsSentence(firstYearSavings(facts), 'Acme', 'Bidlight')).toBe(sentence);
  });

  test('the unknown-price sentence calls the "90%+" an estimate', () => {
    expect(savingsSentence(firstYearSavings(priced('custom', null)), 'Acme', 'Bidlight')).toMatch(/90%\+.*our estimate, not a published figure/);
  });

  test('the method line multiplies per-seat prices by 5 users and says the product is priced per team, $348 whatever the size', () => {
    const method = costMethod('Bidlight');
    expect(method).toContain('a per-seat price × 5 users × 12 months');
    expect(method).toContain("Bidlight's Standard plan is priced per team, not per user, so its first year is $348 whatever the team size");
  });

  test.each([
    [priced('per-user', 51), true],
    [priced('per-user', 50), false],
    [priced('unlimited-users', 10_000, { billingFrequency: 'annual' }), true],
    [priced('unlimited-users', 600, { billingFrequency: 'annual' }), false],
    [priced('custom', 500), false],
    [priced('per-user', null), false],
  ])('%j shows the cost-savings message: %p', (facts, shown) => {
    expect(hasCostSavingsMessage(facts)).toBe(shown);
  });

  test('the cost-savings message states the entry price in the unit the vendor sells it, and the plan at general availability', () => {
    expect(costSavingsMessage({ name: 'Acme', ...priced('per-user', 60) }, 'Bidlight')).toBe(
      "Acme's published entry price is $60 a month. Bidlight's Standard plan at general availability is from $29/month per team with no setup fee.",
    );
    // A yearly price stays yearly (issue 35: "starts above $50 a month" beside $10,000/year).
    expect(costSavingsMessage({ name: 'Acme', ...priced('unlimited-users', 10_000, { billingFrequency: 'annual' }) }, 'Bidlight')).toBe(
      "Acme's published entry price is $10,000 a year (about $833 a month). Bidlight's Standard plan at general availability is from $29/month per team with no setup fee.",
    );
  });

  test('a savings figure against a tool doing another job says it is not like for like', () => {
    const sentence = savingsSentence(firstYearSavings(priced('unlimited-users', 10_000, { billingFrequency: 'annual' })), 'Acme', 'Bidlight', 'response');
    expect(sentence).toContain('a team would save at least $9,652');
    expect(sentence).toContain('This is not a like-for-like comparison: Acme is a proposal response tool and Bidlight is an RFP discovery tool');
  });

  test('an unverified price gives no price, cost or savings; listed self-serve plans give no figure either', () => {
    const unverified = priced('unlimited-users', 10_000, { billingFrequency: 'annual', factChecks: { price: { finding: 'not-verified' } } });
    expect(priceDisplay(unverified)).toBe('Not published here');
    expect(firstYearCostText(unverified)).toBe('Not verified');
    expect(savingsText(firstYearSavings(unverified))).toBe('No figure');
    expect(hasCostSavingsMessage(unverified)).toBe(false);
    expect(savingsSentence(firstYearSavings(unverified), 'Acme', 'Bidlight')).toMatch(/could not check Acme's current price/);
    const selfServe = priced('custom', null, { factChecks: { price: { finding: 'self-serve' } } });
    expect(priceDisplay(selfServe)).toBe('Self-serve plans (amounts not verified)');
    expect(firstYearSavings(selfServe)).toEqual({ kind: 'none', reason: 'self-serve' });
    expect(savingsText(firstYearSavings(selfServe))).not.toBe('90%+');
  });

  test.each([
    [true, 2500, '$2,500'],
    [true, null, '$5,000+'],
    [false, null, 'No setup fee'],
  ])('setup fee %p with amount %p reads %s', (hasSetupFee, setupFeeAmount, text) => {
    expect(setupFeeText({ hasSetupFee, setupFeeAmount })).toBe(text);
  });

  test('a setup fee is part of the price: "Not verified" where the pricing page could not be checked, whatever the content records', () => {
    expect(setupFeeText({ hasSetupFee: false, setupFeeAmount: null, factChecks: { price: { finding: 'not-verified' } } })).toBe('Not verified');
    expect(setupFeeText({ hasSetupFee: true, setupFeeAmount: 2500, factChecks: { price: { finding: 'self-serve' } } })).toBe('Not verified');
    expect(setupFeeText({ hasSetupFee: false, setupFeeAmount: null, factChecks: { price: { finding: 'quote-only' } } })).toBe('No setup fee');
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
    expect(text).toContain('Standard plan at general availability (from $29/month per team, a 14-day free trial and no setup fee)');
  });

  test('a buyer-side suite is not something a supplier switches away from, and the recommendation says so', () => {
    expect(recommendationText({ name: 'Acme', weaknesses: ['High cost'], job: 'procurement' }, 'Bidlight')).toMatch(/^Acme is chosen and paid for by the buying organisation/);
  });
});

describe('price display', () => {
  const base = { startingPrice: null, pricingMin: null, pricingMax: null };
  test.each([
    [{ ...base, pricingModel: 'free', startingPrice: '$10/month' }, 'Free'],
    [{ ...base, pricingModel: 'free-for-suppliers' }, 'Free for suppliers'],
    [{ ...base, pricingModel: 'enterprise-only', startingPrice: '$10/month' }, 'Contact for pricing'],
    [{ ...base, pricingModel: 'custom', pricingMin: 5 }, 'Contact for pricing'],
    [{ ...base, pricingModel: 'flat', startingPrice: 'Standard plan: from $29/month', pricingMin: 29, pricingMax: 29 }, 'Standard plan: from $29/month'],
    [{ ...base, pricingModel: 'unlimited-users', startingPrice: '$10,000/year', pricingMin: 10_000 }, '$10,000/year'],
    [{ ...base, pricingModel: 'freemium', startingPrice: 'Free basic registration', pricingMin: 0 }, 'Free basic registration'],
    [{ ...base, pricingModel: 'per-user', pricingMin: 25, pricingMax: 1000 }, '$25 - $1,000/month'],
    [{ ...base, pricingModel: 'per-project', pricingMin: 40 }, 'From $40/month'],
    [{ ...base, pricingModel: 'per-user' }, 'Contact for pricing'],
  ])('%j shows %s', (facts, text) => {
    expect(priceDisplay(facts)).toBe(text);
  });
});

describe('planned features are "Planned", never "Yes", and score nothing', () => {
  const product = {
    features: { aiPowered: true, multiLanguage: true, languageCount: 25, governmentCompliance: true, samGovIntegration: true },
    plannedFeatures: ['samGovIntegration', 'multiLanguage'],
    integrations: ['SAM.gov', 'Salesforce', 'Slack'],
    plannedIntegrations: ['SAM.gov', 'Slack'],
  };
  const launched = { ...product, plannedFeatures: [], plannedIntegrations: [] };

  test.each([
    ['samGovIntegration', 'Planned', 'Yes'],
    ['multiLanguage', 'Planned', 'Yes'],
    ['aiPowered', 'Yes', 'Yes'],
    ['governmentCompliance', 'Yes', 'Yes'],
  ] as const)('%s reads %s when planned, %s when launched', (key, planned, live) => {
    expect(featureStatus(product, key)).toBe(planned);
    expect(featureStatus(launched, key)).toBe(live);
    expect(featureStatus({ ...launched, features: { ...launched.features, [key]: false } }, key)).toBe('No');
  });

  test.each([
    [product, 'Planned (25 languages)', '1 (2 planned)', 1],
    [launched, 'Yes (25 languages)', '3', 5],
    [{ ...product, plannedIntegrations: ['SAM.gov', 'Salesforce', 'Slack'] }, 'Planned (25 languages)', 'None yet (3 planned)', 0],
    [{ ...launched, integrations: [] }, 'Yes (25 languages)', 'None', 2],
  ])('%j: languages %s, integrations %s, score %i', (item, languages, integrations, score) => {
    expect(languagesText(item)).toBe(languages);
    expect(integrationsText(item)).toBe(integrations);
    expect(integrationScore(item)).toBe(score);
  });

  test.each([
    [[], false, 0],
    [['A', 'B', 'C'], true, 5],
    [['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], true, 10],
  ])('the integration score of launched %j with SAM.gov=%s is %i (one a documented integration, at most 8, plus 2)', (integrations, samGovIntegration, score) => {
    const item = { integrations, plannedIntegrations: [], plannedFeatures: [], features: { ...launched.features, samGovIntegration } };
    expect(integrationScore(item)).toBe(score);
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

  test.each([
    ['Best RFP Software Tools', '2026-11-22', 'Best RFP Software Tools 2026'],
    ['Best Loopio Alternatives', '2027-01-03', 'Best Loopio Alternatives 2027'],
    ['Best Loopio Alternatives', null, 'Best Loopio Alternatives'],
  ])('"%s" reviewed %s is titled "%s" (the review year or none)', (title, reviewed, expected) => {
    expect(titleWithReviewYear(title, reviewed)).toBe(expected);
  });
});

describe('alternatives: ranked by relevance to the tool replaced', () => {
  const tool = (slug: string, job: string, category: string, priority: number, isOwnProduct = false) => ({ slug, name: slug, job, category, priority, isOwnProduct });
  const all = [
    tool('bidlight', 'discovery', 'ai-native', 100, true),
    tool('ariba', 'procurement', 'enterprise-procurement', 80),
    tool('loopio', 'response', 'enterprise-incumbent', 88),
    tool('bidprime', 'discovery', 'discovery-platform', 66),
    tool('govwin', 'discovery', 'government-specialist', 90),
    tool('findrfp', 'discovery', 'discovery-platform', 46),
    tool('responsive', 'response', 'enterprise-incumbent', 90),
    tool('arphie', 'response', 'ai-native', 60),
    tool('coupa', 'procurement', 'enterprise-procurement', 76),
  ];
  const slugs = (items: readonly { slug: string }[]) => items.map((item) => item.slug);
  const bySlug = (slug: string) => all.find((item) => item.slug === slug)!;

  test.each([
    ['a discovery platform: the product, discovery platforms, other discovery tools, then the rest by priority', 'findrfp', ['bidlight', 'bidprime', 'govwin', 'responsive', 'loopio', 'ariba', 'coupa', 'arphie']],
    ['a response incumbent: the product, incumbents, AI response tools, then the rest', 'loopio', ['bidlight', 'responsive', 'arphie', 'govwin', 'ariba', 'coupa', 'bidprime', 'findrfp']],
    ['a procurement suite: the product, other suites, then the rest', 'ariba', ['bidlight', 'coupa', 'govwin', 'responsive', 'loopio', 'bidprime', 'arphie', 'findrfp']],
    ["the product's own page: discovery tools first, never itself", 'bidlight', ['govwin', 'bidprime', 'findrfp', 'arphie', 'responsive', 'loopio', 'ariba', 'coupa']],
  ])('%s', (_name, subject, expected) => {
    expect(slugs(orderAlternatives(bySlug(subject), all))).toEqual(expected);
  });

  test('the shortlist holds only tools doing the same job, never the product', () => {
    expect(slugs(shortlist(bySlug('findrfp'), orderAlternatives(bySlug('findrfp'), all)))).toEqual(['bidprime', 'govwin']);
    expect(slugs(shortlist(bySlug('loopio'), orderAlternatives(bySlug('loopio'), all)))).toEqual(['responsive', 'arphie']);
    // A discovery tool's "other alternatives" on its comparison page are discovery tools.
    expect(slugs(otherVendors(orderAlternatives(bySlug('findrfp'), all)))).toEqual(['bidprime', 'govwin', 'responsive']);
  });

  test('an alternative doing another job says it is not a like-for-like replacement', () => {
    expect(fitNote(bySlug('loopio'), { name: 'Bidlight', job: 'discovery' })).toBe(
      'Not a like-for-like replacement: Bidlight is an RFP discovery tool, loopio is a proposal response tool.',
    );
    expect(fitNote(bySlug('findrfp'), { name: 'Bidlight', job: 'discovery' })).toBeNull();
  });

  const entry = (slug: string, isOwnProduct: boolean, extra: Partial<{ pricingModel: string; pricingMin: number | null; billingFrequency: string; hasFreeTrial: boolean; integrations: string[]; planned: string[]; ai: boolean; sam: boolean }> = {}) => ({
    slug,
    name: slug,
    isOwnProduct,
    pricingModel: extra.pricingModel ?? 'per-user',
    startingPrice: null,
    pricingMin: extra.pricingMin ?? null,
    pricingMax: null,
    billingFrequency: extra.billingFrequency ?? 'monthly',
    hasFreeTrial: extra.hasFreeTrial ?? false,
    integrations: extra.integrations ?? [],
    plannedIntegrations: extra.planned ?? [],
    plannedFeatures: extra.planned ? ['samGovIntegration'] : [],
    features: { aiPowered: extra.ai ?? false, samGovIntegration: extra.sam ?? false, governmentCompliance: false, multiLanguage: false, languageCount: null },
  });

  test('"Top Alternative" goes to the first entry only, and never to the product itself', () => {
    expect([entry('bidlight', true), entry('a', false), entry('b', false)].map(isTopAlternative)).toEqual([false, false, false]);
    expect([entry('a', false), entry('b', false)].map(isTopAlternative)).toEqual([true, false]);
  });

  test('each alternative lists 3 strengths', () => {
    expect(topStrengths(['1', '2', '3', '4', '5'])).toEqual(['1', '2', '3']);
    expect(topStrengths(['1', '2'])).toEqual(['1', '2']);
  });

  test('stats: count, the lowest published price as a monthly equivalent (with the plan when it is the product), number with a free trial', () => {
    const list = [entry('bidlight', true, { pricingModel: 'flat', pricingMin: 29, hasFreeTrial: true }), entry('a', false, { pricingModel: 'free', pricingMin: 0 }), entry('b', false, { hasFreeTrial: true })];
    const stats = alternativesStats(list);
    expect(stats).toEqual({ count: 3, lowest: { amount: 0, isOwnProduct: false }, withFreeTrial: 2 });
    expect(lowestPriceText(stats.lowest)).toBe('$0/month');
    expect(lowestPriceText(alternativesStats([list[0]!, entry('c', false, { pricingModel: 'unlimited-users', pricingMin: 10_000, billingFrequency: 'annual' })]).lowest)).toBe(
      'Standard plan: from $29/month at general availability',
    );
    expect(lowestPriceText(alternativesStats([entry('a', false)]).lowest)).toBe('Contact for pricing');
  });

  test('a name in the possessive, without its trailing aside', () => {
    expect(['Loopio', 'QorusDocs', 'Responsive (formerly RFPIO)', 'Bonfire by Euna Solutions'].map(possessive)).toEqual(["Loopio's", "QorusDocs'", "Responsive's", "Bonfire by Euna Solutions'"]);
  });

  test('a trial, a free price or a free plan counts only as the vendor\'s own page showed it', () => {
    const checked = (trial: string, price: string, freePlan = 'not-verified') => ({ factChecks: { price: { finding: price }, trial: { finding: trial }, freePlan: { finding: freePlan } } });
    const list = [
      { ...entry('a', false, { hasFreeTrial: true }), ...checked('not-verified', 'not-verified') },
      { ...entry('b', false, { hasFreeTrial: true }), ...checked('yes', 'quote-only') },
      { ...entry('c', false, { pricingModel: 'free', pricingMin: 0 }), ...checked('no', 'not-verified') },
      { ...entry('d', false, { pricingModel: 'freemium', pricingMin: 0 }), ...checked('no', 'not-verified', 'not-verified') },
    ];
    expect(alternativesStats(list)).toEqual({ count: 4, lowest: null, withFreeTrial: 1 });
    expect(averageAlternative(list)).toEqual(expect.objectContaining({ count: 4, freeTrialShare: 25 }));
    expect(priceAverage(list).freeCount).toBe(0);
    const supplierPortal = { ...entry('e', false, { pricingModel: 'free-for-suppliers' }), ...checked('not-verified', 'amount', 'yes') };
    expect(priceAverage([...list, supplierPortal]).freeCount).toBe(1);
    expect(freePlanConfirmed(supplierPortal)).toBe(true);
    expect(list.map(freePlanConfirmed)).toEqual([false, false, false, false]);
  });

  test.each([
    ['four $0 prices and one paid: no average, the paid one named, the free ones left out', [0, 0, 0, 0].map((price, index) => ({ name: `free${index}`, model: 'freemium', price })).concat([{ name: 'Inventive', model: 'unlimited-users', price: 10_000 }]), 'annual', 'Only Inventive publishes a paid price ($833/month); 4 free tools left out'],
    ['two paid prices: their average', [{ name: 'A', model: 'per-user', price: 100 }, { name: 'B', model: 'per-user', price: 51 }], 'monthly', '$76/month (average of 2 paid published prices)'],
    ['paid and free: the free one is left out and said so', [{ name: 'A', model: 'per-user', price: 100 }, { name: 'B', model: 'per-user', price: 50 }, { name: 'C', model: 'free', price: 0 }], 'monthly', '$75/month (average of 2 paid published prices; 1 free tool left out)'],
    ['only quotes', [{ name: 'A', model: 'custom', price: null }], 'monthly', 'No paid prices published'],
  ])('the average starting price: %s', (_name, tools, billingFrequency, text) => {
    const items = tools.map((item) => ({ name: item.name, pricingModel: item.model, pricingMin: item.price, pricingMax: null, startingPrice: null, billingFrequency }));
    expect(priceAverageText(priceAverage(items))).toBe(text);
  });

  test('the average alternative leaves the product out, counts planned features as absent and only launched integrations', () => {
    const list = [
      entry('bidlight', true, { pricingModel: 'flat', pricingMin: 29, hasFreeTrial: true, ai: true, sam: true, integrations: ['x'] }),
      entry('a', false, { pricingMin: 100, hasFreeTrial: true, ai: true, integrations: ['x', 'y'] }),
      entry('b', false, { pricingMin: 51, integrations: ['x'] }),
      entry('c', false, {}),
      entry('d', false, { sam: true, integrations: ['SAM.gov'], planned: ['SAM.gov'] }),
    ];
    const average = averageAlternative(list);
    expect(average).toEqual(expect.objectContaining({ count: 4, freeTrialShare: 25, aiPoweredShare: 25, samGovShare: 0, governmentComplianceShare: 0, averageIntegrations: 0.8 }));
    expect(priceAverageText(average.price)).toBe('$76/month (average of 2 paid published prices)');
  });
});

describe("the hub's figures are computed from the data", () => {
  /** A tool whose price was re-checked on its own page: read as an amount, or a quote asked for (quoted models). */
  const hubTool = (pricingModel: string, pricingMin: number | null, lastChecked: string, billingFrequency: string | null = 'monthly') => ({
    pricingModel,
    pricingMin,
    pricingMax: null,
    startingPrice: null,
    billingFrequency,
    lastChecked,
    factChecks: { price: { finding: pricingMin === null ? 'quote-only' : 'amount', lastChecked } },
  });

  test.each([
    [
      'free tools and a yearly plan',
      [hubTool('free', 0, '2026-11-22'), hubTool('freemium', 0, '2026-10-01', 'annual'), hubTool('unlimited-users', 10_000, '2026-11-20', 'annual'), hubTool('custom', null, '2026-11-21')],
      { tools: 4, published: 3, lowestAnnual: 0, highestAnnual: 10_000, lastReviewed: '2026-11-22', unverified: 0 },
      '$0–$10k a year',
    ],
    ['a monthly price counts 12 times', [hubTool('per-user', 79, '2026-01-02')], { tools: 1, published: 1, lowestAnnual: 948, highestAnnual: 948, lastReviewed: '2026-01-02', unverified: 0 }, '$948 a year'],
    ['nothing published', [hubTool('enterprise-only', null, '2026-01-02')], { tools: 1, published: 0, lowestAnnual: null, highestAnnual: null, lastReviewed: '2026-01-02', unverified: 0 }, 'Not published'],
    [
      'no price could be read on the vendors\' pages: not verified, never "not published"',
      [{ ...hubTool('per-user', 5, '2026-01-03'), factChecks: { price: { finding: 'not-verified', lastChecked: '2026-01-03' } } }],
      { tools: 1, published: 0, lowestAnnual: null, highestAnnual: null, lastReviewed: '2026-01-03', unverified: 1 },
      'Not verified',
    ],
    [
      'a price not verified on the vendor\'s page is neither counted nor in the range',
      [hubTool('per-user', 79, '2026-01-02'), { ...hubTool('per-user', 5, '2026-01-03'), factChecks: { price: { finding: 'not-verified', lastChecked: '2026-01-03' } } }],
      { tools: 2, published: 1, lowestAnnual: 948, highestAnnual: 948, lastReviewed: '2026-01-03', unverified: 1 },
      '$948 a year',
    ],
    [
      "a buyer's platform whose supplier account was read as free costs a bidder nothing",
      [{ ...hubTool('free-for-suppliers', null, '2026-11-27'), factChecks: { price: { finding: 'amount', lastChecked: '2026-11-27' } } }, { ...hubTool('per-user', 5, '2026-01-03'), factChecks: { price: { finding: 'not-verified', lastChecked: '2026-01-03' } } }],
      { tools: 2, published: 1, lowestAnnual: 0, highestAnnual: 0, lastReviewed: '2026-11-27', unverified: 1 },
      '$0 a year',
    ],
  ])('%s', (_name, tools, stats, range) => {
    expect(hubStats(tools)).toEqual(stats);
    expect(priceRangeText(hubStats(tools))).toBe(range);
  });

  test('the hub and the guide state one count of how prices stand, in one sentence', () => {
    const tools = [hubTool('free', 0, '2026-11-20'), hubTool('custom', null, '2026-11-27'), { ...hubTool('custom', null, '2026-11-21'), factChecks: { price: { finding: 'not-verified', lastChecked: '2026-11-21' } } }];
    const counts = priceFindingCounts(tools);
    expect(counts).toEqual({ total: 3, amount: 1, selfServe: 0, quoteOnly: 1, notVerified: 1, checked: '2026-11-27' });
    expect(priceFindingsSentence(counts, (date) => date)).toBe(
      "Of the 3 tools we compare, 1 shows a price we read on its own site, 0 sell listed plans without a quote (amounts not verified), 1 sells by quote only; for 1 tool we could not check the vendor's own pricing page, so we claim no price, as re-checked on 2026-11-27.",
    );
  });
});

describe('hub filters and search', () => {
  const tools = [
    { name: 'Loopio', shortDescription: 'Answer library for proposal teams', priority: 88, category: 'enterprise-incumbent' },
    { name: 'GovTribe', shortDescription: 'Federal contracting intelligence', priority: 75, category: 'government-specialist' },
    { name: 'Arphie', shortDescription: 'AI drafting for PROPOSAL answers', priority: 60, category: 'ai-native' },
    { name: 'arc', shortDescription: 'Same priority as Arphie', priority: 60, category: 'ai-native' },
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

  test('the client filter matches name or short description, case-insensitive', () => {
    expect(tools.filter((tool) => matchesSearch(tool, 'PROPOSAL')).map((tool) => tool.name)).toEqual(['Loopio', 'Arphie']);
    expect(tools.filter((tool) => matchesSearch(tool, 'govtribe')).map((tool) => tool.name)).toEqual(['GovTribe']);
    expect(tools.filter((tool) => matchesSearch(tool, '   '))).toHaveLength(4);
    expect(tools.filter((tool) => matchesSearch(tool, 'zzzz'))).toHaveLength(0);
  });

  test('"Priority" sorts by priority descending (ties by name), "Name" sorts A–Z', () => {
    expect(sortCompetitors(tools, 'priority').map((tool) => tool.name)).toEqual(['Loopio', 'GovTribe', 'arc', 'Arphie']);
    expect(sortCompetitors(tools, 'name').map((tool) => tool.name)).toEqual(['arc', 'Arphie', 'GovTribe', 'Loopio']);
    expect(visibleCompetitors(tools, { search: 'a', category: 'all', sort: 'name' }).map((tool) => tool.name)).toEqual(['arc', 'Arphie', 'GovTribe', 'Loopio']);
  });

  test("the published tools' names sort as an English collator ignoring case sorts them", async () => {
    const names = (await readContentSet(path.resolve('content'))).competitors.map((tool) => tool.name);
    const collated = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(sortCompetitors(names.map((name) => ({ name, priority: 0 })), 'name').map((tool) => tool.name)).toEqual(collated);
  });

  test('the page applies the category, the search and the sort to the whole list together', () => {
    expect(visibleCompetitors(tools, { search: '', category: 'ai-native', sort: 'priority' }).map((tool) => tool.name)).toEqual(['arc', 'Arphie']);
    expect(visibleCompetitors(tools, { search: 'proposal', category: 'ai-native', sort: 'name' }).map((tool) => tool.name)).toEqual(['Arphie']);
    expect(visibleCompetitors(tools, { search: 'proposal', category: 'government-specialist', sort: 'name' })).toEqual([]);
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
