import { checkedOffer, formatUsd, groupThousands, savingsSentence } from '../../schema/comparison-rules';
import { competitorFileSchema } from '../../server/src/modules/content/content.schemas';

const unchecked = { finding: 'not-verified', sourceUrl: null, lastChecked: '2026-11-27' };
const found = (finding: string) => ({ finding, sourceUrl: 'https://www.acme-bids.example/pricing', lastChecked: '2026-11-27' });

/** A small vendor file that passes the content schema: a freemium bid board whose free plan and price were found on its page. */
const acme = (overrides: Record<string, unknown> = {}) => ({
  slug: 'acme-bids',
  name: 'Acme Bids',
  shortDescription: 'A bid board for local agencies.',
  fullDescription: 'Acme Bids lists local solicitations.\n\nSuppliers follow agencies and receive notices.',
  category: 'discovery-platform',
  priority: 10,
  website: 'https://www.acme-bids.example',
  hasFreeTrial: false,
  freeTrialDays: null,
  hasSetupFee: false,
  setupFeeAmount: null,
  startingPrice: 'Free (one agency)',
  pricingMin: 0,
  pricingMax: null,
  pricingModel: 'freemium',
  billingFrequency: 'annual',
  currency: 'USD',
  companySize: ['Small business'],
  customerCount: null,
  industryFocus: ['Local government'],
  idealFor: ['Local suppliers'],
  strengths: ['Local buyers', 'Simple alerts', 'Agency documents'],
  weaknesses: ['Local only', 'Category matching', 'No proposal tools'],
  prosAndCons: { pros: ['Local buyers'], cons: ['Local only'] },
  userReviews: { g2Score: null, reviewCount: null, source: null, sourceUrl: null, checkedAt: null },
  features: { aiPowered: false, multiLanguage: false, languageCount: null, governmentCompliance: true, samGovIntegration: false },
  integrations: [],
  setupTime: 'Same day',
  quickVerdict: 'A starting point for suppliers whose agencies post there.',
  whyUsersSwitch: ['Other regions do not post there', 'Category notices are broad'],
  useCases: [
    { title: 'One agency', description: 'A printer follows its county.' },
    { title: 'County coverage', description: 'A paver follows a county.' },
  ],
  migrationSteps: ['Note your categories', 'Cancel before renewal'],
  exampleScenario: 'Example scenario: a pool company follows its home county.',
  peopleAlsoAsk: [
    { question: 'Is Acme Bids free?', answer: 'Following one agency is free, as its pricing page showed on the date checked.' },
    { question: 'Can I bid on Acme Bids?', answer: 'Yes, where agencies accept e-bids.' },
  ],
  sourceUrl: 'https://www.acme-bids.example/pricing',
  lastChecked: '2026-11-27',
  job: 'discovery',
  whyLookForAlternatives:
    'A supplier starts on Acme Bids by following the one agency it sells to, and looks further when it grows: agencies in other regions do not post there, and notices follow chosen categories rather than relevance, so a team screens many it cannot perform.',
  whoItSuits: 'Acme Bids suits local suppliers selling to one or a few nearby agencies that post there, especially those whose agencies take e-bids on it.',
  factChecks: { price: found('amount'), trial: found('no'), freePlan: found('yes') },
  setupTimeBasis: 'team-judgement',
  whyUsersSwitchBasis: 'team-judgement',
  ...overrides,
});

