import { SearchCache } from '../../server/src/modules/search/search-cache';

function counting() {
  let calls = 0;
  return {
    compute: (value = 'answer') => () => {
      calls += 1;
      return Promise.resolve(`${value} ${calls}`);
    },
    get calls() {
      return calls;
    },
  };
}

test('an identical key within the time is answered from memory; after it, computed again', async () => {
  let now = 0;
  const cache = new SearchCache<string>(1000, 10, () => now);
  const counter = counting();
  expect(await cache.get('rfp:*', counter.compute())).toBe('answer 1');
  now = 999;
  expect(await cache.get('rfp:*', counter.compute())).toBe('answer 1');
  now = 1000;
  expect(await cache.get('rfp:*', counter.compute())).toBe('answer 2');
});

test('requests arriving while an answer is computed share it', async () => {
  const cache = new SearchCache<string>(1000, 10);
  const counter = counting();
  const answers = await Promise.all([cache.get('bid:*', counter.compute()), cache.get('bid:*', counter.compute()), cache.get('bid:*', counter.compute())]);
  expect(answers).toEqual(['answer 1', 'answer 1', 'answer 1']);
  expect(counter.calls).toBe(1);
});

test('at most maxEntries are kept, the least recently used leaving first', async () => {
  const cache = new SearchCache<string>(60_000, 2);
  const counter = counting();
  await cache.get('a', counter.compute('a'));
  await cache.get('b', counter.compute('b'));
  await cache.get('a', counter.compute('a')); // a is now the most recent
  await cache.get('c', counter.compute('c')); // b leaves
  expect(cache.size).toBe(2);
  expect(await cache.get('a', counter.compute('a'))).toBe('a 1');
  expect(await cache.get('b', counter.compute('b'))).toBe('b 4');
});

test('a failure is not kept', async () => {
  const cache = new SearchCache<string>(60_000, 10);
  await expect(cache.get('x', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  expect(await cache.get('x', () => Promise.resolve('recovered'))).toBe('recovered');
});

test('clear() drops every answer, including one still being computed', async () => {
  const cache = new SearchCache<string>(60_000, 10);
  let finish: (value: string) => void = () => undefined;
  const pending = cache.get('slow', () => new Promise<string>((resolve) => (finish = resolve)));
  cache.clear();
  finish('before the change');
  expect(await pending).toBe('before the change');
  expect(await cache.get('slow', () => Promise.resolve('after the change'))).toBe('after the change');
});

test('a time of 0 turns the cache off', async () => {
  const cache = new SearchCache<string>(0, 10);
  const counter = counting();
  await cache.get('a', counter.compute());
  await cache.get('a', counter.compute());
  expect(counter.calls).toBe(2);
  expect(cache.size).toBe(0);
});
