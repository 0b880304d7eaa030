import { z } from 'zod';
import { emailSchema, surveyAnswersSchema, validText } from '../../../../schema/inputs';
import { text } from '../../shared/validation';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export const joinWaitlistSchema = z.strictObject({
  email: emailSchema,
  companyName: text('companyName', 200).optional(),
  companySize: text('companySize', 60).optional(),
  referrer: text('referrer', 500).optional(),
  landingPath: text('landingPath', 500).optional(),
  utm: z.partialRecord(z.enum(UTM_KEYS), text('utm', 200)).optional(),
  /** The honeypot: people never see it, so anything in it came from a bot. */
  hp: z.string().check(validText('hp')).max(500).optional(),
});

export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;

export const surveyResponseSchema = z.strictObject({
  ...surveyAnswersSchema.shape,
  email: emailSchema,
  surveyToken: z.string({ error: 'surveyToken is required' }).check(validText('surveyToken')).max(200).optional(),
});
