/** Rendered pages by URL, least recently used dropped first; cleared whenever the content changes. */
export class HtmlCache {
  private entries = new Map<string, { status: number; html: string }>();

  constructor(private readonly maxEntries = 1000) {}

  get(key: string) {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: { status: number; html: string }) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
