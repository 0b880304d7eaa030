import { pagesOf, pickPage } from '../../server/src/shared/paging';

const run = (letter: string, count: number) => Array.from({ length: count }, (_, index) => `${letter}${index + 1}`);

describe('a hub in pages: whole runs (letter groups) while they fit, a run longer than a page split', () => {
  test('runs that fit stay together; a page closes before a run that would not fit', () => {
    const pages = pagesOf([run('A', 3), run('B', 4), run('C', 2), run('D', 5)], 7);
    expect(pages).toEqual([[...run('A', 3), ...run('B', 4)], [...run('C', 2), ...run('D', 5)]]);
  });

  test('a run longer than a page fills pages of its own; its last part may share a page with what follows', () => {
    const pages = pagesOf([run('A', 2), run('S', 12), run('T', 1)], 5);
    expect(pages).toEqual([run('A', 2), run('S', 5), run('S', 10).slice(5), [...run('S', 12).slice(10), 'T1']]);
  });

  test('every item once, in order, and no page over the size', () => {
    const groups = [run('A', 9), run('B', 18), run('C', 33), run('D', 1), run('E', 40), run('F', 7)];
    const pages = pagesOf(groups, 20);
    expect(pages.flat()).toEqual(groups.flat());
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(20);
    expect(pages.every((page) => page.length > 0)).toBe(true);
  });

  test('nothing to page: one empty page', () => {
    expect(pagesOf([], 10)).toEqual([[]]);
    expect(pickPage(pagesOf([], 10), 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  test('a page past the last has no items and says how many pages there are', () => {
    const pages = pagesOf([run('A', 12)], 5);
    expect(pickPage(pages, 3)).toEqual({ items: run('A', 12).slice(10), page: 3, pageCount: 3 });
    expect(pickPage(pages, 4)).toEqual({ items: [], page: 4, pageCount: 3 });
  });
});
