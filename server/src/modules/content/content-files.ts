import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { PAGE_COPY_FILES } from '../../../../schema/page-copy';
import type { ContentBlock } from './blocks';
import { countWords, markdownToBlocks, readTimeFor, UnsupportedMarkdownError } from './markdown-blocks';
import {
  blogFrontMatterSchema,
  type BlogFrontMatter,
  competitorFileSchema,
  type CompetitorFile,
  glossaryFileSchema,
  type GlossaryTermFile,
  industryFileSchema,
  type IndustryFile,
  siteFileSchema,
  type SiteFile,
} from './content.schemas';

export interface BlogPostFile extends BlogFrontMatter {
  slug: string;
  content: ContentBlock[];
  readTime: number;
}

export interface ContentSet {
  industries: IndustryFile[];
  glossary: GlossaryTermFile[];
  competitors: CompetitorFile[];
  posts: BlogPostFile[];
  site: SiteFile;
  /** Hash of every file's bytes: a changed file means the content must be reloaded. */
  checksum: string;
}

export class ContentValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content is invalid; nothing was loaded:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentValidationError';
  }
}

async function listFiles(dir: string, extension: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith(extension)).sort().map((name) => path.join(dir, name));
}

type Issue = z.ZodError['issues'][number];

/**
 * A value that fits none of a union's options is reported through the one option of its kind
 * when there is one, an option whose type and keys it has ("blocks.1.list.0 must not be empty",
 * not "blocks.1 Invalid input").
 */
function innermostIssues(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union') return [issue];
  const ofItsKind = issue.errors.filter(
    (option) => !option.some((inner) => inner.path.length === 0 && (inner.code === 'invalid_type' || inner.code === 'unrecognized_keys')),
  );
  if (ofItsKind.length !== 1) return [issue];
  return ofItsKind[0]!.flatMap((inner) => innermostIssues({ ...inner, path: [...issue.path, ...inner.path] } as Issue));
}

function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.flatMap(innermostIssues).map((issue) => `${file}: ${issue.path.join('.') || '(file)'} ${issue.message}`);
}

/**
 * The pages' copy the client bundles: the pages import the repository's content/pages at build
 * time, whatever CONTENT_DIR names, so that folder is the one to check.
 */
export const BUNDLED_PAGES_DIR = path.resolve(process.cwd(), 'content', 'pages');

/**
 * Reads and validates every content file under `root`, and the pages' copy in `pagesDir`; all
 * problems are reported at once.
 */
export async function readContentSet(root: string, { pagesDir = BUNDLED_PAGES_DIR } = {}): Promise<ContentSet> {
  const problems: string[] = [];
  const hash = createHash('sha256');
  const relative = (file: string) => path.relative(process.cwd(), file);

  async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
    const raw = await readFile(file, 'utf8');
    hash.update(relative(file)).update(raw);
    return parseJson(file, raw, schema);
  }

  function parseJson<T>(file: string, raw: string, schema: z.ZodType<T>): T | undefined {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      problems.push(`${relative(file)}: not valid JSON (${(error as Error).message})`);
      return undefined;
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      problems.push(...describeIssues(relative(file), result.error));
      return undefined;
    }
    return result.data;
  }

  const industries: IndustryFile[] = [];
  for (const file of await listFiles(path.join(root, 'industries'), '.json')) {
    const industry = await readJson(file, industryFileSchema);
    if (!industry) continue;
    if (path.basename(file, '.json') !== industry.slug) {
      problems.push(`${relative(file)}: slug "${industry.slug}" must match the file name`);
    }
    industries.push(industry);
  }

  const glossary: GlossaryTermFile[] = [];
  for (const file of await listFiles(path.join(root, 'glossary'), '.json')) {
    glossary.push(...((await readJson(file, glossaryFileSchema)) ?? []));
  }

  const competitors: CompetitorFile[] = [];
  for (const file of await listFiles(path.join(root, 'competitors'), '.json')) {
    const competitor = await readJson(file, competitorFileSchema);
    if (!competitor) continue;
    if (path.basename(file, '.json') !== competitor.slug) {
      problems.push(`${relative(file)}: slug "${competitor.slug}" must match the file name`);
    }
    competitors.push(competitor);
  }

  const posts: BlogPostFile[] = [];
  for (const file of await listFiles(path.join(root, 'blog'), '.md')) {
    const raw = await readFile(file, 'utf8');
    hash.update(relative(file)).update(raw);
    const { data, content } = matter(raw);
    const frontMatter = blogFrontMatterSchema.safeParse(data);
    if (!frontMatter.success) {
      problems.push(...describeIssues(relative(file), frontMatter.error));
      continue;
    }
    try {
      const blocks = markdownToBlocks(content);
      posts.push({
        ...frontMatter.data,
        slug: path.basename(file, '.md'),
        content: blocks,
        readTime: readTimeFor(countWords(blocks)),
      });
    } catch (error) {
      if (!(error instanceof UnsupportedMarkdownError)) throw error;
      problems.push(`${relative(file)}: ${error.message}`);
    }
  }

  const site = await readJson(path.join(root, 'site.json'), siteFileSchema);

  // The fixed pages' copy is bundled into the client at build time: it is checked here and never
  // stored, and it stays out of the checksum (an edit needs a new build, not a reload).
  for (const file of await listFiles(pagesDir, '.json')) {
    if (!Object.hasOwn(PAGE_COPY_FILES, path.basename(file))) {
      problems.push(`${relative(file)}: no page reads this file (the pages read ${Object.keys(PAGE_COPY_FILES).join(', ')})`);
    }
  }
  for (const [name, schema] of Object.entries<z.ZodType>(PAGE_COPY_FILES)) {
    const file = path.join(pagesDir, name);
    const raw = await readFile(file, 'utf8').catch(() => undefined);
    if (raw === undefined) problems.push(`${relative(file)}: missing (the page's copy is read from it)`);
    else parseJson(file, raw, schema);
  }

  for (const [kind, slugs] of [
    ['industry', industries.map((item) => item.slug)],
    ['glossary term', glossary.map((item) => item.slug)],
    ['competitor', competitors.map((item) => item.slug)],
  ] as const) {
    const seen = new Set<string>();
    for (const slug of slugs) {
      if (seen.has(slug)) problems.push(`content: the ${kind} slug "${slug}" is used twice`);
      seen.add(slug);
    }
  }
  for (const industry of industries) {
    const seen = new Set<string>();
    for (const niche of industry.niches) {
      if (seen.has(niche.slug)) problems.push(`industries/${industry.slug}.json: niche slug "${niche.slug}" is used twice`);
      seen.add(niche.slug);
    }
  }

  if (problems.length > 0 || !site) throw new ContentValidationError(problems);
  return { industries, glossary, competitors, posts, site, checksum: hash.digest('hex') };
}
