import { buyerProfiles, complianceView, nicheMetaKeywords, relatedNiches, standardComplianceText } from '../../client/src/features/industries/niche-rules';

describe('buyer profiles (split on periods; the type is the text before the colon)', () => {
  test.each([
    [
      'County agencies: contract telepsychiatry. School districts: provide teletherapy.',
      [
        { type: 'County agencies', description: 'contract telepsychiatry' },
        { type: 'School districts', description: 'provide teletherapy' },
      ],
    ],
    ['  Rural hospitals :  add telestroke consults .  ', [{ type: 'Rural hospitals', description: 'add telestroke consults' }]],
    ['State agencies: buy services: both kinds.', [{ type: 'State agencies', description: 'buy services: both kinds' }]],
    ['Hospitals buy consults. : no type here.', [{ type: null, description: 'Hospitals buy consults' }, { type: null, description: ': no type here' }]],
    ['', []],
    [' . . ', []],
  ])('%j', (text, expected) => {
    expect(buyerProfiles(text)).toEqual(expected);
  });
});

describe('compliance requirements ("Standard Compliance" when empty after trimming)', () => {
  test.each([[''], ['   '], [' . '], ['..']])('%j shows the Standard Compliance message', (text) => {
    expect(complianceView(text)).toEqual({ kind: 'standard' });
  });

  test('listed requirements are split on periods and trimmed', () => {
    expect(complianceView(' HIPAA applies.  Staff need licenses. ')).toEqual({ kind: 'listed', items: ['HIPAA applies', 'Staff need licenses'] });
  });

  test('the message says no special certifications beyond standard procurement requirements are typical', () => {
    expect(standardComplianceText('Janitorial Services')).toContain(
      'No special certifications beyond standard procurement requirements are typical for Janitorial Services contracts.',
    );
  });
});

describe('niche keywords and related niches (limits)', () => {
  test('the keywords are the first 10 long-tail keywords', () => {
    const keywords = Array.from({ length: 12 }, (_, index) => `keyword ${index + 1}`);
    expect(nicheMetaKeywords(keywords)).toEqual(keywords.slice(0, 10));
    expect(nicheMetaKeywords(['a', 'b'])).toEqual(['a', 'b']);
  });

  test('related niches: up to 3 others of the same industry, never the current one', () => {
    const siblings = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug }));
    expect(relatedNiches(siblings, 'b').map((item) => item.slug)).toEqual(['a', 'c', 'd']);
    expect(relatedNiches(siblings.slice(0, 2), 'a').map((item) => item.slug)).toEqual(['b']);
    expect(relatedNiches([{ slug: 'a' }], 'a')).toEqual([]);
  });
});
