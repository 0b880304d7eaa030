import {
  authorInitial,
  authorType,
  blockText,
  cardTags,
  groupBlocks,
  articleHeadingTags,
  readTimeLabel,
  suggestedPosts,
} from '../../client/src/features/blog/blog-rules';

describe('Blog card tags: the first 3, then "+N more"', () => {
  test.each<[string[], string[], string | null]>([
    [[], [], null],
    [['a'], ['a'], null],
    [['a', 'b', 'c'], ['a', 'b', 'c'], null],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], '+1 more'],
    [['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c'], '+3 more'],
  ])('%j', (tags, shown, moreLabel) => {
    expect(cardTags(tags)).toEqual({ shown, moreLabel });
  });
});

test('read time reads "{n} min read"', () => {
  expect(readTimeLabel(5)).toBe('5 min read');
});

const block = (type: string, ...texts: string[]) => ({ type, richText: texts.map((plainText) => ({ plainText })) });

describe('Content blocks', () => {
  test('a block shows the plain text of its first rich-text segment only', () => {
    expect(blockText(block('paragraph', 'first', 'second'))).toBe('first');
    expect(blockText(block('paragraph'))).toBe('');
  });

  test.each<[string, string[], Record<string, string>]>([
    ['with heading_1, headings map one level down', ['heading_1', 'paragraph', 'heading_2', 'heading_3'], { heading_1: 'h2', heading_2: 'h3', heading_3: 'h4' }],
    ['with no heading at all, the same mapping', ['paragraph'], { heading_1: 'h2', heading_2: 'h3', heading_3: 'h4' }],
    ['a post whose top heading is heading_2 starts at h2 too', ['heading_2', 'heading_3', 'heading_2'], { heading_1: 'h2', heading_2: 'h2', heading_3: 'h3' }],
    ['a post with only heading_3 starts at h2', ['paragraph', 'heading_3'], { heading_1: 'h2', heading_2: 'h2', heading_3: 'h2' }],
  ])('headings start below the page title: %s', (_name, types, expected) => {
    expect(articleHeadingTags(types.map((type) => ({ type })))).toEqual(expected);
  });

  test('consecutive list items of one kind become one list; other kinds and blocks split them', () => {
    const shape = groupBlocks([
      block('paragraph', 'intro'),
      block('bulleted_list_item', 'b1'),
      block('bulleted_list_item', 'b2'),
      block('numbered_list_item', 'n1'),
      block('numbered_list_item', 'n2'),
      block('bulleted_list_item', 'b3'),
      block('quote', 'q'),
      block('bulleted_list_item', 'b4'),
      block('heading_2', 'h'),
      block('code', 'c'),
    ]).map((group) => (group.kind === 'list' ? [group.ordered ? 'ol' : 'ul', group.items.map(blockText)] : [group.block.type, blockText(group.block)]));
    expect(shape).toEqual([
      ['paragraph', 'intro'],
      ['ul', ['b1', 'b2']],
      ['ol', ['n1', 'n2']],
      ['ul', ['b3']],
      ['quote', 'q'],
      ['ul', ['b4']],
      ['heading_2', 'h'],
      ['code', 'c'],
    ]);
  });

  test('blocks of other types and blocks without text are ignored (and do not split a list)', () => {
    const groups = groupBlocks([
      block('bulleted_list_item', 'b1'),
      block('image', 'chart.png'),
      block('bulleted_list_item', 'b2'),
      block('paragraph', '   '),
      block('paragraph'),
      block('table_of_contents', 'x'),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ kind: 'list', ordered: false });
    expect(groups[0]!.kind === 'list' && groups[0]!.items.map(blockText)).toEqual(['b1', 'b2']);
    expect(groupBlocks([block('divider'), block('image', 'x')])).toEqual([]);
  });
});


test('a post without content suggests up to 3 other posts, never itself', () => {
  const posts = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug }));
  expect(suggestedPosts(posts, 'b').map((post) => post.slug)).toEqual(['a', 'c', 'd']);
  expect(suggestedPosts([{ slug: 'a' }], 'a')).toEqual([]);
});

test.each([
  ['Bidlight Team', 'B', 'Organization'],
  ['jane doe', 'J', 'Person'],
])('author %s: initial %s, schema type %s', (author, initial, type) => {
  expect(authorInitial(author)).toBe(initial);
  expect(authorType(author)).toBe(type);
});
