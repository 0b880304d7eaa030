import type { Express, Request, Response } from 'express';
import { fieldErrors, type SignupStep } from '../../../../schema/forms';
import { emailSchema, EMAIL_MESSAGE, surveyAnswersSchema, SURVEY_OPTIONS } from '../../../../schema/inputs';
import { paths } from '../../../../schema/paths';
import { FormRejected, type PageFormPost } from '../../http/page-forms';
import type { PageRenderer } from '../../ssr/page-renderer';
import type { Services } from '../../services';
import { UTM_KEYS } from './waitlist.schemas';

/** Carries the signup from its post to the survey step (post/redirect/get), for that path only. */
const SIGNUP_COOKIE = 'bidlight_signup';
const HONEYPOT_FIELD = 'x_f7';
const SURVEY_FIELDS = Object.keys(SURVEY_OPTIONS);

/** The page the visitor left, as a path on this site (never another site), within the API's limit. */
function pathOnSite(from: string): string {
  return from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from.slice(0, 500) : '/';
}

/** The utm_* parameters of the page the visitor left, as the API takes them. */
function utmOf(path: string): Record<string, string> | undefined {
  const params = new URL(path, 'http://site.invalid').searchParams;
  const utm = Object.fromEntries(UTM_KEYS.filter((key) => params.get(key)).map((key) => [key, params.get(key)!.trim().slice(0, 200)]));
  return Object.keys(utm).length ? utm : undefined;
}

/** The path (and query) of a Referer on this site, else nothing. */
function pageOnSite(referer: string | undefined, siteHosts: readonly (string | undefined)[]): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (!siteHosts.includes(url.host) || url.pathname.startsWith(paths.earlyAccess)) return undefined;
    return `${url.pathname}${url.search}`.slice(0, 500);
  } catch {
    return undefined;
  }
}

function signupFromCookie(req: Request): SignupStep | undefined {
  const raw = req.headers.cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIGNUP_COOKIE}=`))
    ?.slice(SIGNUP_COOKIE.length + 1);
  if (!raw) return undefined;
  try {
    const { email, surveyToken } = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<SignupStep>;
    if (typeof email !== 'string' || typeof surveyToken !== 'string' || email.length > 254 || surveyToken.length > 200) return undefined;
    return { email, surveyToken };
  } catch {
    return undefined;
  }
}

/**
 * The waitlist and its survey without scripts: /early-access posts the email, then the survey
 * step (/early-access/survey) shows "You're on the list!" and the survey, which posts to itself;
 * its thanks is /early-access/done. The same service, answers and limits as POST /api/early-access
 * and /api/survey-response.
 */
export function waitlistForms(app: Express, post: PageFormPost, renderer: PageRenderer, { waitlist }: Services, { publicSiteUrl }: { publicSiteUrl: string }) {
  const siteHost = new URL(publicSiteUrl).host;
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: publicSiteUrl.startsWith('https:'), path: paths.earlyAccess };

  // The page the visitor left (the browser names it in Referer for a link on this site) is the
  // form's way back and, in a hidden field, the signup's landing path and utm_* parameters.
  app.get(paths.earlyAccess, (req, res) => {
    const cameFrom = pageOnSite(req.get('referer'), [siteHost, req.get('host')]);
    return renderer.renderWith(req, res, { path: req.originalUrl, status: 200, state: cameFrom ? { cameFrom } : {} });
  });

  post(paths.earlyAccess, {
    form: 'waitlist',
    fields: ['email', HONEYPOT_FIELD, 'from'],
    page: () => paths.earlyAccess,
    handle: async (values, _req, res: Response) => {
      const email = emailSchema.safeParse(values.email);
      if (!email.success) throw new FormRejected({ email: EMAIL_MESSAGE });
      const landingPath = pathOnSite(values.from ?? '');
      const { surveyToken } = await waitlist.join({
        email: email.data,
        landingPath,
        utm: utmOf(landingPath),
        ...(values[HONEYPOT_FIELD] ? { hp: values[HONEYPOT_FIELD].slice(0, 500) } : {}),
      });
      const step: SignupStep = { email: email.data, surveyToken };
      res.cookie(SIGNUP_COOKIE, Buffer.from(JSON.stringify(step)).toString('base64url'), { ...cookie, maxAge: 24 * 60 * 60 * 1000 });
      return paths.earlyAccessSurvey;
    },
  });

  app.get(paths.earlyAccessSurvey, (req, res) => {
    const signup = signupFromCookie(req);
    return renderer.renderWith(req, res, { path: req.originalUrl, status: 200, state: signup ? { signup } : {} });
  });

  post(paths.earlyAccessSurvey, {
    form: 'survey',
    fields: [...SURVEY_FIELDS, 'email', 'surveyToken'],
    page: () => paths.earlyAccessSurvey,
    handle: async (values, _req, res: Response) => {
      const answers = Object.fromEntries(SURVEY_FIELDS.map((field) => [field, values[field]]));
      const errors = fieldErrors(surveyAnswersSchema, answers);
      if (errors) throw new FormRejected(errors);
      await waitlist.submitSurvey({ ...answers, email: values.email, surveyToken: values.surveyToken });
      res.clearCookie(SIGNUP_COOKIE, cookie);
      return paths.earlyAccessDone;
    },
  });
}
