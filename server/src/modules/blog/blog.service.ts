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

/** A content block with its text split into plain and linked segments. */
export type LinkedContentBlock = ContentBlock & { linkedText: TextSegmentType[] };

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

  /** The post's blocks with section 2's in-text links, worked out once per post until the content changes. */
  linkedContent(post: BlogPost): Promise<LinkedContentBlock[]> {
    return this.cache.get(`post-linked-content:${post.slug}`, async () => {
      const [{ autoLinkPosts }, glossaryTerms] = await Promise.all([this.site.settings(), this.sources.glossaryTerms()]);
      const candidates = buildLinkCandidates({ glossaryTerms, autoLinkPosts, currentSlug: post.slug });
      const segments = autoLinkBlocks(
        post.content.map((block) => ({ type: block.type, text: blockText(block) })),
        candidates,
      );
      return post.content.map((block, index) => ({
        ...block,
        linkedText: segments[index]!.map(({ text, to }) => ({ text, to: to ?? null })),
      }));
    });
  }

  /** Section 2's related-industry panel: industries sharing a word with the post, then popular ones. */
  async relatedIndustries(post: BlogPost, limit = RELATED_INDUSTRY_LIMIT): Promise<Industry[]> {
    const [{ popularIndustries }, industries] = await Promise.all([this.site.settings(), this.sources.industries()]);
    return pickRelatedIndustries(post, industries, bySlugsInOrder(popularIndustries, industries), Math.min(Math.max(limit, 0), RELATED_INDUSTRY_LIMIT));
  }
}
