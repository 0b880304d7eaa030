import { EncodedOnce } from '../http/encoded-once';

/** A rendered page kept as the bytes it is sent as, with their ETag and compressed copies. */
export class CachedPage extends EncodedOnce {
  constructor(
    readonly status: number,
    html: string,
  ) {
    super(Buffer.from(html, 'utf8'));
  }
}

/** Rendered pages by URL, least recently used dropped first; cleared whenever the content changes. */
export class HtmlCache {
  private entries = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 1000) {}

  get(key: string) {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, { status, html }: { status: number; html: string }): CachedPage {
    const entry = new CachedPage(status, html);
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
