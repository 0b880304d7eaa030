/** A failure worth retrying later (rate limit, server error, timeout, network). */
export class RetryableProviderError extends Error {
  constructor(
    message: string,
    /** The provider's own hint, when it gave one. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'RetryableProviderError';
  }
}

/** A failure that retrying cannot fix (bad request, bad key): surfaced, not retried. */
export class PermanentProviderError extends Error {
  /** Read by the outbox worker: do not retry. */
  readonly permanent = true;

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PermanentProviderError';
  }
}
