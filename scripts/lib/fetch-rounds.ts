/** A fetched file, with its start and end in milliseconds since the epoch and the bytes it took on the wire. */
export interface FetchedFile {
  url: string;
  start: number;
  end: number;
  transferBytes: number;
}

/**
 * The sequential rounds of a set of fetches: a file is in round 1 when no other file of the set
 * ended before it started; otherwise in the round after the latest round among the files that
 * ended before it started. The number of rounds is the longest chain of files each started after
 * the previous one had ended, which is what an import chain costs: one round trip (or more) per
 * link, whatever the bandwidth. Files fetched side by side share a round.
 */
export function fetchRounds(files: readonly FetchedFile[]): { rounds: number; roundOf: Map<FetchedFile, number> } {
  const roundOf = new Map<FetchedFile, number>();
  const byStart = [...files].sort((a, b) => a.start - b.start);
  for (const file of byStart) {
    let round = 1;
    for (const earlier of byStart) {
      if (earlier === file) break;
      if (earlier.end <= file.start) round = Math.max(round, roundOf.get(earlier)! + 1);
    }
    roundOf.set(file, round);
  }
  return { rounds: Math.max(0, ...roundOf.values()), roundOf };
}

/** The value at this percentile (nearest rank; 50 is the lower median of an even count). */
export function percentile(values: readonly number[], rank: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1)];
}

/** The median of the values that exist; undefined when none does (every run timed out). */
export function medianOf(values: readonly (number | undefined)[]): number | undefined {
  return percentile(values.filter((value): value is number => value !== undefined), 50);
}
