import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
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

function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(file)'} ${issue.message}`);
}

/** Reads and validates every content file under `root`; all problems are reported at once. */
export async function readContentSet(root: string): Promise<ContentSet> {
  const problems: string[] = [];
  const hash = createHash('sha256');
  const relative = (file: string) => path.relative(process.cwd(), file);

  async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
    const raw = await readFile(file, 'utf8');
    hash.update(relative(file)).update(raw);
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
