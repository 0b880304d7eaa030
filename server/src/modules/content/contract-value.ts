/**
 * Contract values as the content writes them: "$500K – $20M", amounts in dollars with a K, M or
 * B suffix, an en dash between spaces, and for some niches the basis after the range ("$1M – $30M
 * over the term"). An industry's range is not written down: it is computed from its niches' ranges.
 */

export interface ContractRange {
  /** Dollars. */
  low: number;
  /** Dollars. */
  high: number;
  /** What follows the range ("per year", "over the term"), or "" when nothing does. */
  basis: string;
}

const UNITS = [
  ['B', 1e9],
  ['M', 1e6],
  ['K', 1e3],
] as const;
const UNIT_VALUE: Record<string, number> = { ...Object.fromEntries(UNITS), '': 1 };

const AMOUNT = String.raw`\$(\d+(?:\.\d+)?)([KMB]?)`;
const RANGE = new RegExp(`^${AMOUNT} – ${AMOUNT}(?: (\\S.*))?$`);

/** "$500K – $20M per year" → { low: 500000, high: 20000000, basis: 'per year' }; null when the text is no such range. */
export function parseContractRange(text: string): ContractRange | null {
  const match = RANGE.exec(text);
  if (!match) return null;
  const [, low, lowUnit, high, highUnit, basis = ''] = match;
  return {
    low: Math.round(Number(low) * UNIT_VALUE[lowUnit!]!),
    high: Math.round(Number(high) * UNIT_VALUE[highUnit!]!),
    basis: basis.trim(),
  };
}

/** 1500000 → "$1.5M": the largest suffix that keeps a whole part, and only the decimals needed. */
export function formatContractAmount(dollars: number): string {
  const [suffix, unit] = UNITS.find(([, value]) => dollars >= value) ?? ['', 1];
  // toPrecision drops the binary noise of the division (2.3e6 / 1e6) before the trailing zeros go.
  return `$${Number((dollars / unit).toPrecision(12))}${suffix}`;
}

/** { low: 50000, high: 2000000, basis: 'per order' } → "$50K – $2M per order". */
export function formatContractRange({ low, high, basis = '' }: { low: number; high: number; basis?: string }): string {
  const range = `${formatContractAmount(low)} – ${formatContractAmount(high)}`;
  return basis ? `${range} ${basis}` : range;
}

/**
 * Why `text` is not a contract-value range as the content writes it, or null when it is one:
 * readable as a range, low before high, and written the way formatContractRange writes it, so
 * that a range computed from it reads the same way.
 */
export function contractRangeProblem(text: string): string | null {
  const range = parseContractRange(text);
  if (!range) return 'must be a range written like "$50K – $2M" (an en dash between spaces), optionally followed by its basis ("per year")';
  if (range.low > range.high) return 'must give the lower amount first';
  const written = formatContractRange(range);
  if (written !== text) return `must be written "${written}"`;
  return null;
}

/**
 * An industry's contract-value range: from the lowest low to the highest high of its niches'
 * ranges. The niches' bases ("per year", "over the term") are not carried over: they differ
 * between niches, and each niche states its own where the niche is shown.
 */
export function industryContractRange(nicheRanges: readonly string[]): string {
  const ranges = nicheRanges.map((text) => {
    const range = parseContractRange(text);
    if (!range) throw new Error(`not a contract-value range: "${text}"`);
    return range;
  });
  if (ranges.length === 0) throw new Error('an industry range needs at least one niche range');
  return formatContractRange({
    low: Math.min(...ranges.map((range) => range.low)),
    high: Math.max(...ranges.map((range) => range.high)),
  });
}
