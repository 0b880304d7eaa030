import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { compress, preferredEncoding } from '../http/encoded-once';

/** Hashed build files worth compressing, by name only: no folder, so no way out of the directory. */
const COMPRESSIBLE = /^\/[\w.-]+\.(?:js|css|svg|json|map)$/;

/**
 * Serves the hashed build assets (immutable: their name changes with their content) compressed
 * once per file and encoding, instead of by the compression middleware on every request (the
 * largest chunk cost several milliseconds of CPU each time). Anything else, or a client that takes
 * neither brotli nor gzip, falls through to express.static.
 */
export function compressedAssets(directory: string): RequestHandler {
  const copies = new Map<string, Promise<Buffer>>();
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next();
    const encoding = preferredEncoding(req);
    if (!encoding) return next();
    const file = path.join(directory, req.path);
    const key = `${encoding} ${file}`;
    let copy = copies.get(key);
    if (!copy) {
      copy = readFile(file).then((bytes) => compress[encoding](bytes));
      copies.set(key, copy);
      // A missing file is not remembered (the map holds real files only); express.static answers it.
      copy.catch(() => copies.delete(key));
    }
    let body: Buffer;
    try {
      body = await copy;
    } catch {
      return next();
    }
    res.vary('Accept-Encoding');
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type(path.extname(file));
    res.send(body);
  };
}
