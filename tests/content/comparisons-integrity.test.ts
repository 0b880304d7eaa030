import { COMPETITOR_FEATURE_KEYS, type CompetitorFeatureKey } from '../../schema/content-values';
import { EARLY_ADOPTER_PLAN, STANDARD_PLAN, planFirstYearCost } from '../../schema/plans';
import { mainText, sameness, visibleText } from '../../scripts/lib/sameness';
import type { ContentSet } from '../../server/src/modules/content/content-files';
import { PRODUCT_SLUG, productEntry, renderCompetitorPages, vendorEntries, type CompetitorPages } from '../support/competitor-pages';

/**
 * Issue 19, "Content a buyer can trust", over every competitor file and every rendered page that
 * compares or prices: the landing pages, the hub, each comparison and alternatives page, the
 * guide. The rules are those of docs/decisions/0009-content-a-buyer-can-trust.md.
 */

let content: ContentSet;
let site: CompetitorPages | undefined;
let pages: Map<string, string>;

const product = () => productEntry(content);
const vendors = () => vendorEntries(content);
const latestReviewYear = () => [...content.competitors.map((item) => item.lastChecked)].sort().at(-1)!.slice(0, 4);

beforeAll(async () => {
  site = await renderCompetitorPages(['/', '/landing-v2']);
  ({ content, pages } = site);
}, 600_000);

afterAll(async () => {
  await site?.close();
});

const body = (html: string) => visibleText(html.slice(html.indexOf('<body')));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;');

