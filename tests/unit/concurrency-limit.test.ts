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
  expect(limit.load).toEqual({ running: 2, waiting: 2, refused: 0 });

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
  expect(limit.load).toEqual({ running: 0, waiting: 0, refused: 0 });
});

test('a limit that is not a whole number above 0 is refused', () => {
  expect(() => new ConcurrencyLimit(0)).toThrow('whole number above 0');
  expect(() => new ConcurrencyLimit(1.5)).toThrow('whole number above 0');
});

test('past maxWaiting a task is refused at once with SERVICE_UNAVAILABLE, without running, and the queue goes on', async () => {
  const limit = new ConcurrencyLimit(1, { maxWaiting: 1, busyMessage: 'Busy: try again.' });
  const started: string[] = [];
  const [a, b, c] = ['a', 'b', 'c'].map((name) => controlled(started, name));
  const first = limit.run(a!.task);
  const second = limit.run(b!.task);
  await expect(limit.run(c!.task)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Busy: try again.' });
  expect(limit.load).toEqual({ running: 1, waiting: 1, refused: 1 });
  a!.finish();
  await turn();
  expect(started).toEqual(['a', 'b']);
  b!.finish();
  await expect(Promise.all([first, second])).resolves.toEqual(['a', 'b']);
  expect(limit.load).toEqual({ running: 0, waiting: 0, refused: 1 });
});

test('maxWaiting 0 admits only what can start at once', async () => {
  const limit = new ConcurrencyLimit(1, { maxWaiting: 0 });
  const started: string[] = [];
  const a = controlled(started, 'a');
  const first = limit.run(a.task);
  await expect(limit.run(() => Promise.resolve('b'))).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  a.finish();
  await expect(first).resolves.toBe('a');
  await expect(limit.run(() => Promise.resolve('c'))).resolves.toBe('c');
});

test('with a share below 1, a task starts in a later turn, and the next waiting one after a rest in proportion to the time it took', async () => {
  const limit = new ConcurrencyLimit(1, { share: 0.5 });
  const events: [string, number][] = [];
  const busyFor = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };
  let startedInSameTurn = true;
  const first = limit.run(async () => {
    events.push(['a start', performance.now()]);
    busyFor(40);
    events.push(['a end', performance.now()]);
  });
  startedInSameTurn = events.length > 0;
  const second = limit.run(async () => {
    events.push(['b start', performance.now()]);
  });
  await Promise.all([first, second]);
  expect(startedInSameTurn).toBe(false);
  expect(events.map(([name]) => name)).toEqual(['a start', 'a end', 'b start']);
  // a held the loop for 40 ms at a share of one half: b waited about as long again.
  expect(events[2]![1] - events[1]![1]).toBeGreaterThanOrEqual(35);
});
