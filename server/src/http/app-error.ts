import type * as zc from 'zod/v4/core';

export type AppErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'METHOD_NOT_ALLOWED'
  | 'SERVICE_UNAVAILABLE'
  | 'PROVIDER_ERROR'
  | 'INTERNAL_SERVER_ERROR';

const STATUS: Record<AppErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/** The HTTP status of an AppError code; undefined for any other code. */
export const statusOfAppCode = (code: string): number | undefined => (Object.hasOwn(STATUS, code) ? STATUS[code as AppErrorCode] : undefined);

/** The one error type services throw; each transport renders it once. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS[code];
  }

  static badInput(message: string, field?: string) {
    return new AppError('BAD_USER_INPUT', message, field);
  }

  static notFound(message: string) {
    return new AppError('NOT_FOUND', message);
  }

  /** The first zod issue becomes the message, prefixed by the field it concerns (`valueField` for a bare value). */
  static fromZod(error: zc.$ZodError, valueField?: string): AppError {
    const issue = error.issues[0]!;
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return AppError.badInput(`Unknown field: ${issue.keys.join(', ')}`, issue.keys[0]);
    }
    // A bare value's messages already name it ("slug must be at most 200 characters").
    return AppError.badInput(path ? `${path}: ${issue.message}` : issue.message, path || valueField);
  }
}

/** True for errors that mean the database cannot be reached (connection refused, terminated, timeout). */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: errors raised inside node's networking may come from another realm (a test VM).
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message = '' } = error as { code?: string; name?: string; message?: string };
  if (code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08000', '08003', '08006'].includes(code)) {
    return true;
  }
  // TypeORM lets go of a transaction's connection when that connection breaks (PostgreSQL stopped
  // under it); the transaction's next step then fails with one of these, and nothing was committed.
  if (name === 'QueryRunnerAlreadyReleasedError' || name === 'QueryRunnerProviderAlreadyReleasedError') return true;
  return /Connection terminated|connection error and is not queryable|connection timeout|timeout exceeded when trying to connect|Connection refused|the database system is (starting up|shutting down)|ECONNREFUSED/i.test(
    message,
  );
}

/**
 * The client errors Express, its router and its parsers raise (a 4xx `status`; http-errors sets
 * `expose: false` on a message not meant for clients). Their messages describe the request itself
 * ("Failed to decode param '%E0%A4%A'"), so they are shown unless marked otherwise.
 */
function fromHttpError(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, expose, message } = error as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  const shown = expose !== false && typeof message === 'string' && message ? message.slice(0, 200) : 'The request could not be read.';
  const code = (Object.entries(STATUS) as [AppErrorCode, number][]).find(([, known]) => known === status)?.[0];
  return code && code !== 'UNAUTHENTICATED' && code !== 'RATE_LIMITED' ? new AppError(code, shown) : AppError.badInput(shown);
}

/** Turns any thrown value into an AppError; unexpected ones are logged by the caller, never shown. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const clientFault = fromHttpError(error);
  if (clientFault) return clientFault;
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.');
  }
  return new AppError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.');
}
