import { firstWithMore, groupByLetter, groupLetter, learnMoreItems } from '../../client/src/features/glossary/glossary-rules';
import { searchGlossary } from '../../server/src/modules/glossary/glossary-search';

const term = (name: string, fields: Partial<{ definition: string; synonyms: string; relatedTerms: string }> = {}) => ({
  term: name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  definition: fields.definition ?? `About ${name}.`,
  synonyms: fields.synonyms ?? '',
  relatedTerms: fields.relatedTerms ?? '',
});

// In the order the server sends the list: sorted by term, ignoring case (glossary-search.ts on the server).
const terms = [
  term('8(a) Business Development Program', { synonyms: 'SBA 8(a)' }),
  term('Award', { definition: 'The decision to give the contract to a bidder.', relatedTerms: 'basis-of-award' }),
  term('bid bond', { definition: 'A surety guarantee that the bidder will sign the contract.' }),
  term('Request for Proposal (RFP)', { synonyms: 'RFP, request for proposals', relatedTerms: 'solicitation, proposal' }),
  term('Solicitation', { synonyms: 'RFx, bid request', relatedTerms: 'request-for-proposal' }),
];
const names = (list: readonly { term: string }[]) => list.map((item) => item.term);

describe('glossary search (on the server): term, definition, synonyms or related terms; case-insensitive; sorted by term', () => {
  test.each([
    ['an empty search keeps every term', '', ['8(a) Business Development Program', 'Award', 'bid bond', 'Request for Proposal (RFP)', 'Solicitation']],
    ['blank space counts as empty', '   ', ['8(a) Business Development Program', 'Award', 'bid bond', 'Request for Proposal (RFP)', 'Solicitation']],
    ['matches the term', 'request for', ['Request for Proposal (RFP)']],
    ['matches the term whatever the case', 'BID BOND', ['bid bond']],
    ['matches the definition', 'surety', ['bid bond']],
    ['matches a synonym', 'rfx', ['Solicitation']],
    ['matches a synonym in mixed case', 'Sba 8(A)', ['8(a) Business Development Program']],
    ['matches related terms (slugs)', 'basis-of-award', ['Award']],
    ['matches several fields across terms, sorted by term', 'proposal', ['Request for Proposal (RFP)', 'Solicitation']],
    ['trims the search', '  award ', ['Award']],
    ['nothing for nonsense', 'zzqxj', []],
  ])('%s: "%s"', (_label, search, expected) => {
    expect(names(searchGlossary(terms, search))).toEqual(expected);
  });

  test('results are sorted by term, whatever the case', () => {
    const list = ['a', 'b', 'B2', 'C'].map((name) => term(name, { definition: '-' }));
    expect(names(searchGlossary(list, 'b'))).toEqual(['b', 'B2']);
  });

  test('the input list is left as it was', () => {
    const before = names(terms);
    searchGlossary(terms, '');
    expect(names(terms)).toEqual(before);
  });
});

describe('grouping by first letter with a count per letter', () => {
  test.each([
    ['Award', 'A'],
    ['bid bond', 'B'],
    ['8(a) Business Development Program', '#'],
    ['"Quoted" term', '#'],
    ['Élan', 'E'],
  ])('"%s" is grouped under %s', (name, letter) => {
    expect(groupLetter(name)).toBe(letter);
  });

  test('digits first under "#", then letters in order, each group keeping the given order and its count', () => {
    const groups = groupByLetter(searchGlossary(terms, ''));
    expect(groups.map((group) => [group.letter, group.terms.length])).toEqual([
      ['#', 1],
      ['A', 1],
      ['B', 1],
      ['R', 1],
      ['S', 1],
    ]);
    const many = groupByLetter([term('Bid'), term('Award'), term('Bond'), term('Amendment'), term('9/11 Act'), term('Audit')]);
    expect(many.map((group) => [group.letter, names(group.terms)])).toEqual([
      ['#', ['9/11 Act']],
      ['A', ['Award', 'Amendment', 'Audit']],
      ['B', ['Bid', 'Bond']],
    ]);
  });

  test('no terms, no groups', () => {
    expect(groupByLetter([])).toEqual([]);
  });
});

describe('the card shows 3 synonyms, then "+N more"', () => {
  test.each([
    [[], 3, [], 0],
    [['RFP'], 3, ['RFP'], 0],
    [['a', 'b', 'c'], 3, ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd'], 3, ['a', 'b', 'c'], 1],
    [['a', 'b', 'c', 'd', 'e', 'f'], 3, ['a', 'b', 'c'], 3],
  ])('%j with at most %i: shows %j and %i more', (items, max, shown, more) => {
    expect(firstWithMore(items, max)).toEqual({ shown, more });
  });
});

describe('"Learn More" items from internalLinks: at most 5, labelled by what they point at', () => {
  const lookups = {
    glossary: new Map([
      ['solicitation', 'Solicitation'],
      ['proposal', 'Proposal'],
    ]),
    industries: new Map([['government-defense', 'Government & Defense']]),
    posts: new Map([['what-is-an-rfp', 'What Is an RFP?']]),
  };

  test('each kind of path gets its name; unknown targets, repeats and the page itself are left out', () => {
    const links =
      '/glossary/solicitation, /industries/government-defense, /blog/what-is-an-rfp, /competitors, /rfp-software-guide, ' +
      '/glossary/solicitation, /glossary/unknown, /blog/gone, https://example.com, /glossary/request-for-proposal';
    expect(learnMoreItems(links, lookups, '/glossary/request-for-proposal', 10)).toEqual([
      { to: '/glossary/solicitation', label: 'Solicitation', kind: 'Glossary term' },
      { to: '/industries/government-defense', label: 'Government & Defense', kind: 'Industry' },
      { to: '/blog/what-is-an-rfp', label: 'What Is an RFP?', kind: 'Article' },
      { to: '/competitors', label: 'Compare RFP tools', kind: 'Comparison' },
      { to: '/rfp-software-guide', label: 'RFP software guide', kind: 'Guide' },
    ]);
  });

  test('stops at 5 by default', () => {
    const links = '/glossary/solicitation, /glossary/proposal, /industries/government-defense, /blog/what-is-an-rfp, /competitors, /rfp-software-guide';
    expect(learnMoreItems(links, lookups, '/glossary/x').map((item) => item.to)).toEqual([
      '/glossary/solicitation',
      '/glossary/proposal',
      '/industries/government-defense',
      '/blog/what-is-an-rfp',
      '/competitors',
    ]);
  });

  test('a trailing slash still resolves', () => {
    expect(learnMoreItems('/competitors/', lookups, '/glossary/x')).toEqual([{ to: '/competitors', label: 'Compare RFP tools', kind: 'Comparison' }]);
  });
});
