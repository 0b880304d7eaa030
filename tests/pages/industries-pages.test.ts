import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANDING_INDUSTRY_SLUGS } from '../../client/src/features/landing/landing-constants';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

interface IndustryFile {
  title: string;
  metaDescription: string;
  seoKeywords: string[];
  keyPainPoints: string;
  commonRFPTypes: string;
  successStories: string;
  marketSize: string;
  marketSizeBasis: string;
  faqs: Faq[];
  niches: { slug: string; title: string; subcategory: string; description: string; metaDescription: string; longTailKeywords: string[]; buyerProfiles: string; faqs: Faq[] }[];
}
interface Faq {
  question: string;
  answer: string;
}
const healthcare = JSON.parse(readFileSync(path.join(__dirname, '../../content/industries/healthcare.json'), 'utf8')) as IndustryFile;
const niche = healthcare.niches[0]!;

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The text React writes for a string: the HTML-escaped form. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
    const value = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
/** The text a reader sees, tags dropped and entities decoded, one space between words. */
const visibleText = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
/**
 * The FAQ entries of a page's section, as the server writes them: each a closed `<details>` of the
 * section's group (one open at a time, with scripts off too), its question in the `<summary>`.
 */
function faqEntries(html: string, group: string): { open: boolean; question: string; answer: string }[] {
  return [...html.matchAll(new RegExp(`<details([^>]*name="${group}"[^>]*)>([\\s\\S]*?)</details>`, 'g'))].map((match) => {
    const [, summary = '', rest = ''] = match[2]!.match(/<summary[^>]*>([\s\S]*?)<\/summary>([\s\S]*)/) ?? [];
    return { open: /\sopen[\s=]/.test(`${match[1]} `), question: visibleText(summary), answer: visibleText(rest) };
  });
}
/** Where a section's h2 sits in the page, by its text. */
const headingAt = (html: string, heading: string) => html.search(new RegExp(`<h2[^>]*>${heading}</h2>`));

function byType(items: Record<string, unknown>[], type: string): Record<string, unknown> {
  const found = items.find((item) => item['@type'] === type);
  if (!found) throw new Error(`no ${type} in the JSON-LD`);
  return found;
}

