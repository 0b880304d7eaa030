import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { resetVisitorData, startTestServer, type TestServer } from '../support/test-server';

/**
 * The GraphQL operations of the contact, survey, competitor and blog domains, driven over
 * HTTP POST /graphql. Expected values come from the content files and the product's rules
 * (fields, validation, error texts, limits and orders, restated here), not from the server's
 * own code.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await resetVisitorData(server.dataSource);
});
afterAll(async () => {
  await server.close();
});

type GraphQLError = { message: string; extensions?: Record<string, unknown>; path?: (string | number)[] };

const CONTENT_DIR = path.join(__dirname, '../../content');
const count = async (table: 'contact_messages' | 'survey_responses' | 'waitlist_signups') =>
  Number((await server.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

// ---------------------------------------------------------------------------------------------
// Contact
// ---------------------------------------------------------------------------------------------

const SEND_CONTACT = 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }';
const CONTACT_SUCCESS = "Thanks for reaching out. We'll reply within 4-6 business hours.";
const validContact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Analytical Engines Ltd', subject: 'Pricing', message: 'Hello there.' };

describe('GraphQL sendContactMessage', () => {
  test('a valid message is stored and answers the success message', async () => {
    const { status, body } = await server.graphql<{ sendContactMessage: { message: string } }>(SEND_CONTACT, { input: validContact });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ sendContactMessage: { message: CONTACT_SUCCESS } });
    const rows = await server.dataSource.query('SELECT first_name, last_name, email, company, subject, message FROM contact_messages');
    expect(rows).toEqual([
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', company: 'Analytical Engines Ltd', subject: 'Pricing', message: 'Hello there.' },
    ]);
  });

  test('text is trimmed, the email lower-cased, and a null or absent company is stored as an empty string', async () => {
    const withNull = { ...validContact, firstName: '  Grace ', lastName: ' Hopper ', email: '  Grace@Example.COM ', company: null, message: '  Line one\nline two  ' };
    const { company: _company, ...withoutCompany } = { ...validContact, email: 'second@example.com' };
    for (const input of [withNull, withoutCompany]) {
      const { body } = await server.graphql<{ sendContactMessage: { message: string } }>(SEND_CONTACT, { input });
      expect(body.errors).toBeUndefined();
      expect(body.data!.sendContactMessage.message).toBe(CONTACT_SUCCESS);
    }
    const rows = await server.dataSource.query('SELECT first_name, last_name, email, company, message FROM contact_messages ORDER BY created_at, email');
    expect(rows).toEqual([
      { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', company: '', message: 'Line one\nline two' },
      { first_name: 'Ada', last_name: 'Lovelace', email: 'second@example.com', company: '', message: 'Hello there.' },
    ]);
  });

  test.each([
    ['a blank firstName', 'firstName', { firstName: ' ' }, 'First name is required'],
    ['an empty lastName', 'lastName', { lastName: '' }, 'Last name is required'],
    ['a malformed email', 'email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an email over 254 characters', 'email', { email: `${'a'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
    ['a company over 200 characters', 'company', { company: 'c'.repeat(201) }, 'Company must be at most 200 characters'],
    ['a blank subject', 'subject', { subject: '   ' }, 'Subject is required'],
    ['a subject over 200 characters', 'subject', { subject: 's'.repeat(201) }, 'Subject must be at most 200 characters'],
    ['an empty message', 'message', { message: '' }, 'Message is required'],
    ['a message over 5000 characters', 'message', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('When the input has %s, then the error names %s with BAD_USER_INPUT and nothing is stored', async (_case, field, change, text) => {
    const { status, body } = await server.graphql(SEND_CONTACT, { input: { ...validContact, ...change } });
    expect(status).toBeLessThan(500);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toHaveLength(1);
    const error = body.errors![0] as GraphQLError;
    expect(error.message).toBe(`${field}: ${text}`);
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(error.path).toEqual(['sendContactMessage']);
    expect(await count('contact_messages')).toBe(0);
  });

  test('a missing required field is refused by the schema with a message naming it, and nothing is stored', async () => {
    const { firstName: _firstName, ...withoutFirstName } = validContact;
    const { status, body } = await server.graphql(SEND_CONTACT, { input: withoutFirstName });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.message).toContain('Field "firstName" of required type "String!" was not provided');
    expect(body.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(await count('contact_messages')).toBe(0);
  });

  test('an unknown extra field is refused by the schema, as a variable or inline, naming the field', async () => {
    const asVariable = await server.graphql(SEND_CONTACT, { input: { ...validContact, admin: true } });
    expect(asVariable.status).toBe(400);
    expect(asVariable.body.errors).toHaveLength(1);
    expect(asVariable.body.errors![0]!.message).toContain('Field "admin" is not defined by type "ContactMessageInput"');
    expect(asVariable.body.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT' });

    const inline = await server.graphql(
      'mutation { sendContactMessage(input: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "Hi", message: "Hello", admin: true }) { message } }',
    );
    expect(inline.status).toBe(400);
    expect(inline.body.errors).toHaveLength(1);
    expect(inline.body.errors![0]!.message).toContain('Field "admin" is not defined by type "ContactMessageInput"');
    expect(inline.body.errors![0]!.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(await count('contact_messages')).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Waitlist survey
// ---------------------------------------------------------------------------------------------

const JOIN = 'mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { message surveyToken } }';
const SUBMIT_SURVEY = 'mutation ($input: SurveyResponseInput!) { submitSurveyResponse(input: $input) { message } }';
const SURVEY_SUCCESS = "We'll use this to personalize your experience.";
const TOKEN_REFUSED = 'Please join the waitlist before answering the survey.';
const answers = { role: 'sales', companySize: 'small', biggestChallenge: 'finding', industry: 'technology', budget: '10k-50k' };

async function joinWaitlist(input: Record<string, unknown>): Promise<string> {
  const { body } = await server.graphql<{ joinWaitlist: { message: string; surveyToken: string } }>(JOIN, { input });
  expect(body.errors).toBeUndefined();
  return body.data!.joinWaitlist.surveyToken;
}

const storedSurveys = () =>
  server.dataSource.query(
    `SELECT s.email, r.role, r.company_size, r.biggest_challenge, r.industry, r.budget
     FROM survey_responses r JOIN waitlist_signups s ON s.id = r.signup_id ORDER BY s.email`,
  );

describe('GraphQL submitSurveyResponse', () => {
  test('with the surveyToken joinWaitlist answered, the answers are stored for that signup and the latest wins', async () => {
    const surveyToken = await joinWaitlist({ email: ' Survey@Example.COM ' });
    await joinWaitlist({ email: 'bystander@example.com' });

    const first = await server.graphql<{ submitSurveyResponse: { message: string } }>(SUBMIT_SURVEY, {
      input: { email: 'survey@example.com', surveyToken, ...answers },
    });
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data).toEqual({ submitSurveyResponse: { message: SURVEY_SUCCESS } });
    expect(await storedSurveys()).toEqual([
      { email: 'survey@example.com', role: 'sales', company_size: 'small', biggest_challenge: 'finding', industry: 'technology', budget: '10k-50k' },
    ]);

    // The email is normalised before the token is checked, as it was when signing up.
    const second = await server.graphql<{ submitSurveyResponse: { message: string } }>(SUBMIT_SURVEY, {
      input: { email: '  SURVEY@example.com', surveyToken, role: 'executive', companySize: 'large', biggestChallenge: 'qualifying', industry: 'financial', budget: 'varies' },
    });
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data).toEqual({ submitSurveyResponse: { message: SURVEY_SUCCESS } });
    expect(await storedSurveys()).toEqual([
      { email: 'survey@example.com', role: 'executive', company_size: 'large', biggest_challenge: 'qualifying', industry: 'financial', budget: 'varies' },
    ]);
  });

  test.each([
    ['role', 'ceo', 'Please select your role'],
    ['role', '', 'Please select your role'],
    ['companySize', 'huge', 'Please select your company size'],
    ['biggestChallenge', 'Finding', 'Please select your biggest challenge'],
    ['industry', 'retail', 'Please select your industry'],
    ['budget', '10k', 'Please select your budget range'],
  ])('When %s is %j, then the error names the field with "%s" and nothing is stored', async (field, value, text) => {
    const surveyToken = await joinWaitlist({ email: 'choice@example.com' });
    const { status, body } = await server.graphql(SUBMIT_SURVEY, { input: { email: 'choice@example.com', surveyToken, ...answers, [field]: value } });
    expect(status).toBeLessThan(500);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.message).toBe(`${field}: ${text}`);
    expect(body.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(await count('survey_responses')).toBe(0);
  });

  test('a wrong token is refused with the same error whether or not the email is registered, and stores nothing', async () => {
    const ownToken = await joinWaitlist({ email: 'owner@example.com' });
    await joinWaitlist({ email: 'victim@example.com' });
    const attempts = [
      { email: 'victim@example.com', surveyToken: 'forged' },
      { email: 'victim@example.com', surveyToken: ownToken },
      { email: 'victim@example.com', surveyToken: '' },
      { email: 'nobody@example.com', surveyToken: 'forged' },
      { email: 'owner@example.com', surveyToken: `${ownToken.slice(0, -1)}${ownToken.endsWith('A') ? 'B' : 'A'}` },
    ];
    const errors: unknown[] = [];
    for (const attempt of attempts) {
      const { status, body } = await server.graphql(SUBMIT_SURVEY, { input: { ...attempt, ...answers } });
      expect(status).toBeLessThan(500);
      expect(body.data ?? null).toBeNull();
      expect(body.errors).toHaveLength(1);
      errors.push({ message: body.errors![0]!.message, extensions: body.errors![0]!.extensions });
    }
    for (const error of errors) expect(error).toEqual({ message: TOKEN_REFUSED, extensions: { code: 'BAD_USER_INPUT', field: 'surveyToken' } });
    expect(await count('survey_responses')).toBe(0);
  });

  test('the token a honeypot signup receives is refused, since no signup was stored', async () => {
    const surveyToken = await joinWaitlist({ email: 'bot@example.com', hp: 'http://spam.example' });
    expect(await count('waitlist_signups')).toBe(0);
    const { body } = await server.graphql(SUBMIT_SURVEY, { input: { email: 'bot@example.com', surveyToken, ...answers } });
    expect(body.errors![0]!.message).toBe(TOKEN_REFUSED);
    expect(body.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'surveyToken' });
    expect(await count('survey_responses')).toBe(0);
  });

  test('a missing surveyToken is refused by the schema, naming it', async () => {
    const { status, body } = await server.graphql(SUBMIT_SURVEY, { input: { email: 'x@example.com', ...answers } });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toContain('Field "surveyToken" of required type "String!" was not provided');
    expect(await count('survey_responses')).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Competitors
// ---------------------------------------------------------------------------------------------

interface CompetitorFile {
  slug: string;
  name: string;
  category: string;
  priority: number;
  shortDescription: string;
  website: string;
  /** What the tool does for its users: discovery, response or procurement. */
  job: string;
}

