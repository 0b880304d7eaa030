import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { Kind, parse } from 'graphql';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import { AppError } from './app-error';

export interface RateLimitStore {
  store: Store | undefined;
  close(): Promise<void>;
}

/**
 * Where the counts live: in this process by default, in Redis when REDIS_URL is set so that
 * every instance shares one limit per client address.
 */
export async function createRateLimitStore(redisUrl: string | undefined, log: (message: string) => void): Promise<RateLimitStore> {
  if (!redisUrl) return { store: undefined, close: async () => undefined };
  const client = createClient({ url: redisUrl, socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5000) } });
  client.on('error', (error: Error) => log(`redis: ${error.message}`));
  await client.connect();
  return {
    store: new RedisStore({ prefix: 'bidlight:writes:', sendCommand: (...args: string[]) => client.sendCommand(args) }),
    close: async () => {
      await client.close();
    },
  };
}

/**
 * Limits writes per client address; the limit is per minute and answered with a JSON 429.
 * If Redis is unreachable the request goes through (a signup is worth more than the limit).
 */
export function writeRateLimit(limitPerMinute: number, store?: Store): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: limitPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(store ? { store, passOnStoreError: true } : {}),
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
