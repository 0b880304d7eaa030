import { z } from 'zod';
import { validText } from '../../../../schema/inputs';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../shared/validation';
import type { EmailListSummary, EmailProvider } from './email-provider';
import { PermanentProviderError, RetryableProviderError } from './provider-errors';

/** A provider failure becomes a 502 whose message says what the provider answered (admins only see it). */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RetryableProviderError || error instanceof PermanentProviderError) {
      throw new AppError('PROVIDER_ERROR', error.message);
    }
    throw error;
  }
}

const createListSchema = z.strictObject({
  name: z
    .string({ error: 'name is required' })
    .check(validText('name'))
    .trim()
    .min(1, 'name is required')
    .max(255, 'name must be at most 255 characters'),
});

/** The admin tool's email lists; callers have already checked the admin token. */
export class AdminService {
  constructor(private readonly provider: EmailProvider) {}

  get providerName(): EmailProvider['name'] {
    return this.provider.name;
  }

  async lists(): Promise<{ lists: EmailListSummary[] }> {
    return { lists: await providerCall(() => this.provider.listLists()) };
  }

  async createWaitlist(input: unknown): Promise<{ listId: number }> {
    const { name } = parseInput(createListSchema, input);
    return providerCall(() => this.provider.createList(name));
  }
}