const CATEGORIES = ['ai-native', 'enterprise-incumbent', 'government-specialist', 'discovery-platform', 'enterprise-procurement'];
const competitorFiles: CompetitorFile[] = readdirSync(path.join(CONTENT_DIR, 'competitors'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(CONTENT_DIR, 'competitors', name), 'utf8')) as CompetitorFile);

const byPriorityThenName = (a: CompetitorFile, b: CompetitorFile) => b.priority - a.priority || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** The hub's list: without the product's own entry, by priority descending then name. */
function expectedCompetitors({ search, category }: { search?: string; category?: string } = {}): string[] {
  const needle = search?.trim().toLowerCase();
  return competitorFiles
    .filter((item) => item.slug !== 'bidlight')
    .filter((item) => !category || item.category === category)
    .filter((item) => !needle || item.name.toLowerCase().includes(needle) || item.shortDescription.toLowerCase().includes(needle))
    .sort(byPriorityThenName)
    .map((item) => item.slug);
}

/**
 * The alternatives to a tool, from the content files: the product's own entry first, then the
 * tools doing the same job in the same category, the same job in another category, the same
 * category only, then the rest; by priority descending then name within each group.
 */
function expectedAlternatives(subjectSlug: string): string[] {
  const subject = competitorFiles.find((item) => item.slug === subjectSlug)!;
  const group = (item: CompetitorFile) => (item.job === subject.job ? 0 : 2) + (item.category === subject.category ? 0 : 1);
  const others = competitorFiles.filter((item) => item.slug !== subjectSlug && item.slug !== 'bidlight');
  const ranked = others.sort((a, b) => group(a) - group(b) || byPriorityThenName(a, b)).map((item) => item.slug);
  return subjectSlug === 'bidlight' ? ranked : ['bidlight', ...ranked];
}

