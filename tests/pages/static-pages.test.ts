import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server.close();
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The text a reader sees: no scripts or styles, tags as spaces, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
    const parsed = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => visibleText(match[1]!).trim());

async function page(path: string) {
  const response = await server.get(path);
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html) };
}

describe('/rfp-software-guide', () => {
  let html: string;
  let text: string;
  beforeAll(async () => {
    const answer = await page('/rfp-software-guide');
    expect(answer.status).toBe(200);
    ({ html, text } = answer);
  });

  test('arrives complete: one h1, its own title and description, and the breadcrumb Home / RFP Software Guide', () => {
    expect(h1s(html)).toEqual(['The RFP Software Guide']);
    expect(head(html)).toContain('<title>RFP Software Guide: How to Choose the Right Tool | Bidlight</title>');
    expect(head(html)).toContain('<link rel="canonical" href="http://localhost:3000/rfp-software-guide"/>');
    expect(head(html)).toContain('<meta name="robots" content="index, follow"/>');
    const breadcrumb = jsonLd(html).find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Home', 'RFP Software Guide']);
    expect(breadcrumb.itemListElement[1]!.item).toBe('http://localhost:3000/rfp-software-guide');
  });

  test('the hero links "Join the waitlist" to the home page (the product is in early access)', () => {
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Join the waitlist<\/a>/);
  });

  test("the table of contents has nine buttons, links to each section's anchor (they work before the app is live), and each section is built with that id", () => {
    const ids = ['overview', 'comparison', 'small-business', 'nonprofits', 'industries', 'features', 'pricing', 'alternatives', 'faq'];
    const toc = html.slice(html.indexOf('id="toc-heading"'), html.indexOf('id="overview"'));
    expect([...toc.matchAll(/<a [^>]*href="#([\w-]+)"/g)].map((match) => match[1])).toEqual(ids);
    for (const id of ids) expect(html).toMatch(new RegExp(`<section[^>]*id="${id}"`));
  });

  test("the banner marks the product as ours and states its offer from its own entry: $29/month at general availability, 14-day free trial, no setup fee", () => {
    expect(text).toContain('Bidlight, our own product');
    expect(text).toContain('Standard plan: from $29/month at general availability');
    expect(text).toContain('$29/month');
    expect(text).toContain('14-day free trial');
    expect(text).toContain('No setup fee');
  });

  test('the comparison table lists five products with price display, integration scores from the API and "Not rated"', async () => {
    const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
    const rows = table.match(/<tr/g) ?? [];
    expect(rows).toHaveLength(6);
    for (const name of ['Bidlight', 'Responsive (formerly RFPIO)', 'Loopio', 'Deltek GovWin IQ', 'BidPrime']) expect(visibleText(table)).toContain(name);
    for (const column of ['Product', 'Best for', 'Starting price', 'Discovery features', 'Integration score', 'User rating']) expect(table).toContain(`>${column}</th>`);
    expect(visibleText(table)).toContain('Not published here');
    expect(visibleText(table).match(/Not rated/g)).toHaveLength(5);

    const { body } = await server.graphql<{ competitor: { integrationScore: number } }>('{ competitor(slug: "govwin-iq") { integrationScore } }');
    const govwinRow = table.split('<tr').slice(1).find((row) => row.includes('Deltek GovWin IQ'))!;
    expect(visibleText(govwinRow)).toContain(`${body.data!.competitor.integrationScore}/10`);
    expect(text).toContain('one point per publicly documented integration, up to 8 points, plus 2 points for a direct SAM.gov integration');
  });

  test('small-business picks are three cards, the product first, labelled "Our product" and not ranked', () => {
    const section = html.slice(html.indexOf('id="small-business"'), html.indexOf('id="nonprofits"'));
    const cards = [...section.matchAll(/#(\d) for small businesses/g)].map((match) => match[1]);
    expect(cards).toEqual(['1', '2']);
    expect(visibleText(section)).toMatch(/Our product Bidlight/);
    expect(visibleText(section)).not.toMatch(/#\d for small businesses Bidlight/);
  });

  test('the industry sections link to the industries, government, healthcare, competitors and free-tools pages', () => {
    const section = html.slice(html.indexOf('id="industries"'), html.indexOf('id="features"'));
    for (const heading of ['Government and defense', 'Healthcare', 'Technology']) expect(section).toContain(`>${heading}</h3>`);
    for (const href of ['/industries', '/industries/government-defense', '/industries/healthcare', '/competitors', '/alternatives/free-rfp-tools']) {
      expect(section).toContain(`href="${href}"`);
    }
  });

  test('the FAQ has more than eight entries, with no FAQPage structured data (decision record 0013)', () => {
    const questions = [...html.matchAll(/<details[^>]*><summary[^>]*>(.*?)<\/summary>/gs)];
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(jsonLd(html).some((item) => item['@type'] === 'FAQPage')).toBe(false);
  });

  test('the closing call to action and the footer links go home, to industries, the blog and the comparisons', () => {
    const cta = html.slice(html.indexOf('id="guide-cta-heading"'));
    expect(cta).toMatch(/href="\/early-access"[^>]*>Join the Waitlist</);
    expect(cta).toMatch(/href="\/competitors"[^>]*>Compare RFP Tools</);
    const links = /<nav[^>]*aria-label="Guide links"[^>]*>(.*?)<\/nav>/s.exec(html)![1]!;
    expect([...links.matchAll(/href="([^"]+)"[^>]*>([^<]+)</g)].map((match) => [match[2], match[1]])).toEqual([
      ['Home', '/'],
      ['Industries', '/industries'],
      ['Blog', '/blog'],
      ['Compare', '/competitors'],
    ]);
  });
});

describe('legal pages', () => {
  test('/privacy covers the waitlist, survey, contact messages, Brevo, analytics and cookies, with its date', async () => {
    const { status, html, text } = await page('/privacy');
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(['Privacy Policy']);
    expect(text).toContain('Last updated November 27, 2026');
    for (const topic of ['Waitlist signups', 'Survey answers', 'Contact messages', 'Brevo', 'Cookies and analytics', 'Your rights and choices', 'How long we keep information']) {
      expect(text).toContain(topic);
    }
    expect(text).toContain('Analytics is currently not enabled on this site');
    expect(text).not.toMatch(/lorem|TODO|TBD|\[.*?\]/i);
    expect(head(html)).toContain('<title>Privacy Policy | Bidlight</title>');
  });

  test('/privacy says what the page speed measurements hold, which page views report them and how long they are kept, as configured', async () => {
    const { text } = await page('/privacy');
    // The test server runs with the defaults: every page view, 90 days.
    expect(text).toContain('We measure every page view.');
    expect(text).toContain('It sets no cookie, we do not store your IP address with it');
    expect(text).toContain('We keep the reports 90 days, then delete them.');
    expect(text).toContain('Global Privacy Control');
    expect(text).toContain('Page speed measurements: 90 days, then deleted.');
    const sampled = await startTestServer({ pages: true, env: { VITALS_SAMPLE_RATE: '0.25', VITALS_RETENTION_DAYS: '30' } });
    const off = await startTestServer({ pages: true, env: { VITALS_SAMPLE_RATE: '0' } });
    try {
      const sampledText = visibleText(await (await sampled.get('/privacy')).text());
      expect(sampledText).toContain('We measure 25 % of page views.');
      expect(sampledText).toContain('We keep the reports 30 days, then delete them.');
      const offText = visibleText(await (await off.get('/privacy')).text());
      expect(offText).toContain('Page speed measurements are currently not collected on this site.');
      expect(offText).not.toContain('We measure');
    } finally {
      await Promise.all([sampled.close(), off.close()]);
    }
  });

  test('/terms has exactly 12 numbered sections, announces price changes with 30 days notice and carries the date', async () => {
    const { status, html, text } = await page('/terms');
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(['Terms of Service']);
    expect(text).toContain('Last updated November 27, 2026');
    const numbers = [...html.matchAll(/<h2[^>]*>(\d+)\. [^<]+<\/h2>/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(text).toContain('Price changes are announced with 30 days notice');
    expect(text).not.toMatch(/lorem|TODO|TBD/i);
  });
});

describe('/contact', () => {
  test('shows the labelled form, the three channels, the business hours and the reply promise', async () => {
    const { status, html, text } = await page('/contact');
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(['Contact Us']);
    for (const name of ['firstName', 'lastName', 'email', 'company', 'subject', 'message']) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="contact-${name}"`));
      expect(html).toMatch(new RegExp(`id="contact-${name}"`));
    }
    expect(html).toMatch(/<input[^>]*type="email"[^>]*id="contact-email"|<input[^>]*id="contact-email"[^>]*type="email"/);
    for (const hours of ['Mon-Fri 9-6 EST', 'Sat 10-4 EST', 'Sun closed']) expect(text).toContain(hours);
    expect(text).toContain('We reply within 4-6 business hours.');
    for (const email of ['hello@bidlight.io', 'sales@bidlight.io', 'support@bidlight.io']) expect(html).toContain(`href="mailto:${email}"`);
    for (const channel of ['General inquiries', 'Sales', 'Support', 'Quick links']) expect(text).toContain(channel);
    expect(jsonLd(html).some((item) => item['@type'] === 'FAQPage')).toBe(false);
  });

  test('?subject= fills in the subject in the first HTML', async () => {
    const { html } = await page('/contact?subject=Integration%20request');
    expect(html).toMatch(/<input[^>]*id="contact-subject"[^>]*value="Integration request"|<input[^>]*value="Integration request"[^>]*id="contact-subject"/);
    const plain = await page('/contact');
    expect(plain.html).not.toContain('value="Integration request"');
  });
});

describe('/careers', () => {
  test('lists four open positions with every job field and salaries between $70k and $180k', async () => {
    const { status, html, text } = await page('/careers');
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(['Careers at Bidlight']);
    const jobs = [...html.matchAll(/<article[^>]*id="([^"]+)"[^>]*>(.*?)<\/article>/gs)];
    expect(jobs).toHaveLength(4);
    for (const [, id, body] of jobs) {
      const jobText = visibleText(body!);
      expect(id).toMatch(/^[a-z-]+$/);
      expect(body).toMatch(/<h3[^>]*>[^<]+<\/h3>/);
      expect(jobText).toMatch(/Full-time|Part-time|Contract/);
      expect(jobText).toContain('Remote (US');
      expect(jobText).toContain('What you’ll bring');
      expect((body!.match(/<li/g) ?? []).length).toBeGreaterThanOrEqual(3);
      const [, min, max] = /Salary: \$(\d+)k - \$(\d+)k per year/.exec(jobText)!;
      expect(Number(min)).toBeGreaterThanOrEqual(70);
      expect(Number(max)).toBeLessThanOrEqual(180);
      expect(Number(min)).toBeLessThan(Number(max));
      expect(body).toContain(`href="/contact?subject=Application%3A%20`);
    }
    expect(text).toContain('$70k');
    expect(text).toContain('$180k');
  });

  test('shows the $2,000 learning budget, the culture, a four-step process and a general inquiry link to /contact', async () => {
    const { html, text } = await page('/careers');
    expect(text).toContain('$2,000 annual learning budget');
    expect(text).toContain('How we work');
    expect([...text.matchAll(/Step (\d)/g)].map((match) => match[1])).toEqual(['1', '2', '3', '4']);
    expect(html).toMatch(/href="\/contact"[^>]*>Send us a general inquiry</);
  });
});

test('/confirmation thanks the visitor and links home', async () => {
  const { status, html, text } = await page('/confirmation');
  expect(status).toBe(200);
  expect(h1s(html)).toEqual(['Thanks for your interest']);
  expect(text).toContain("You're one step closer to winning more RFPs.");
  expect(text).toContain('Keep an eye on your email for next steps.');
  expect(html).toMatch(/href="\/"[^>]*>Back to Home</);
  expect(head(html)).toContain('<meta name="robots" content="index, follow"/>');
});

test("/status renders the server's content version in the first HTML and checks /healthz after load", async () => {
  const { status, html, text } = await page('/status');
  expect(status).toBe(200);
  expect(h1s(html)).toEqual(['System Status']);
  expect(head(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(text).toContain('Checking…');
  const health = (await (await server.get('/healthz')).json()) as { contentVersion: number };
  expect(text).toContain(`Content version ${health.contentVersion}`);
});
