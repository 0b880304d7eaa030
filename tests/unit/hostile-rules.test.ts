import { parse, visit } from 'graphql';
import { pathOnSite } from '../../schema/paths';
import { partPastLimit, type DocumentLimits } from '../../server/src/graphql/document-size';
import { AuthFailureThrottle } from '../../server/src/http/admin-auth';
import { describeError, logSafe } from '../../server/src/shared/log-text';
import { hubPageOutcome, originForm } from '../../server/src/ssr/page-renderer';

/** The pure rules behind the issue "Hostile traffic II". */

describe('pathOnSite: a way back that stays on the site', () => {
  test.each([
    ['/industries/healthcare?utm_source=mail', '/industries/healthcare?utm_source=mail'],
    ['/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\r\n/evil.example', '/'],
    ['/ /evil.example', '/'],
    ['/\u00a0/evil.example', '/'],
    ['/a\\b', '/'],
    ['/\u0000', '/'],
    ['https://evil.example/', '/'],
    ['evil', '/'],
    ['', '/'],
    [null, '/'],
  ])('%j → %j', (from, expected) => {
    expect(pathOnSite(from)).toBe(expected);
  });
});

describe('partPastLimit: a document counted before validation', () => {
  const partName: Record<keyof DocumentLimits, string> = { fragments: 'fragments', spreads: 'fragment spreads', inlineFragments: 'inline fragments', fields: 'fields', directives: 'directives' };
  const limits = { fragments: 2, spreads: 3, inlineFragments: 1, fields: 6, directives: 1 };
  test.each([
    ['{ a b c }', undefined],
    ['{ ...A ...B } fragment A on Q { a } fragment B on Q { b }', undefined],
    ['{ ...A } fragment A on Q { a } fragment B on Q { b } fragment C on Q { c }', 'fragments'],
    ['{ ...A ...A ...A ...A } fragment A on Q { a }', 'fragment spreads'],
    ['{ ... on Q { a } ... on Q { b } }', 'inline fragments'],
    ['{ a b c d e f g }', 'fields'],
    ['{ a @skip(if: true) b @skip(if: true) }', 'directives'],
  ])('%s → %s', (query, expected) => {
    expect(partPastLimit(query, limits)).toBe(expected);
  });

  /** The parts as graphql-js parses them: what the count on tokens must agree with. */
  const parsedCounts = (query: string): DocumentLimits => {
    const counts: DocumentLimits = { fragments: 0, spreads: 0, inlineFragments: 0, fields: 0, directives: 0 };
    visit(parse(query), {
      FragmentDefinition: () => void (counts.fragments += 1),
      FragmentSpread: () => void (counts.spreads += 1),
      InlineFragment: () => void (counts.inlineFragments += 1),
      Field: () => void (counts.fields += 1),
      Directive: () => void (counts.directives += 1),
    });
    return counts;
  };

  test.each([
    'query Q($v: In = { a: [1, { b: "..." }] }, $s: Boolean! = true) @d { a: b(x: { on: 1, fragment: $v }) @skip(if: $s) { c } ...F }\nfragment F on Q @d(x: [on]) { d ... on Q { e } ... @include(if: true) { f } ... { g } }',
    '# a comment with ... and @ and fragment F on Q { x }\n{ fragment: on on: fragment a: b }',
    '{ a(s: """block ... { @ } string""") { ...on_ ...fragment } } fragment on_ on Q { a } fragment fragment on Q { b }',
    'mutation { x: y(a: [[{ b: { c: 1 } }]]) { z @a @b(c: 2) } } subscription S { s }',
    'query fragment { fragment } fragment F on fragment { on }',
  ])('the count on tokens agrees with the parsed document: %s', (query) => {
    const counts = parsedCounts(query);
    expect(partPastLimit(query, counts)).toBeUndefined();
    for (const part of Object.keys(counts) as (keyof DocumentLimits)[]) {
      if (counts[part] > 0) expect(partPastLimit(query, { ...counts, [part]: counts[part] - 1 })).toBe(partName[part]);
    }
  });

  test('text that is not GraphQL throws, and so does a document past the token limit', () => {
    expect(() => partPastLimit('{ a ~ }', limits)).toThrow();
    expect(() => partPastLimit('{ a b c }', limits, 4)).toThrow(RangeError);
    expect(partPastLimit('{ a b c }', limits, 5)).toBeUndefined();
  });
});

