/**
 * Runs at most `limit` tasks at a time; the others wait their turn, first come first served. A
 * task that fails frees its place like one that succeeds.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`ConcurrencyLimit needs a whole number above 0, not ${limit}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((start) => this.waiting.push(start));
    else this.running += 1;
    try {
      return await task();
    } finally {
      // The place passes to the next waiting task directly, so none can overtake it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks running now and waiting for their turn. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
