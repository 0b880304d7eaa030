import {
  buyerProfiles,
  complianceView,
  nicheFaq,
  nicheMetaDescription,
  nicheMetaKeywords,
  relatedNiches,
  standardComplianceText,
} from '../../client/src/features/industries/niche-rules';

const niche = {
  title: 'Telehealth and Virtual Care',
  averageContractValue: '$50K – $2M',
  opportunityFrequency: 'Weekly',
  competitionLevel: 'High',
  successMetrics: 'Buyers measure appointment wait times and no-show rates.',
  buyerProfiles: 'County behavioral health agencies: contract telepsychiatry for clinics. School districts: provide teletherapy for students.',
  complianceRequirements: 'Clinicians must be licensed in the patient’s state. Platforms must meet HIPAA security requirements.',
  proposalTips: 'List clinicians licensed in the buyer’s state. Describe platform security. Provide no-show data. Explain coordination with on-site nurses.',
};
const industry = { title: 'Healthcare', marketSize: '$200B in annual US public and institutional healthcare purchasing' };

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

describe('niche FAQ (section 9: 5 questions)', () => {
  test('has exactly five questions answered from the niche and its industry', () => {
    const faq = nicheFaq(niche, industry);
    expect(faq).toHaveLength(5);
    expect(faq.map((item) => item.question)).toEqual([
      'What is the average contract value for Telehealth and Virtual Care contracts?',
      'How often are Telehealth and Virtual Care RFPs published?',
      'Who buys Telehealth and Virtual Care services?',
      'What compliance requirements apply to Telehealth and Virtual Care contracts?',
      'How do I win Telehealth and Virtual Care RFPs?',
    ]);
    expect(faq[0]!.answer).toContain('$50K – $2M');
    expect(faq[0]!.answer).toContain('Healthcare market, which represents $200B');
    expect(faq[1]!.answer).toBe('New Telehealth and Virtual Care opportunities appear every week, and competition for them is High.');
    expect(faq[2]!.answer).toBe('County behavioral health agencies: contract telepsychiatry for clinics. School districts: provide teletherapy for students.');
    expect(faq[3]!.answer).toBe('Clinicians must be licensed in the patient’s state. Platforms must meet HIPAA security requirements.');
    expect(faq[4]!.answer).toBe(
      'List clinicians licensed in the buyer’s state. Describe platform security. Provide no-show data. Buyers measure appointment wait times and no-show rates.',
    );
  });

  test('with no compliance requirements the answer is the Standard Compliance message', () => {
    const faq = nicheFaq({ ...niche, complianceRequirements: '  ' }, industry);
    expect(faq).toHaveLength(5);
    expect(faq[3]!.answer).toBe(standardComplianceText('Telehealth and Virtual Care'));
  });
});

describe('niche metadata and related niches (section 9 limits)', () => {
  test('the meta description is the first 100 characters of the description', () => {
    const description = 'Electronic health record selection, implementation, optimization and support for public hospitals, community health centers.';
    expect(nicheMetaDescription(description)).toBe(description.slice(0, 100));
    expect(nicheMetaDescription(description)).toHaveLength(100);
    expect(nicheMetaDescription('Short text.')).toBe('Short text.');
  });

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
