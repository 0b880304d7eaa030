import { format, parseISO } from 'date-fns';

/**
 * Formats a YYYY-MM-DD content date without time-zone drift: "MMM d, yyyy" on cards ("Jan 5,
 * 2025"), "MMMM d, yyyy" on posts ("January 5, 2025"). date-fns' own formatter, not the
 * platform's Intl: the first Intl.DateTimeFormat a page creates loads the browser's locale data,
 * about 30 ms of blocked main thread on a phone while the page hydrates, more than the few kB
 * of date-fns' formatter and English locale cost to load.
 */
export function formatContentDate(date: string, pattern: 'MMM d, yyyy' | 'MMMM d, yyyy' = 'MMM d, yyyy'): string {
  return format(parseISO(date), pattern);
}
