/**
 * Writes N times the site's content into a folder, to see how pages and search behave when the
 * catalogue grows: every file of `content/` as it is, plus N − 1 copies of each industry file
 * (with its niches) and each glossary file, each copy with new unique slugs, titles, headings and
 * meta descriptions. A copy's cross-references (a term's related terms, its internal links to
 * glossary terms and industries) point into the same copy, so every copy is a whole catalogue.
 * Blog posts, competitors and site.json are not copied: the catalogue grows in
 * industries, niches and glossary terms.
 */
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GlossaryTermFile, IndustryFile } from '../../server/src/modules/content/content.schemas';

export interface ScaledContentCounts {
  industries: number;
  niches: number;
  glossaryTerms: number;
}

const META_MAX = 160;

/** The slug of copy `k` (k ≥ 2) of an item: `healthcare` → `healthcare-x2`. */
export const scaledSlug = (slug: string, k: number) => `${slug}-x${k}`;
/** The title of copy `k`: `Healthcare` → `Healthcare (set 2)`. */
export const scaledTitle = (title: string, k: number) => `${title} (set ${k})`;

/** A meta description with the copy's mark, kept within the schema's 160 characters. */
function scaledMeta(description: string, k: number): string {
  const mark = ` (set ${k})`;
  return description.length + mark.length <= META_MAX ? `${description}${mark}` : `${description.slice(0, META_MAX - mark.length).trimEnd()}${mark}`;
}

const jsonFiles = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) => writeFile(file, `${JSON.stringify(value, null, 2)}\n`);

function scaledIndustry(industry: IndustryFile, k: number): IndustryFile {
  const { notionId: _notionId, ...rest } = industry;
  return {
    ...rest,
    slug: scaledSlug(industry.slug, k),
    title: scaledTitle(industry.title, k),
    metaDescription: scaledMeta(industry.metaDescription, k),
    // Niche slugs are unique within their industry, so they stay; titles are unique site-wide.
    niches: industry.niches.map((niche) => ({ ...niche, title: scaledTitle(niche.title, k) })),
  };
}

function scaledTerm(term: GlossaryTermFile, k: number, termSlugs: Set<string>, industrySlugs: Set<string>): GlossaryTermFile {
  const inCopy = (slug: string, known: Set<string>) => (known.has(slug) ? scaledSlug(slug, k) : slug);
  return {
    ...term,
    term: scaledTitle(term.term, k),
    slug: scaledSlug(term.slug, k),
    pageTitle: scaledTitle(term.pageTitle, k),
    h1: scaledTitle(term.h1, k),
    metaDescription: scaledMeta(term.metaDescription, k),
    relatedTerms: term.relatedTerms
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((slug) => inCopy(slug, termSlugs))
      .join(', '),
    internalLinks: term.internalLinks
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((link) => {
        const [, kind, slug] = link.match(/^\/(glossary|industries)\/([^/?#]+)$/) ?? [];
        if (kind === 'glossary') return `/glossary/${inCopy(slug!, termSlugs)}`;
        if (kind === 'industries') return `/industries/${inCopy(slug!, industrySlugs)}`;
        return link;
      })
      .join(', '),
  };
}

/**
 * Copies `source` (a content folder) to `target` with `scale` − 1 extra copies of every industry
 * and glossary file; `target` must not exist or be empty. Returns what the folder then holds.
 */
export async function writeScaledContent({ source, target, scale }: { source: string; target: string; scale: number }): Promise<ScaledContentCounts> {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`the content scale must be a whole number of at least 1 (got ${scale})`);
  await mkdir(target, { recursive: true });
  if ((await readdir(target)).length > 0) throw new Error(`${target} is not empty`);
  await cp(source, target, { recursive: true });

  const industriesDir = path.join(target, 'industries');
  const glossaryDir = path.join(target, 'glossary');
  const industryFiles = await jsonFiles(industriesDir);
  const glossaryFiles = await jsonFiles(glossaryDir);
  const industries = await Promise.all(industryFiles.map((name) => readJson<IndustryFile>(path.join(industriesDir, name))));
  const glossary = await Promise.all(glossaryFiles.map((name) => readJson<GlossaryTermFile[]>(path.join(glossaryDir, name))));
  const industrySlugs = new Set(industries.map((industry) => industry.slug));
  const termSlugs = new Set(glossary.flat().map((term) => term.slug));

  for (let k = 2; k <= scale; k += 1) {
    for (const industry of industries) {
      const copy = scaledIndustry(industry, k);
      await writeJson(path.join(industriesDir, `${copy.slug}.json`), copy);
    }
    for (const [index, terms] of glossary.entries()) {
      const name = glossaryFiles[index]!.replace(/\.json$/, `-x${k}.json`);
      await writeJson(path.join(glossaryDir, name), terms.map((term) => scaledTerm(term, k, termSlugs, industrySlugs)));
    }
  }
  return {
    industries: industries.length * scale,
    niches: industries.reduce((sum, industry) => sum + industry.niches.length, 0) * scale,
    glossaryTerms: glossary.flat().length * scale,
  };
}
