import { format, parseISO } from 'date-fns';

/** Formats a YYYY-MM-DD content date without time-zone drift: "MMM d, yyyy" on cards, "MMMM d, yyyy" on posts. */
export function formatContentDate(date: string, pattern: 'MMM d, yyyy' | 'MMMM d, yyyy' = 'MMM d, yyyy'): string {
  return format(parseISO(date), pattern);
}

/** Splits "a, b, c" into trimmed non-empty items. */
export const splitCommas = (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean);

/** Splits period-separated text into trimmed non-empty sentences. */
export const splitPeriods = (text: string) => text.split('.').map((item) => item.trim()).filter(Boolean);
