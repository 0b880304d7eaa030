import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { freePlanConfirmed, priceFindingCounts, priceFindingsSentence } from '../../schema/comparison-rules';
import { EARLY_ADOPTER_PLAN, STANDARD_PLAN } from '../../schema/plans';
import { formatContentDate } from '../../client/src/lib/content-date';
import { mainText, sameness, visibleText } from '../../scripts/lib/sameness';
import { competitorFileSchema } from '../../server/src/modules/content/content.schemas';
import type { ContentSet } from '../../server/src/modules/content/content-files';
import { PRODUCT_SLUG, productEntry, renderCompetitorPages, vendorEntries, type CompetitorPages } from '../support/competitor-pages';

/**
 * Issue 35, "One story of the product", for everything about competitors: the product's status
 * said one way (early access, membership through the waitlist), no
 * self-ranking, every vendor fact with the page it was checked against and the day, the basis of
 * setup times and "why users switch", one count of how prices stand on the hub and in the guide,
 * and alternatives pages that read as their own. Over the content files and the rendered pages.
 */

let content: ContentSet;
let site: CompetitorPages | undefined;
let pages: Map<string, string>;

const product = () => productEntry(content);
const vendors = () => vendorEntries(content);
const body = (html: string) => visibleText(html.slice(html.indexOf('<body')));

beforeAll(async () => {
  site = await renderCompetitorPages();
  ({ content, pages } = site);
}, 600_000);

afterAll(async () => {
  await site?.close();
});