describe('one source for every figure', () => {
  /** Every price of the product, with the plan it belongs to. */
  const PRICES = [
    { price: `$${STANDARD_PLAN.monthlyPrice}`, plan: STANDARD_PLAN.name },
    { price: `$${EARLY_ADOPTER_PLAN.monthlyPrice}`, plan: EARLY_ADOPTER_PLAN.name },
    { price: `$${planFirstYearCost(STANDARD_PLAN)}`, plan: STANDARD_PLAN.name },
  ];

  test("a price of the product never appears without its plan's name next to it", () => {
    const offenders: string[] = [];
    for (const [pagePath, html] of pages) {
      const text = body(html);
      for (const { price, plan } of PRICES) {
        for (const match of text.matchAll(new RegExp(`${escapeRegExp(price)}(?!\\d)(?![.,]\\d)`, 'g'))) {
          const around = text.slice(Math.max(0, match.index - 160), match.index + price.length + 80);
          if (!around.includes(plan)) offenders.push(`${pagePath}: …${around}…`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  test("the product's first year is stated per team beside the per-seat method line on every comparison", () => {
    for (const vendor of vendors()) {
      const text = body(pages.get(`/competitors/${vendor.slug}`)!);
      expect({ slug: vendor.slug, method: text.includes('a per-seat price × 5 users × 12 months') }).toEqual({ slug: vendor.slug, method: true });
      expect({ slug: vendor.slug, perTeam: text.includes('is priced per team, not per user, so its first year is $348 whatever the team size') }).toEqual({
        slug: vendor.slug,
        perTeam: true,
      });
      expect(text).not.toMatch(/\(5 users\) \$348/);
    }
  });

  test('the hub statistics are computed from the listed tools, not written by hand', () => {
    const html = pages.get('/competitors')!;
    const cards = html.split('data-testid="competitor-card"').length - 1;
    expect(cards).toBe(vendors().length);
    const hero = visibleText(html.slice(html.indexOf('<h1'), html.indexOf('Featured comparisons')));
    expect(hero).toContain(`Tools compared ${vendors().length}`);
    for (const stale of ['$0-$75k', '20+', '50+']) expect(hero).not.toContain(stale);
  });

  test('every headline figure on the landing page carries its basis, and the best cases sit beside the typical estimates', () => {
    const text = body(pages.get('/')!);
    const near = (figure: string, basis: RegExp) => {
      const index = text.indexOf(figure);
      expect({ figure, found: index >= 0 }).toEqual({ figure, found: true });
      return basis.test(text.slice(Math.max(0, index - 200), index + figure.length + 200));
    };
    expect(near('40% higher win rates', /best case/i)).toBe(true);
    expect(near('90% time savings', /best case/i)).toBe(true);
    expect(near('95% discovery accuracy', /target/i)).toBe(true);
    expect(near('15-25% win-rate improvement', /40% higher win rates/)).toBe(true);
    expect(text).not.toContain('with 95% discovery accuracy.');
  });
});

describe('fair comparisons', () => {
  const FEATURE_ROWS: Record<CompetitorFeatureKey, string> = {
    aiPowered: 'AI-powered',
    multiLanguage: 'Multi-language',
    governmentCompliance: 'Government compliance',
    samGovIntegration: 'SAM.gov integration',
  };
  /** The cells of a table row, after its header cell. */
  const rowCells = (html: string, label: string) => {
    const row = new RegExp(`>${escapeRegExp(label)}</th>((?:<td[^>]*>[\\s\\S]*?</td>)+)`).exec(html)?.[1] ?? '';
    return [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => visibleText(match[1]!));
  };

  test('the product has planned features and integrations, listed in its content', () => {
    expect(product().plannedFeatures.length).toBeGreaterThan(0);
    expect(product().plannedIntegrations.length).toBeGreaterThan(0);
    for (const key of product().plannedFeatures) expect(COMPETITOR_FEATURE_KEYS).toContain(key);
  });

  test('a planned feature is "Planned" in every table, never "Yes", and its integrations are not counted as existing', () => {
    const offenders: string[] = [];
    const check = (pagePath: string, column: number) => {
      const html = pages.get(pagePath)!;
      for (const key of product().plannedFeatures) {
        const cell = rowCells(html, FEATURE_ROWS[key])[column];
        if (!cell?.startsWith('Planned')) offenders.push(`${pagePath} ${FEATURE_ROWS[key]}: ${cell}`);
      }
      const integrations = rowCells(html, 'Integrations')[column];
      if (!integrations?.includes(`${product().plannedIntegrations.length} planned`)) offenders.push(`${pagePath} Integrations: ${integrations}`);
    };
    for (const vendor of vendors()) {
      check(`/competitors/${vendor.slug}`, 0);
      check(`/alternatives/${vendor.slug}`, 1);
    }
    expect(offenders).toEqual([]);
  });

  test("the guide scores the product's planned integrations as nothing and marks its planned features", () => {
    const html = pages.get('/rfp-software-guide')!;
    const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
    const row = table.split('<tr').find((chunk) => chunk.includes('Our product'))!;
    const text = visibleText(`<tr${row}`);
    // Only the integrations available in early access score: SAM.gov and state bid portals, plus 2 for SAM.gov.
    const launched = product().integrations.length - product().plannedIntegrations.length;
    expect(text).toContain(`${launched + 2}/10 (${product().plannedIntegrations.length} integrations planned, not scored)`);
    expect(text).toContain('Government compliance support (planned)');
    expect(text).toContain(`${product().features.languageCount} languages (planned)`);
    expect(text).not.toMatch(/\b10\/10\b/);
  });

  test('savings honour the pricing model and the price check: a figure only where both prices are published and checked, the estimate only for paid tools whose pricing page asks for a quote', () => {
    for (const vendor of vendors()) {
      const section = pages.get(`/competitors/${vendor.slug}`)!;
      const text = visibleText(section.slice(section.indexOf('id="pricing-analysis"'), section.indexOf('id="setup-comparison"')));
      const estimate = text.includes('90%+');
      expect({ slug: vendor.slug, estimate }).toEqual({ slug: vendor.slug, estimate: vendor.factChecks!.price.finding === 'quote-only' });
      if (vendor.pricingModel !== 'per-user') expect({ slug: vendor.slug, perSeat: text.includes('A 5-user team would save') }).toEqual({ slug: vendor.slug, perSeat: false });
    }
    // Issue 35: Inventive AI's $10,000 a year could not be re-checked on its own page: no cost, no savings, never $9,652 or $49,692.
    const inventive = body(pages.get('/competitors/inventive-ai')!);
    expect(inventive).toContain("could not check Inventive AI's current price against its own pricing page");
    expect(inventive).not.toContain('$9,652');
    expect(inventive).not.toContain('$49,692');
    // Free to suppliers, as checked on SAP's own support pages: no savings figure at all.
    const ariba = body(pages.get('/competitors/sap-ariba')!);
    expect(ariba).toContain('suppliers usually take part free, so there is no savings figure');
    expect(ariba).not.toContain('90%+');
  });

  test("alternatives are ranked by relevance to the tool's own job: the closest cards and the comparison's other alternatives do the same job", () => {
    const jobOf = new Map(content.competitors.map((item) => [item.slug, item.job]));
    const cardSlugs = (html: string) => [...html.matchAll(/data-testid="competitor-card" data-slug="([^"]+)"/g)].map((match) => match[1]!);
    const offenders: string[] = [];
    for (const subject of content.competitors) {
      const html = pages.get(`/alternatives/${subject.slug}`)!;
      const ranked = cardSlugs(html.slice(html.indexOf('id="ranked-alternatives"'), html.indexOf('id="comparison-table"'))).filter((slug) => slug !== PRODUCT_SLUG);
      for (const slug of ranked) if (jobOf.get(slug) !== subject.job) offenders.push(`/alternatives/${subject.slug}: ${slug}`);
      if (subject.slug === PRODUCT_SLUG) continue;
      const comparison = pages.get(`/competitors/${subject.slug}`)!;
      const others = cardSlugs(comparison.slice(comparison.indexOf('id="other-alternatives"'), comparison.indexOf('id="related-articles"')));
      for (const slug of others) if (jobOf.get(slug) !== subject.job) offenders.push(`/competitors/${subject.slug}: ${slug}`);
    }
    expect(offenders).toEqual([]);
    // A discovery tool's alternatives are discovery tools: never response writers, never buyer-side suites.
    const categoryOf = new Map(content.competitors.map((item) => [item.slug, item.category]));
    const findrfp = pages.get('/competitors/findrfp')!;
    const others = cardSlugs(findrfp.slice(findrfp.indexOf('id="other-alternatives"'), findrfp.indexOf('id="related-articles"')));
    expect(others.map((slug) => categoryOf.get(slug)).filter((category) => category !== 'discovery-platform' && category !== 'government-specialist')).toEqual([]);
    const alternatives = pages.get('/alternatives/findrfp')!;
    const ranked = cardSlugs(alternatives.slice(alternatives.indexOf('id="ranked-alternatives"'), alternatives.indexOf('id="comparison-table"')));
    expect(ranked).not.toEqual(expect.arrayContaining(['sap-ariba']));
    expect(ranked).not.toEqual(expect.arrayContaining(['coupa']));
  });

  test('an average price never mixes $0 prices with paid ones without saying so', () => {
    for (const item of content.competitors) expect(body(pages.get(`/alternatives/${item.slug}`)!)).not.toMatch(/average of \d+ published\)/);
  });

  test("the product's own alternatives page does not speak of teams switching from it", () => {
    const text = body(pages.get(`/alternatives/${PRODUCT_SLUG}`)!);
    expect(text).not.toContain(`Why teams switch from ${product().name}`);
    expect(text).toContain(product().whyLookForAlternatives);
  });

  test('each alternatives page opens with its own text: why people look for an alternative and who the tool suits', () => {
    for (const item of content.competitors) {
      const html = pages.get(`/alternatives/${item.slug}`)!;
      const main = mainText(html);
      const opening = main.indexOf(visibleText(item.whyLookForAlternatives).slice(0, 80));
      // The list's head: "Our product" on every page but the product's own, which ranks the others.
      const listHead = main.indexOf(item.slug === PRODUCT_SLUG ? 'Top recommendation' : 'Our product');
      expect({ slug: item.slug, opensWithOwnText: opening >= 0 && opening < listHead }).toEqual({ slug: item.slug, opensWithOwnText: true });
      expect(main).toContain(visibleText(item.whoItSuits).slice(0, 80));
    }
  });
});

describe('current and sourced', () => {
  const titles = (html: string) => [
    visibleText(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    ...[...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => visibleText(match[1]!)),
  ];

  test('no title carries a year other than the year of the page\'s last review', () => {
    const offenders: string[] = [];
    for (const [pagePath, html] of pages) {
      const slug = pagePath.startsWith('/alternatives/') ? pagePath.slice('/alternatives/'.length) : null;
      const reviewed = slug ? content.competitors.find((item) => item.slug === slug)!.lastChecked.slice(0, 4) : latestReviewYear();
      for (const title of titles(html)) for (const [year] of title.matchAll(/\b(19|20)\d{2}\b/g)) if (year !== reviewed) offenders.push(`${pagePath}: ${title}`);
    }
    expect(offenders).toEqual([]);
  });

  test('citations are real links: absolute https addresses opening in a new tab with rel="noopener", the guide citing each vendor it compares', () => {
    for (const item of content.competitors) {
      for (const url of [item.sourceUrl, item.website, item.userReviews.sourceUrl].filter((value): value is string => value !== null)) {
        expect({ slug: item.slug, url: new URL(url).protocol }).toEqual({ slug: item.slug, url: 'https:' });
      }
    }
    const guide = pages.get('/rfp-software-guide')!;
    const compared = [...guide.matchAll(/href="\/competitors\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
    for (const slug of ['responsive', 'loopio', 'govwin-iq', 'bidprime'].filter((item) => compared.includes(item))) {
      const source = content.competitors.find((item) => item.slug === slug)!.sourceUrl;
      expect({ slug, cited: guide.includes(`href="${escapeHtml(source)}" target="_blank" rel="noopener`) }).toEqual({ slug, cited: true });
    }
    const offenders: string[] = [];
    for (const [pagePath, html] of pages) {
      if (pagePath === '/' || pagePath === '/landing-v2') continue;
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      for (const [tag] of main.matchAll(/<a\s[^>]*href="(?!\/|#)[^"]*"[^>]*>/g)) {
        const href = /href="([^"]*)"/.exec(tag)![1]!;
        if (!href.startsWith('https://') || !/target="_blank"/.test(tag) || !/rel="[^"]*\bnoopener\b/.test(tag)) offenders.push(`${pagePath}: ${tag}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  test('every comparison and alternatives page shows its "Updated" date, links the vendor\'s own source page and the editorial policy', () => {
    for (const item of content.competitors) {
      const pagePaths = [`/alternatives/${item.slug}`, ...(item.slug === PRODUCT_SLUG ? [] : [`/competitors/${item.slug}`])];
      for (const pagePath of pagePaths) {
        const html = pages.get(pagePath)!;
        expect({ pagePath, updated: body(html).includes('Updated ') }).toEqual({ pagePath, updated: true });
        expect({ pagePath, source: html.includes(`href="${escapeHtml(item.sourceUrl)}" target="_blank" rel="noopener`) }).toEqual({ pagePath, source: true });
        expect({ pagePath, policy: html.includes('href="/editorial-policy"') }).toEqual({ pagePath, policy: true });
      }
    }
    expect(pages.get('/rfp-software-guide')).toContain('href="/editorial-policy"');
  });
});

describe('not templated', () => {
  test('the alternatives pages read as their own: median pairwise 8-word-shingle Jaccard of their main text at most 0.35', () => {
    const texts = new Map(content.competitors.map((item) => [item.slug, mainText(pages.get(`/alternatives/${item.slug}`)!)]));
    const result = sameness(texts);
    console.log(`alternatives pages: median Jaccard ${result.median.toFixed(3)}, max ${result.max.toFixed(3)} (${result.closest.join(' / ')})`);
    expect(result.pages).toBe(content.competitors.length);
    expect(result.median).toBeLessThanOrEqual(0.35);
  });
});
