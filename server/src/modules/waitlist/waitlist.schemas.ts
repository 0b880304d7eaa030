import { z } from 'zod';
import { emailSchema, surveyAnswersSchema } from '../../../../schema/inputs';

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export const joinWaitlistSchema = z.strictObject({
  email: emailSchema,
  companyName: z.string().trim().max(200, 'companyName must be at most 200 characters').optional(),
  companySize: z.string().trim().max(60, 'companySize must be at most 60 characters').optional(),
  referrer: optionalText(500),
  landingPath: optionalText(500),
  utm: z.partialRecord(z.enum(UTM_KEYS), z.string().trim().max(200)).optional(),
  /** The honeypot: people never see it, so anything in it came from a bot. */
  hp: z.string().max(500).optional(),
});

export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;

export const surveyResponseSchema = z.strictObject({
  ...surveyAnswersSchema.shape,
  email: emailSchema,
  surveyToken: z.string({ error: 'surveyToken is required' }).max(200).optional(),
});