describe("the product's status, said one way", () => {
  /** Words that say or imply the app does not exist, or that nobody can get in (the ruling: early access, members let in from the waitlist). */
  const STATUS_WORDS = [/pre-launch/i, /not (?:yet )?generally available/i, /waitlist access only/i, /when accounts open/i, /accounts are not/i, /before launch/i];

  test('no competitor page, alternatives page, the hub or the guide calls the product pre-launch or unavailable', () => {
    const offenders: string[] = [];
    for (const [pagePath, html] of pages) {
      const text = body(html);
      for (const word of STATUS_WORDS) for (const match of text.matchAll(new RegExp(word.source, 'gi'))) offenders.push(`${pagePath}: …${text.slice(Math.max(0, match.index - 60), match.index + 60)}…`);
    }
    expect(offenders).toEqual([]);
  });

  test("the product's own entry says the same: no status word in any of its texts", () => {
    const texts = JSON.stringify(product());
    for (const word of STATUS_WORDS) expect({ word: word.source, found: word.test(texts) }).toEqual({ word: word.source, found: false });
  });

  test('what works in early access and what is planned follow the ruling: AI discovery and SAM.gov are available, languages, compliance and the CRM and chat integrations planned', () => {
    expect(product().plannedFeatures.sort()).toEqual(['governmentCompliance', 'multiLanguage']);
    expect(product().features.aiPowered && product().features.samGovIntegration).toBe(true);
    expect(product().plannedIntegrations.sort()).toEqual(['Gmail', 'HubSpot', 'Microsoft Teams', 'Outlook', 'Salesforce', 'Slack']);
  });

  test('no page sells AI-powered discovery beside a table that says it is planned', () => {
    const offenders: string[] = [];
    for (const [pagePath, html] of pages) {
      const row = />AI-powered<\/th>((?:<td[^>]*>[\s\S]*?<\/td>)+)/.exec(html)?.[1] ?? '';
      const cells = [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => visibleText(match[1]!));
      if (/AI-powered RFP discovery/.test(body(html)) && cells.some((cell) => cell.startsWith('Planned'))) offenders.push(pagePath);
    }
    expect(offenders).toEqual([]);
  });

  test('the Standard plan\'s price and trial are always "at general availability", and where both plans appear one sentence says why the Early Adopter plan costs more', () => {
    const offenders: string[] = [];
    for (const [pagePath, html] of pages) {
      const text = body(html);
      for (const match of text.matchAll(new RegExp(`${STANDARD_PLAN.name}(?::| \\()? (?:from )?\\$${STANDARD_PLAN.monthlyPrice}|${STANDARD_PLAN.trialDays}-day free trial \\(${STANDARD_PLAN.name}`, 'g'))) {
        const around = text.slice(Math.max(0, match.index - 120), match.index + match[0].length + 200);
        if (!around.includes('general availability')) offenders.push(`${pagePath}: …${around}…`);
      }
      const bothPlans = text.includes(`$${EARLY_ADOPTER_PLAN.monthlyPrice}`) && text.includes(`$${STANDARD_PLAN.monthlyPrice}`);
      if (bothPlans && !text.includes(`The ${EARLY_ADOPTER_PLAN.name} costs more because`)) offenders.push(`${pagePath}: both plans without the sentence relating them`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('no self-ranking', () => {
  const SELF_RANKING = [/our pick/i, /our own product comes first/i, /we recommend our own product/i, /budget-friendly choice/i, /recommended for rfp discovery/i];

  test('no page or page copy calls the product the best, "#1" or "Our pick"', async () => {
    const guideCopy = await readFile(path.resolve('content/pages/guide.json'), 'utf8');
    const offenders: string[] = [];
    for (const word of SELF_RANKING) if (word.test(guideCopy)) offenders.push(`content/pages/guide.json: ${word.source}`);
    for (const [pagePath, html] of pages) for (const word of SELF_RANKING) if (word.test(body(html))) offenders.push(`${pagePath}: ${word.source}`);
    const guide = body(pages.get('/rfp-software-guide')!);
    if (new RegExp(`#1 for small businesses ${product().name}\\b`).test(guide)) offenders.push(`/rfp-software-guide: ${product().name} ranked #1`);
    expect(offenders).toEqual([]);
  });

  test('every alternatives list starts with the product labelled "Our product", unranked, with one line on what it does not do for that tool\'s job', () => {
    const offenders: string[] = [];
    for (const vendor of vendors()) {
      const html = pages.get(`/alternatives/${vendor.slug}`)!;
      const ranked = html.slice(html.indexOf('id="ranked-alternatives"'), html.indexOf('id="comparison-table"'));
      const firstCard = ranked.split('data-testid="competitor-card"')[1] ?? '';
      const text = visibleText(`<div ${firstCard}`);
      if (!firstCard.includes(`data-slug="${PRODUCT_SLUG}"`)) offenders.push(`${vendor.slug}: the list does not start with the product`);
      const header = text.slice(0, text.indexOf(product().name) + product().name.length);
      if (!header.includes('Our product')) offenders.push(`${vendor.slug}: not labelled "Our product": ${text.slice(0, 80)}`);
      if (/#\d/.test(header)) offenders.push(`${vendor.slug}: the product is ranked`);
      if (!new RegExp(`${product().name} (?:does not|is not|is in early access and does not)`).test(text)) offenders.push(`${vendor.slug}: no line on what the product does not do`);
    }
    expect(offenders).toEqual([]);
  });

  test('the structured data ranks only the vendors: the product is never an ItemList position', () => {
    const offenders: string[] = [];
    for (const [pagePath, html] of pages) {
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
        const items = ([] as { '@type'?: string; itemListElement?: { name?: string }[] }[]).concat(JSON.parse(json!));
        for (const item of items) if (item['@type'] === 'ItemList' && item.itemListElement?.some((entry) => entry.name === product().name)) offenders.push(pagePath);
      }
    }
    expect(offenders).toEqual([]);
  });

  test('the guide marks the product "Our product" and ranks only the others', () => {
    const guide = pages.get('/rfp-software-guide')!;
    const table = guide.slice(guide.indexOf('<table'), guide.indexOf('</table>'));
    const productRow = table.split('<tr').find((row) => row.includes(`>${product().name}<`))!;
    expect(visibleText(`<tr${productRow}`)).toContain('Our product');
    const picks = visibleText(guide.slice(guide.indexOf('id="small-business"'), guide.indexOf('id="nonprofits"')));
    expect(picks).toContain(`Our product ${product().name}`);
    expect(picks).toMatch(/#1 for small businesses (?!Bidlight)/);
  });
});

describe('every vendor fact links the page it was checked against, with the date', () => {
  test('each vendor has its price, free trial and free plan checked: a finding, the day, and the page unless it could not be checked', () => {
    const offenders: string[] = [];
    for (const vendor of vendors()) {
      if (!vendor.factChecks) {
        offenders.push(`${vendor.slug}: no factChecks`);
        continue;
      }
      for (const [fact, check] of Object.entries(vendor.factChecks)) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(check.lastChecked)) offenders.push(`${vendor.slug} ${fact}: no date`);
        if (check.finding !== 'not-verified' && !check.sourceUrl?.startsWith('https://')) offenders.push(`${vendor.slug} ${fact}: ${check.finding} without its page`);
      }
    }
    expect(offenders).toEqual([]);
  });

  test('the schema refuses a vendor fact without its page or its date, and a vendor without checked facts', () => {
    const file = JSON.parse(JSON.stringify(vendors().find((item) => item.factChecks?.trial.finding === 'yes')!));
    expect(competitorFileSchema.safeParse(file).success).toBe(true);
    const withoutPage = { ...file, factChecks: { ...file.factChecks, trial: { ...file.factChecks.trial, sourceUrl: null } } };
    expect(competitorFileSchema.safeParse(withoutPage).success).toBe(false);
    const withoutDate = { ...file, factChecks: { ...file.factChecks, price: { finding: 'not-verified', sourceUrl: null } } };
    expect(competitorFileSchema.safeParse(withoutDate).success).toBe(false);
    expect(competitorFileSchema.safeParse({ ...file, factChecks: null }).success).toBe(false);
  });

  test('each comparison and alternatives page lists every checked fact beside its page and date, or says it is not verified', () => {
    const offenders: string[] = [];
    for (const vendor of vendors()) {
      for (const pagePath of [`/competitors/${vendor.slug}`, `/alternatives/${vendor.slug}`]) {
        const html = pages.get(pagePath)!;
        const sources = html.slice(html.indexOf('id="sources"'));
        for (const [fact, check] of Object.entries(vendor.factChecks!)) {
          const dated = visibleText(sources).includes(`checked ${formatContentDate(check.lastChecked)}`);
          const linked = check.sourceUrl ? sources.includes(`href="${check.sourceUrl}"`) : visibleText(sources).includes('not verified');
          if (!dated || !linked) offenders.push(`${pagePath} ${fact}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  test('"does not publish its prices" and the "90%+" estimate only where the pricing page was checked and asks for a quote', () => {
    const offenders: string[] = [];
    for (const vendor of vendors()) {
      const quoteOnly = vendor.factChecks!.price.finding === 'quote-only';
      for (const pagePath of [`/competitors/${vendor.slug}`, `/alternatives/${vendor.slug}`]) {
        const html = pages.get(pagePath)!;
        const own = visibleText(html.slice(html.indexOf('id="pricing-analysis"'), html.indexOf('id="setup-comparison"')));
        if (!quoteOnly && own.includes('90%+')) offenders.push(`${pagePath}: 90%+`);
        if (!quoteOnly && new RegExp(`${vendor.name} does not publish its prices`).test(body(html))) offenders.push(`${pagePath}: does not publish`);
      }
    }
    expect(offenders).toEqual([]);
    // The facts issue 35 named: HigherGov's tiers are public, GovTribe sells self-serve plans with a trial, Loopio has a trial agreement.
    const finding = (slug: string) => content.competitors.find((item) => item.slug === slug)!.factChecks!;
    expect(finding('highergov').price.finding).toBe('self-serve');
    expect([finding('govtribe').price.finding, finding('govtribe').trial.finding]).toEqual(['self-serve', 'yes']);
    expect(finding('loopio').trial.finding).toBe('yes');
    expect(body(pages.get('/competitors/loopio')!)).not.toContain('No free trial');
  });

  test('a yearly price is never called a monthly one, and a response tool\'s savings are never shown as like for like', () => {
    const offenders: string[] = [];
    for (const vendor of vendors()) {
      const text = body(pages.get(`/competitors/${vendor.slug}`)!);
      if (vendor.billingFrequency === 'annual' && text.includes('starts above $50 a month')) offenders.push(`${vendor.slug}: yearly price as monthly`);
      if (vendor.job !== 'discovery' && /would save/.test(text) && !text.includes('This is not a like-for-like comparison')) offenders.push(`${vendor.slug}: savings without the caveat`);
    }
    expect(offenders).toEqual([]);
  });
});

/** The vendor's texts a reader takes as facts about its offer. */
const PROSE_FIELDS = [
  'shortDescription',
  'fullDescription',
  'idealFor',
  'strengths',
  'weaknesses',
  'prosAndCons',
  'quickVerdict',
  'whyUsersSwitch',
  'useCases',
  'migrationSteps',
  'exampleScenario',
  'peopleAlsoAsk',
  'whyLookForAlternatives',
  'whoItSuits',
] as const;

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value !== null && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

/** A sentence that says the fact was not checked (and sends the reader to the vendor) claims nothing. */
const UNCHECKED = /could not (?:check|verify|re-check)|have not (?:checked|verified)|not published here|not verified/i;
const FIGURE = /\$\s?\d/;
const TRIAL = /\btrial(?:s|ed)?\b/i;
const NO_TRIAL = /\bno (?:free |self-serve |self-service )?trial\b/i;
const UNPUBLISHED = /\b(?:no|not|never) (?:publish(?:es|ed)?|public|published|list(?:s|ed)?) (?:its |their |a )?(?:pric|price list|rates|tiers)|\bpric\w* (?:is|are) (?:quoted|not published|not public)|\bquote[- ]only\b|\b(?:is|are) quoted\b|\bquoted (?:annual|enterprise|rather)|\bby quote\b/i;
/**
 * That the vendor, one of its plans or tiers, an account or its listings is free or costs nothing.
 * A free trial is a trial, held to the trial findings above.
 */
const FREE = /(?<!-)\bfree\b(?![- ]trials?\b)|\bno[- ]cost\b|\bno charge\b|\bwithout (?:charge|cost|paying|payment|a fee)\b|\bcosts? nothing\b|\bpay(?:s|ing)? nothing\b|\bzero[- ]cost\b|\bno subscription (?:cost|fee)s?\b/i;
/**
 * Free access said without the word: what a visitor gets without an account, membership or
 * subscription ("non-members see summaries", "open to anyone"), or summaries, previews or a basic
 * registration set against what paying members get, which says they are free.
 */
const FREE_ACCESS = [
  /\bnon-?(?:members?|subscribers?|paying)\b/i,
  /\bwithout (?:an? |any )?(?:paid )?(?:account|membership|subscription|subscribing|registering|registration|signing (?:up|in)|logging in|login|joining)\b/i,
  /\bopen to (?:anyone|everyone|all|the public)\b|\banyone can (?:see|read|search|browse|view|access|use|follow)\b/i,
];
const PREVIEW = /\b(?:summar(?:y|ies)|previews?|teasers?|snippets?|excerpts?|headlines?|basic (?:registration|account|access|listings?|notices|tier|plan|option|membership))\b/i;
const PAID_ACCESS = /\b(?:members?|membership|subscri\w*|paid|paying|pay)\b/i;
const impliesFreeAccess = (sentence: string) => FREE_ACCESS.some((pattern) => pattern.test(sentence)) || (PREVIEW.test(sentence) && PAID_ACCESS.test(sentence));

/**
 * Where a vendor's prose claims a price, a trial, unpublished prices or something free that its
 * checked facts do not support: a dollar figure without a price read on its page, "not published"
 * or "quoted" without a pricing page that asks for a quote, a trial affirmed or denied without one
 * checked, a trial denied that was found, or affirmed that was found absent, and anything of the
 * vendor's called free or costing nothing, or free access implied without the word, without a free
 * plan found on its own page. A question claims nothing; the vendor's own name (Free RFP Sources)
 * is not a claim that it is free.
 */
function proseContradictions(vendor: { slug: string; name: string; factChecks: { price: { finding: string }; trial: { finding: string }; freePlan: { finding: string } } } & Record<string, unknown>): string[] {
  const { price, trial, freePlan } = vendor.factChecks;
  return PROSE_FIELDS.flatMap((field) =>
    stringsOf(vendor[field])
      .flatMap((text) => text.split(/(?<=[.!?])\s+/))
      .filter((sentence) => !UNCHECKED.test(sentence))
      .flatMap((sentence) => {
        const claims = [
          price.finding !== 'amount' && FIGURE.test(sentence) ? 'a price figure' : null,
          price.finding !== 'quote-only' && UNPUBLISHED.test(sentence) ? 'unpublished or quoted prices' : null,
          trial.finding === 'not-verified' && TRIAL.test(sentence) ? 'a trial' : null,
          trial.finding === 'yes' && NO_TRIAL.test(sentence) ? 'no trial' : null,
          trial.finding === 'no' && TRIAL.test(sentence) && !NO_TRIAL.test(sentence) ? 'a trial' : null,
          freePlan.finding !== 'yes' && !sentence.endsWith('?') && FREE.test(sentence.replaceAll(vendor.name, '')) ? 'something free' : null,
          freePlan.finding !== 'yes' && !sentence.endsWith('?') && impliesFreeAccess(sentence) ? 'free access' : null,
        ].filter(Boolean);
        return claims.map((claim) => `${vendor.slug} ${field}: ${claim}: "${sentence}"`);
      }),
  );
}

describe("a vendor's prose says no more than its checked facts", () => {
  test('no description, verdict, list, use case or answer claims a price, a trial, unpublished prices or a free plan the checked facts do not support', () => {
    expect(vendors().flatMap((vendor) => proseContradictions(vendor as unknown as Parameters<typeof proseContradictions>[0]))).toEqual([]);
  });

  test('the check flags each kind of claim and passes a sentence that says the fact was not checked', () => {
    const vendor = (price: string, trial: string, fullDescription: string, freePlan = 'not-verified') => ({
      slug: 'acme',
      name: 'Acme Free Bids',
      factChecks: { price: { finding: price }, trial: { finding: trial }, freePlan: { finding: freePlan } },
      fullDescription,
    });
    expect(proseContradictions(vendor('not-verified', 'not-verified', 'Plans start at $49 a month.'))).toHaveLength(1);
    expect(proseContradictions(vendor('self-serve', 'no', 'Pricing is quoted rather than published. A free trial is available.'))).toHaveLength(2);
    expect(proseContradictions(vendor('quote-only', 'yes', 'Buying takes a sales call, with no self-serve trial.'))).toHaveLength(1);
    expect(proseContradictions(vendor('not-verified', 'not-verified', "We could not check Acme's price or trial on its own pages; see its site."))).toEqual([]);
    expect(proseContradictions(vendor('amount', 'yes', 'Plans start at $49 a month, with a 14-day free trial.'))).toEqual([]);
  });

  test('the check flags a free plan, account, tier or listing, or "no cost", unless the free plan was found on the vendor\'s page', () => {
    const vendor = (fullDescription: string, freePlan = 'not-verified') => ({
      slug: 'acme',
      name: 'Acme Free Bids',
      factChecks: { price: { finding: 'not-verified' }, trial: { finding: 'not-verified' }, freePlan: { finding: freePlan } },
      fullDescription,
    });
    for (const claim of [
      'Suppliers can follow one agency for free.',
      'Agencies post solicitations at no charge.',
      'Following a single agency costs nothing.',
      'It is a no-cost starting point.',
      'Listings are visible without paying.',
      'Keep the free tier if it covers your agencies.',
      'There is no subscription cost.',
    ])
      expect({ claim, found: proseContradictions(vendor(claim)).length }).toEqual({ claim, found: 1 });
    expect(proseContradictions(vendor('Basic registration is free.', 'no'))).toHaveLength(1);
    expect(proseContradictions(vendor('A standard supplier account is free.', 'yes'))).toEqual([]);
    expect(proseContradictions(vendor('Is Acme Free Bids free?'))).toEqual([]);
    expect(proseContradictions(vendor('Acme Free Bids lists hands-free alerts by email.'))).toEqual([]);
    expect(proseContradictions(vendor('Acme advertises a free agency account; we have not checked its terms.'))).toEqual([]);
  });

  test('the check flags free access implied without the word, unless the free plan was found on the vendor\'s page', () => {
    const vendor = (fullDescription: string, freePlan = 'not-verified') => ({
      slug: 'acme',
      name: 'Acme Bids',
      factChecks: { price: { finding: 'not-verified' }, trial: { finding: 'not-verified' }, freePlan: { finding: freePlan } },
      fullDescription,
    });
    for (const claim of [
      'Non-members see listing summaries.',
      'Without an account you can see every bid title.',
      'Bid titles are shown without a subscription.',
      'Search results show brief summaries, while detail pages are reserved for subscribers.',
      'Listings are open to anyone.',
      'Anyone can browse the category index.',
      'Before subscribing, a team can look for its buyers in the summaries the search shows.',
      'Because basic registration covers only participating agencies, vendors weigh the paid plan against other aggregators.',
    ])
      expect({ claim, found: proseContradictions(vendor(claim)).length }).toEqual({ claim, found: 1 });
    expect(proseContradictions(vendor('Non-members see listing summaries.', 'yes'))).toEqual([]);
    expect(proseContradictions(vendor('Acme advertises summaries for visitors and details for members; we have not checked these terms on its own pages.'))).toEqual([]);
    expect(proseContradictions(vendor('Can I read Acme listings without subscribing?'))).toEqual([]);
    expect(proseContradictions(vendor('Full details are for paid members.'))).toEqual([]);
  });
});

describe('no page calls a vendor free that its checked facts do not', () => {
  test("the product's own texts call nothing free or open to all, neither official sources nor a vendor: only its plans' trials are free", () => {
    const sentences = PROSE_FIELDS.flatMap((field) => stringsOf((product() as unknown as Record<string, unknown>)[field]))
      .flatMap((text) => text.split(/(?<=[.!?])\s+/))
      .filter((sentence) => !sentence.endsWith('?') && !UNCHECKED.test(sentence));
    expect(sentences.filter((sentence) => FREE.test(sentence) || impliesFreeAccess(sentence))).toEqual([]);
  });

  test('no sentence on the hub, the guide, a comparison or an alternatives page calls something free, or implies free access, beside the names of vendors without a free plan found on their own page', () => {
    const unconfirmed = vendors().filter((vendor) => !freePlanConfirmed(vendor));
    const confirmed = vendors().filter(freePlanConfirmed);
    const offenders: string[] = [];
    for (const [pagePath, html] of pages) {
      for (const sentence of body(html).split(/(?<=[.!?])\s+/)) {
        if (sentence.endsWith('?') || UNCHECKED.test(sentence)) continue;
        // A vendor's name is not a claim (Free RFP Sources); a page's text runs cards and table cells together, so a sentence that also names a vendor whose free plan was found is left to the prose check.
        const claim = vendors().reduce((text, vendor) => text.replaceAll(vendor.name, ' '), sentence);
        if (!(FREE.test(claim) || impliesFreeAccess(claim)) || confirmed.some((vendor) => sentence.includes(vendor.name))) continue;
        const named = unconfirmed.filter((vendor) => sentence.includes(vendor.name)).map((vendor) => vendor.name);
        if (named.length > 0) offenders.push(`${pagePath} (${named.join(', ')}): ${sentence.slice(0, 200)}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('figures with their basis', () => {
  test('every comparison page gives the basis of the setup time and of the reasons users switch: a source, or the team\'s judgement, said visibly', () => {
    const offenders: string[] = [];
    for (const vendor of vendors()) {
      const html = pages.get(`/competitors/${vendor.slug}`)!;
      const why = visibleText(html.slice(html.indexOf('id="why-switch"'), html.indexOf('id="pricing-analysis"')));
      const setupRow = />Setup time<\/th>((?:<td[^>]*>[\s\S]*?<\/td>)+)/.exec(html)?.[1] ?? '';
      const whyBasis = vendor.whyUsersSwitchBasis === 'team-judgement' ? `${product().name} team's judgement` : vendor.whyUsersSwitchBasis.title;
      const setupBasis = vendor.setupTimeBasis === 'team-judgement' ? `${product().name} team's judgement` : vendor.setupTimeBasis.title;
      if (!why.includes(whyBasis)) offenders.push(`${vendor.slug}: why users switch without its basis`);
      if (!visibleText(setupRow).includes(setupBasis)) offenders.push(`${vendor.slug}: setup time without its basis`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('computed figures computed once', () => {
  test('the hub and the guide state the same count of how prices stand, from the content', () => {
    const sentence = priceFindingsSentence(priceFindingCounts(vendors()), (date) => formatContentDate(date, 'MMMM d, yyyy'));
    expect(body(pages.get('/competitors')!)).toContain(sentence);
    expect(body(pages.get('/rfp-software-guide')!)).toContain(sentence);
    const counts = priceFindingCounts(vendors());
    expect(body(pages.get('/competitors')!)).toContain(`prices read on the vendor's own page for ${counts.amount} of ${counts.total}`);
    for (const stale of [/entry prices published by \d+ of/, /sell by quote only and \d+ show a price anyone can read/]) {
      expect(body(pages.get('/competitors')!)).not.toMatch(stale);
      expect(body(pages.get('/rfp-software-guide')!)).not.toMatch(stale);
    }
  });
});

describe('free tools and trials counted from the checked facts', () => {
  test("each alternatives page counts the alternatives with a free trial, and the free tools left out of its average price, from the vendors' checked facts", () => {
    const offenders: string[] = [];
    const bySlug = new Map(content.competitors.map((item) => [item.slug, item]));
    for (const item of content.competitors) {
      const html = pages.get(`/alternatives/${item.slug}`)!;
      // The hero counts every alternative; the average is taken over the full cards of the closest ones (the product's own card has a column of its own).
      const ranked = html.slice(html.indexOf('id="ranked-alternatives"'), html.indexOf('id="comparison-table"'));
      const averaged = [...new Set([...ranked.matchAll(/data-slug="([^"]+)"/g)].map((match) => match[1]!))].map((slug) => bySlug.get(slug)!).filter((entry) => entry.factChecks);
      // The product's trial is its own plan's; a vendor's counts only when it was found on its own page.
      const trials = content.competitors.filter((entry) => entry.slug !== item.slug && (entry.factChecks ? entry.factChecks.trial.finding === 'yes' : entry.hasFreeTrial)).length;
      const free = averaged.filter((entry) => entry.factChecks!.freePlan.finding === 'yes').length;
      const text = body(html);
      const shownTrials = /With a free trial\s*(\d+)/.exec(text)?.[1];
      const shownFree = /(\d+) free tools? left out/.exec(text)?.[1] ?? '0';
      if (shownTrials !== `${trials}`) offenders.push(`${item.slug}: with a free trial ${shownTrials}, the facts give ${trials}`);
      if (shownFree !== `${free}`) offenders.push(`${item.slug}: ${shownFree} free tools left out, the facts give ${free}`);
    }
    expect(offenders).toEqual([]);
  });

  test('the guide counts the free trials found on the vendors\' own pages, as the facts record them', () => {
    const found = vendors().filter((vendor) => vendor.factChecks!.trial.finding === 'yes').length;
    const guide = body(pages.get('/rfp-software-guide')!);
    expect(guide).toContain(found === 0 ? 'none has a free trial we found there' : `${found} ${found === 1 ? 'has' : 'have'} a free trial we found there`);
  });
});

describe('alternatives pages read as their own', () => {
  test('no pair of alternatives pages above 0.45 word-5-shingle Jaccard of the main text, and the median at most 0.30', () => {
    const texts = new Map(content.competitors.map((item) => [item.slug, mainText(pages.get(`/alternatives/${item.slug}`)!)]));
    const result = sameness(texts, 5);
    console.log(`alternatives pages, 5-word shingles: median Jaccard ${result.median.toFixed(3)}, max ${result.max.toFixed(3)} (${result.closest.join(' / ')}), ${result.pairs} pairs`);
    expect(result.pages).toBe(content.competitors.length);
    expect(result.max).toBeLessThanOrEqual(0.45);
    expect(result.median).toBeLessThanOrEqual(0.3);
  });
});
