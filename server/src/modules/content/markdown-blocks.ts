import type { Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { blockText, type BlockType, type ContentBlock } from './blocks';

export class UnsupportedMarkdownError extends Error {
  constructor(
    readonly construct: string,
    readonly line: number | undefined,
  ) {
    super(`${construct} is not supported${line ? ` (line ${line})` : ''}: use paragraphs, ## headings, lists, quotes or code blocks`);
    this.name = 'UnsupportedMarkdownError';
  }
}

const INLINE_ALLOWED = new Set(['text', 'emphasis', 'strong', 'inlineCode', 'break', 'delete']);
const INLINE_NAMES: Record<string, string> = {
  link: 'A link',
  linkReference: 'A link',
  image: 'An image',
  imageReference: 'An image',
  html: 'Raw HTML',
  footnoteReference: 'A footnote',
};

function fail(node: Nodes, construct: string): never {
  throw new UnsupportedMarkdownError(construct, node.position?.start.line);
}

/** The plain text of inline content; links, images and HTML are refused rather than dropped. */
function inlineText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  if (!INLINE_ALLOWED.has(node.type)) fail(node, INLINE_NAMES[node.type] ?? `"${node.type}"`);
  if ('children' in node) return node.children.map((child) => inlineText(child)).join('');
  return '';
}

function paragraphText(node: RootContent): string {
  if (node.type !== 'paragraph') fail(node, node.type === 'list' ? 'A nested list' : `"${node.type}" inside a list or quote`);
  return node.children.map((child) => inlineText(child)).join('').replace(/\s+/g, ' ').trim();
}

/**
 * Converts a post's Markdown into the specification's blocks: each block carries one
 * plain-text segment, and anything that maps to no block type fails loudly.
 */
export function markdownToBlocks(markdown: string): ContentBlock[] {
  const tree: Root = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const blocks: ContentBlock[] = [];
  const push = (type: BlockType, plainText: string, language?: string | null) => {
    if (!plainText) return;
    blocks.push({
      id: `b${blocks.length + 1}`,
      type,
      richText: [{ plainText }],
      ...(type === 'code' ? { language: language ?? null } : {}),
    });
  };

  for (const node of tree.children) {
    switch (node.type) {
      case 'paragraph':
        push('paragraph', paragraphText(node));
        break;
      case 'heading': {
        const depth = Math.min(node.depth, 3) as 1 | 2 | 3;
        if (node.depth > 3) fail(node, `A level-${node.depth} heading`);
        push(`heading_${depth}`, node.children.map((child) => inlineText(child)).join('').trim());
        break;
      }
      case 'list':
        for (const item of node.children) {
          if (item.checked !== null && item.checked !== undefined) fail(item, 'A task list item');
          if (item.children.length !== 1) fail(item, 'A list item with several paragraphs or a nested list');
          push(node.ordered ? 'numbered_list_item' : 'bulleted_list_item', paragraphText(item.children[0]!));
        }
        break;
      case 'blockquote':
        for (const child of node.children) push('quote', paragraphText(child));
        break;
      case 'code':
        push('code', node.value, node.lang);
        break;
      case 'table':
        fail(node, 'A table');
      case 'html':
        fail(node, 'Raw HTML');
      case 'thematicBreak':
        fail(node, 'A horizontal rule');
      default:
        fail(node, `"${node.type}"`);
    }
  }
  return blocks;
}

/** Words in the post's text, for the computed read time. */
export function countWords(blocks: ContentBlock[]): number {
  return blocks.reduce(
    (total, block) => total + blockText(block).split(/\s+/).filter(Boolean).length,
    0,
  );
}


export const WORDS_PER_MINUTE = 200;

/** Read time in minutes, at least one. */
export const readTimeFor = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));
