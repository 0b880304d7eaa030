import { z } from 'zod';
import type * as zc from 'zod/v4/core';
import { validText } from '../../../schema/inputs';
import { AppError } from '../http/app-error';

/**
 * Parses a service's input with zod (a schema of zod's chained API or of zod/mini, as the rules
 * shared with the browser are); a failure is a 400 naming the field. A bare value (a slug) has no
 * path of its own: `field` names it.
 */
export function parseInput<T>(schema: zc.$ZodType<T>, input: unknown, field?: string): T {
  const result = z.safeParse(schema, input);
  if (!result.success) throw AppError.fromZod(result.error, field);
  return result.data;
}

/** Free text of an input: valid Unicode (schema/inputs.ts's one rule), trimmed, at most `max` characters. */
export const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(validText(field))
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** A slug as it arrives in a path or an argument: looked up as given, refused only when absurd. */
export const slugParam = (field = 'slug') =>
  z
    .string({ error: `${field} is required` })
    .check(validText(field))
    .trim()
    .min(1, `${field} is required`)
    .max(200, `${field} must be at most 200 characters`);