describe('logSafe and describeError: input cannot forge log lines', () => {
  test('control characters are written as escapes, and long text is cut', () => {
    expect(logSafe('/glossary/a\r\n[bidlight] forged\u001b[31m')).toBe('/glossary/a\\u000d\\u000a[bidlight] forged\\u001b[31m');
    expect(logSafe('x'.repeat(600))).toBe(`${'x'.repeat(500)}…`);
  });

  test("an error's message is one line, its stack frames stay lines of their own", () => {
    const error = new TypeError('Headers.set: "/glossary/a\r\nb" is an invalid header value.');
    const described = describeError(error);
    const [first, ...frames] = described.split('\n');
    expect(first).toBe('TypeError: Headers.set: "/glossary/a\\u000d\\u000ab" is an invalid header value.');
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((line) => line.trimStart().startsWith('at '))).toBe(true);
    expect(describeError('plain\nvalue')).toBe('plain\\u000avalue');
  });
});

describe('AuthFailureThrottle: only failures count, per client, in windows', () => {
  test('past the allowance a client waits until its window ends; then it starts again', () => {
    let now = 0;
    const throttle = new AuthFailureThrottle({ maxFailures: 2, windowMs: 60_000 }, () => now);
    expect(throttle.fail('a')).toBeUndefined();
    expect(throttle.fail('a')).toBeUndefined();
    expect(throttle.fail('b')).toBeUndefined();
    now = 15_000;
    expect(throttle.fail('a')).toBe(45);
    now = 60_000;
    expect(throttle.fail('a')).toBeUndefined();
  });

  test('it remembers at most maxClients clients, forgetting those that failed longest ago', () => {
    const throttle = new AuthFailureThrottle({ maxFailures: 1, maxClients: 2 }, () => 0);
    throttle.fail('a');
    throttle.fail('b');
    throttle.fail('c');
    // a was forgotten: its second failure is its first again.
    expect(throttle.fail('a')).toBeUndefined();
    expect(throttle.fail('c')).toBeGreaterThan(0);
  });
});

describe('hubPageOutcome: a hub page number is a page, a redirect or not found', () => {
  const counts = { '/glossary': async () => 3 };
  test.each([
    ['', 'keep'],
    ['page=2', 'keep'],
    ['page=3&q=bid', 'keep'],
    ['page=4', { notFound: '/glossary?page=4' }],
    ['page=999999&q=bid', { notFound: '/glossary?page=4&q=bid' }],
    ['page=1', { redirect: '/glossary' }],
    ['page=x1&q=bid', { redirect: '/glossary?q=bid' }],
    ['page=0', { redirect: '/glossary' }],
    ['page=-1', { redirect: '/glossary' }],
    ['page=1e9', { redirect: '/glossary' }],
    ['page=02', { redirect: '/glossary' }],
    ['page=2&page=3', { redirect: '/glossary' }],
    ['page=1234567', { redirect: '/glossary' }],
  ])('/glossary?%s → %j', async (query, expected) => {
    expect(await hubPageOutcome('/glossary', new URLSearchParams(query), counts)).toEqual(expected);
  });

  test('a page that is not a hub keeps its parameter', async () => {
    expect(await hubPageOutcome('/blog', new URLSearchParams('page=x'), counts)).toBe('keep');
  });
});

describe('originForm: the path of a request target, never its host', () => {
  test.each([
    ['/early-access?x=1', '/early-access?x=1'],
    ['http://attacker.example/early-access?x=1', '/early-access?x=1'],
    ['https://attacker.example', '/'],
    ['*', '/400'],
  ])('%s → %s', (target, expected) => {
    expect(originForm(target)).toBe(expected);
  });
});
