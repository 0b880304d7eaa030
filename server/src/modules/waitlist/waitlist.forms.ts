import type { Express, Request, Response } from 'express';
import { fieldErrors, type SignupStep } from '../../../../schema/forms';
import { emailSchema, EMAIL_MESSAGE, surveyAnswersSchema, SURVEY_OPTIONS } from '../../../../schema/inputs';
import { ATTRIBUTION_FIELDS } from '../../../../schema/attribution';
import { pathOnSite, paths } from '../../../../schema/paths';
import { FormRejected, type PageFormPost } from '../../http/page-forms';
import type { PageRenderer } from '../../ssr/page-renderer';
import type { Services } from '../../services';
import { UTM_KEYS } from './waitlist.schemas';

/** Carries the signup from its post to the survey step (post/redirect/get), for that path only. */
const SIGNUP_COOKIE = 'bidlight_signup';
/** Marks the survey's thanks as following the survey's post, once (its analytics conversion). */
const SURVEYED_COOKIE = 'bidlight_surveyed';
const HONEYPOT_FIELD = 'x_f7';
const SURVEY_FIELDS = Object.keys(SURVEY_OPTIONS);

/** The page the visitor left, as a path on this site (never another site), within the API's limit. */
function landingPathOf(from: string): string {
  return pathOnSite(from).slice(0, 500);
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

/** The signup step's cookie: the signup, and whether the survey step has not been shown for it yet (`fresh`). */
interface SignupCookie extends SignupStep {
  fresh?: boolean;
}

const cookieValue = (req: Request, name: string) =>
  req.headers.cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

const encodeSignup = (signup: SignupCookie) => Buffer.from(JSON.stringify(signup)).toString('base64url');

function signupFromCookie(req: Request): SignupCookie | undefined {
  const raw = cookieValue(req, SIGNUP_COOKIE);
  if (!raw) return undefined;
  try {
    const { email, surveyToken, fresh } = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<SignupCookie>;
    if (typeof email !== 'string' || typeof surveyToken !== 'string' || email.length > 254 || surveyToken.length > 200) return undefined;
    return { email, surveyToken, ...(fresh === true ? { fresh } : {}) };
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
  const signupCookie = { ...cookie, maxAge: 24 * 60 * 60 * 1000 };

  // The page the visitor left (the browser names it in Referer for a link on this site) is the
  // form's way back and, in a hidden field, the signup's landing path and utm_* parameters.
  app.get(paths.earlyAccess, (req, res) => {
    const cameFrom = pageOnSite(req.get('referer'), [siteHost, req.get('host')]);
    return renderer.renderWith(req, res, { path: req.originalUrl, status: 200, state: cameFrom ? { cameFrom } : {} });
  });

  post(paths.earlyAccess, {
    form: 'waitlist',
    fields: ['email', HONEYPOT_FIELD, 'from', ...ATTRIBUTION_FIELDS],
    page: () => paths.earlyAccess,
    handle: async (values, _req, res: Response) => {
      const email = emailSchema.safeParse(values.email);
      if (!email.success) throw new FormRejected({ email: EMAIL_MESSAGE });
      // What the waitlist dialog sends (the visit's first page and referrer, filled by the first
      // script); without scripts, the page the visitor left for this one.
      const landingPath = landingPathOf(values.landingPath || values.from || '');
      const { surveyToken } = await waitlist.join({
        email: email.data,
        landingPath,
        utm: utmOf(landingPath),
        ...(values.referrer ? { referrer: values.referrer.slice(0, 500) } : {}),
        ...(values[HONEYPOT_FIELD] ? { hp: values[HONEYPOT_FIELD].slice(0, 500) } : {}),
      });
      res.cookie(SIGNUP_COOKIE, encodeSignup({ email: email.data, surveyToken, fresh: true }), signupCookie);
      return paths.earlyAccessSurvey;
    },
  });

  // The first showing after the post also carries the signup's conversion; the cookie then no longer says fresh.
  app.get(paths.earlyAccessSurvey, (req, res) => {
    const found = signupFromCookie(req);
    if (!found) return renderer.renderWith(req, res, { path: req.originalUrl, status: 200, state: {} });
    const signup: SignupStep = { email: found.email, surveyToken: found.surveyToken };
    if (found.fresh) res.cookie(SIGNUP_COOKIE, encodeSignup(signup), signupCookie);
    return renderer.renderWith(req, res, { path: req.originalUrl, status: 200, state: { signup, ...(found.fresh ? { conversion: 'signup' as const } : {}) } });
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
      res.cookie(SURVEYED_COOKIE, '1', { ...cookie, path: paths.earlyAccessDone, maxAge: 10 * 60 * 1000 });
      return paths.earlyAccessDone;
    },
  });

  // The thanks right after the survey's post carries the survey's conversion, once; otherwise it is the cached page.
  app.get(paths.earlyAccessDone, (req, res, next) => {
    if (cookieValue(req, SURVEYED_COOKIE) !== '1') return next();
    res.clearCookie(SURVEYED_COOKIE, { ...cookie, path: paths.earlyAccessDone });
    return renderer.renderWith(req, res, { path: req.originalUrl, status: 200, state: { conversion: 'survey' } });
  });
}
