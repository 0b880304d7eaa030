import { LANDING_INDUSTRY_SLUGS } from '../../client/src/features/landing/landing-constants';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

const decode = (text: string) =>
  text
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The page's own part of the body (the footer comes after main). */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const headings = (html: string, levels = '12') =>
  [...main(html).matchAll(new RegExp(`<h([${levels}])[^>]*>(.*?)</h\\1>`, 'gs'))].map((match) => decode(match[2]!));
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
    const parsed = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
const count = (html: string, text: string) => html.split(text).length - 1;
/** A fragment's text, tags removed. */
const textOf = (fragment: string) => decode(fragment);

const FAQ_QUESTIONS = [
  'How does Bidlight find RFPs?',
  'What industries do you support?',
  'How accurate is the matching?',
  'Can I customize the types of RFPs I see?',
  'How much time will Bidlight save me?',
  'What does early access include?',
];

describe('/ (the waitlist landing page)', () => {
  let html: string;
  beforeAll(async () => {
    const response = await server.get('/');
    expect(response.status).toBe(200);
    html = await response.text();
  });

  test('the first HTML holds every section heading, in the specification order', () => {
    expect(headings(html)).toEqual([
      'Automate RFP Discovery & Tracking',
      // The hero's sample dashboard (its title, a heading so its columns' headings follow in order).
      'RFP dashboard',
      'The RFP Challenge',
      'Smart RFP Management',
      'Early Adopter Pricing',
      'Popular Industry Solutions',
      'How it works',
      'Real Results',
      'Start Winning More RFPs',
      'Frequently Asked Questions',
    ]);
    expect(html).toContain('AI-powered RFP discovery at scale, for every industry. Instantly find, track, and start winning more RFPs today.');
  });

  test('the anchors features, pricing, benefits and demo exist once each, in page order', () => {
    const positions = ['features', 'pricing', 'benefits', 'demo'].map((id) => {
      expect(count(html, ` id="${id}"`)).toBe(1);
      return html.indexOf(` id="${id}"`);
    });
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('the hero has the early access button, a Start Free Trial link to the app, four selling points and the labelled sample dashboard', () => {
    const hero = main(html).slice(0, main(html).indexOf('id="challenge"'));
    expect(hero).toContain('RFP dashboard');
    expect(hero).toContain('Sample data');
    expect(hero).toMatch(/<a[^>]*href="\/early-access"[^>]*>Get Early Access<\/a>/);
    expect(hero).toContain('href="https://app.bidlight.io" target="_blank" rel="noopener"');
    for (const point of ['24/7 automated RFP discovery', 'Never miss a deadline', 'Smart matching to your capabilities', 'Setup in 15 minutes (our target)']) {
      expect(hero).toContain(point);
    }
  });

  test('the challenge and features carry the product\'s marketing claims', () => {
    for (const claim of ['Manual Process', 'Automated System with Bidlight', '15+ hours per week', '10x more opportunities', '90% time savings', 'Never miss a deadline']) {
      expect(html).toContain(claim);
    }
    const features = html.slice(html.indexOf(' id="features"'), html.indexOf(' id="pricing"'));
    expect(headings(`<main>${features}</main>`, '3')).toEqual([
      '24/7 Automated Discovery',
      'Real-Time Bid Alerts',
      'Win Rate Prediction',
      'Deadline Alerts',
      'Revenue & Pipeline Tracking',
      'One-Click Actions',
    ]);
  });

  test('the pricing card is the $35 Early Adopter plan with its terms, usage limits and both buttons', () => {
    const pricing = html.slice(html.indexOf(' id="pricing"'), html.indexOf(' id="industries"'));
    expect(pricing).toContain('$35');
    // The Standard plan's price appears once, as the plan planned for general availability, with why the card's plan costs more.
    expect(count(pricing, '$29')).toBe(1);
    expect(textOf(pricing)).toContain('At general availability the Standard plan is planned, from $29/month, with a 14-day free trial and one knowledge base;');
    expect(textOf(pricing)).toContain('the Early Adopter plan costs more because it lifts every limit and keeps its price for as long as you stay subscribed.');
    expect(textOf(pricing)).toContain("For early-access members: once the waitlist lets you in, Start Free Trial opens the app, where this plan's 7-day free trial begins.");
    for (const text of [
      'Early Adopter',
      'per month',
      'Price locked forever',
      '7-day free trial',
      'Cancel anytime',
      'Unlimited knowledge bases',
      'Unlimited RFP downloads per month',
      'Smart matching included',
      'Knowledge bases',
      'Knowledge base matching',
      'RFP downloads per month',
    ]) {
      expect(pricing).toContain(text);
    }
    expect(pricing).toMatch(/<a[^>]*href="\/early-access"[^>]*>Get Early Access<\/a>/);
    expect(pricing).toMatch(/href="https:\/\/app\.bidlight\.io" target="_blank"[^>]*>Start Free Trial</);
  });

  test('the industry section links the 12 fixed industries and all industries', () => {
    const section = html.slice(html.indexOf(' id="industries"'), html.indexOf(' id="how-it-works"'));
    const links = [...section.matchAll(/href="\/industries\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([...LANDING_INDUSTRY_SLUGS]);
    expect(section).toMatch(/href="\/industries"[^>]*>View All 50\+ Industries</);
  });

  test('how it works has the three steps and results show the claims without named customers', () => {
    for (const step of ['Set Your Preferences', 'AI Finds Opportunities', 'Win More Contracts', 'Setup is designed to take 15 minutes']) expect(html).toContain(step);
    const results = html.slice(html.indexOf(' id="benefits"'), html.indexOf(' id="demo"'));
    for (const claim of ['>15-20<', 'hours saved weekly', '95%', 'discovery accuracy', '40%', 'higher win rates', '78% win rate', '20 hours saved per week', 'Example scenario']) {
      expect(results).toContain(claim);
    }
  });

  test('the FAQ has exactly the six questions, closed disclosures of one exclusive group, without FAQPage structured data (decision record 0013)', () => {
    // The FAQ runs to the sticky banner, the main area's last part (its close control is a disclosure of its own).
    const faq = html.slice(html.indexOf(' id="faq"'), html.indexOf('<section aria-label="Early access"'));
    const questions = [...faq.matchAll(/<summary[^>]*>(.*?)<\/summary>/gs)].map((match) => decode(match[1]!));
    expect(questions).toEqual(FAQ_QUESTIONS);
    const items = [...faq.matchAll(/<details[^>]*>/g)].map((match) => match[0]);
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(item).toContain('name="home-faq"');
      expect(item).not.toMatch(/\sopen/);
    }
    expect(jsonLd(html).some((thing) => thing['@type'] === 'FAQPage')).toBe(false);
    expect(html).toContain('15-20 hours a week');
    expect(textOf(faq)).toContain('They get the app with unlimited RFP discovery, matching, deadline tracking, email alerts and priority support, and the analytics dashboard when it ships (Planned).');
    expect(textOf(faq)).toContain('keeps its grandfathered price for as long as they subscribe.');
  });

  test('the sticky banner is in the first HTML, a named region (not a dialog), with its texts, its link to the waitlist step and a close control that works without scripts', () => {
    const banner = main(html).slice(main(html).indexOf('<section aria-label="Early access"'));
    expect(banner).toContain('Ready to transform your RFP process?');
    expect(banner).toContain('Join our early access program and get grandfathered pricing');
    expect(banner).toMatch(/<a[^>]*href="\/early-access"[^>]*>Get Early Access<\/a>/);
    expect(banner).toMatch(/<details[^>]*open=""[^>]*><summary aria-label="Close banner"/);
    expect(main(html)).not.toContain('<dialog');
  });

  test('structured data: the software application with a $35 monthly offer, the site search and the service catalogue', () => {
    const all = jsonLd(html);
    const app = all.find((thing) => thing['@type'] === 'SoftwareApplication') as { name: string; offers: { '@type': string; price: string; priceCurrency: string; priceSpecification: { billingDuration: string } } };
    expect(app.name).toBe('Bidlight');
    expect(app.offers['@type']).toBe('Offer');
    expect(Number(app.offers.price)).toBe(35);
    expect(app.offers.priceCurrency).toBe('USD');
    expect(app.offers.priceSpecification.billingDuration).toBe('P1M');
    const site = all.find((thing) => thing['@type'] === 'WebSite') as { potentialAction: { '@type': string; target: { urlTemplate: string } } };
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction.target.urlTemplate).toBe('http://localhost:3000/search?q={search_term_string}');
    const catalog = all.find((thing) => thing.hasOfferCatalog) as { hasOfferCatalog: { '@type': string; itemListElement: { itemOffered: { name: string } }[] } };
    expect(catalog.hasOfferCatalog['@type']).toBe('OfferCatalog');
    expect(catalog.hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(['RFP Discovery', 'Smart Matching', 'Pipeline Management']);
  });

  test('metadata: title, description, canonical to the site root, index', () => {
    expect(head(html)).toContain('<title>Bidlight: Automate RFP Discovery &amp; Tracking with AI</title>');
    expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/"/>');
    expect(head(html)).toContain('<meta name="robots" content="index, follow"/>');
  });
});

describe('/landing-v2 (the second landing variant)', () => {
  let html: string;
  beforeAll(async () => {
    const response = await server.get('/landing-v2');
    expect(response.status).toBe(200);
    html = await response.text();
  });

  test('it has its own title and description and a canonical link to /', async () => {
    const home = await (await server.get('/')).text();
    const title = /<title>(.*?)<\/title>/.exec(head(html))![1];
    const description = /<meta name="description" content="([^"]*)"/.exec(head(html))![1]!;
    expect(title).not.toBe(/<title>(.*?)<\/title>/.exec(head(home))![1]);
    expect(description).not.toBe(/<meta name="description" content="([^"]*)"/.exec(head(home))![1]);
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/"/>');
  });

  test('the sections come in the order of the specification', () => {
    expect(headings(html)).toEqual([
      'Automate RFP Discovery & Tracking',
      'RFP dashboard',
      'Your RFP Pipeline at a Glance',
      'This quarter',
      'Everything You Need to Win More RFPs',
      'Why Choose Bidlight',
      'Integrations',
      'What It Looks Like in Practice',
      'Frequently Asked Questions',
    ]);
    for (const title of ['AI-Powered Discovery', 'Deadline Tracking', 'Smart Matching', 'Performance Analytics', 'Fast Alerts', 'Precision Matching', '24/7 Monitoring', 'Results We Target']) {
      expect(headings(html, '3')).toContain(title);
    }
    expect(html).toMatch(/<a[^>]*href="\/early-access"[^>]*>Get Early Access<\/a>/);
  });

  test('the dashboard mockups (the hero\'s and the pipeline section\'s) show the sample figures and say "Sample data"', () => {
    const mockups = html.slice(html.indexOf(' id="hero-heading"'), html.indexOf(' id="features"'));
    expect(count(mockups, 'Sample data')).toBeGreaterThanOrEqual(2);
    expect(mockups).toMatch(/New RFPs<\/[a-z]+><[^>]+>12</);
    expect(mockups).toMatch(/Total value<\/[a-z]+><[^>]+>\$2\.4M</);
    expect(mockups).toMatch(/Perfect matches<\/[a-z]+><[^>]+>8</);
    expect(headings(`<main>${mockups}</main>`, '3')).toEqual(['Tracking', 'Preparing', 'Submitted']);
    expect(mockups.match(/>\d{2}%</g)?.length).toBeGreaterThanOrEqual(3);
    expect(mockups).toContain('$4.2M');
    expect(mockups).toContain('68% vs last quarter');
  });

  test('the integrations grid has eight text tiles and the request button pre-fills the contact subject', () => {
    const section = html.slice(html.indexOf(' id="integrations"'), html.indexOf(' id="scenarios"'));
    const names = ['SAM.gov', 'State &amp; local bid portals', 'Salesforce', 'HubSpot', 'Slack', 'Microsoft Teams', 'Gmail', 'Outlook'];
    const tiles = [...section.matchAll(/<li[^>]*><p[^>]*>(.*?)<\/p>/g)].map((match) => match[1]);
    expect(tiles).toEqual(names);
    expect(section).not.toContain('<img');
    expect(section).toMatch(/href="\/contact\?subject=Integration%20request"[^>]*>Request an integration</);
  });

  test('four testimonials are labelled illustrative scenarios with an illustrative rating, and no review data is declared', () => {
    const section = html.slice(html.indexOf(' id="scenarios"'), html.indexOf(' id="faq"'));
    const labels = [...section.matchAll(/Illustrative scenario — ([^<]+)</g)].map((match) => match[1]);
    expect(labels).toHaveLength(4);
    expect(labels[0]).toBe('Proposal manager, mid-size IT services firm');
    expect(count(section, 'aria-label="Illustrative rating: 5 out of 5"')).toBe(4);
    expect(html).not.toMatch(/AggregateRating|"Review"|ratingValue/);
    for (const thing of jsonLd(html)) expect(['AggregateRating', 'Review']).not.toContain(thing['@type']);
  });

  test('the FAQ and the sticky banner are there', () => {
    for (const question of FAQ_QUESTIONS) expect(html).toContain(question);
    expect(html).toContain('Ready to transform your RFP process?');
    expect(html).toContain('Join our early access program and get grandfathered pricing');
    expect(html).toContain('aria-label="Close banner"');
  });
});
