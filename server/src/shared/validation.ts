import { z } from 'zod';
import type * as zc from 'zod/v4/core';
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

/** A slug as it arrives in a path or an argument: looked up as given, refused only when absurd. */
export const slugParam = (field = 'slug') =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(200, `${field} must be at most 200 characters`);

