import type { RequestHandler } from 'express';

/**
 * Lets through only form posts made by the site's own pages: the browser says so in
 * `Sec-Fetch-Site: same-origin`, or, where it sends no fetch metadata, in an `Origin` equal to the
 * site's (its public URL, or the host it was reached at). Anything else is a 403: another site's
 * page posting a visitor's browser into a signup, or a client that says nothing of where it is.
 */
export function sameOriginPosts(publicSiteUrl: string): RequestHandler {
  const siteOrigin = new URL(publicSiteUrl).origin;
  return (req, res, next) => {
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const allowed = fetchSite !== undefined ? fetchSite === 'same-origin' : origin === siteOrigin || origin === `${req.protocol}://${req.get('host')}`;
    if (allowed) {
      next();
      return;
    }
    res.status(403).type('text').setHeader('Cache-Control', 'no-store').send('Forbidden: this form accepts posts from this site only.');
  };
}
