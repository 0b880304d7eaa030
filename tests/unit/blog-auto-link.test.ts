import {
  autoLinkBlocks,
  autoLinkText,
  buildLinkCandidates,
  GLOSSARY_LINK_PRIORITY,
  type TextSegment,
} from '../../server/src/modules/blog/auto-link';

const glossaryTerms = [
  { slug: 'request-for-proposal', term: 'Request for Proposal (RFP)', synonyms: 'RFP, request for proposals' },
  { slug: 'bid-bond', term: 'Bid Bond', synonyms: 'bid guarantee' },
  { slug: 'award', term: 'Award', synonyms: 'contract award' },
  { slug: 'set-aside', term: 'Set-Aside', synonyms: 'SBA' },
  { slug: 'sam-gov', term: 'SAM.gov', synonyms: 'System for Award Management' },
];

const autoLinkPosts = [
  { slug: 'how-to-find-rfps', keywords: ['find RFPs', 'RFP opportunities'], priority: 10 },
  { slug: 'rfp-automation-guide', keywords: ['RFP automation'], priority: 8 },
  { slug: 'tracking-rfp-deadlines', keywords: ['RFP deadlines', 'deadline tracking'], priority: 6 },
  { slug: 'rfp-win-rate-metrics', keywords: ['win rate metrics'], priority: 5 },
];

const candidatesFor = (currentSlug: string) => buildLinkCandidates({ glossaryTerms, autoLinkPosts, currentSlug });
const onAnotherPost = candidatesFor('what-is-an-rfp');

const links = (segments: readonly TextSegment[]) => segments.filter((segment) => segment.to).map((segment) => [segment.text, segment.to]);

describe('Auto-linking one block of running text', () => {
  test.each<[string, string, [string, string][]]>([
    ['matches case-insensitively and keeps the text as written', 'Teams that FIND RFPS early win more.', [['FIND RFPS', '/blog/how-to-find-rfps']]],
    ['links a glossary term', 'A bid bond protects the buyer.', [['bid bond', '/glossary/bid-bond']]],
    ['links a glossary synonym', 'The bid guarantee is forfeited.', [['bid guarantee', '/glossary/bid-bond']]],
    ['matches a term with punctuation in it', 'Read the Request for Proposal (RFP) twice.', [['Request for Proposal (RFP)', '/glossary/request-for-proposal']]],
    ['matches a term with a dot in it', 'Register in sam.gov first.', [['sam.gov', '/glossary/sam-gov']]],
    ['treats a hyphen as a word boundary', 'It was a small business set-aside contract.', [['set-aside', '/glossary/set-aside']]],
    ['never matches inside a longer word (start)', 'We refind RFPs daily.', []],
    ['never matches inside a longer word (end)', 'Those bid bonds are due.', []],
    ['ignores glossary terms of 3 characters or fewer', 'Each RFP names an SBA contact.', []],
    ['returns the text untouched when nothing matches', 'Nothing to link here.', []],
  ])('%s', (_name, text, expected) => {
    const segments = autoLinkText(text, onAnotherPost);
    expect(links(segments)).toEqual(expected);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  test.each<[string, string, [string, string]]>([
    [
      'of the two highest-priority candidates, the longer match is linked',
      'Use RFP automation to find RFPs faster.',
      ['RFP automation', '/blog/rfp-automation-guide'],
    ],
    [
      'a third, lower-priority candidate is never considered, even when it is the longest',
      'Find RFPs, adopt RFP automation and watch your win rate metrics.',
      ['RFP automation', '/blog/rfp-automation-guide'],
    ],
    [
      'a longer glossary match beats a higher-priority keyword once both are considered',
      'Find RFPs before the contract award.',
      ['contract award', '/glossary/award'],
    ],
    [
      'among equal priorities, the earliest matches are the ones considered',
      'Check the bid bond, then the contract award, then the Request for Proposal (RFP).',
      ['contract award', '/glossary/award'],
    ],
  ])('%s', (_name, text, expected) => {
    expect(links(autoLinkText(text, onAnotherPost))).toEqual([expected]);
  });

  test('one link per block: a repeated phrase is linked once, at its first occurrence', () => {
    const segments = autoLinkText('RFP automation saves hours; RFP automation also cuts errors.', onAnotherPost);
    expect(segments).toEqual([
      { text: 'RFP automation', to: '/blog/rfp-automation-guide' },
      { text: ' saves hours; RFP automation also cuts errors.' },
    ]);
  });

  test('the current post is never a link target', () => {
    const onFindRfps = candidatesFor('how-to-find-rfps');
    expect(links(autoLinkText('Ways to find RFPs and RFP opportunities.', onFindRfps))).toEqual([]);
    expect(links(autoLinkText('Ways to find RFPs with RFP automation.', onFindRfps))).toEqual([['RFP automation', '/blog/rfp-automation-guide']]);
  });

  test('glossary terms rank below every keyword of the auto-link table (priority 5 to 10)', () => {
    expect(GLOSSARY_LINK_PRIORITY).toBeLessThan(Math.min(...autoLinkPosts.map((post) => post.priority)));
    const glossary = onAnotherPost.filter((candidate) => candidate.to.startsWith('/glossary/'));
    expect(new Set(glossary.map((candidate) => candidate.priority))).toEqual(new Set([GLOSSARY_LINK_PRIORITY]));
    expect(glossary.map((candidate) => candidate.phrase)).not.toEqual(expect.arrayContaining(['RFP', 'SBA']));
  });
});

describe('Auto-linking the blocks of a post', () => {
  test('headings and code blocks are never linked; paragraphs, list items and quotes are', () => {
    const result = autoLinkBlocks(
      [
        { type: 'heading_1', text: 'How to find RFPs' },
        { type: 'heading_2', text: 'RFP automation basics' },
        { type: 'heading_3', text: 'The bid bond' },
        { type: 'code', text: 'search("find RFPs") AND "RFP automation"' },
        { type: 'paragraph', text: 'Start with RFP automation.' },
        { type: 'bulleted_list_item', text: 'Post a bid bond.' },
        { type: 'numbered_list_item', text: 'Track RFP deadlines.' },
        { type: 'quote', text: 'Register in SAM.gov early.' },
      ],
      onAnotherPost,
    );
    expect(result.slice(0, 4).map(links)).toEqual([[], [], [], []]);
    expect(result.slice(0, 4).map((segments) => segments.length)).toEqual([1, 1, 1, 1]);
    expect(result.slice(4).map(links)).toEqual([
      [['RFP automation', '/blog/rfp-automation-guide']],
      [['bid bond', '/glossary/bid-bond']],
      [['RFP deadlines', '/blog/tracking-rfp-deadlines']],
      [['SAM.gov', '/glossary/sam-gov']],
    ]);
  });

  test('a target already linked earlier in the post is not linked again; the block links its next candidate', () => {
    const result = autoLinkBlocks(
      [
        { type: 'paragraph', text: 'RFP automation helps.' },
        { type: 'paragraph', text: 'RFP automation and a bid bond.' },
        { type: 'paragraph', text: 'More RFP automation.' },
      ],
      onAnotherPost,
    );
    expect(result.map(links)).toEqual([[['RFP automation', '/blog/rfp-automation-guide']], [['bid bond', '/glossary/bid-bond']], []]);
  });
});
