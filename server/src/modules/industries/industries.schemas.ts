import { z } from 'zod';
import { slugParam } from '../../shared/validation';

export const industrySlugSchema = slugParam('slug');

export const nicheParamsSchema = z.strictObject({
  industrySlug: slugParam('industrySlug'),
  nicheSlug: slugParam('nicheSlug'),
});
