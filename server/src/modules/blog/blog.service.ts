import type { DataSource } from 'typeorm';
import { AppError } from '../../http/app-error';
import { parseInput, slugParam } from '../../shared/validation';
import type { ContentCache } from '../content/content-cache';
import type { SiteService } from '../content/site.service';
import { BlogPost } from './blog-post.entity';
import { relatedPosts } from './related-posts';

export class BlogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
    private readonly site: SiteService,
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
}
