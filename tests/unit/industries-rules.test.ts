import {
  COMPETITION_MEANING,
  competitionMeaning,
  frequencyPhrase,
  indefiniteArticle,
  normalizeLevel,
  selectsOnQualifications,
  withArticle,
} from '../../client/src/features/industries/industry-rules';

describe('the article of a generated phrase ("Never miss an … RFP", "is a … niche")', () => {
  test.each([
    ['Architecture & Engineering', 'an'],
    ['Education Facilities', 'an'],
    ['Information Technology Services', 'an'],
    ['Oil & Gas', 'an'],
    ['Healthcare', 'a'],
    ['Construction & Infrastructure', 'a'],
    ['Utility-Scale Solar', 'a'],
    ['Universal Service Programs', 'a'],
    ['Unified Communications', 'a'],
    ['Urban Planning', 'an'],
    ['Upfitting', 'an'],
    ['One-Stop Career Centers', 'a'],
    ['European Programs', 'a'],
    ['Hourly Staffing', 'an'],
    ['HVAC Services', 'an'],
    ['HR Technology', 'an'],
    ['IT Services', 'an'],
    ['MEP Engineering', 'an'],
    ['SBIR Awards', 'an'],
    ['EHR Systems', 'an'],
    ['CMMC Readiness', 'a'],
    ['GSA Schedules', 'a'],
    ['PEG Access Channels', 'a'],
    ['NEPA Planning', 'a'],
    ['HIPAA Compliance', 'a'],
    ['US Army Programs', 'a'],
    ['E-Rate Connectivity', 'an'],
    ['eDiscovery', 'an'],
  ])('%s takes "%s"', (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
    expect(withArticle(phrase)).toBe(`${article} ${phrase}`);
  });
});

describe('what competition means on a page whose own text says selection is by qualifications', () => {
  test('text that names qualifications-based selection, the Brooks Act or selection by qualifications', () => {
    expect(selectsOnQualifications(['Public architecture and engineering work is bought mostly by qualifications, not price.'])).toBe(true);
    expect(selectsOnQualifications(['Qualifications-based selection for design work'])).toBe(true);
    expect(selectsOnQualifications(['Federal A/E contracts follow the Brooks Act.'])).toBe(true);
    expect(selectsOnQualifications(['Owners select a builder on qualifications and price together.'])).toBe(false);
    expect(selectsOnQualifications(['Sealed bids go to the lowest responsive bidder.'])).toBe(false);
  });

  test('High competition does not promise that sharp pricing wins where selection is by qualifications', () => {
    expect(competitionMeaning('High', false)).toBe(COMPETITION_MEANING.High);
    expect(COMPETITION_MEANING.High).toContain('sharp pricing');
    expect(competitionMeaning('High', true)).not.toContain('sharp pricing');
    expect(competitionMeaning('High', true)).toContain('Brooks Act');
  });

  test.each(['Low', 'Medium', 'Very High'] as const)('%s reads the same either way (it names no price lever)', (level) => {
    expect(competitionMeaning(level, true)).toBe(COMPETITION_MEANING[level]);
    expect(COMPETITION_MEANING[level]).not.toMatch(/pric/);
  });
});

describe('level scale and frequency wording (unknown values fall back to Medium and Weekly)', () => {
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
