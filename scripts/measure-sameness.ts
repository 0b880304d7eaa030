/**
 * Measures how alike the alternatives pages of a running site read: the median (and maximum)
 * pairwise 8-word-shingle Jaccard similarity of their main text (scripts/lib/sameness.ts).
 *
 *   node --import tsx scripts/measure-sameness.ts --base http://localhost:3000 [--prefix /alternatives/]
 *
 * The slugs are the competitor files in content/competitors/, so the same list can be measured
 * on an older build of the site.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mainText, sameness } from './lib/sameness';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'http://localhost:3000' }, prefix: { type: 'string', default: '/alternatives/' } } });

const slugs = (await readdir(path.resolve('content/competitors'))).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
const texts = new Map<string, string>();
for (const slug of slugs) {
  const response = await fetch(`${values.base}${values.prefix}${slug}`);
  if (!response.ok) throw new Error(`${values.prefix}${slug} answered ${response.status}`);
  texts.set(slug, mainText(await response.text()));
}
const result = sameness(texts);
const words = [...texts.values()].map((text) => text.split(' ').length);
console.log(
  `${result.pages} pages, ${result.pairs} pairs: median Jaccard ${result.median.toFixed(3)}, max ${result.max.toFixed(3)} (${result.closest.join(' / ')}); main text ${Math.min(...words)}–${Math.max(...words)} words`,
);
