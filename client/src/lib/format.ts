import { intlFormat, parseISO } from 'date-fns';

const MONTH_STYLE = { 'MMM d, yyyy': 'short', 'MMMM d, yyyy': 'long' } as const;

/**
 * Formats a YYYY-MM-DD content date without time-zone drift: "MMM d, yyyy" on cards ("Jan 5,
 * 2025"), "MMMM d, yyyy" on posts ("January 5, 2025"). Spelled by the platform's Intl in en-US,
 * the same text on the server and in the browser, without shipping date-fns' own locale and
 * formatters (about 6 kB of gzip) to every content page.
 */
export function formatContentDate(date: string, pattern: keyof typeof MONTH_STYLE = 'MMM d, yyyy'): string {
  return intlFormat(parseISO(date), { year: 'numeric', month: MONTH_STYLE[pattern], day: 'numeric' }, { locale: 'en-US' });
}

/** Splits "a, b, c" into trimmed non-empty items. */
export const splitCommas = (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean);

/** Splits period-separated text into trimmed non-empty sentences. */
export const splitPeriods = (text: string) => text.split('.').map((item) => item.trim()).filter(Boolean);