const LIST_COMPETITORS = 'query ($search: String, $category: String) { competitors(search: $search, category: $category) { slug category } }';

async function listCompetitors(variables: { search?: string; category?: string }) {
  const { status, body } = await server.graphql<{ competitors: { slug: string; category: string }[] }>(LIST_COMPETITORS, variables);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.competitors;
}

describe('GraphQL competitors', () => {
  test('without arguments: every competitor but the product, by priority descending then name, as the REST list answers', async () => {
    const slugs = (await listCompetitors({})).map((item) => item.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(20);
    expect(slugs).not.toContain('bidlight');
    expect(slugs).toEqual(expectedCompetitors());
    const rest = (await (await server.get('/api/competitors')).json()) as { slug: string }[];
    expect(slugs).toEqual(rest.map((item) => item.slug));
  });

  test.each(CATEGORIES)('category %s keeps exactly the competitors of that category', async (category) => {
    const found = await listCompetitors({ category });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => item.category === category)).toBe(true);
    expect(found.map((item) => item.slug)).toEqual(expectedCompetitors({ category }));
  });

  test('search matches the name or the short description, case-insensitive and trimmed, and never returns the product', async () => {
    expect((await listCompetitors({ search: 'LOOPIO' })).map((item) => item.slug)).toEqual(['loopio']);
    expect((await listCompetitors({ search: '  deltek ' })).map((item) => item.slug)).toEqual(['govwin-iq']);

    // Only short descriptions mention questionnaires, never names.
    const bySummary = (await listCompetitors({ search: 'Questionnaires' })).map((item) => item.slug);
    expect(bySummary.length).toBeGreaterThanOrEqual(2);
    expect(bySummary).toEqual(expectedCompetitors({ search: 'questionnaires' }));
    expect(competitorFiles.filter((item) => bySummary.includes(item.slug)).every((item) => !/questionnaires/i.test(item.name))).toBe(true);

    expect(await listCompetitors({ search: 'bidlight' })).toEqual([]);
    expect(await listCompetitors({ search: 'no competitor has this text' })).toEqual([]);
  });

  test('search and category combine, and match what the REST list answers for the same parameters', async () => {
    const combined = (await listCompetitors({ search: 'platform', category: 'government-specialist' })).map((item) => item.slug);
    const categoryOnly = expectedCompetitors({ category: 'government-specialist' });
    expect(combined.length).toBeGreaterThan(0);
    expect(combined.length).toBeLessThan(categoryOnly.length);
    expect(combined).toEqual(expectedCompetitors({ search: 'platform', category: 'government-specialist' }));
    const rest = (await (await server.get('/api/competitors?search=platform&category=government-specialist')).json()) as { slug: string }[];
    expect(combined).toEqual(rest.map((item) => item.slug));
  });

  test('an unknown category is a client error naming category and the allowed values, not a 500', async () => {
    const { status, body } = await server.graphql(LIST_COMPETITORS, { category: 'cheap' });
    expect(status).toBeLessThan(500);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toHaveLength(1);
    const error = body.errors![0] as GraphQLError;
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'category' });
    expect(error.message).toBe(`category: category must be one of: ${CATEGORIES.join(', ')}`);
    expect(error.path).toEqual(['competitors']);
  });

  test('a search longer than 200 characters is a client error naming search', async () => {
    const { status, body } = await server.graphql(LIST_COMPETITORS, { search: 's'.repeat(201) });
    expect(status).toBeLessThan(500);
    expect(body.errors![0]!.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'search' });
    expect(body.errors![0]!.message).toContain('search must be at most 200 characters');
  });

  test('competitor(slug) answers the entry as in the content; the product is reachable by its slug', async () => {
    const { body } = await server.graphql<{ loopio: Record<string, unknown>; own: Record<string, unknown> }>(
      '{ loopio: competitor(slug: "loopio") { slug name category priority website isOwnProduct } own: competitor(slug: "bidlight") { slug isOwnProduct } }',
    );
    expect(body.errors).toBeUndefined();
    const loopio = competitorFiles.find((item) => item.slug === 'loopio')!;
    expect(body.data).toEqual({
      loopio: { slug: 'loopio', name: loopio.name, category: loopio.category, priority: loopio.priority, website: loopio.website, isOwnProduct: false },
      own: { slug: 'bidlight', isOwnProduct: true },
    });
  });

  test.each([
    ['an unknown slug', 'no-such-competitor'],
    // not-found-as-null.ts: a slug "too absurd to exist" is null as well, not an error.
    ['a slug over 200 characters', 'x'.repeat(201)],
  ])('%s answers null for competitor and alternatives, without an error', async (_case, slug) => {
    const { status, body } = await server.graphql('query ($slug: String!) { competitor(slug: $slug) { slug } alternatives(slug: $slug) { slug } }', { slug });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ competitor: null, alternatives: null });
  });

  test('alternatives exclude the competitor itself: the product first, then the rest by relevance to its job and category, then priority descending and name', async () => {
    const { body } = await server.graphql<{
      alternatives: { slug: string }[];
      competitor: { slug: string; alternatives: { slug: string }[]; firstThree: { slug: string }[] };
      own: { slug: string; alternatives: { slug: string }[] };
    }>(
      `{
        alternatives(slug: "loopio") { slug }
        competitor(slug: "loopio") { slug alternatives { slug } firstThree: alternatives(limit: 3) { slug } }
        own: competitor(slug: "bidlight") { slug alternatives { slug } }
      }`,
    );
    expect(body.errors).toBeUndefined();
    const expected = expectedAlternatives('loopio');
    const topLevel = body.data!.alternatives.map((item) => item.slug);
    expect(topLevel).not.toContain('loopio');
    expect(topLevel).toEqual(expected);
    expect(body.data!.competitor.alternatives.map((item) => item.slug)).toEqual(expected);
    expect(body.data!.competitor.firstThree.map((item) => item.slug)).toEqual(expected.slice(0, 3));

    const ownAlternatives = body.data!.own.alternatives.map((item) => item.slug);
    expect(ownAlternatives).not.toContain('bidlight');
    expect(ownAlternatives).toEqual(expectedAlternatives('bidlight'));

    const rest = (await (await server.get('/api/competitors/loopio/alternatives')).json()) as { slug: string }[];
    expect(topLevel).toEqual(rest.map((item) => item.slug));
  });
});

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

