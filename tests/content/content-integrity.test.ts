import path from 'node:path';
import { readContentSet, type ContentSet } from '../../server/src/modules/content/content-files';
import { countWords } from '../../server/src/modules/content/markdown-blocks';
import { LANDING_INDUSTRY_SLUGS as LANDING_SLUGS } from '../../client/src/features/landing/landing-constants';

let content: ContentSet;
beforeAll(async () => {
  content = await readContentSet(path.resolve('content'));
});

const SPEC_LINKED_INDUSTRIES = ['government-defense', 'healthcare'];
const STATIC_PATHS = ['/', '/industries', '/blog', '/glossary', '/competitors', '/rfp-software-guide', '/privacy', '/terms', '/contact', '/careers'];

const splitList = (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean);
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 20);

describe('counts', () => {
  test('at least 50 industries, including the 12 landing slugs and the ones the specification links to', () => {
    expect(content.industries.length).toBeGreaterThanOrEqual(50);
    const slugs = new Set(content.industries.map((item) => item.slug));
    for (const slug of [...LANDING_SLUGS, ...SPEC_LINKED_INDUSTRIES]) expect(slugs).toContain(slug);
  });

  test('4 to 6 niches per industry, each with at least 10 long-tail keywords', () => {
    for (const industry of content.industries) {
      expect(industry.niches.length).toBeGreaterThanOrEqual(4);
      expect(industry.niches.length).toBeLessThanOrEqual(6);
      for (const niche of industry.niches) expect(niche.longTailKeywords.length).toBeGreaterThanOrEqual(10);
    }
  });

  test('at least 250 glossary terms, 20 competitors plus the product and the free tools, 15 posts of 800+ words', () => {
    expect(content.glossary.length).toBeGreaterThanOrEqual(250);
    const competitorSlugs = content.competitors.map((item) => item.slug);
    expect(competitorSlugs).toEqual(expect.arrayContaining(['bidlight', 'free-rfp-tools']));
    expect(competitorSlugs.filter((slug) => slug !== 'bidlight' && slug !== 'free-rfp-tools').length).toBeGreaterThanOrEqual(20);
    expect(content.posts.length).toBeGreaterThanOrEqual(15);
    for (const post of content.posts) expect({ post: post.slug, words: countWords(post.content) >= 800 }).toEqual({ post: post.slug, words: true });
  });

  test('competitors cover all five categories', () => {
    const categories = new Set(content.competitors.map((item) => item.category));
    expect([...categories].sort()).toEqual(['ai-native', 'discovery-platform', 'enterprise-incumbent', 'enterprise-procurement', 'government-specialist']);
  });
});

describe('cross-references resolve', () => {
  const pages = () => {
    const set = new Set(STATIC_PATHS);
    for (const industry of content.industries) {
      set.add(`/industries/${industry.slug}`);
      for (const niche of industry.niches) set.add(`/industries/${industry.slug}/${niche.slug}`);
    }
    for (const term of content.glossary) set.add(`/glossary/${term.slug}`);
    for (const post of content.posts) set.add(`/blog/${post.slug}`);
    for (const competitor of content.competitors) {
      if (competitor.slug !== 'bidlight') set.add(`/competitors/${competitor.slug}`);
      set.add(`/alternatives/${competitor.slug}`);
    }
    return set;
  };

  test('related terms are glossary slugs, never the term itself', () => {
    const slugs = new Set(content.glossary.map((term) => term.slug));
    const broken = content.glossary.flatMap((term) =>
      splitList(term.relatedTerms)
        .filter((slug) => !slugs.has(slug) || slug === term.slug)
        .map((slug) => `${term.slug} → ${slug}`),
    );
    expect(broken).toEqual([]);
  });

  test('internal links of glossary terms are real pages', () => {
    const known = pages();
    const broken = content.glossary.flatMap((term) =>
      splitList(term.internalLinks)
        .filter((link) => !known.has(link))
        .map((link) => `${term.slug} → ${link}`),
    );
    expect(broken).toEqual([]);
  });

  test("the fixed choices of site.json exist, and the guide's links resolve", () => {
    const known = pages();
    const { featuredCompetitors, popularIndustries, autoLinkPosts, relatedPostKeywordGroups } = content.site;
    expect(known).toContain(`/competitors/${featuredCompetitors.enterpriseIncumbent}`);
    expect(known).toContain(`/competitors/${featuredCompetitors.governmentSpecialist}`);
    for (const slug of popularIndustries) expect(known).toContain(`/industries/${slug}`);
    for (const entry of autoLinkPosts) expect(known).toContain(`/blog/${entry.slug}`);
    expect(new Set(autoLinkPosts.map((entry) => entry.slug)).size).toBe(15);
    expect(Object.keys(relatedPostKeywordGroups).sort()).toEqual(['ai-tech', 'automation', 'best-practices', 'strategy']);
    for (const link of ['/industries/government-defense', '/industries/healthcare', '/alternatives/free-rfp-tools']) expect(known).toContain(link);
  });
});

