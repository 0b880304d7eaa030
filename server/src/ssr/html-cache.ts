import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { weakEtag } from '../http/etag';

/** A rendered page kept as the bytes it is sent as, with their ETag (no encoding or hashing per request). */
export interface CachedPage {
  status: number;
  body: Buffer;
  etag: string;
}

/** The encodings a cached page is kept in besides its plain text, best first. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

export interface EncodedPage {
  body: Buffer;
  etag: string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses text once for many answers (a cached page per content version, a hashed asset per
 * build), so a slower, smaller setting pays off. Runs in the thread pool, off the event loop.
 */
export const compress: Record<PageEncoding, (html: Buffer) => Promise<Buffer>> = {
  br: (html) =>
    brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (html) => gzip(html, { level: 9 }),
};

/** Rendered pages by URL, least recently used dropped first; cleared whenever the content changes. */
export class HtmlCache {
  private entries = new Map<string, CachedPage>();
  /** Compressed copies, made on first request per encoding; they go with their page. */
  private encoded = new WeakMap<CachedPage, Map<PageEncoding, Promise<EncodedPage>>>();

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
    const body = Buffer.from(html, 'utf8');
    const entry = { status, body, etag: weakEtag(body) };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  /**
   * The page compressed in `encoding`. Compressing a 100-200 kB page on every request cost
   * about 3 ms of CPU (a cached page fell from about 1,900 to 300 req/s for browsers), so each
   * page is compressed once, off the event loop, and the bytes are reused.
   */
  compressed(entry: CachedPage, encoding: PageEncoding): Promise<EncodedPage> {
    let variants = this.encoded.get(entry);
    if (!variants) {
      variants = new Map();
      this.encoded.set(entry, variants);
    }
    let variant = variants.get(encoding);
    if (!variant) {
      variant = compress[encoding](entry.body).then((body) => ({ body, etag: weakEtag(body) }));
      // A failed compression is not kept: the next request tries again.
      variant.catch(() => variants.delete(encoding));
      variants.set(encoding, variant);
    }
    return variant;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
