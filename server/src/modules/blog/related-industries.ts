/**
 * The related-industry panel of a post (up to 6 industries): run on the server with the post's other
 * related content (BlogService.relatedIndustries), so the page does not load every industry.
 */

/** The related-industry panel lists at most this many industries. */
export const RELATED_INDUSTRY_LIMIT = 6;

/**
 * Words too general to tie a post to one industry ("Environmental Services", "Business
 * Intelligence" for a post tagged "small business"…).
 */
const GENERIC_WORDS = new Set([
  'and',
  'the',
  'for',
  'business',
  'small',
  'service',
  'management',
  'technology',
  'development',
  'public',
  'social',
  'real',
  'language',
  'information',
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .filter((word) => !GENERIC_WORDS.has(word));
}

/**
 * Industries whose title shares a word with the post: a word from the tags or category counts 2,
 * a word from the title counts 1; highest score first, then in the order given (the industries
 * list comes sorted by title; a stable sort keeps it, with no collator to start in the browser).
 * Generic words do not count. The list is topped up from the popular industries, up to `limit`.
 */
export function pickRelatedIndustries<I extends { slug: string; title: string }>(
  post: { tags: readonly string[]; category: string; title: string },
  industries: readonly I[],
  popular: readonly I[],
  limit = RELATED_INDUSTRY_LIMIT,
): I[] {
  const strong = new Set(words([...post.tags, post.category].join(' ')));
  const weak = new Set(words(post.title));
  const scored = industries
    .map((industry) => {
      const score = [...new Set(words(industry.title))].reduce(
        (sum, word) => sum + (strong.has(word) ? 2 : weak.has(word) ? 1 : 0),
        0,
      );
      return { industry, score };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  const picked: I[] = [];
  for (const industry of [...scored.map((entry) => entry.industry), ...popular]) {
    if (picked.length >= limit) break;
    if (!picked.some((item) => item.slug === industry.slug)) picked.push(industry);
  }
  return picked;
}
