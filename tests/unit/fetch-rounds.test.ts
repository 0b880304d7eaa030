import { fetchRounds, percentile, type FetchedFile } from '../../scripts/lib/fetch-rounds';

const file = (url: string, start: number, end: number): FetchedFile => ({ url, start, end, transferBytes: 1000 });

test('When each file starts after the previous one ended (an import chain), then each is a round of its own', () => {
  const chain = [file('entry', 0, 150), file('react', 160, 400), file('theme', 410, 600), file('page', 610, 800)];
  const { rounds, roundOf } = fetchRounds(chain);
  expect(rounds).toBe(4);
  expect(chain.map((item) => roundOf.get(item))).toEqual([1, 2, 3, 4]);
});

test('When files are fetched side by side, then they share a round, and a file after any of them is in the next', () => {
  const a = file('a', 0, 300);
  const b = file('b', 5, 200);
  const c = file('c', 10, 500);
  const afterB = file('after-b', 250, 400);
  const afterAll = file('after-all', 520, 700);
  const { rounds, roundOf } = fetchRounds([afterAll, c, afterB, b, a]);
  expect([a, b, c].map((item) => roundOf.get(item))).toEqual([1, 1, 1]);
  // It starts before a and c end, but after b did: one link of a chain behind b.
  expect(roundOf.get(afterB)).toBe(2);
  // Its longest chain: b, then after-b, then it.
  expect(roundOf.get(afterAll)).toBe(3);
  expect(rounds).toBe(3);
});

test('When nothing was fetched, then there are no rounds', () => {
  expect(fetchRounds([]).rounds).toBe(0);
});

test('percentile takes the nearest rank: p50 of four is the second, p95 of twenty is the nineteenth, p100 the largest', () => {
  expect(percentile([40, 10, 30, 20], 50)).toBe(20);
  expect(percentile(Array.from({ length: 20 }, (_, index) => index + 1), 95)).toBe(19);
  expect(percentile([5, 500, 50], 100)).toBe(500);
  expect(percentile([], 50)).toBeUndefined();
});
