import type { ErrorRequestHandler, RequestHandler } from 'express';
import { describeError } from '../shared/log-text';
import { AppError, toAppError } from './app-error';

/** Maps body-parser's failures onto client errors. */
function fromBodyParser(error: unknown): AppError | undefined {
  const type = (error as { type?: string } | undefined)?.type;
  if (type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (type === 'entity.parse.failed') return AppError.badInput('The request body is not valid JSON.');
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be UTF-8 JSON.');
  }
  return undefined;
}

/** Renders every error of the REST API once: JSON { message, code, field? } with its status. */
export function jsonErrorHandler(log: (message: string) => void): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const appError = fromBodyParser(error) ?? toAppError(error);
    if (appError.status >= 500 && appError.code !== 'SERVICE_UNAVAILABLE') {
      log(`unexpected error: ${describeError(error)}`);
    }
    if (appError.code === 'SERVICE_UNAVAILABLE') res.setHeader('Retry-After', '5');
    res
      .status(appError.status)
      .json({ message: appError.message, code: appError.code, ...(appError.field ? { field: appError.field } : {}) });
  };
}

export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (req.method === 'POST' && !req.is('application/json')) {
    next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with Content-Type: application/json.'));
    return;
  }
  next();
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`No API endpoint at ${req.method} ${req.path}`));
};
