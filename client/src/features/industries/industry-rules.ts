/**
 * Pure rules of the industry and niche pages: the level scale (competition and regulation share
 * it), the frequency wording, what a competition level means for a bidder, and the article
 * ("a" or "an") of a generated phrase. The pages carry no generated FAQ: its answers only
 * restated the fields shown above it (issue 19).
 */
import { FREQUENCIES, LEVELS, type Frequency, type Level } from '../../../../schema/content-values';

export { LEVELS, type Level };

/** A known level as written, anything else as Medium (the fallback for unknown values). */
export function normalizeLevel(level: string): Level {
  return (LEVELS as readonly string[]).includes(level) ? (level as Level) : 'Medium';
}

export type { Frequency };

/** A known frequency as written, anything else as Weekly (the fallback for unknown values). */
export function normalizeFrequency(frequency: string): Frequency {
  return (FREQUENCIES as readonly string[]).includes(frequency) ? (frequency as Frequency) : 'Weekly';
}

const FREQUENCY_PHRASES: Record<Frequency, string> = {
  Daily: 'every day',
  Weekly: 'every week',
  Monthly: 'every month',
  Quarterly: 'every quarter',
  Annually: 'once a year',
};

/** "every day", "every week"… for an opportunityFrequency value. */
export const frequencyPhrase = (frequency: string) => FREQUENCY_PHRASES[normalizeFrequency(frequency)];

/** What each competition level means for a bidder (shown under the bars). */
export const COMPETITION_MEANING: Record<Level, string> = {
  Low: 'Fewer firms bid on each contract, so a qualified, well-documented proposal has a good chance of standing out.',
  Medium: 'Most solicitations draw a handful of qualified bidders; clear differentiation and relevant past performance decide the award.',
  High: 'Many qualified firms bid on each opportunity; wins usually go to bidders with strong past performance, sharp pricing and early notice of new RFPs.',
  'Very High':
    'Contracts attract large numbers of bidders, including national firms; careful bid/no-bid decisions and finding RFPs the day they are posted matter most.',
};

/**
 * Text that says work is awarded on qualifications rather than price: qualifications-based
 * selection (QBS), the Brooks Act for architect-engineer services, or the page saying so in words.
 */
const QUALIFICATIONS_BASED = /qualifications[- ]based|\bQBS\b|Brooks Act|by qualifications, not price|on qualifications(?! and price)/i;

/** Whether any of a page's own texts says its work is selected on qualifications. */
export const selectsOnQualifications = (texts: readonly string[]) => texts.some((text) => QUALIFICATIONS_BASED.test(text));

/**
 * The competition level's meaning for a page. Where the page itself says work is selected on
 * qualifications, the High sentence does not promise that "sharp pricing" wins: under
 * qualifications-based selection the fee is negotiated only with the top-ranked firm.
 */
export function competitionMeaning(level: Level, qualificationsBased: boolean): string {
  if (level === 'High' && qualificationsBased) {
    return 'Many qualified firms pursue each opportunity. Where selection is by qualifications, as for architect-engineer services under the Brooks Act, the fee is negotiated only with the top-ranked firm, so relevant experience, key staff and early notice of new solicitations decide the award rather than price.';
  }
  return COMPETITION_MEANING[level];
}

/** Acronyms said as words, not letter by letter: "a NEPA study", "a HIPAA audit". */
const ACRONYMS_SAID_AS_WORDS = new Set(['NEPA', 'NASA', 'FEMA', 'HIPAA', 'HUD', 'NAICS', 'SCADA', 'LIDAR', 'SAM', 'FAR', 'NATO', 'NOAA']);
/** Letters whose names start with a vowel sound: "an FAA", "an HVAC", "an MEP". */
const VOWEL_SOUND_LETTERS = 'AEFHILMNORSX';
/** Words that start with a vowel letter and a consonant sound ("a utility", "a one-stop", "a European"). */
const CONSONANT_SOUND_START = /^(uni|use|usu|uti|ure|euro?|one\b|once\b|ubiq)/i;
/** Words that start with a silent h ("an hour", "an honest"). */
const SILENT_H_START = /^(hour|honest|honou?r|heir)/i;

/** "a" or "an" for the phrase that follows it, by how its first word sounds. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s/&-]+/)[0] ?? '';
  const letters = word.replace(/[^A-Za-z]/g, '');
  if (letters.length === 0) return 'a';
  if (/^[A-Z]{2,}s?$/.test(letters) && !ACRONYMS_SAID_AS_WORDS.has(letters.replace(/s$/, ''))) {
    return VOWEL_SOUND_LETTERS.includes(letters[0]!) ? 'an' : 'a';
  }
  if (SILENT_H_START.test(letters)) return 'an';
  if (CONSONANT_SOUND_START.test(letters)) return 'a';
  return /^[aeiou]/i.test(letters) ? 'an' : 'a';
}

/** The phrase with its article: "an Architecture & Engineering", "a Healthcare". */
export const withArticle = (phrase: string) => `${indefiniteArticle(phrase)} ${phrase}`;

/** What each regulation level means for a proposal (regulation section). */
export const REGULATION_MEANING: Record<Level, string> = {
  Low: 'Few sector-specific rules apply beyond standard procurement terms such as registration, insurance and the buyer’s contract conditions.',
  Medium: 'Expect some sector-specific requirements, such as licenses, certifications or reporting duties, on top of standard procurement terms.',
  High: 'Many contracts carry sector-specific regulations; proposals usually have to document certifications, licenses and compliance processes.',
  'Very High':
    'Regulation shapes most contracts: expect detailed compliance documentation, audits and flow-down clauses, and plan time for them in every proposal.',
};

/**
 * Lets a field continue a sentence: "More than $2T…" becomes "more than $2T…", while acronyms
 * and figures ("HIPAA…", "$200B…") stay as written.
 */
export const continueSentence = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
