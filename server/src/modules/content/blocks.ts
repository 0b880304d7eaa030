export const BLOCK_TYPES = [
  'paragraph',
  'heading_1',
  'heading_2',
  'heading_3',
  'bulleted_list_item',
  'numbered_list_item',
  'quote',
  'code',
] as const;

export type BlockType = (typeof BLOCK_TYPES)[number];

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
