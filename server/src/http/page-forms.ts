import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { FormName } from '../../../schema/forms';
import { replacingInvalidText } from '../../../schema/inputs';
import { describeError } from '../shared/log-text';
import type { PageRenderer } from '../ssr/page-renderer';
import { AppError, toAppError } from './app-error';
import { sameOriginPosts } from './same-origin';

/** A form post the service would not take: each field's message, shown with the form again. */
export class FormRejected extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('The form has invalid fields.');
    this.name = 'FormRejected';
  }
}

interface FormPost {
  form: FormName;
  /** The fields the form has; anything else that was posted is ignored. */
  fields: readonly string[];
  /** The page that shows the form again (its errors, what was typed). */
  page: (values: Record<string, string>) => string;
  /** Validates and stores through the service; returns where the visitor goes next (post/redirect/get). */
  handle: (values: Record<string, string>, req: Request, res: Response) => Promise<string>;
}

export interface PageFormsDeps {
  renderer: PageRenderer;
  publicSiteUrl: string;
  /** The writes' rate limit, the same one the API counts against. */
  limitWrites: RequestHandler;
  log: (message: string) => void;
}

/** The longest text a field is shown again with: the API's own limits are all below it. */
const MAX_SHOWN = 5000;

/**
 * A field as it is shown again: at most MAX_SHOWN characters, and what schema/inputs.ts's text rule
 * refuses (a NUL, half a surrogate pair; the service has said so) replaced, so it never reaches the HTML.
 */
const shownAgain = (value: string) => replacingInvalidText(value.slice(0, MAX_SHOWN));

/** A posted field as text: a repeated field counts once, anything but text is empty. */
function textOf(value: unknown): string {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

const requireFormBody: RequestHandler = (req, _res, next) => {
  next(req.is('application/x-www-form-urlencoded') ? undefined : new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as application/x-www-form-urlencoded.'));
};

/**
 * The site's forms posted without scripts (the waitlist, its survey, contact): page routes that
 * take a form-encoded body from the site's own pages only, count against the writes' rate limit,
 * go through the same services as the API and answer with post/redirect/get. What the service
 * refuses shows the form's page again, with the status the API would answer, each field's
 * message and what was typed.
 */
export type PageFormPost = ReturnType<typeof pageForms>;

export function pageForms(app: Express, { renderer, publicSiteUrl, limitWrites, log }: PageFormsDeps) {
  const parseForm = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 50 });
  const fromSite = sameOriginPosts(publicSiteUrl);

  return function post(path: string, { form, fields, page, handle }: FormPost) {
    const values = (req: Request) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      return Object.fromEntries(fields.map((field) => [field, textOf(body[field])]));
    };
    const showAgain = (req: Request, res: Response, status: number, errors: Record<string, string>, message?: string) => {
      const sent = Object.fromEntries(Object.entries(values(req)).map(([field, value]) => [field, shownAgain(value)]));
      return renderer.renderWith(req, res, { path: page(sent), status, state: { form: { name: form, values: sent, errors, ...(message ? { message } : {}) } } });
    };

    app.post(
      path,
      fromSite,
      requireFormBody,
      parseForm,
      limitWrites,
      async (req, res) => {
        try {
          const next = await handle(values(req), req, res);
          res.setHeader('Cache-Control', 'no-store');
          res.redirect(303, next);
        } catch (error) {
          if (error instanceof FormRejected) {
            await showAgain(req, res, 400, error.errors);
            return;
          }
          const appError = toAppError(error);
          if (appError.status >= 500 && appError.code !== 'SERVICE_UNAVAILABLE') log(`form ${path} failed: ${describeError(error)}`);
          await showAgain(req, res, appError.status, appError.field ? { [appError.field]: appError.message } : {}, appError.message);
        }
      },
    );
    // What failed before the handler (a body that is too large or not a form, the rate limit).
    app.use(path, (async (error: unknown, req: Request, res: Response, next: (error?: unknown) => void) => {
      if (req.method !== 'POST') {
        next(error);
        return;
      }
      const appError = toAppError(error);
      if (appError.code === 'UNSUPPORTED_MEDIA_TYPE' || appError.code === 'PAYLOAD_TOO_LARGE') {
        res.status(appError.status).type('text').send(appError.message);
        return;
      }
      await showAgain(req, res, appError.status, {}, appError.message);
    }) as express.ErrorRequestHandler);
  };
}
