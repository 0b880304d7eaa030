import path from 'node:path';
import { readContentSet, type ContentSet } from '../../server/src/modules/content/content-files';

/**
 * Content a buyer can trust (issue 19, part B), checked over every content file and every page of
 * the sitemap as the server renders it: descriptions are never cut mid-word, generated phrases
 * take the right article, an industry shows the range its niches span, posts and glossary terms are dated
 * and cite primary sources as absolute https links that open safely in a new tab, the editorial
 * policy is reachable from every article, and cover images hold no text.
 *
 * The checks run in the site's crawl (tests/pages/crawl.test.ts), on the pages it fetched: the two
 * suites rendered the same 600+ pages each, a minute and a half of a test run.
 */

/** The pages of the site as a crawl found them: the sitemap's paths, and each HTML page's document by path. */
export interface CrawledSite {
  sitemap: readonly string[];
  html: ReadonlyMap<string, string>;
  /** Any other file of the site (a cover image), as text; a status other than 200 throws. */
  fileText: (path: string) => Promise<string>;
}

let content: ContentSet;
let sitemap: readonly string[];
let html: ReadonlyMap<string, string>;
let fileText: CrawledSite['fileText'];

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const metaDescription = (page: string) => decode(page.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
/** The page's own part: what precedes the site footer. */
const beforeFooter = (page: string) => page.slice(0, page.lastIndexOf('<footer'));
/** The visible text of the page's main landmark, one space between words. */
const mainText = (page: string) =>
  decode(
    (page.match(/<main[\s\S]*<\/main>/)?.[0] ?? '')
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
const pagesUnder = (prefix: RegExp) => sitemap.filter((page) => prefix.test(page));

const UNIT = { K: 1e3, M: 1e6, B: 1e9, '': 1 } as const;
/** "$50K – $2M per order" → [50000, 2000000]; read here independently of the server's own reader. */
function contractRange(text: string): [number, number] {
  const match = text.match(/^\$([\d.]+)([KMB]?) – \$([\d.]+)([KMB]?)/);
  if (!match) throw new Error(`not a contract-value range: ${text}`);
  return [Number(match[1]) * UNIT[match[2] as keyof typeof UNIT], Number(match[3]) * UNIT[match[4] as keyof typeof UNIT]];
}

/**
 * The article a careful editor would write before these titles, decided independently of the
 * site's own rule: vowel letters take "an" except where they sound like "you" or "one";
 * an initialism takes "an" when its first letter's name starts with a vowel sound.
 */
function expectedArticle(phrase: string): 'a' | 'an' {
  const word = phrase.split(/[\s/&-]+/)[0]!;
  if (/^[A-Z]{2,}$/.test(word) && !['NEPA', 'HIPAA', 'NAICS'].includes(word)) return 'AEFHILMNORSX'.includes(word[0]!) ? 'an' : 'a';
  if (/^(uni|use|usu|uti|eu|one)/i.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Registers the checks, run on the pages `site` gives once its crawl is done. */
export function describeEditorialIntegrity(site: () => CrawledSite): void {
  beforeAll(async () => {
    content = await readContentSet(path.resolve('content'));
    ({ sitemap, html, fileText } = site());
  });

  describe('descriptions are whole', () => {
    test('every meta description in the content is 160 characters or fewer and ends a sentence', () => {
      const descriptions = [
        ...content.industries.map((item) => [`industry ${item.slug}`, item.metaDescription]),
        ...content.industries.flatMap((item) => item.niches.map((niche) => [`niche ${item.slug}/${niche.slug}`, niche.metaDescription])),
        ...content.glossary.map((item) => [`term ${item.slug}`, item.metaDescription]),
        ...content.posts.map((item) => [`post ${item.slug}`, item.metaDescription]),
      ];
      const bad = descriptions.filter(([, text]) => !text || text.length > 160 || !/[.!?]["”’)]?$/.test(text)).map(([owner, text]) => `${owner}: ${text}`);
      expect(bad).toEqual([]);
      const texts = descriptions.map(([, text]) => text!.toLowerCase());
      expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
    });

    test('no page of the sitemap has a meta description cut mid-word', () => {
      const cut = sitemap
        .map((page) => [page, metaDescription(html.get(page) ?? '')] as const)
        .filter(([, description]) => description !== '' && !/([.!?…]["”’)]?)$/.test(description))
        .map(([page, description]) => `${page}: …${description.slice(-40)}`);
      expect(cut).toEqual([]);
    });

    test("every niche page's description is its own complete text, never a 100-character cut of the description", () => {
      for (const industry of content.industries) {
        for (const niche of industry.niches) {
          const description = metaDescription(html.get(`/industries/${industry.slug}/${niche.slug}`)!);
          expect({ niche: niche.slug, description }).toEqual({ niche: niche.slug, description: niche.metaDescription });
        }
      }
    });
  });

  describe('generated phrases', () => {
    test('industry pages take "a" or "an" as the title sounds ("Never miss an Architecture & Engineering RFP")', () => {
      const wrong = content.industries
        .map((industry) => {
          const expected = `Never miss ${expectedArticle(industry.title)} ${industry.title} RFP`;
          return mainText(html.get(`/industries/${industry.slug}`)!).includes(expected) ? null : `${industry.slug}: expected "${expected}"`;
        })
        .filter(Boolean);
      expect(wrong).toEqual([]);
    });

    test('niche pages take "a" or "an" before their subcategory ("is an Education Facilities niche")', () => {
      const wrong = content.industries.flatMap((industry) =>
        industry.niches
          .map((niche) => {
            const expected = `${niche.title} is ${expectedArticle(niche.subcategory)} ${niche.subcategory} niche`;
            return mainText(html.get(`/industries/${industry.slug}/${niche.slug}`)!).includes(expected) ? null : `${niche.slug}: expected "${expected}"`;
          })
          .filter(Boolean),
      );
      expect(wrong).toEqual([]);
    });

    // "U" is left out: "a UL listing" and "a Unified" are right, "an Urban" too.
    test('no industry or niche page pairs "a" with a vowel-led title word or "an" with a consonant-led one', () => {
      const mismatched = pagesUnder(/^\/industries\//).flatMap((page) =>
        [...mainText(html.get(page)!).matchAll(/\b(a (?!U|Eu|One)[AEIOU][\w&]*|an [BCDGJKPQTVWZ][a-z]+)/g)].map((match) => `${page}: "${match[0]}"`),
      );
      expect(mismatched).toEqual([]);
    });

    test('qualifications-based industries are not told that "sharp pricing" wins', () => {
      const page = mainText(html.get('/industries/architecture-engineering')!);
      expect(page).toMatch(/selection is by qualifications/);
      expect(page).not.toMatch(/sharp pricing/);
      const niches = content.industries.find((industry) => industry.slug === 'architecture-engineering')!.niches;
      for (const niche of niches) expect(mainText(html.get(`/industries/architecture-engineering/${niche.slug}`)!)).not.toMatch(/sharp pricing/);
    });

    // The FAQs are written content now (tests/content/industry-faqs.test.ts holds them to their fields);
    // FAQ rich results are gone from Google, so no FAQPage data goes with them (decision record 0013).
    test('industry pages show their 10 written FAQ entries and niche pages their 5, without FAQPage data', () => {
      for (const page of pagesUnder(/^\/industries\/./)) {
        const source = html.get(page)!;
        const niche = page.split('/').length === 4;
        expect({ page, entries: source.match(/<details[^>]*name="(?:industry|niche)-faq"/g)?.length ?? 0, faqPage: /"@type":"FAQPage"/.test(source) }).toEqual({
          page,
          entries: niche ? 5 : 10,
          faqPage: false,
        });
      }
    });

    // One rule for every FAQ on the site (decision record 0013): questions as disclosures, no FAQPage data.
    test('no page of the sitemap declares FAQPage structured data', () => {
      expect(sitemap.filter((page) => /"@type":"FAQPage"/.test(html.get(page)!))).toEqual([]);
    });
  });

  describe('figures agree', () => {
    test("every industry's page and card show the range from its niches' lowest low to their highest high", () => {
      const cards = new Map(
        html
          .get('/industries')!
          .split('<article')
          .slice(1)
          .map((card) => [card.match(/href="\/industries\/([a-z0-9-]+)"/)?.[1], mainText(`<main>${card}</main>`)]),
      );
      const wrong = content.industries.flatMap((industry) => {
        const ranges = industry.niches.map((niche) => contractRange(niche.averageContractValue));
        const hull = [Math.min(...ranges.map(([low]) => low)), Math.max(...ranges.map(([, high]) => high))];
        const shown = {
          page: mainText(html.get(`/industries/${industry.slug}`)!).match(/Average Contract Value (\$\S+ – \$\S+)/)?.[1],
          card: cards.get(industry.slug)?.match(/Average contract: (\$\S+ – \$\S+)/)?.[1],
        };
        return Object.entries(shown)
          .filter(([, text]) => !text || contractRange(text).join() !== hull.join())
          .map(([where, text]) => `${industry.slug} ${where} shows ${text ?? 'no range'}; its niches span ${hull.join(' – ')}`);
      });
      expect(wrong).toEqual([]);
    });

    test('the glossary gives the current federal thresholds with their source and effective date', () => {
      const micro = mainText(html.get('/glossary/micro-purchase-threshold')!);
      expect(micro).toContain('$15,000');
      expect(micro).toContain('October 1, 2025');
      const simplified = mainText(html.get('/glossary/simplified-acquisition-threshold')!);
      expect(simplified).toContain('$350,000');
      expect(simplified).toContain('October 1, 2025');
      for (const page of ['/glossary/micro-purchase-threshold', '/glossary/simplified-acquisition-threshold']) {
        expect(html.get(page)).toContain('href="https://www.acquisition.gov/far/2.101"');
      }
    });
  });

  describe('dated and sourced', () => {
    const articles = () => pagesUnder(/^\/(blog|glossary)\/./);

    test('every post and glossary term page shows the day it was last updated', () => {
      const undated = articles().filter((page) => !/Updated <time dateTime="\d{4}-\d{2}-\d{2}">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/.test(html.get(page)!));
      expect(undated).toEqual([]);
    });

    test('every post, and every glossary term that cites a rule, lists its sources', () => {
      const regulatory = new Set(content.glossary.filter((term) => term.sources.length > 0).map((term) => `/glossary/${term.slug}`));
      expect(regulatory.size).toBeGreaterThanOrEqual(100);
      const unsourced = articles()
        .filter((page) => page.startsWith('/blog/') || regulatory.has(page))
        .filter((page) => !/<h2[^>]*id="sources-heading"[^>]*>Sources<\/h2>/.test(html.get(page)!));
      expect(unsourced).toEqual([]);
    });

    test('every external link on a post or glossary term is an absolute https address that opens in a new tab with rel="noopener"', () => {
      const bad: string[] = [];
      let links = 0;
      let cited = 0;
      for (const page of articles()) {
        const sources = html.get(page)!.match(/id="sources-heading"[\s\S]*?<\/ol>/)?.[0] ?? '';
        cited += (sources.match(/<a [^>]*href="https:\/\/[^"]+"[^>]*target="_blank"[^>]*rel="noopener"/g) ?? []).length;
        for (const [tag] of beforeFooter(html.get(page)!).matchAll(/<a [^>]*href="(?:https?:)?\/\/[^"]*"[^>]*>/g)) {
          links += 1;
          const href = tag.match(/href="([^"]*)"/)![1]!;
          const rel = tag.match(/rel="([^"]*)"/)?.[1]?.split(/\s+/) ?? [];
          if (!/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:[/?#]|$)/i.test(href) || !rel.includes('noopener') || !/target="_blank"/.test(tag)) bad.push(`${page}: ${tag}`);
        }
      }
      expect(links).toBeGreaterThan(300);
      // Every source written in the content is one such link on its page.
      const written = [...content.posts, ...content.glossary].reduce((sum, item) => sum + item.sources.length, 0);
      expect(written).toBeGreaterThan(200);
      expect(cited).toBe(written);
      expect(bad).toEqual([]);
    });
  });

  describe('editorial policy', () => {
    test('is a page of the sitemap, rendered on the server, that names the team and links the contact form', async () => {
      expect(sitemap).toContain('/editorial-policy');
      const page = html.get('/editorial-policy')!;
      expect(page).toMatch(/<h1[^>]*>Editorial Policy<\/h1>/);
      expect(mainText(page)).toContain('written and reviewed by the Bidlight team');
      expect(page).toMatch(/href="\/contact\?subject=Content%20correction"/);
    });

    test('the footer of every page links it', () => {
      const missing = sitemap.filter((page) => html.has(page) && !/href="\/editorial-policy"/.test(html.get(page)!.slice(html.get(page)!.lastIndexOf('<footer'))));
      expect(missing).toEqual([]);
    });

    test('every post and glossary term links it from its own text', () => {
      const missing = pagesUnder(/^\/(blog|glossary)\/./).filter((page) => !beforeFooter(html.get(page)!).includes('href="/editorial-policy"'));
      expect(missing).toEqual([]);
    });
  });

  describe('cover images', () => {
    const covers = () => [
      ...content.industries.map((industry) => ({ url: `/images/industries/${industry.slug}.svg`, title: industry.title })),
      ...content.posts.map((post) => ({ url: `/images/blog/${post.slug}.svg`, title: post.title })),
    ];

    test('hold no text, keep their 1200×630 size and are labelled with what they draw for their page', async () => {
      const problems: string[] = [];
      for (const cover of covers()) {
        const svg = await fileText(cover.url);
        if (/<(text|tspan|textPath|foreignObject)\b/.test(svg)) problems.push(`${cover.url}: has text`);
        if (!svg.startsWith('<svg') || !/width="1200" height="630"/.test(svg)) problems.push(`${cover.url}: not 1200×630`);
        if (!decode(svg.match(/aria-label="([^"]*)"/)?.[1] ?? '').startsWith(`${cover.title} cover: `)) problems.push(`${cover.url}: label`);
      }
      expect(problems).toEqual([]);
    });

    test('each post category has its own illustration', async () => {
      const byCategory = new Map<string, Set<string>>();
      for (const post of content.posts) {
        const svg = await fileText(`/images/blog/${post.slug}.svg`);
        // The page drawn beside the illustration differs per post; the illustration's shapes are the
        // category's, its colours the post's turn among the category's posts (featured-image.ts).
        const illustration = (svg.match(/<g id="illustration">[\s\S]*<\/g>/)?.[0] ?? '').replace(/#[0-9a-f]{6}/g, '');
        byCategory.set(post.category, (byCategory.get(post.category) ?? new Set()).add(illustration));
      }
      expect([...byCategory.values()].map((set) => set.size)).toEqual([...byCategory.keys()].map(() => 1));
      const drawings = [...byCategory.values()].map((set) => [...set][0]);
      expect(drawings.every(Boolean)).toBe(true);
      expect(new Set(drawings).size).toBe(byCategory.size);
    });
  });
}
