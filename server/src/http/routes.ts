import type { Request, RequestHandler, Response, Router } from 'express';
import { AppError } from './app-error';
import { EncodedOnce } from './encoded-once';

type Method = 'get' | 'post';
type Handler = (req: Request, res: Response) => unknown;

export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Registers the handlers of one path; any other method gets a JSON 405 with an Allow header.
 * A handler's return value is sent as JSON (Express adds the ETag and answers 304 when fresh).
 */
type Entry = Handler | [...RequestHandler[], Handler];

export function route(router: Router, path: string, handlers: Partial<Record<Method, Entry>>) {
  const chain = router.route(path);
  const allowed = Object.keys(handlers).map((method) => method.toUpperCase());
  if (allowed.includes('GET')) allowed.push('HEAD');
  for (const [method, entry] of Object.entries(handlers) as [Method, Entry][]) {
    const middleware = Array.isArray(entry) ? (entry.slice(0, -1) as RequestHandler[]) : [];
    const handler = (Array.isArray(entry) ? entry[entry.length - 1] : entry) as Handler;
    const send: RequestHandler = async (req, res) => {
      const body = await handler(req, res);
      if (res.headersSent) return;
      if (body instanceof SerializedJson) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        await body.send(req, res);
      } else {
        res.json(body);
      }
    };
    chain[method](...middleware, send);
  }
  chain.all((req, res, next) => {
    res.setHeader('Allow', allowed.join(', '));
    next(new AppError('METHOD_NOT_ALLOWED', `${req.method} is not allowed here; use ${allowed.join(' or ')}.`));
  });
}

/** Content answers may be cached briefly by browsers and shared caches; ETags keep them cheap. */
export const cacheable = (res: Response) => res.setHeader('Cache-Control', CONTENT_CACHE_CONTROL);

/** A JSON answer already serialised, with its ETag: `route` sends the bytes, or a compressed copy, as they are. */
export class SerializedJson extends EncodedOnce {}

/**
 * A presenter whose JSON is serialised once per memoised content value (the service returns the
 * same object until the content changes, and a new one after). Serialising, encoding and
 * hashing the 93 kB industries list on every request cost about 300 µs and held
 * GET /api/industries near half the rate of a static file of the same size (npm run bench);
 * compressing it for every browser's request held it near 370 req/s.
 */
export function serialisedOnce<T extends object>(present: (source: T) => unknown): (source: T) => SerializedJson {
  const answers = new WeakMap<T, SerializedJson>();
  return (source) => {
    let answer = answers.get(source);
    if (!answer) {
      answer = new SerializedJson(Buffer.from(JSON.stringify(present(source)), 'utf8'));
      answers.set(source, answer);
    }
    return answer;
  };
}
