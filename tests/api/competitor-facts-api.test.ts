import path from 'node:path';
import { readContentSet, type ContentSet } from '../../server/src/modules/content/content-files';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 35: an API client gets the same story of a vendor's offer as the pages. A price, its
 * figures, billing period, setup fee and pricing model come out only when the price was read on the
 * vendor's own page; a trial only when one was found there. Otherwise the fields are null (the trial false)
 * and the pricing model is the price finding, with factChecks beside them, over REST and GraphQL.
 */

let server: TestServer;
let content: ContentSet;

beforeAll(async () => {
  [server, content] = await Promise.all([startTestServer(), readContentSet(path.resolve('content'))]);
});
afterAll(async () => {
  await server.close();
});

const OFFER_FIELDS = ['pricingModel', 'startingPrice', 'pricingMin', 'pricingMax', 'billingFrequency', 'hasSetupFee', 'setupFeeAmount', 'hasFreeTrial', 'freeTrialDays'] as const;
type Offer = Record<(typeof OFFER_FIELDS)[number], unknown> & { slug: string };

const offerOf = (item: Record<string, unknown>) => Object.fromEntries(['slug', ...OFFER_FIELDS].map((field) => [field, item[field]])) as Offer;

/** What the API must say of each entry, written out from the content file and its findings. */
function expectedOffer(slug: string): Offer {
  const file = content.competitors.find((item) => item.slug === slug)!;
  const price = file.factChecks?.price.finding;
  const trialFound = file.factChecks ? file.factChecks.trial.finding === 'yes' : file.hasFreeTrial;
  const trial = { hasFreeTrial: trialFound, freeTrialDays: trialFound ? file.freeTrialDays : null };
  if (price === 'not-verified' || price === 'self-serve') {
    return { slug, pricingModel: price, startingPrice: null, pricingMin: null, pricingMax: null, billingFrequency: null, hasSetupFee: false, setupFeeAmount: null, ...trial };
  }
  const { pricingModel, startingPrice, pricingMin, pricingMax, billingFrequency, hasSetupFee, setupFeeAmount } = file;
  return { slug, pricingModel, startingPrice, pricingMin, pricingMax, billingFrequency, hasSetupFee, setupFeeAmount, ...trial };
}

const OFFER_SELECTION = `slug ${OFFER_FIELDS.join(' ')} factChecks { price { finding } trial { finding } }`;

describe("a vendor's offer over the API says no more than its checked facts", () => {
  test('GET /api/competitors, /api/competitors/{slug} and its alternatives give each vendor\'s price and trial only as found on its own page', async () => {
    const list = (await (await server.get('/api/competitors')).json()) as Record<string, unknown>[];
    expect(list.length).toBe(content.competitors.length - 1);
    const answers = [...list];
    for (const slug of ['demandstar', 'bidlight', 'coupa', 'govtribe']) answers.push((await (await server.get(`/api/competitors/${slug}`)).json()) as Record<string, unknown>);
    answers.push(...((await (await server.get('/api/competitors/rfpmart/alternatives')).json()) as Record<string, unknown>[]));
    const offers = answers.map(offerOf);
    expect(offers).toEqual(offers.map((offer) => expectedOffer(offer.slug)));
  });

  test('GraphQL competitors, competitor and alternatives answer the same', async () => {
    const { body } = await server.graphql<{ competitors: Offer[]; competitor: Offer & { alternatives: Offer[] } }>(
      `{ competitors { ${OFFER_SELECTION} } competitor(slug: "bidnet-direct") { ${OFFER_SELECTION} alternatives { ${OFFER_SELECTION} } } }`,
    );
    expect(body.errors).toBeUndefined();
    const { alternatives, ...subject } = body.data!.competitor;
    const offers = [...body.data!.competitors, subject, ...alternatives].map(offerOf);
    expect(offers.length).toBe(2 * content.competitors.length - 1);
    expect(offers).toEqual(offers.map((offer) => expectedOffer(offer.slug)));
  });

  test('DemandStar, whose price was not checked, shows no "Free (one agency)", no $0 and no freemium model: null, with the finding beside it', async () => {
    const demandstar = (await (await server.get('/api/competitors/demandstar')).json()) as Record<string, unknown>;
    expect(offerOf(demandstar)).toEqual({
      slug: 'demandstar',
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
    expect(demandstar.factChecks).toEqual(expect.objectContaining({ price: expect.objectContaining({ finding: 'not-verified' }) }));
  });

  test('no offer field of a vendor without a checked price or free plan says free or names an amount', async () => {
    const list = (await (await server.get('/api/competitors')).json()) as (Record<string, unknown> & { factChecks: { price: { finding: string }; freePlan: { finding: string } } })[];
    const offenders = list
      .filter((item) => !['amount', 'quote-only'].includes(item.factChecks.price.finding) || item.factChecks.freePlan.finding !== 'yes')
      .filter((item) => /free|\$\s?\d/i.test(JSON.stringify(OFFER_FIELDS.map((field) => item[field]))))
      .map((item) => `${item.slug}: ${JSON.stringify(offerOf(item))}`);
    expect(offenders).toEqual([]);
  });
});
