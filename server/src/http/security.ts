import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/config';

/**
 * Security headers for every answer. The CSP allows the site's own scripts and styles (Emotion
 * writes style tags, hence 'unsafe-inline' for styles only) and the Google tag when configured.
 * Page data travels in non-executable JSON script tags, so no inline script is needed.
 */
export function securityHeaders(config: AppConfig, { development }: { development: boolean }): RequestHandler {
  const google = config.analytics.gaMeasurementId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  const ads = config.analytics.adsSendTo ? ['https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google, ...ads, ...(development ? ["'unsafe-inline'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...google, ...ads],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...google, ...ads, ...(development ? ['ws:'] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: config.publicSiteUrl.startsWith('https://')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The CSP of the GraphQL sandbox page only (GET /graphql from a browser), set over the site's.
 * GraphiQL's editor (Monaco) runs its language services in workers, scripts of the site's own
 * origin (worker-src 'self'); graphiql/style.css, as the package ships it, carries its fonts
 * (Roboto, Fira Code) as data: URLs. Nothing else is loosened: no inline script, no eval (the
 * editor does not need it), nothing from another origin, and no Google tag on this page.
 */
export function sandboxContentSecurityPolicy(): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      workerSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
  });
}
