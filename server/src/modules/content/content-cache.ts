import pg from 'pg';
import { CONTENT_CHANNEL } from './content-loader';

type Listener = () => void;

/**
 * Memoises content reads until the content changes. Any process that loads content sends
 * NOTIFY on commit; every server listening here drops its memo and tells its subscribers
 * (the HTML cache among them). A lost listening connection also drops everything, since
 * notifications may have been missed while it was down.
 */
export class ContentCache {
  private entries = new Map<string, Promise<unknown>>();
  private listeners = new Set<Listener>();
  private client: pg.Client | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  /** The memoised value for `key`, computed once per content version; failures are not kept. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = compute();
      this.entries.set(key, entry);
      entry.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return entry;
  }

  invalidate(): void {
    this.entries.clear();
    for (const listener of this.listeners) listener();
  }

  onInvalidate(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts listening for content changes made by any process. */
  async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) this.invalidate();
    });
    client.on('error', () => this.reconnectSoon());
    client.on('end', () => this.reconnectSoon());
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
      this.client = client;
      // Anything may have changed while nobody was listening.
      this.invalidate();
    } catch {
      await client.end().catch(() => undefined);
      this.reconnectSoon();
    }
  }

  private reconnectSoon(): void {
    if (this.closed || this.retryTimer) return;
    this.client = undefined;
    this.log('content change listener disconnected; retrying');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.listen();
    }, 1000);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
