import { countWords, markdownToBlocks, readTimeFor, UnsupportedMarkdownError } from '../../server/src/modules/content/markdown-blocks';

const plain = (markdown: string) => markdownToBlocks(markdown).map((block) => [block.type, block.richText[0]!.plainText]);

describe('Markdown to blocks', () => {
  test.each([
    ['A paragraph with **bold** and *italic* text.', [['paragraph', 'A paragraph with bold and italic text.']]],
    ['# One\n\n## Two\n\n### Three', [['heading_1', 'One'], ['heading_2', 'Two'], ['heading_3', 'Three']]],
    ['- first\n- second', [['bulleted_list_item', 'first'], ['bulleted_list_item', 'second']]],
    ['1. first\n2. second', [['numbered_list_item', 'first'], ['numbered_list_item', 'second']]],
    ['> Quoted words.', [['quote', 'Quoted words.']]],
    ['```sql\nSELECT 1;\n```', [['code', 'SELECT 1;']]],
    ['Uses `inline code` here.', [['paragraph', 'Uses inline code here.']]],
  ])('%j', (markdown, expected) => {
    expect(plain(markdown)).toEqual(expected);
  });

  test('a code block keeps its language', () => {
    expect(markdownToBlocks('```sql\nSELECT 1;\n```')[0]).toEqual({ id: 'b1', type: 'code', richText: [{ plainText: 'SELECT 1;' }], language: 'sql' });
  });

  test.each([
    ['| a | b |\n| - | - |\n| 1 | 2 |', 'A table'],
    ['![chart](chart.png)', 'An image'],
    ['<div>raw</div>', 'Raw HTML'],
    ['- outer\n  - inner', 'A list item with several paragraphs or a nested list'],
    ['See [the guide](https://example.com).', 'A link'],
    ['Visit www.example.com today.', 'A link'],
    ['---', 'A horizontal rule'],
    ['#### Deep', 'A level-4 heading'],
  ])('refuses %j (%s)', (markdown, construct) => {
    expect(() => markdownToBlocks(markdown)).toThrow(UnsupportedMarkdownError);
    expect(() => markdownToBlocks(markdown)).toThrow(construct);
  });

  test('read time is the word count at 200 words a minute, at least one minute', () => {
    const blocks = markdownToBlocks(`${'word '.repeat(1000)}`);
    expect(countWords(blocks)).toBe(1000);
    expect(readTimeFor(1000)).toBe(5);
    expect(readTimeFor(20)).toBe(1);
  });
});