const problems = (file: unknown) => {
  const result = competitorFileSchema.safeParse(file);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("the content schema refuses a vendor's free plan and pricing that tell two stories", () => {
  test('the fixture itself passes', () => {
    expect(problems(acme())).toEqual([]);
  });

  test.each([
    ['a free plan found absent beside a freemium model', { factChecks: { price: found('amount'), trial: found('no'), freePlan: found('no') } }, 'pricingModel "freemium"'],
    [
      'a free plan found absent beside a free entry price',
      { pricingModel: 'flat', pricingMin: 10, factChecks: { price: found('amount'), trial: found('no'), freePlan: found('no') } },
      'startingPrice "Free (one agency)"',
    ],
    [
      'a free plan found absent beside a $0 minimum',
      { pricingModel: 'per-project', startingPrice: 'Per project', factChecks: { price: found('amount'), trial: found('no'), freePlan: found('no') } },
      'pricingMin is 0',
    ],
    ['a free plan found beside a paid-only model', { pricingModel: 'per-user', startingPrice: '$49/user/month', pricingMin: 49 }, 'pricingModel "per-user" says paid only'],
    [
      'a free model beside a checked price, the free plan unverified',
      { factChecks: { price: found('amount'), trial: found('no'), freePlan: unchecked } },
      'factChecks.freePlan is "not-verified"',
    ],
  ])('%s, in a message naming the vendor and the fields', (_case, overrides, field) => {
    const issues = problems(acme(overrides));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^factChecks\.freePlan: Acme Bids \(acme-bids\): /);
    expect(issues[0]).toContain(field);
  });

  test('agreeing facts pass: no free plan beside a paid model, and a free model whose price was not checked', () => {
    const paid = { pricingModel: 'per-user', startingPrice: '$49/user/month', pricingMin: 49, factChecks: { price: found('amount'), trial: found('no'), freePlan: found('no') } };
    expect(problems(acme(paid))).toEqual([]);
    expect(problems(acme({ factChecks: { price: unchecked, trial: unchecked, freePlan: unchecked } }))).toEqual([]);
  });
});

describe("a vendor's offer as every reader gets it", () => {
  const offer = {
    pricingModel: 'freemium',
    startingPrice: 'Free (one agency)',
    pricingMin: 0,
    pricingMax: null,
    billingFrequency: 'annual',
    hasSetupFee: true,
    setupFeeAmount: 500,
    hasFreeTrial: true,
    freeTrialDays: 14,
  };

  test('a price and a trial found on the vendor\'s page come out as written', () => {
    expect(checkedOffer({ ...offer, factChecks: { price: { finding: 'amount' }, trial: { finding: 'yes' } } })).toEqual(offer);
  });

  test('an unchecked price gives no figures, no setup fee and its finding for the model; an unchecked trial gives none', () => {
    expect(checkedOffer({ ...offer, factChecks: { price: { finding: 'not-verified' }, trial: { finding: 'not-verified' } } })).toEqual({
      pricingModel: 'not-verified',
      startingPrice: null,
      pricingMin: null,
      pricingMax: null,
      billingFrequency: null,
      hasSetupFee: false,
      setupFeeAmount: null,
      hasFreeTrial: false,
      freeTrialDays: null,
    });
    expect(checkedOffer({ ...offer, factChecks: { price: { finding: 'self-serve' }, trial: { finding: 'no' } } })).toEqual(
      expect.objectContaining({ pricingModel: 'self-serve', startingPrice: null, hasFreeTrial: false, freeTrialDays: null }),
    );
  });

  test("a quote found on the pricing page keeps its model; the product's own entry is its plan", () => {
    const quoted = { ...offer, pricingModel: 'custom', startingPrice: null, pricingMin: null, hasFreeTrial: false, freeTrialDays: null };
    expect(checkedOffer({ ...quoted, factChecks: { price: { finding: 'quote-only' }, trial: { finding: 'no' } } })).toEqual(quoted);
    expect(checkedOffer({ ...offer, factChecks: null })).toEqual(offer);
  });
});

test("a volume-priced tool's savings sentence does not give it a free plan: only the free-plan finding says that", () => {
  expect(savingsSentence({ kind: 'none', reason: 'usage' }, 'Acme', 'Bidlight')).toBe(
    'Acme prices its plans by volume, so a first-year cost depends on how much you use it and we show no savings figure.',
  );
});

describe('amounts are written as en-US Intl writes them, without Intl', () => {
  const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
  test.each([0, 1, 29, 99.999, 12.5, 12.25, 12.05, 1.005, 0.1, 348, 999, 1000, 16000, 123456.78, 1234567.891, -348, -12.5, -1000.4])('formatUsd(%d)', (amount) => {
    expect(formatUsd(amount)).toBe(intlUsd.format(amount));
  });

  test('an amount that rounds to nothing reads "$0", not "-$0"', () => {
    expect(formatUsd(-0.001)).toBe('$0');
    expect(formatUsd(-0)).toBe('$0');
  });

  test.each([0, 7, 999, 1000, 12345, 1234567, 1234.5, 0.25, -1234])('groupThousands(%d)', (value) => {
    expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
  });
});
