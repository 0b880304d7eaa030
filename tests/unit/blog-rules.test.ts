import {
  authorInitial,
  authorType,
  blockText,
  cardTags,
  groupBlocks,
  articleHeadingTags,
  pickRelatedIndustries,
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

describe('Related industries panel', () => {
  const industries = [
    { slug: 'construction-infrastructure', title: 'Construction & Infrastructure' },
    { slug: 'environmental-services', title: 'Environmental Services' },
    { slug: 'government-defense', title: 'Government & Defense' },
    { slug: 'healthcare', title: 'Healthcare' },
    { slug: 'software-development', title: 'Software Development' },
    { slug: 'energy-utilities', title: 'Energy & Utilities' },
  ];
  const popular = [industries[2]!, industries[3]!, industries[0]!, industries[5]!];

  test('industries sharing a word with the tags or category come first, then title words, then popular ones without repeats', () => {
    const picked = pickRelatedIndustries(
      { tags: ['government contracting', 'rfp software'], category: 'Government Contracting', title: 'Winning Healthcare Bids' },
      industries,
      popular,
    );
    expect(picked.map((industry) => industry.slug)).toEqual([
      'government-defense',
      'software-development',
      'healthcare',
      'construction-infrastructure',
      'energy-utilities',
    ]);
  });

  test('generic words ("services", "development", "business") tie a post to no industry; at most 6 are listed', () => {
    const withAnalytics = [...industries, { slug: 'data-analytics-business-intelligence', title: 'Data Analytics & Business Intelligence' }];
    const picked = pickRelatedIndustries({ tags: ['services', 'small business'], category: 'Development', title: 'Services' }, withAnalytics, popular);
    expect(picked.map((industry) => industry.slug)).toEqual(popular.map((industry) => industry.slug));
    const many = Array.from({ length: 10 }, (_, index) => ({ slug: `i${index}`, title: `Energy ${index}` }));
    expect(pickRelatedIndustries({ tags: ['energy'], category: 'x', title: 'y' }, many, popular)).toHaveLength(6);
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
