import { ConcurrencyLimit } from '../../server/src/shared/concurrency-limit';

/** A task that runs until `finish()` is called, recording that it started. */
function controlled(started: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
    fail: (error: Error) => fail(error),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

test('runs at most the limit at once; the others start in order as places free up, a failed task freeing its place too', async () => {
  const limit = new ConcurrencyLimit(2);
  const started: string[] = [];
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => controlled(started, name));
  const answers = [a, b, c, d].map((item) => limit.run(item!.task));
  await turn();
  expect(started).toEqual(['a', 'b']);
  expect(limit.load).toEqual({ running: 2, waiting: 2 });

  b!.fail(new Error('no database'));
  await expect(answers[1]).rejects.toThrow('no database');
  await turn();
  expect(started).toEqual(['a', 'b', 'c']);

  a!.finish();
  c!.finish();
  await turn();
  expect(started).toEqual(['a', 'b', 'c', 'd']);
  d!.finish();
  await expect(Promise.all([answers[0], answers[2], answers[3]])).resolves.toEqual(['a', 'c', 'd']);
  expect(limit.load).toEqual({ running: 0, waiting: 0 });
});

test('a limit that is not a whole number above 0 is refused', () => {
  expect(() => new ConcurrencyLimit(0)).toThrow('whole number above 0');
  expect(() => new ConcurrencyLimit(1.5)).toThrow('whole number above 0');
});
