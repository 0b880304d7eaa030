import { PAGE_QUERY_PARAMS } from '../../../schema/page-params';
import { compressDocument, EncodedOnce, type Encoding } from '../http/encoded-once';

/** A rendered page kept as the bytes it is sent as, with their ETag and compressed copies. */
export class CachedPage extends EncodedOnce {
  constructor(
    readonly status: number,
    html: string,
    onCopy?: (bytes: number) => void,
    made?: Partial<Record<Encoding, Uint8Array>>,
  ) {
    super(Buffer.from(html, 'utf8'), onCopy, made, compressDocument);
  }
}

/** A path as the router matches it (case-insensitively, with or without a trailing slash), to look it up in path-keyed lists. */
export const pagePathKey = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * The key a page is cached under: its path and the query parameters it reads (schema/page-params.ts),
 * in that list's order, each once; other parameters leave it as it is. The page is also rendered
 * for this URL, so what is kept under a key is exactly that key's page.
 */
export function pageCacheKey(path: string, query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS[pagePathKey(path)] ?? []) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Rendered pages by key, least recently used dropped first so that the bytes kept (each page's
 * HTML and the compressed copies made of it) stay within `maxBytes`; cleared whenever the content
 * changes.
 */
export class HtmlCache {
  private entries = new Map<string, { page: CachedPage; bytes: number }>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry?.page;
  }

  /**
   * Keeps the page, with the compressed copies `made` with its render, unless it alone is larger
   * than the whole cache; returns it either way.
   */
  set(key: string, { status, html, made = {} }: { status: number; html: string; made?: Partial<Record<Encoding, Uint8Array>> }): CachedPage {
    this.remove(key);
    const page: CachedPage = new CachedPage(status, html, (bytes) => this.grow(key, page, bytes), made);
    const bytes = page.body.length + Object.values(made).reduce((sum, copy) => sum + copy.byteLength, 0);
    if (bytes > this.maxBytes) return page;
    this.entries.set(key, { page, bytes });
    this.total += bytes;
    this.evict();
    return page;
  }

  /** A compressed copy of a page was made: it counts while the page is kept (not after it left). */
  private grow(key: string, page: CachedPage, bytes: number) {
    const entry = this.entries.get(key);
    if (entry?.page !== page) return;
    entry.bytes += bytes;
    this.total += bytes;
    this.evict();
  }

  clear() {
    this.entries.clear();
    this.total = 0;
  }

  get size() {
    return this.entries.size;
  }

  /** The bytes kept: pages and their compressed copies. */
  get bytes() {
    return this.total;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  private evict() {
    while (this.total > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.remove(oldest.value);
    }
  }
}
