import { createHmac, timingSafeEqual } from 'node:crypto';

/** An opaque proof that the holder just signed up with `email`: HMAC-SHA256 under a server secret. */
export function surveyTokenFor(email: string, secret: string): string {
  return createHmac('sha256', secret).update(`survey:${email}`).digest('base64url');
}

export function isValidSurveyToken(email: string, token: string, secret: string): boolean {
  const expected = Buffer.from(surveyTokenFor(email, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