describe('/industries/healthcare', () => {
  let html: string;
  let status: number;
  beforeAll(async () => {
    const response = await server.get('/industries/healthcare');
    status = response.status;
    html = await response.text();
  });

  test('answers 200 with the title, description, keywords, canonical and image in the head', () => {
    expect(status).toBe(200);
    expect(head(html)).toContain('<title>Healthcare RFPs &amp; Government Contracts | Bidlight</title>');
    expect(head(html)).toContain(`<meta name="description" content="${attr(healthcare.metaDescription)}"/>`);
    expect(head(html)).toContain(`<meta name="keywords" content="${attr(healthcare.seoKeywords.join(', '))}"/>`);
    expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/industries/healthcare"/>');
    expect(head(html)).toContain('<meta property="og:image" content="http://localhost:3000/images/industries/healthcare.svg"/>');
    expect(head(html)).toContain('<meta name="robots" content="index, follow"/>');
  });

  test('the first HTML holds one h1 and every section with its content', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Healthcare<\/h1>/);
    for (const heading of ['Market Overview', 'Competition Level', 'Success Stories', 'Healthcare Industry Challenges', 'Common RFP Types', 'Regulation Complexity', 'Healthcare Niches', 'Related Resources']) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
    expect(html).toContain(escapeHtml(healthcare.marketSize));
    expect(html).toContain(escapeHtml(healthcare.successStories));
    expect(html).toContain('Competition level: High');
    expect(html).toContain('Regulation complexity: Very High');
    for (const item of healthcare.keyPainPoints.split(',')) expect(html).toContain(`${escapeHtml(item.trim())}</li>`);
    for (const item of healthcare.commonRFPTypes.split(',')) expect(html).toContain(`${escapeHtml(item.trim())}</li>`);
    expect(html).toContain('Never miss a Healthcare RFP');
    expect(html).toMatch(/<a[^>]*href="\/early-access"[^>]*>Join Early Access<\/a>/);
  });

  test('the market size shows its basis beside it in the Market Size card', () => {
    const card = html.match(/Market Size<\/dt>[\s\S]*?<\/dl>/)?.[0] ?? '';
    expect(visibleText(card)).toBe(`Market Size ${healthcare.marketSize} ${healthcare.marketSizeBasis}`);
  });

  test('the FAQ holds the 10 written entries in the first HTML, closed and single-open without scripts, after Regulation Complexity and before the niches', () => {
    expect(html).toMatch(/<h2[^>]*id="industry-faq"[^>]*>Healthcare RFP FAQ<\/h2>/);
    const entries = faqEntries(html, 'industry-faq');
    expect(entries).toEqual(healthcare.faqs.map(({ question, answer }) => ({ open: false, question, answer })));
    expect(entries).toHaveLength(10);
    expect(headingAt(html, 'Regulation Complexity')).toBeLessThan(headingAt(html, 'Healthcare RFP FAQ'));
    expect(headingAt(html, 'Healthcare RFP FAQ')).toBeLessThan(headingAt(html, 'Healthcare Niches'));
  });

  test('the average contract value is the range its niches span, and the card says so', () => {
    const card = html.match(/Average Contract Value<\/dt>[\s\S]*?<\/dl>/)?.[0] ?? '';
    expect(card).toMatch(/>\$50K – \$60M<\/dd>/);
    expect(card).toContain(`Range across its ${healthcare.niches.length} niches below</dd>`);
  });

  test('niche cards link to each niche page; cross-links go to the glossary, blog, competitors, guide and other industries', () => {
    for (const item of healthcare.niches) {
      expect(html).toContain(`href="/industries/healthcare/${item.slug}"`);
      expect(html).toContain(`Explore ${escapeHtml(item.title)} RFPs`);
    }
    for (const href of ['/glossary', '/blog', '/competitors', '/rfp-software-guide', '/industries/government-defense']) expect(html).toContain(`href="${href}"`);
  });

  // FAQ rich results are gone from Google Search (decision record 0013).
  test('JSON-LD: a breadcrumb Home / Industries / Healthcare and a Service, no FAQPage', () => {
    const items = jsonLd(html);
    const breadcrumb = byType(items, 'BreadcrumbList');
    expect((breadcrumb.itemListElement as { name: string; item: string }[]).map((item) => [item.name, item.item])).toEqual([
      ['Home', 'http://localhost:3000/'],
      ['Industries', 'http://localhost:3000/industries'],
      ['Healthcare', 'http://localhost:3000/industries/healthcare'],
    ]);
    expect(items.some((item) => item['@type'] === 'FAQPage')).toBe(false);
    const service = byType(items, 'Service');
    expect(service.name).toBe('Healthcare RFP Discovery');
    expect(service.url).toBe('http://localhost:3000/industries/healthcare');
    expect((service.provider as { name: string }).name).toBe('Bidlight');
  });
});

test("an industry whose file once claimed more than its niches reach shows its niches' range: insurance, $20K – $20M (its file said $20K – $50M)", async () => {
  const html = await (await server.get('/industries/insurance')).text();
  expect(html).toMatch(/Average Contract Value<\/dt>[\s\S]*?>\$20K – \$20M<\/dd>/);
  expect(html).not.toContain('$20K – $50M');
});

