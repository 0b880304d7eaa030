import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { AppError } from './app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the bearer token with the admin token in constant time (hashing first hides the length). */
export function hasAdminToken(authorization: string | undefined, adminToken: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!.trim()), digest(adminToken));
}

export interface AuthFailureLimits {
  /** Failed attempts a client may make per window before it is answered 429. */
  maxFailures: number;
  windowMs: number;
  /** Clients remembered at once (the least recently failing are forgotten first), so that memory stays bounded. */
  maxClients: number;
}

/**
 * Failed admin authentications per client address (an IPv6 client by its /56, as one host holds
 * a whole prefix), in fixed windows. Only failures count, and a request with the right token is
 * accepted whatever its address did before: a client guessing tokens is slowed to `maxFailures`
 * a window and told when to come back, while the team, even behind the same address, is never
 * locked out. What stops guessing itself is the token's length (24 characters at least, 32 random
 * ones when generated); this keeps a flood of guesses from being answered at full speed.
 */
export class AuthFailureThrottle {
  private readonly clients = new Map<string, { failures: number; windowEnds: number }>();

  private readonly limits: AuthFailureLimits;

  constructor(
    { maxFailures, windowMs = 60_000, maxClients = 10_000 }: Partial<AuthFailureLimits> & Pick<AuthFailureLimits, 'maxFailures'>,
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { maxFailures, windowMs, maxClients };
  }

  static clientOf(req: Request): string {
    return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');
  }

  /** Counts a failure of `client`; the seconds it must wait when it is past its allowance, else undefined. */
  fail(client: string): number | undefined {
    const now = this.now();
    let entry = this.clients.get(client);
    if (!entry || entry.windowEnds <= now) entry = { failures: 0, windowEnds: now + this.limits.windowMs };
    entry.failures += 1;
    this.clients.delete(client);
    this.clients.set(client, entry);
    while (this.clients.size > this.limits.maxClients) this.clients.delete(this.clients.keys().next().value!);
    return entry.failures > this.limits.maxFailures ? Math.max(1, Math.ceil((entry.windowEnds - now) / 1000)) : undefined;
  }
}

/** The refusal of a wrong or missing admin token: 401, or 429 with the seconds to wait once the client is past its allowance. */
export function adminAuthRefusal(throttle: AuthFailureThrottle, req: Request): { error: AppError; retryAfter?: number } {
  const retryAfter = throttle.fail(AuthFailureThrottle.clientOf(req));
  if (retryAfter === undefined) return { error: new AppError('UNAUTHENTICATED', 'A valid admin token is required.') };
  return { error: new AppError('RATE_LIMITED', 'Too many failed admin sign-ins from this address. Please wait and try again.'), retryAfter };
}

/**
 * The one guard in front of every admin REST route. Every answer behind it, refusals included,
 * is `no-store`: it holds signups and messages that no shared cache may keep.
 */
export function requireAdmin(adminToken: string, throttle: AuthFailureThrottle): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (hasAdminToken(req.headers.authorization, adminToken)) {
      next();
      return;
    }
    const { error, retryAfter } = adminAuthRefusal(throttle, req);
    if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    next(error);
  };
}
