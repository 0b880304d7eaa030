import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageTypeOf } from '../../client/src/lib/page-start';
import { MAX_PAGE_TYPE_LENGTH, PAGE_TYPE_PATTERN } from '../../schema/vitals';

/** The router's matches for a route under the root layout (which has no path of its own). */
const under = (routePath: string | undefined) => [{ route: {} }, { route: { path: routePath } }];

test("a page's type is its route's pattern, or an error page's status: never its address", () => {
  expect(pageTypeOf(under(undefined), 200)).toBe('/');
  expect(pageTypeOf(under('industries/:slug/:niche'), 200)).toBe('/industries/:slug/:niche');
  expect(pageTypeOf(under('blog/:slug'), 404)).toBe('404');
  expect(pageTypeOf(under('*'), 404)).toBe('404');
  expect(pageTypeOf(under('glossary'), 503)).toBe('503');
});

test('the page type of every route of the site is one the vitals endpoint accepts', () => {
  const routes = readFileSync(path.join(__dirname, '../../client/src/app/routes.tsx'), 'utf8');
  const paths = [...routes.matchAll(/\{ path: '([^']+)', \.\.\.lazy\(/g)].map((match) => match[1]!);
  expect(paths.length).toBeGreaterThan(20);
  for (const routePath of [undefined, ...paths]) {
    const pageType = pageTypeOf(under(routePath), 200);
    expect({ pageType, accepted: PAGE_TYPE_PATTERN.test(pageType) && pageType.length <= MAX_PAGE_TYPE_LENGTH }).toEqual({ pageType, accepted: true });
  }
  for (const status of [400, 404, 500, 503]) expect(PAGE_TYPE_PATTERN.test(pageTypeOf(under('x'), status))).toBe(true);
});
