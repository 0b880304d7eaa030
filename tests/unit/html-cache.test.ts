import zlib from 'node:zlib';
import { HtmlCache } from '../../server/src/ssr/html-cache';

const page = (text: string) => `<!doctype html><p>${text.repeat(200)}</p>`;

test('a page kept with the copy made with its render counts the copy in the bytes, and keeps it for the next request in that encoding', async () => {
  const cache = new HtmlCache(1_000_000);
  const html = page('kept ');
  const copy = zlib.brotliCompressSync(Buffer.from(html));
  const kept = cache.set('/kept', { status: 200, html, made: { br: copy } });
  expect(cache.bytes).toBe(Buffer.byteLength(html) + copy.byteLength);
  expect((await kept.encoded('br')).body.equals(copy)).toBe(true);
  expect(cache.bytes).toBe(Buffer.byteLength(html) + copy.byteLength);
  // Another encoding is made once, when asked for, and counted then.
  const gzip = await kept.encoded('gzip');
  expect(cache.bytes).toBe(Buffer.byteLength(html) + copy.byteLength + gzip.body.byteLength);
});

test('pages and their copies stay within the cache\'s bytes: the least recently used goes first', () => {
  const html = page('a ');
  const copy = zlib.brotliCompressSync(Buffer.from(html));
  const one = Buffer.byteLength(html) + copy.byteLength;
  const cache = new HtmlCache(one * 2);
  cache.set('/first', { status: 200, html, made: { br: copy } });
  cache.set('/second', { status: 200, html, made: { br: copy } });
  cache.get('/first');
  cache.set('/third', { status: 200, html, made: { br: copy } });
  expect([cache.get('/first') !== undefined, cache.get('/second') !== undefined, cache.get('/third') !== undefined]).toEqual([true, false, true]);
  expect(cache.bytes).toBe(one * 2);
});
