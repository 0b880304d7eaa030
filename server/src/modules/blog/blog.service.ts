import type { DataSource } from 'typeorm';
import type { TextSegment as TextSegmentType } from '../../graphql/generated/resolvers-types';
import { AppError } from '../../http/app-error';
import { parseInput, slugParam } from '../../shared/validation';
import { blockText, type ContentBlock } from '../content/blocks';
import type { ContentCache } from '../content/content-cache';
import { bySlugsInOrder, type SiteService } from '../content/site.service';
import type { GlossaryTerm } from '../glossary/glossary-term.entity';
import type { Industry } from '../industries/industry.entity';
import { autoLinkBlocks, buildLinkCandidates } from './auto-link';
import { BlogPost } from './blog-post.entity';
import { pickRelatedIndustries, RELATED_INDUSTRY_LIMIT } from './related-industries';
import { relatedPosts } from './related-posts';

/** The other content a post links to, from their own services (wired in services.ts). */
export interface LinkedContentSources {
  /** Every glossary term, sorted by term. */
  glossaryTerms(): Promise<readonly GlossaryTerm[]>;
  /** Every industry, sorted by title. */
  industries(): Promise<readonly Industry[]>;
}

/** A block of a post's content as GraphQL resolves it: with its post, for its linked text. */
export type PostContentBlock = ContentBlock & { post: BlogPost; index: number };

export class BlogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
    private readonly site: SiteService,
    private readonly sources: LinkedContentSources,
  ) {}

  /** Posts newest first, memoised until the content changes. */
  private posts(): Promise<BlogPost[]> {
    return this.cache.get('posts', () =>
      this.dataSource.getRepository(BlogPost).find({ order: { created: 'DESC', slug: 'ASC' } }),
    );
  }

  async list(): Promise<BlogPost[]> {
    return this.posts();
  }

  async bySlug(input: unknown): Promise<BlogPost> {
    const slug = parseInput(slugParam('slug'), input, 'slug');
    const post = (await this.posts()).find((item) => item.slug === slug);
    if (!post) throw AppError.notFound(`Post "${slug}" not found`);
    return post;
  }

  async related(post: BlogPost, limit = 3): Promise<BlogPost[]> {
    const { relatedPostKeywordGroups } = await this.site.settings();
    return relatedPosts(post, await this.posts(), relatedPostKeywordGroups, Math.min(Math.max(limit, 0), 10));
  }

  /** A post's blocks, each able to resolve its linked text (only when a query asks for it). */
  contentBlocks(post: BlogPost): PostContentBlock[] {
    return post.content.map((block, index) => ({ ...block, post, index }));
  }

  /** A block's text with its in-text links to glossary terms and posts (see auto-link.ts). */
  async linkedText({ post, index }: PostContentBlock): Promise<TextSegmentType[]> {
    return (await this.linkedTextOfPost(post))[index] ?? [];
  }

  /** Every block's linked text of a post, worked out once per post until the content changes. */
  private linkedTextOfPost(post: BlogPost): Promise<TextSegmentType[][]> {
    return this.cache.get(`post-linked-text:${post.slug}`, async () => {
      const [{ autoLinkPosts }, glossaryTerms] = await Promise.all([this.site.settings(), this.sources.glossaryTerms()]);
      const candidates = buildLinkCandidates({ glossaryTerms, autoLinkPosts, currentSlug: post.slug });
      const segments = autoLinkBlocks(
        post.content.map((block) => ({ type: block.type, text: blockText(block) })),
        candidates,
      );
      return segments.map((blockSegments) => blockSegments.map(({ text, to }) => ({ text, to: to ?? null })));
    });
  }

  /** A post's related-industry panel: industries sharing a word with the post, then popular ones. */
  async relatedIndustries(post: BlogPost, limit = RELATED_INDUSTRY_LIMIT): Promise<Industry[]> {
    const [{ popularIndustries }, industries] = await Promise.all([this.site.settings(), this.sources.industries()]);
    return pickRelatedIndustries(post, industries, bySlugsInOrder(popularIndustries, industries), Math.min(Math.max(limit, 0), RELATED_INDUSTRY_LIMIT));
  }
}
