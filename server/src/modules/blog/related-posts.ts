export interface PostForScoring {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
}

export const SAME_CATEGORY_SCORE = 10;
export const SHARED_TAG_SCORE = 5;
export const SHARED_KEYWORD_GROUP_SCORE = 3;

function groupsFound(post: PostForScoring, groups: Record<string, readonly string[]>): Set<string> {
  const haystack = `${post.title} ${post.excerpt}`.toLowerCase();
  const found = new Set<string>();
  for (const [group, words] of Object.entries(groups)) {
    if (words.some((word) => new RegExp(`\\b${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(haystack))) {
      found.add(group);
    }
  }
  return found;
}

/**
 * How related two posts are: 10 for the same category, 5 per shared tag, 3 per keyword group
 * found in both posts' titles or excerpts. Highest first (ties by newest order given), zero
 * scores dropped, at most `limit`.
 */
export function relatedPosts<T extends PostForScoring>(
  post: PostForScoring,
  candidates: readonly T[],
  groups: Record<string, readonly string[]>,
  limit = 3,
): T[] {
  const ownGroups = groupsFound(post, groups);
  const ownTags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  return candidates
    .filter((candidate) => candidate.slug !== post.slug)
    .map((candidate, index) => {
      let score = candidate.category === post.category ? SAME_CATEGORY_SCORE : 0;
      score += candidate.tags.filter((tag) => ownTags.has(tag.toLowerCase())).length * SHARED_TAG_SCORE;
      for (const group of groupsFound(candidate, groups)) {
        if (ownGroups.has(group)) score += SHARED_KEYWORD_GROUP_SCORE;
      }
      return { candidate, score, index };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
