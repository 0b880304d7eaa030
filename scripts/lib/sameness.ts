/**
 * How alike pages read (issue 19: templated pages): the visible text of a page's main area, its
 * 8-word shingles, and the median pairwise Jaccard similarity of a set of pages. Used by
 * tests/content/comparisons-integrity.test.ts (the alternatives pages stay under 0.35) and by
 * scripts/measure-sameness.ts (the figure for any running site).
 */

export const SHINGLE_WORDS = 8;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };

/** The text a reader sees in some HTML: scripts, styles and tags removed, entities decoded, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The page's own text: its `<main>` without the site-wide sidebar (`<aside>`); the navigation
 * bar and the footer are outside `<main>`.
 */
export function mainText(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  return visibleText(main.replace(/<aside[\s\S]*?<\/aside>/g, ' '));
}

/** The set of runs of `size` consecutive words (lower-cased, punctuation dropped). */
export function shingles(text: string, size = SHINGLE_WORDS): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}$%]+(?:['’.,][\p{L}\p{N}]+)*/gu) ?? [];
  const set = new Set<string>();
  for (let index = 0; index + size <= words.length; index += 1) set.add(words.slice(index, index + size).join(' '));
  return set;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface Sameness {
  pages: number;
  pairs: number;
  median: number;
  max: number;
  /** The most alike pair. */
  closest: [string, string];
}

/**
 * Median and maximum pairwise shingle Jaccard similarity of pages' main text, by name: 8-word
 * shingles by default; issue 35 states its thresholds in 5-word shingles (tests/content/competitor-facts.test.ts).
 */
export function sameness(texts: ReadonlyMap<string, string>, size = SHINGLE_WORDS): Sameness {
  const entries = [...texts].map(([name, text]) => [name, shingles(text, size)] as const);
  const values: number[] = [];
  let max = -1;
  let closest: [string, string] = ['', ''];
  for (let i = 0; i < entries.length; i += 1) {
    for (let j = i + 1; j < entries.length; j += 1) {
      const value = jaccard(entries[i]![1], entries[j]![1]);
      values.push(value);
      if (value > max) {
        max = value;
        closest = [entries[i]![0], entries[j]![0]];
      }
    }
  }
  return { pages: entries.length, pairs: values.length, median: values.length ? median(values) : 0, max: Math.max(0, max), closest };
}
