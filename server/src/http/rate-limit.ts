import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import { AppError } from './app-error';

export interface RateLimitStore {
  /** The store of one limit's counts (`writes`, `vitals`): each limit counts apart. */
  storeFor(limit: string): Store | undefined;
  close(): Promise<void>;
}

/**
 * Where the counts live: in this process by default, in Redis when REDIS_URL is set so that
 * every instance shares one limit per client address.
 */
export async function createRateLimitStore(redisUrl: string | undefined, log: (message: string) => void): Promise<RateLimitStore> {
  if (!redisUrl) return { storeFor: () => undefined, close: async () => undefined };
  const client = createClient({ url: redisUrl, socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5000) } });
  client.on('error', (error: Error) => log(`redis: ${error.message}`));
  await client.connect();
  return {
    storeFor: (limit) => new RedisStore({ prefix: `bidlight:${limit}:`, sendCommand: (...args: string[]) => client.sendCommand(args) }),
    close: async () => {
      await client.close();
    },
  };
}

/**
 * Limits writes per client address (signups, messages; apart, with a store of their own, the field
 * vitals reports); the limit is per minute and answered with a JSON 429.
 * If Redis is unreachable the request goes through (a signup is worth more than the limit).
 */
export function writeRateLimit(limitPerMinute: number, store?: Store): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: limitPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(store ? { store, passOnStoreError: true } : {}),
    // A GraphQL mutation counts once per write it runs (countWrite), several times in one request.
    validate: { singleCount: false },
    handler: (_req, _res, next) => next(new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.')),
  });
}

/**
 * Counts one write of this request against the limit from outside Express's chain: a GraphQL
 * mutation, counted by the operation that runs, however it was sent. Rejects with RATE_LIMITED past it.
 */
export function countWrite(limitWrites: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    void limitWrites(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
  });
}
