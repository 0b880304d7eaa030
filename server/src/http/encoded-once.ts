import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { weakEtag } from './etag';

/** The encodings an answer sent many times is kept in besides its plain bytes, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const brotliOptions = (bytes: Buffer, quality = 9): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

/**
 * A page's document is compressed harder than other answers: it is what a first visit waits for
 * before anything shows, and a new connection's first round trip carries 14.6 kB. Quality 10
 * makes pages 7-9 % smaller than 9 (an industry page 13.1 kB instead of 14.1, /glossary 27.6
 * instead of 30.3), for 36 ms of the render thread per 100 kB of HTML instead of 23 (11: 0.3 kB
 * less for 100 ms); a cached page pays it once per content version. Scripts stay at 9: 10 took
 * 5.2 s for the build's files instead of 1.2, each on its first request.
 */
const DOCUMENT_BROTLI_QUALITY = 10;
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 9 };

/**
 * Compresses bytes once for many answers (a cached page or API answer per content version, a
 * hashed asset per build), so a slower, smaller setting pays off. Runs in the thread pool, off
 * the event loop.
 */
export const compress: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => brotli(bytes, brotliOptions(bytes)),
  gzip: (bytes) => gzip(bytes, GZIP_OPTIONS),
};

/** A page's document, compressed as `compress` does otherwise. */
export const compressDocument: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => brotli(bytes, brotliOptions(bytes, DOCUMENT_BROTLI_QUALITY)),
  gzip: compress.gzip,
};

/** A page's document, in the calling thread: for a worker thread whose work is to run at its own priority (render-worker.ts). */
export const compressDocumentHere: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => zlib.brotliCompressSync(bytes, brotliOptions(bytes, DOCUMENT_BROTLI_QUALITY)),
  gzip: (bytes) => zlib.gzipSync(bytes, GZIP_OPTIONS),
};

/** The best encoding the client takes, in our order rather than the header's (brotli is the smaller). */
export const preferredEncoding = (req: Request): Encoding | undefined =>
  ENCODINGS.find((candidate) => req.acceptsEncodings(candidate) === candidate);

/**
 * Bytes sent many times as they are (a rendered page, a serialised API answer), with their ETag,
 * and their compressed copies, each made on its first request. Compressing a 100-300 kB answer on
 * every request cost milliseconds of CPU (a cached page fell from about 1,900 to 300 req/s for
 * browsers, the industries list to about 370), so each copy is made once, off the event loop.
 */
export class EncodedOnce {
  readonly etag: string;
  private copies = new Map<Encoding, Promise<{ body: Buffer; etag: string }>>();

  /**
   * `onCopy` hears the size of each compressed copy once it is made (the HTML cache counts its
   * bytes); `made`: copies compressed already (by the render thread), not heard of; `compressors`
   * make the others (a page's: `compressDocument`).
   */
  constructor(
    readonly body: Buffer,
    private readonly onCopy?: (bytes: number) => void,
    made: Partial<Record<Encoding, Uint8Array>> = {},
    private readonly compressors = compress,
  ) {
    this.etag = weakEtag(body);
    for (const [encoding, bytes] of Object.entries(made) as [Encoding, Uint8Array][]) {
      const copy = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.copies.set(encoding, Promise.resolve({ body: copy, etag: weakEtag(copy) }));
    }
  }

  encoded(encoding: Encoding): Promise<{ body: Buffer; etag: string }> {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy = this.compressors[encoding](this.body).then((body) => {
        this.onCopy?.(body.length);
        return { body, etag: weakEtag(body) };
      });
      // A failed compression is not kept: the next request tries again.
      copy.catch(() => this.copies.delete(encoding));
      this.copies.set(encoding, copy);
    }
    return copy;
  }

  /**
   * Sends the bytes in the best encoding the client takes, with that copy's ETag, or a bare 304
   * when the client already has that copy. The caller sets the status and the content type.
   */
  async send(req: Request, res: Response): Promise<void> {
    const encoding = preferredEncoding(req);
    res.vary('Accept-Encoding');
    const { body, etag } = encoding ? await this.encoded(encoding) : this;
    res.setHeader('ETag', etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    // Already encoded: the compression middleware lets it through as it is.
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.send(body);
  }
}

/**
 * Documents made from a memoised content value (a service returns the same array until the
 * content changes, and a new one after), each built and encoded once per value: the value keys
 * its documents, which go when it does. A document `build` says does not exist is not kept.
 */
export class EncodedPerVersion<Source extends object> {
  private readonly documents = new WeakMap<Source, Map<string, EncodedOnce>>();

  get(source: Source, name: string, build: () => string | undefined): EncodedOnce | undefined {
    let byName = this.documents.get(source);
    if (!byName) this.documents.set(source, (byName = new Map()));
    let document = byName.get(name);
    if (!document) {
      const text = build();
      if (text === undefined) return undefined;
      byName.set(name, (document = new EncodedOnce(Buffer.from(text, 'utf8'))));
    }
    return document;
  }
}
