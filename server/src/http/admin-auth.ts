import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from './app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the bearer token with the admin token in constant time (hashing first hides the length). */
export function hasAdminToken(authorization: string | undefined, adminToken: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!.trim()), digest(adminToken));
}

/**
 * The one guard in front of every admin REST route. Every answer behind it, refusals included,
 * is `no-store`: it holds signups and messages that no shared cache may keep.
 */
export function requireAdmin(adminToken: string): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!hasAdminToken(req.headers.authorization, adminToken)) {
      next(new AppError('UNAUTHENTICATED', 'A valid admin token is required.'));
      return;
    }
    next();
  };
}
