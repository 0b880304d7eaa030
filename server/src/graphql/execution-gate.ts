import { AppError } from '../http/app-error';

/**
 * Lets GraphQL operations run while the cost of those running (query-cost.ts) stays within
 * `capacity`; the others wait their turn, first come first served, and past `maxWaiting` are
 * answered 503 at once. When operations are waiting, each one that ends leaves the event loop to
 * everything else for a while, in proportion to the time it took and its share of the capacity,
 * so that queued GraphQL work takes at most `share` of the time: eight of the costliest
 * operations sent together run one after the other with pauses between, and pages keep being
 * served at their usual speed (`npm run measure:hostile`).
 */
export class CostGate {
  private running = 0;
  private readonly waiting: { weight: number; start: () => void }[] = [];
  /** No waiting operation starts before this time (performance.now()). */
  private restUntil = 0;
  private wake: NodeJS.Timeout | undefined;

  constructor(
    private readonly capacity: number,
    private readonly maxWaiting: number,
    private readonly share = 1 / 3,
  ) {}

  /** Resolves with the operation's release once it may run; throws SERVICE_UNAVAILABLE when too many wait. */
  async enter(cost: number): Promise<() => void> {
    const weight = Math.min(Math.max(cost, 1), this.capacity);
    if (this.waiting.length === 0 && this.running + weight <= this.capacity && performance.now() >= this.restUntil) {
      this.running += weight;
    } else {
      if (this.waiting.length >= this.maxWaiting) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The API is busy. Please try again shortly.');
      }
      await new Promise<void>((start) => {
        this.waiting.push({ weight, start });
        this.admit();
      });
    }
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= weight;
      if (this.waiting.length) {
        const rest = ((performance.now() - started) * (weight / this.capacity) * (1 - this.share)) / this.share;
        this.restUntil = Math.max(this.restUntil, performance.now() + rest);
      }
      this.admit();
    };
  }

  private admit() {
    const resting = this.restUntil - performance.now();
    if (resting > 0) {
      this.wake ??= setTimeout(() => {
        this.wake = undefined;
        this.admit();
      }, resting);
      return;
    }
    while (this.waiting.length && this.running + this.waiting[0]!.weight <= this.capacity) {
      const next = this.waiting.shift()!;
      this.running += next.weight;
      next.start();
    }
  }
}
