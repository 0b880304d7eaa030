/**
 * The site's forms as the server answers them when they are posted without scripts: what was
 * sent and what was wrong, handed to the page that shows the form again. Shared by the server
 * (which fills it) and the browser (whose form components render from it).
 */
import type * as zc from 'zod/v4/core';
import * as z from 'zod/mini';

/** The answer to a survey sent without a valid signup (the same whether or not the address is registered). */
export const SURVEY_TOKEN_MESSAGE = 'Please join the waitlist before answering the survey.';

/** The thanks for a contact message, in the API's answer and on the page after a message sent without scripts. */
export const CONTACT_THANKS = "Thanks for reaching out. We'll reply within 4-6 business hours.";

export type FormName = 'waitlist' | 'survey' | 'contact';

export interface SubmittedForm {
  name: FormName;
  /** What the visitor sent, as text, so the form shows it again. */
  values: Record<string, string>;
  /** The first message per field that was wrong. */
  errors: Record<string, string>;
  /** A message about the whole form (the rate limit, an expired survey step). */
  message?: string;
}

/** The signup a survey step belongs to (from the post/redirect/get cookie). */
export interface SignupStep {
  email: string;
  surveyToken: string;
}

/** What a page shows that depends on the request, not only on its URL. */
export interface RequestState {
  form?: SubmittedForm;
  signup?: SignupStep;
  /** The page of this site the visitor came from (the waitlist step's way back and attribution). */
  cameFrom?: string;
  /**
   * The analytics conversion this answer completes, once (a reload does not repeat it), sent by
   * the page's first script (entry-client.tsx): the signup on the survey step right after the
   * waitlist form's post, the survey on its thanks right after the survey's.
   */
  conversion?: 'signup' | 'survey';
}

/** The first message of each invalid field, by field name; null when the input is valid. */
export function fieldErrors(schema: zc.$ZodType, input: unknown): Record<string, string> | null {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * The API's answers the site's own forms read, checked in the browser against these shapes (the
 * waitlist dialog, the survey and the contact form call the REST API the specification names).
 */
export const messageAnswerSchema = z.object({ message: z.string() });
export const waitlistJoinAnswerSchema = z.object({ message: z.string(), surveyToken: z.string() });

