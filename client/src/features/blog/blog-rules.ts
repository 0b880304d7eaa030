/** The blog's pure rules in the browser: card tags, read time, block grouping, headings, suggestions. */
import { BLOCK_TYPES, type BlockType } from '../../../../schema/content-values';

/** A blog card shows at most this many tags, then "+N more". */
export const CARD_TAG_LIMIT = 3;

/** The first tags of a card and the "+N more" label for the rest (null when nothing is hidden). */
export function cardTags(tags: readonly string[], limit = CARD_TAG_LIMIT): { shown: string[]; moreLabel: string | null } {
  const shown = tags.slice(0, limit);
  const hidden = tags.length - shown.length;
  return { shown, moreLabel: hidden > 0 ? `+${hidden} more` : null };
}

export const readTimeLabel = (minutes: number) => `${minutes} min read`;

/** The block types a post renders (paragraphs, three heading levels, list items, quotes, code); any other type is ignored. */
export const RENDERED_BLOCK_TYPES = BLOCK_TYPES;
export type RenderedBlockType = BlockType;

export interface BlockLike {
  type: string;
  richText: readonly { plainText: string }[];
}

/** A block shows the plain text of its first rich-text segment only. */
export const blockText = (block: BlockLike): string => block.richText[0]?.plainText ?? '';

const isRendered = (type: string): type is RenderedBlockType => (RENDERED_BLOCK_TYPES as readonly string[]).includes(type);

const HEADING_DEPTH = { heading_1: 1, heading_2: 2, heading_3: 3 } as const;
export type HeadingType = keyof typeof HEADING_DEPTH;
export type ArticleHeadingTag = 'h2' | 'h3' | 'h4';

/**
 * The page's h1 is the post title, so the article's headings start at h2: heading_1 → h2,
 * heading_2 → h3, heading_3 → h4. Posts written in Markdown use `##` as their top heading
 * (heading_2); such a post is shifted up one level so its headings also start at h2 and no
 * level is skipped (heading_2 → h2, heading_3 → h3).
 */
export function articleHeadingTags(blocks: readonly { type: string }[]): Record<HeadingType, ArticleHeadingTag> {
  const depths = blocks.map((block) => HEADING_DEPTH[block.type as HeadingType]).filter((depth) => depth !== undefined);
  const top = depths.length > 0 ? Math.min(...depths) : 1;
  const tag = (depth: number) => `h${Math.min(Math.max(depth - top + 2, 2), 4)}` as ArticleHeadingTag;
  return { heading_1: tag(1), heading_2: tag(2), heading_3: tag(3) };
}

export type BlockGroup<B extends BlockLike> =
  | { kind: 'block'; block: B }
  | { kind: 'list'; ordered: boolean; items: B[] };

/**
 * Drops the blocks that render nothing (unknown types, no text) and joins consecutive list items
 * of the same kind into one list.
 */
export function groupBlocks<B extends BlockLike>(blocks: readonly B[]): BlockGroup<B>[] {
  const groups: BlockGroup<B>[] = [];
  for (const block of blocks) {
    if (!isRendered(block.type) || blockText(block).trim() === '') continue;
    const ordered = block.type === 'numbered_list_item';
    if (ordered || block.type === 'bulleted_list_item') {
      const last = groups.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(block);
      else groups.push({ kind: 'list', ordered, items: [block] });
    } else {
      groups.push({ kind: 'block', block });
    }
  }
  return groups;
}

/** A post without content suggests this many other posts. */
export const EMPTY_POST_SUGGESTIONS = 3;

/** The newest other posts, for a post that has no content yet. */
export function suggestedPosts<P extends { slug: string }>(posts: readonly P[], currentSlug: string, limit = EMPTY_POST_SUGGESTIONS): P[] {
  return posts.filter((post) => post.slug !== currentSlug).slice(0, limit);
}

/** Schema.org type for a byline: a "… Team" byline is an organisation, anything else a person. */
export const authorType = (author: string) => (/\bteam$/i.test(author.trim()) ? 'Organization' : 'Person');

/** The first letter of the author, for the avatar in the post footer. */
export const authorInitial = (author: string) => (author.trim()[0] ?? '?').toUpperCase();