interface PostFile {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string;
  created: string;
  markdown: string;
}

const asDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

const postFiles: PostFile[] = readdirSync(path.join(CONTENT_DIR, 'blog'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const { data, content } = matter(readFileSync(path.join(CONTENT_DIR, 'blog', name), 'utf8'));
    return {
      slug: (data.slug as string | undefined) ?? name.replace(/\.md$/, ''),
      title: data.title as string,
      excerpt: data.excerpt as string,
      category: data.category as string,
      tags: data.tags as string[],
      author: data.author as string,
      created: asDate(data.created),
      markdown: content,
    };
  })
  // Newest first, as the posts are listed.
  .sort((a, b) => b.created.localeCompare(a.created) || a.slug.localeCompare(b.slug));

const keywordGroups = (JSON.parse(readFileSync(path.join(CONTENT_DIR, 'site.json'), 'utf8')) as { relatedPostKeywordGroups: Record<string, string[]> })
  .relatedPostKeywordGroups;

function groupsIn(post: PostFile): Set<string> {
  const text = `${post.title} ${post.excerpt}`.toLowerCase();
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new Set(Object.keys(keywordGroups).filter((group) => keywordGroups[group]!.some((word) => new RegExp(`\\b${escape(word.toLowerCase())}\\b`).test(text))));
}

