import type { RequestHandler } from 'express';
import { Kind, parse } from 'graphql';
import { rateLimit } from 'express-rate-limit';
import { AppError } from './app-error';

/** Limits writes per client address; the limit is per minute and answered with a JSON 429. */
export function writeRateLimit(limitPerMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: limitPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.')),
  });
}

function isMutation(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  try {
    return parse(query, { maxTokens: 5000 }).definitions.some(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation',
    );
  } catch {
    return false;
  }
}

/** GraphQL mutations are writes too: they share the REST writes' limit. */
export function limitGraphQLMutations(limitWrites: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const body = req.body as { query?: unknown } | undefined;
    if (req.method === 'POST' && isMutation(body?.query)) limitWrites(req, res, next);
    else next();
  };
}
