/**
 * The input rules shared by the server (which enforces them) and the browser (which checks
 * them early for a quick message). The server's answer is always the final word.
 */
// zod/mini: the same rules and errors as zod's chained API at a third of its size in the browser.
import * as z from 'zod/mini';

/**
 * Text that PostgreSQL cannot store or that is not Unicode at all: a NUL character, or half of a
 * surrogate pair (with the `u` flag a surrogate matches only when it is not part of a pair).
 */
const INVALID_TEXT = /[\u0000\uD800-\uDFFF]/u;

/** The one text rule of every input, on both sides and at every edge: valid Unicode without NUL. */
export const isValidText = (value: string): boolean => !INVALID_TEXT.test(value);

/** The text with what the rule refuses replaced by U+FFFD: for showing refused input again (a form's page), never for storing it. */
export const replacingInvalidText = (value: string): string => value.replace(new RegExp(INVALID_TEXT.source, 'gu'), '\uFFFD');

export const invalidTextMessage = (label: string) => `${label} must not contain NUL characters or unpaired surrogates`;

/** The text rule as a zod check, first in a string's checks so that its message is the one shown. */
export const validText = (label: string) => z.refine<string>(isValidText, { error: invalidTextMessage(label), abort: true });

export const EMAIL_MESSAGE = 'Please enter a valid email address';

export const emailSchema = z.pipe(
  z.string({ error: EMAIL_MESSAGE }).check(z.refine(isValidText, { error: EMAIL_MESSAGE, abort: true }), z.trim(), z.toLowerCase(), z.maxLength(254, EMAIL_MESSAGE)),
  z.email({ error: EMAIL_MESSAGE }),
);

const option = <const T extends readonly { value: string; label: string }[]>(options: T) => options;

export const SURVEY_OPTIONS = {
  role: option([
    { value: 'procurement', label: 'Procurement Manager' },
    { value: 'sales', label: 'Sales/Business Development' },
    { value: 'executive', label: 'Executive/C-Level' },
    { value: 'consultant', label: 'Consultant' },
    { value: 'freelancer', label: 'Freelancer' },
    { value: 'other', label: 'Other' },
  ]),
  companySize: option([
    { value: 'startup', label: '1-10 employees' },
    { value: 'small', label: '11-50 employees' },
    { value: 'medium', label: '51-200 employees' },
    { value: 'large', label: '200+ employees' },
  ]),
  biggestChallenge: option([
    { value: 'finding', label: 'Finding RFP opportunities' },
    { value: 'tracking', label: 'Tracking deadlines and requirements' },
    { value: 'writing', label: 'Writing winning proposals' },
    { value: 'managing', label: 'Managing multiple RFPs' },
    { value: 'qualifying', label: 'Qualifying which RFPs to pursue' },
    { value: 'other', label: 'Other' },
  ]),
  industry: option([
    { value: 'government', label: 'Government' },
    { value: 'defense', label: 'Defense' },
    { value: 'technology', label: 'Technology' },
    { value: 'healthcare', label: 'Healthcare' },
    { value: 'construction', label: 'Construction' },
    { value: 'consulting', label: 'Consulting' },
    { value: 'energy', label: 'Energy' },
    { value: 'financial', label: 'Financial Services' },
    { value: 'other', label: 'Other' },
  ]),
  budget: option([
    { value: 'under10k', label: 'Under $10k' },
    { value: '10k-50k', label: '$10k - $50k' },
    { value: '50k-100k', label: '$50k - $100k' },
    { value: '100k-500k', label: '$100k - $500k' },
    { value: 'over500k', label: 'Over $500k' },
    { value: 'varies', label: 'Varies by project' },
  ]),
} as const;

export const SURVEY_MESSAGES = {
  role: 'Please select your role',
  companySize: 'Please select your company size',
  biggestChallenge: 'Please select your biggest challenge',
  industry: 'Please select your industry',
  budget: 'Please select your budget range',
} as const;

type SurveyField = keyof typeof SURVEY_OPTIONS;

const surveyChoice = (field: SurveyField) => {
  const values = SURVEY_OPTIONS[field].map((item) => item.value) as [string, ...string[]];
  return z.enum(values, { error: SURVEY_MESSAGES[field] });
};

export const surveyAnswersSchema = z.object({
  role: surveyChoice('role'),
  companySize: surveyChoice('companySize'),
  biggestChallenge: surveyChoice('biggestChallenge'),
  industry: surveyChoice('industry'),
  budget: surveyChoice('budget'),
});

export type SurveyAnswers = z.infer<typeof surveyAnswersSchema>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(validText(label), z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`));

/** A message shorter than a short sentence cannot be answered (a stray key or a test press): the visitor is asked for more. */
export const MIN_CONTACT_MESSAGE_LENGTH = 10;

const contactMessageText = z
  .string({ error: 'Message is required' })
  .check(
    validText('Message'),
    z.trim(),
    z.minLength(1, { error: 'Message is required', abort: true }),
    z.minLength(MIN_CONTACT_MESSAGE_LENGTH, `Message must be at least ${MIN_CONTACT_MESSAGE_LENGTH} characters`),
    z.maxLength(5000, 'Message must be at most 5000 characters'),
  );

export const contactMessageSchema = z.strictObject({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailSchema,
  company: z._default(z.string().check(validText('Company'), z.trim(), z.maxLength(200, 'Company must be at most 200 characters')), ''),
  subject: requiredText('Subject', 200),
  message: contactMessageText,
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