describe('uniqueness', () => {
  const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

  test('no two pages share a title', () => {
    const titles = [
      ...content.industries.map((item) => item.title),
      ...content.glossary.map((item) => item.pageTitle),
      ...content.posts.map((item) => item.title),
    ].map((title) => title.toLowerCase());
    expect(duplicates(titles)).toEqual([]);
    for (const industry of content.industries) expect(duplicates(industry.niches.map((niche) => niche.title))).toEqual([]);
  });

  test('no two pages share a meta description', () => {
    const descriptions = [
      ...content.industries.map((item) => item.metaDescription),
      ...content.industries.flatMap((item) => item.niches.map((niche) => niche.description.slice(0, 100))),
      ...content.glossary.map((item) => item.metaDescription),
      ...content.posts.map((item) => item.metaDescription),
    ].map((text) => text.toLowerCase());
    expect(duplicates(descriptions)).toEqual([]);
  });

  test('no sentence of 20 or more words appears in two industries, niches or competitors', () => {
    const owners = new Map<string, string>();
    const repeated: string[] = [];
    const texts: [string, string][] = [
      ...content.industries.map((item): [string, string] => [`industry ${item.slug}`, [item.description, item.successStories].join(' ')]),
      ...content.industries.flatMap((item) =>
        item.niches.map((niche): [string, string] => [
          `niche ${item.slug}/${niche.slug}`,
          [niche.description, niche.successMetrics, niche.keyPainPoints, niche.buyerProfiles, niche.complianceRequirements, niche.proposalTips].join(' '),
        ]),
      ),
      ...content.competitors.map((item): [string, string] => [
        `competitor ${item.slug}`,
        [item.fullDescription, item.quickVerdict, item.exampleScenario, ...item.whyUsersSwitch, ...item.peopleAlsoAsk.map((qa) => qa.answer)].join(' '),
      ]),
    ];
    for (const [owner, text] of texts) {
      for (const sentence of sentences(text)) {
        const key = sentence.toLowerCase();
        const first = owners.get(key);
        if (first && first !== owner) repeated.push(`${first} & ${owner}: ${sentence}`);
        else owners.set(key, owner);
      }
    }
    expect(repeated).toEqual([]);
  });
});

describe('honesty and hygiene', () => {
  test('no placeholder words anywhere', () => {
    const all = JSON.stringify([content.industries, content.glossary, content.competitors, content.posts]);
    expect(all.match(/\b(lorem|ipsum|TODO|TBD|FIXME|placeholder)\b/gi) ?? []).toEqual([]);
  });

  test('success stories are example scenarios, not named customers', () => {
    for (const industry of content.industries) expect(industry.successStories).toMatch(/^Example scenario/);
    for (const competitor of content.competitors) expect(competitor.exampleScenario).toMatch(/^Example scenario/);
  });

  test('review scores and customer counts are sourced or empty; every competitor has a source and a check date', () => {
    for (const competitor of content.competitors) {
      const { g2Score, reviewCount, source, sourceUrl, checkedAt } = competitor.userReviews;
      if (g2Score !== null || reviewCount !== null) expect({ slug: competitor.slug, source, sourceUrl, checkedAt }).toEqual({
        slug: competitor.slug,
        source: expect.any(String),
        sourceUrl: expect.any(String),
        checkedAt: expect.any(String),
      });
      if (competitor.customerCount !== null) expect(competitor.customerCount).toMatch(/vendor-stated/);
      expect(competitor.sourceUrl).toMatch(/^https:\/\//);
      expect(competitor.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test("the product's own entry carries its comparison-page offer, the Standard plan: from $29/month per team, 14-day trial, no setup fee", () => {
    const own = content.competitors.find((item) => item.slug === 'bidlight')!;
    expect(own).toEqual(
      expect.objectContaining({ startingPrice: 'Standard plan: from $29/month', pricingModel: 'flat', pricingMin: 29, hasFreeTrial: true, freeTrialDays: 14, hasSetupFee: false }),
    );
  });

  test('period-separated niche fields hold only sentence-ending periods', () => {
    const offenders = content.industries.flatMap((industry) =>
      industry.niches.flatMap((niche) =>
        (['keyPainPoints', 'buyerProfiles', 'complianceRequirements', 'proposalTips'] as const)
          .filter((field) => /\d\.\d|\b(e\.g|i\.e|U\.S|etc)\.|\w\.(com|gov|org)\b/i.test(niche[field]))
          .map((field) => `${industry.slug}/${niche.slug}.${field}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  test('posts have both dates, updated never before created', () => {
    for (const post of content.posts) expect(post.updated >= post.created).toBe(true);
  });
});