/** Related posts: 10 for the same category, 5 per shared tag, 3 per shared keyword group; up to 3, highest first, none at zero. */
function expectedRelated(slug: string, limit = 3): string[] {
  const post = postFiles.find((item) => item.slug === slug)!;
  const ownTags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  const ownGroups = groupsIn(post);
  return postFiles
    .filter((other) => other.slug !== slug)
    .map((other, order) => {
      let score = other.category === post.category ? 10 : 0;
      score += other.tags.filter((tag) => ownTags.has(tag.toLowerCase())).length * 5;
      score += [...groupsIn(other)].filter((group) => ownGroups.has(group)).length * 3;
      return { slug: other.slug, score, order };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.slug);
}

interface Block {
  id: string;
  type: string;
  richText: { plainText: string }[];
  language: string | null;
}

describe('GraphQL blog', () => {
  test('post(slug) answers the post with its fields and its blocks converted from the Markdown', async () => {
    const { status, body } = await server.graphql<{
      post: { slug: string; title: string; excerpt: string; category: string; tags: string[]; author: string; created: string; readTime: number; wordCount: number; content: Block[] };
    }>(
      `{ post(slug: "what-is-an-rfp") {
          slug title excerpt category tags author created readTime wordCount
          content { id type richText { plainText } language }
        } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const post = body.data!.post;
    const file = postFiles.find((item) => item.slug === 'what-is-an-rfp')!;
    expect(post).toEqual(
      expect.objectContaining({ slug: file.slug, title: file.title, excerpt: file.excerpt, category: file.category, tags: file.tags, author: file.author, created: file.created }),
    );
    expect(post.readTime).toBeGreaterThanOrEqual(1);
    expect(post.wordCount).toBe(post.readTime * 200);

    const blocks = post.content;
    expect(blocks.map((block) => block.id)).toEqual(blocks.map((_block, index) => `b${index + 1}`));
    for (const block of blocks) {
      expect(block.richText).toHaveLength(1);
      expect(block.richText[0]!.plainText.length).toBeGreaterThan(0);
    }
    const firstParagraph = file.markdown.trim().split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ');
    expect(blocks[0]).toEqual({ id: 'b1', type: 'paragraph', richText: [{ plainText: firstParagraph }], language: null });

    const headings = [...file.markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
    expect(headings.length).toBeGreaterThan(3);
    expect(blocks.filter((block) => block.type === 'heading_2').map((block) => block.richText[0]!.plainText)).toEqual(headings);
    expect(blocks).toContainEqual(
      expect.objectContaining({ type: 'bulleted_list_item', richText: [{ plainText: 'Evaluation criteria, with their relative importance or point values' }] }),
    );
    expect(blocks.some((block) => block.type === 'numbered_list_item' && block.richText[0]!.plainText.startsWith('Need and market research.'))).toBe(true);
    expect(blocks).toContainEqual(expect.objectContaining({ type: 'quote', richText: [{ plainText: 'The lowest price always wins.' }] }));
  });

  test('relatedPosts: at most 3, never the post itself, scored and ordered as expectedRelated says, for every post', async () => {
    const { body } = await server.graphql<{ posts: { slug: string; created: string; relatedPosts: { slug: string }[] }[] }>(
      '{ posts { slug created relatedPosts { slug } } }',
    );
    expect(body.errors).toBeUndefined();
    const posts = body.data!.posts;
    expect(posts.map((post) => post.slug)).toEqual(postFiles.map((post) => post.slug));
    for (const post of posts) {
      const related = post.relatedPosts.map((item) => item.slug);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related).not.toContain(post.slug);
      expect({ slug: post.slug, related }).toEqual({ slug: post.slug, related: expectedRelated(post.slug) });
    }
    // The content is rich enough that most posts have a full set of 3.
    expect(posts.filter((post) => post.relatedPosts.length === 3).length).toBeGreaterThan(posts.length / 2);
  });

  test('relatedPosts of post(slug) honour a larger limit without ever including the post, and match the REST answer', async () => {
    const { body } = await server.graphql<{ post: { relatedPosts: { slug: string }[]; more: { slug: string }[] } }>(
      '{ post(slug: "what-is-an-rfp") { relatedPosts { slug } more: relatedPosts(limit: 10) { slug } } }',
    );
    expect(body.errors).toBeUndefined();
    const related = body.data!.post.relatedPosts.map((item) => item.slug);
    const more = body.data!.post.more.map((item) => item.slug);
    expect(related).toEqual(expectedRelated('what-is-an-rfp'));
    expect(related).toHaveLength(3);
    expect(more).toEqual(expectedRelated('what-is-an-rfp', 10));
    expect(more.length).toBeGreaterThan(3);
    expect(more.slice(0, 3)).toEqual(related);
    expect(more).not.toContain('what-is-an-rfp');
    const rest = (await (await server.get('/api/blog/posts/what-is-an-rfp')).json()) as { relatedPosts: { slug: string }[] };
    expect(rest.relatedPosts.map((item) => item.slug)).toEqual(related);
  });

  test('linkedText: every post\'s blocks come back whole, with at most one link per running-text block, each target once, never the post itself', async () => {
    type Post = { slug: string; content: { type: string; richText: { plainText: string }[]; linkedText: { text: string; to: string | null }[] }[] };
    // One post per query: every post's whole content in one answer is past the query cost limit.
    const slugs = ((await server.graphql<{ posts: { slug: string }[] }>('{ posts { slug } }')).body.data?.posts ?? []).map((post) => post.slug);
    const posts: Post[] = [];
    for (const slug of slugs) {
      const { body } = await server.graphql<{ post: Post }>('query ($slug: String!) { post(slug: $slug) { slug content { type richText { plainText } linkedText { text to } } } }', { slug });
      expect(body.errors).toBeUndefined();
      posts.push(body.data!.post);
    }
    expect(posts.length).toBeGreaterThan(0);
    const glossarySlugs = new Set(
      readdirSync(path.join(CONTENT_DIR, 'glossary'))
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) => (JSON.parse(readFileSync(path.join(CONTENT_DIR, 'glossary', file), 'utf8')) as { slug: string }[]).map((term) => term.slug)),
    );
    let links = 0;
    for (const post of posts) {
      const targets: string[] = [];
      for (const block of post.content) {
        expect(block.linkedText.map((segment) => segment.text).join('')).toBe(block.richText[0]!.plainText);
        const linked = block.linkedText.filter((segment) => segment.to !== null);
        if (['heading_1', 'heading_2', 'heading_3', 'code'].includes(block.type)) expect(linked).toEqual([]);
        expect(linked.length).toBeLessThanOrEqual(1);
        targets.push(...linked.map((segment) => segment.to!));
      }
      expect(targets).not.toContain(`/blog/${post.slug}`);
      expect(new Set(targets).size).toBe(targets.length);
      for (const target of targets) {
        const [, kind, slug] = target.split('/');
        expect(kind === 'blog' ? postFiles.some((file) => file.slug === slug) : kind === 'glossary' && glossarySlugs.has(slug!)).toBe(true);
      }
      links += targets.length;
    }
    // The content links: most posts carry several in-text links.
    expect(links).toBeGreaterThan(posts.length * 2);
  });

  test('relatedIndustries: industries sharing a word with the post, then the popular ones, at most 6 and never repeated', async () => {
    const site = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'site.json'), 'utf8')) as { popularIndustries: string[] };
    const { body } = await server.graphql<{ post: { relatedIndustries: { slug: string; title: string }[]; two: { slug: string }[] } }>(
      '{ post(slug: "government-contracting-for-small-businesses") { relatedIndustries { slug title } two: relatedIndustries(limit: 2) { slug } } }',
    );
    expect(body.errors).toBeUndefined();
    const related = body.data!.post.relatedIndustries;
    expect(related).toHaveLength(6);
    expect(new Set(related.map((industry) => industry.slug)).size).toBe(6);
    // "Government" is in the post's title and category: a government industry leads.
    expect(related[0]!.title).toMatch(/Government/);
    const fromPopular = related.filter((industry) => !/Government/.test(industry.title)).map((industry) => industry.slug);
    expect(fromPopular.every((slug) => site.popularIndustries.includes(slug))).toBe(true);
    expect(body.data!.post.two.map((industry) => industry.slug)).toEqual(related.slice(0, 2).map((industry) => industry.slug));
  });

  test.each([
    ['an unknown slug', 'no-such-post'],
    // not-found-as-null.ts: a slug "too absurd to exist" is null as well, not an error.
    ['a slug over 200 characters', 'p'.repeat(201)],
  ])('post(slug) for %s answers null, not an error', async (_case, slug) => {
    const { status, body } = await server.graphql('query ($slug: String!) { post(slug: $slug) { slug relatedPosts { slug } } }', { slug });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ post: null });
  });
});
