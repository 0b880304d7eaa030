import type { DataSource } from 'typeorm';

/**
 * Applies one event's payload; it must be safe to apply the same event twice (delivery is at
 * least once). A thrown error with `permanent: true` (a refusal no retry can fix, such as a wrong
 * API key) fails the event at once; any other error is retried, however long the provider is
 * down; one with `retryAfterMs` delays the next attempt at least that long.
 */
export type OutboxHandler = (payload: Record<string, unknown>) => Promise<void>;

interface DeliveryFailure {
  permanent?: boolean;
  retryAfterMs?: number;
}

export interface OutboxWorkerOptions {
  pollMs: number;
  batchSize?: number;
  /** Delay before retry n (1-based): exponential from 2 s, capped at 15 minutes. */
  backoffMs?: (attempt: number) => number;
}

interface ClaimedEvent {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export const defaultBackoff = (attempt: number) => Math.min(2000 * 2 ** (attempt - 1), 15 * 60_000);

/**
 * Delivers outbox events to the email provider. Each batch is claimed inside a transaction with
 * FOR UPDATE SKIP LOCKED, so several instances share the work without taking the same row; an
 * event waits while an older event of the same key is still pending, so each email's events
 * apply in order. Failures are retried with exponential backoff and recorded; nothing is lost.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly handlers: Record<string, OutboxHandler>,
    private readonly log: (message: string) => void,
    private readonly options: OutboxWorkerOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drainDue()
        .catch((error: unknown) => this.log(`outbox: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          this.running = undefined;
          this.schedule(this.options.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  /**
   * Processes due events until none is left; answers how many were handled. A poll already in
   * progress is awaited first, so the caller sees every event it made due settled, not skipped
   * as locked by the background poll.
   */
  async drain(): Promise<number> {
    await this.running;
    return this.drainDue();
  }

  private async drainDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.processBatch();
      handled += batch;
      if (batch === 0 || this.stopped) return handled;
    }
  }

  private async processBatch(): Promise<number> {
    const batchSize = this.options.batchSize ?? 20;
    const backoff = this.options.backoffMs ?? defaultBackoff;
    return this.dataSource.transaction(async (manager) => {
      const events: ClaimedEvent[] = await manager.query(
        `SELECT e.id, e.kind, e.payload, e.attempts FROM outbox_events e
         WHERE e.status = 'pending' AND e.next_attempt_at <= now()
           AND NOT EXISTS (
             SELECT 1 FROM outbox_events earlier
             WHERE earlier.key = e.key AND earlier.id < e.id AND earlier.status = 'pending')
         ORDER BY e.id
         LIMIT $1
         FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      for (const event of events) {
        try {
          await this.deliver(event);
          await manager.query(
            `UPDATE outbox_events SET status = 'done', attempts = attempts + 1, processed_at = now(), last_error = NULL WHERE id = $1`,
            [event.id],
          );
        } catch (error) {
          const attempts = event.attempts + 1;
          const message = error instanceof Error ? error.message : String(error);
          const failure = (error ?? {}) as DeliveryFailure;
          // Only a permanent refusal ends an event: an outage of any length is waited out
          // (retries every 15 minutes at most), so no signup is dropped.
          const failed = failure.permanent === true;
          const delay = Math.max(backoff(attempts), failure.retryAfterMs ?? 0);
          await manager.query(
            `UPDATE outbox_events
             SET attempts = $2, last_error = $3, status = $4,
                 next_attempt_at = now() + ($5::text || ' milliseconds')::interval
             WHERE id = $1`,
            [event.id, attempts, message.slice(0, 2000), failed ? 'failed' : 'pending', delay],
          );
          this.log(`outbox: event ${event.id} failed (attempt ${attempts}): ${message}`);
        }
      }
      return events.length;
    });
  }

  private async deliver(event: ClaimedEvent): Promise<void> {
    const handler = this.handlers[event.kind];
    if (!handler) throw new Error(`no handler for outbox events of kind "${event.kind}"`);
    await handler(event.payload);
  }

  /** Stops polling after the batch in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

export interface OutboxHealth {
  pending: number;
  failed: number;
  done: number;
  oldestPendingAt: string | null;
  lastError: string | null;
}

export async function outboxHealth(dataSource: DataSource): Promise<OutboxHealth> {
  const [row] = await dataSource.query(
    `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
            count(*) FILTER (WHERE status = 'failed')::int AS failed,
            count(*) FILTER (WHERE status = 'done')::int AS done,
            min(created_at) FILTER (WHERE status = 'pending') AS oldest,
            (SELECT last_error FROM outbox_events WHERE last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS last_error
     FROM outbox_events`,
  );
  return {
    pending: row.pending,
    failed: row.failed,
    done: row.done,
    oldestPendingAt: row.oldest ? new Date(row.oldest).toISOString() : null,
    lastError: row.last_error,
  };
}
