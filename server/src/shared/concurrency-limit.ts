import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppError } from '../http/app-error';

export interface ConcurrencyLimitOptions {
  /**
   * Tasks that may wait for a place; one more is refused at once (SERVICE_UNAVAILABLE, a 503 with
   * Retry-After at every edge) instead of joining a queue whose wait has no bound.
   */
  maxWaiting?: number;
  /** The refusal's message. */
  busyMessage?: string;
  /**
   * For work that competes with everything else for the machine's cores (a search in PostgreSQL
   * on the same two cores): the share of the time it may take while others wait. Each task then starts in a turn of the event loop of its own, after the requests
   * that came with it (a cached page is answered first), and when one ends with others waiting,
   * the next starts after a rest in proportion to the time it took. 1 (the default): no rest.
   */
  share?: number;
}

/**
 * Admission control for expensive work: runs at most `limit` tasks at a time; up to `maxWaiting`
 * others wait their turn, first come first served, and past that a task is refused without
 * running. A task that fails frees its place like one that succeeds.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly maxWaiting: number;
  private readonly busyMessage: string;
  private readonly share: number;
  private refusals = 0;
  /** No waiting task starts before this time (performance.now()). */
  private restUntil = 0;
  private wake: NodeJS.Timeout | undefined;

  constructor(
    private readonly limit: number,
    { maxWaiting = Number.POSITIVE_INFINITY, busyMessage = 'The site is busy. Please try again shortly.', share = 1 }: ConcurrencyLimitOptions = {},
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`ConcurrencyLimit needs a whole number above 0, not ${limit}`);
    if (!(maxWaiting >= 0)) throw new Error(`ConcurrencyLimit needs maxWaiting of 0 or more, not ${maxWaiting}`);
    if (!(share > 0 && share <= 1)) throw new Error(`ConcurrencyLimit needs a share above 0 and at most 1, not ${share}`);
    this.maxWaiting = maxWaiting;
    this.busyMessage = busyMessage;
    this.share = share;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit && this.waiting.length === 0 && performance.now() >= this.restUntil) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) {
        this.refusals += 1;
        throw new AppError('SERVICE_UNAVAILABLE', this.busyMessage);
      }
      // The place is handed over by admit(): none can overtake a waiting task.
      await new Promise<void>((start) => this.waiting.push(start));
    }
    const started = performance.now();
    try {
      if (this.share < 1) await nextTurn();
      return await task();
    } finally {
      this.running -= 1;
      if (this.share < 1 && this.waiting.length) {
        const now = performance.now();
        this.restUntil = Math.max(this.restUntil, now + ((now - started) * (1 - this.share)) / this.share);
      }
      this.admit();
    }
  }

  private admit() {
    const resting = this.restUntil - performance.now();
    if (resting > 0 && this.waiting.length) {
      this.wake ??= setTimeout(() => {
        this.wake = undefined;
        this.admit();
      }, resting);
      return;
    }
    while (this.waiting.length && this.running < this.limit) {
      this.running += 1;
      this.waiting.shift()!();
    }
  }

  /** Tasks running now and waiting for their turn, and how many were refused since the start. */
  get load(): { running: number; waiting: number; refused: number } {
    return { running: this.running, waiting: this.waiting.length, refused: this.refusals };
  }
}
