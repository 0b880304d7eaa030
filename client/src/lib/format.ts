/** Splits "a, b, c" into trimmed non-empty items. */
export const splitCommas = (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean);

/** Splits period-separated text into trimmed non-empty sentences. */
export const splitPeriods = (text: string) => text.split('.').map((item) => item.trim()).filter(Boolean);

/**
 * A count shown as "at least": 52 → "50+", the form the specification's "50+ industries" takes.
 * Computed from the loaded list, so the figure cannot drift from the data; under 10 the exact count.
 */
export const atLeastCount = (count: number) => (count >= 10 ? `${Math.floor(count / 10) * 10}+` : String(count));
