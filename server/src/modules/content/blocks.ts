import type { BlockType } from '../../../../schema/content-values';

export type { BlockType };

export interface RichTextSegment {
  plainText: string;
}

/** A post's content block: the page renders the plain text of the first segment. */
export interface ContentBlock {
  id: string;
  type: BlockType;
  richText: RichTextSegment[];
  language?: string | null;
}

/** The text a block shows: its first rich-text segment's plain text. */
export const blockText = (block: ContentBlock): string => block.richText[0]?.plainText ?? '';
