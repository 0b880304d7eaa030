import {
  COMPETITION_MEANING,
  REGULATION_MEANING,
  frequencyPhrase,
  industryFaq,
  normalizeLevel,
} from '../../client/src/features/industries/industry-rules';

const healthcare = {
  title: 'Healthcare',
  description: 'Healthcare RFPs come from public hospitals and health departments.',
  marketSize: '$200B in annual US public and institutional healthcare purchasing',
  averageContractValue: '$100K – $5M',
  competitionLevel: 'High',
  opportunityFrequency: 'Daily',
  regulationComplexity: 'Very High',
  successStories: 'Example scenario: a telepsychiatry group tracked county jails and school districts.',
  keyPainPoints: 'HIPAA and privacy obligations, Clinician licensing across states, Staffing shortages affecting delivery',
  commonRFPTypes: 'Clinical services RFPs, Health IT implementation RFPs',
  niches: [
    { title: 'EHR Implementation and Optimization', averageContractValue: '$500K – $20M' },
    { title: 'Telehealth and Virtual Care', averageContractValue: '$50K – $2M' },
  ],
};

describe('industry FAQ (section 9: 10 entries filled from the industry fields)', () => {
  const faq = industryFaq(healthcare, 'Bidlight');

  test('has exactly ten distinct questions, each with a non-empty answer', () => {
    expect(faq).toHaveLength(10);
    expect(new Set(faq.map((item) => item.question)).size).toBe(10);
    for (const item of faq) {
      expect(item.question).toMatch(/Healthcare.*\?$/);
      expect(item.answer.trim().length).toBeGreaterThan(20);
    }
  });

  test.each([
    [0, 'How big is the Healthcare RFP market?', ['represents $200B in annual US public and institutional healthcare purchasing', healthcare.description]],
    [1, 'What is the average contract value for Healthcare RFPs?', ['$100K – $5M', 'EHR Implementation and Optimization ($500K – $20M)', 'Telehealth and Virtual Care ($50K – $2M)']],
    [2, 'How often are new Healthcare RFPs published?', ['every day', 'Daily']],
    [3, 'How competitive are Healthcare RFPs?', ['Competition in Healthcare is High', COMPETITION_MEANING.High]],
    [4, 'What types of RFPs are common in Healthcare?', ['Clinical services RFPs and Health IT implementation RFPs']],
    [5, 'What are the biggest challenges when bidding on Healthcare RFPs?', ['HIPAA and privacy obligations, Clinician licensing across states and Staffing shortages affecting delivery']],
    [6, 'How complex are the regulations for Healthcare contracts?', ['Very High', REGULATION_MEANING['Very High']]],
    [7, 'What does a successful Healthcare bid look like?', [healthcare.successStories]],
    [8, 'How does Bidlight help with Healthcare RFPs?', ['Bidlight searches for Healthcare RFPs 24/7', 'every day']],
    [9, 'How do I get started with Healthcare RFPs?', ['EHR Implementation and Optimization and Telehealth and Virtual Care', 'preferences in Bidlight']],
  ])('entry %i asks "%s" and answers from the fields', (index, question, fragments) => {
    expect(faq[index]!.question).toBe(question);
    for (const fragment of fragments) expect(faq[index]!.answer).toContain(fragment);
  });

  test('the answers follow the fields: another industry gets other answers, the product name is not hard-coded', () => {
    const other = industryFaq(
      {
        ...healthcare,
        title: 'Government',
        marketSize: 'More than $2T in combined annual government purchasing',
        competitionLevel: 'Low',
        opportunityFrequency: 'Quarterly',
        regulationComplexity: 'Low',
        niches: [],
      },
      'Acme',
    );
    expect(other).toHaveLength(10);
    expect(other[0]!.answer).toContain('The Government market represents more than $2T');
    expect(other[1]!.answer).toBe('Government contracts typically fall in the $100K – $5M range.');
    expect(other[2]!.answer).toContain('every quarter');
    expect(other[3]!.answer).toContain(COMPETITION_MEANING.Low);
    expect(other[8]!.question).toBe('How does Acme help with Government RFPs?');
    expect(other.map((item) => `${item.question} ${item.answer}`).join(' ')).not.toContain('Bidlight');
  });

  test('unknown competition and frequency values are answered as Medium and Weekly (section 5)', () => {
    const odd = industryFaq({ ...healthcare, competitionLevel: 'Extreme', opportunityFrequency: 'Hourly', regulationComplexity: '' }, 'Bidlight');
    expect(odd[2]!.answer).toContain('every week');
    expect(odd[3]!.answer).toContain('Competition in Healthcare is Medium');
    expect(odd[6]!.answer).toContain('Regulation complexity in Healthcare is Medium');
  });
});

describe('level scale and frequency wording (section 5 fallbacks)', () => {
  test.each([
    ['Low', 'Low'],
    ['Medium', 'Medium'],
    ['High', 'High'],
    ['Very High', 'Very High'],
    ['very high', 'Medium'],
    ['', 'Medium'],
    ['Unknown', 'Medium'],
  ])('level %j is shown as %s', (level, expected) => {
    expect(normalizeLevel(level)).toBe(expected);
  });

  test.each([
    ['Daily', 'every day'],
    ['Weekly', 'every week'],
    ['Monthly', 'every month'],
    ['Quarterly', 'every quarter'],
    ['Annually', 'once a year'],
    ['Sometimes', 'every week'],
  ])('frequency %s reads "%s"', (frequency, phrase) => {
    expect(frequencyPhrase(frequency)).toBe(phrase);
  });
});
