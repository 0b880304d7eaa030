import type { Router } from 'express';
import { cacheable, route, serialisedOnce } from '../../http/routes';
import type { Services } from '../../services';
import type { BlogPost } from './blog-post.entity';
import { WORDS_PER_MINUTE } from '../content/markdown-blocks';

const postSummaryJson = (post: BlogPost) => ({
  notionId: post.notionId,
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  metaDescription: post.metaDescription,
  category: post.category,
  tags: post.tags,
  author: post.author,
  created: post.created,
  updated: post.updated,
  readTime: post.readTime,
  wordCount: post.readTime * WORDS_PER_MINUTE,
  featuredImage: post.featuredImage,
});

const postsJson = serialisedOnce((posts: readonly BlogPost[]) => posts.map(postSummaryJson));

export function blogRoutes(router: Router, { blog }: Services) {
  route(router, '/blog/posts', {
    get: async (_req, res) => {
      cacheable(res);
      return postsJson(await blog.list());
    },
  });
  route(router, '/blog/posts/:slug', {
    get: async (req, res) => {
      cacheable(res);
      const post = await blog.bySlug(req.params.slug);
      const related = await blog.related(post);
      return { ...postSummaryJson(post), content: post.content, relatedPosts: related.map(postSummaryJson) };
    },
  });
}