describe(`/industries/healthcare/${niche.slug}`, () => {
  let html: string;
  let status: number;
  beforeAll(async () => {
    const response = await server.get(`/industries/healthcare/${niche.slug}`);
    status = response.status;
    html = await response.text();
  });

  test("answers 200; the meta description is the niche's own, whole, and the keywords the first 10 long-tail keywords", () => {
    expect(status).toBe(200);
    expect(head(html)).toContain(`<title>${escapeHtml(niche.title)} RFPs in Healthcare | Bidlight</title>`);
    expect(head(html)).toContain(`<meta name="description" content="${attr(niche.metaDescription)}"/>`);
    expect(head(html)).toContain(`<meta name="keywords" content="${attr(niche.longTailKeywords.slice(0, 10).join(', '))}"/>`);
    expect(head(html)).toContain(`<link rel="canonical" href="http://localhost:3000/industries/healthcare/${niche.slug}"/>`);
  });

  test('the first HTML holds the h1, subcategory, stat cards, buyer profiles, keywords, lists, related niches and call to action', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(niche.title)}</h1>`));
    expect(html).toContain(escapeHtml(niche.subcategory));
    expect(html).toContain(escapeHtml(niche.description));
    for (const label of ['Average Contract Value', 'Opportunity Frequency', 'Success Metrics', 'Long-Tail Keywords']) expect(html).toContain(label);
    expect(html).toContain(`>${niche.longTailKeywords.length}</`);
    for (const heading of ['Market Overview', 'Buyer Profiles', 'Compliance Requirements', 'Proposal Tips', 'Key Pain Points', 'More Healthcare Niches']) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
    const firstProfile = niche.buyerProfiles.split('.')[0]!;
    const [type, description] = firstProfile.split(':').map((part) => part.trim());
    expect(html).toMatch(new RegExp(`<h3[^>]*>${escapeHtml(type!)}</h3>`));
    expect(html).toContain(escapeHtml(description!));
    for (const keyword of niche.longTailKeywords) expect(html).toContain(escapeHtml(keyword));
    const related = html.match(/href="\/industries\/healthcare\/[a-z0-9-]+"/g) ?? [];
    expect(new Set(related).size).toBe(3);
    expect(related).not.toContain(`href="/industries/healthcare/${niche.slug}"`);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Join Early Access<\/a>/);
    expect(html).not.toContain('Standard Compliance');
  });

  test("the market overview gives the industry's market size with its basis", () => {
    const overview = visibleText(html.match(/id="market-overview"[\s\S]*?<\/section>/)?.[0] ?? '');
    expect(overview).toContain(`${healthcare.marketSize.charAt(0).toLowerCase()}${healthcare.marketSize.slice(1)}. ${healthcare.marketSizeBasis}`);
  });

  test('the FAQ holds the 5 written entries in the first HTML, closed and single-open without scripts, before the call to action', () => {
    expect(html).toMatch(new RegExp(`<h2[^>]*id="niche-faq"[^>]*>${escapeHtml(niche.title)} RFP FAQ</h2>`));
    const entries = faqEntries(html, 'niche-faq');
    expect(entries).toEqual(niche.faqs.map(({ question, answer }) => ({ open: false, question, answer })));
    expect(entries).toHaveLength(5);
    expect(html.indexOf('id="niche-faq"')).toBeLessThan(html.indexOf('id="niche-cta"'));
  });

  test('JSON-LD: breadcrumb Home / Industries / Healthcare / niche and the page, no FAQPage', () => {
    const items = jsonLd(html);
    const breadcrumb = byType(items, 'BreadcrumbList');
    expect((breadcrumb.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Industries', 'Healthcare', niche.title]);
    expect(items.some((item) => item['@type'] === 'FAQPage')).toBe(false);
    expect(byType(items, 'WebPage').url).toBe(`http://localhost:3000/industries/healthcare/${niche.slug}`);
  });
});

describe("the market size's basis goes wherever the figure does", () => {
  test('each industries hub card gives the basis under the market size', async () => {
    const html = await (await server.get('/industries')).text();
    const cards = html.split('<article').slice(1);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const slug = card.match(/href="\/industries\/([a-z0-9-]+)"/)![1]!;
      const file = JSON.parse(readFileSync(path.join(__dirname, `../../content/industries/${slug}.json`), 'utf8')) as IndustryFile;
      expect({ slug, shown: visibleText(card).includes(`Market size: ${file.marketSize} ${file.marketSizeBasis}`) }).toEqual({ slug, shown: true });
    }
  });

  test("each landing tile gives the basis under the market size (the tiles' first HTML)", async () => {
    const text = visibleText(await (await server.get('/')).text());
    for (const slug of LANDING_INDUSTRY_SLUGS) {
      const file = JSON.parse(readFileSync(path.join(__dirname, `../../content/industries/${slug}.json`), 'utf8')) as IndustryFile & { title: string };
      expect({ slug, shown: text.includes(`${file.title} ${file.marketSize} ${file.marketSizeBasis}`) }).toEqual({ slug, shown: true });
    }
  });
});

describe('missing pages answer 404 with the specification texts', () => {
  test('an unknown industry', async () => {
    const response = await server.get('/industries/no-such-industry');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Industry Not Found<\/h1>/);
    expect(html).toContain('The industry page you&#x27;re looking for doesn&#x27;t exist or has been moved.');
    expect(html).toMatch(/<a[^>]*href="\/industries"[^>]*>← Back to Industries<\/a>/);
    expect(head(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  test.each([
    ['an unknown niche of a real industry', '/industries/healthcare/no-such-niche'],
    ['a real niche under an unknown industry', `/industries/no-such-industry/${niche.slug}`],
    ['a niche of another industry', `/industries/construction-infrastructure/${niche.slug}`],
  ])('%s', async (_label, url) => {
    const response = await server.get(url);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Niche Not Found<\/h1>/);
    expect(html).toContain('The requested niche could not be found or may have been moved.');
    expect(html).toMatch(/<a[^>]*href="\/industries"[^>]*>← Browse All Industries<\/a>/);
  });
});
