import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { orNull } from '../../graphql/not-found-as-null';
import { WORDS_PER_MINUTE } from '../content/markdown-blocks';

export const blogResolvers: Resolvers = {
  Query: {
    posts: async (_parent, { limit }, { services }) => {
      const posts = await services.blog.list();
      return typeof limit === 'number' ? posts.slice(0, Math.max(0, limit)) : posts;
    },
    post: (_parent, { slug }, { services }) => orNull(services.blog.bySlug(slug)),
  },
  BlogPost: {
    wordCount: (post) => post.readTime * WORDS_PER_MINUTE,
    content: (post, _args, { services }) => services.blog.contentBlocks(post),
    relatedPosts: (post, { limit }, { services }) => services.blog.related(post, limit ?? 3),
    relatedIndustries: (post, { limit }, { services }) => services.blog.relatedIndustries(post, limit ?? undefined),
  },
  ContentBlock: {
    linkedText: (block, _args, { services }) => services.blog.linkedText(block),
  },
};
