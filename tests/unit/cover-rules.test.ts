import { coverLineCount, industryCoverAlt, industryMotif, postCoverAlt } from '../../schema/cover-rules';

describe('industryMotif', () => {
  test.each([
    ['healthcare', 'health'],
    ['medical-devices', 'health'],
    ['cybersecurity-information-security', 'circuit'],
    ['physical-security-services', 'shield'],
    ['government-defense', 'civic'],
    ['defense-aerospace', 'shield'],
    ['aerospace-aviation', 'route'],
    ['automotive-transportation-technology', 'route'],
    ['renewable-energy', 'bolt'],
    ['water-wastewater', 'drop'],
    ['k12-education', 'book'],
    ['nonprofit-social-services', 'briefcase'],
    ['space-tourism', 'board'],
  ])('%s → %s', (slug, motif) => {
    expect(industryMotif(slug).motif).toBe(motif);
  });
});

test('an industry cover’s alt text names the motif and the three figures it draws', () => {
  expect(industryCoverAlt({ slug: 'healthcare', title: 'Healthcare', competitionLevel: 'Very High', opportunityFrequency: 'Daily', averageContractValue: '$50K – $25M' })).toBe(
    'Healthcare cover: a medical cross, marks for daily opportunities, a meter at very high competition and a bar for contracts of $50K – $25M',
  );
});

test.each([
  [0, 1],
  [1, 1],
  [7, 7],
  [12, 12],
  [30, 12],
])('a post of %i min draws %i lines', (readTime, lines) => {
  expect(coverLineCount(readTime)).toBe(lines);
});

test.each([
  ['RFP Strategy', 8, 'What Is an RFP? cover: a target hit by an arrow, beside a page of 8 lines, one per minute of reading'],
  ['Proposal Writing', 1, 'What Is an RFP? cover: a stack of drafts and a pen, beside a page of 1 line, one per minute of reading'],
  ['Something Else', 3, 'What Is an RFP? cover: a document under a magnifier, beside a page of 3 lines, one per minute of reading'],
])('a %s post of %i min is described by what its cover draws', (category, readTime, alt) => {
  expect(postCoverAlt({ slug: 'what-is-an-rfp', title: 'What Is an RFP?', category, readTime, tags: [] })).toBe(alt);
});
