import { z } from 'zod';
import { parseInput } from '../../shared/validation';
import type { EmailListSummary, EmailProvider } from './email-provider';

const createListSchema = z.strictObject({
  name: z
    .string({ error: 'name is required' })
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
    return { lists: await this.provider.listLists() };
  }

  async createWaitlist(input: unknown): Promise<{ listId: number }> {
    const { name } = parseInput(createListSchema, input);
    return this.provider.createList(name);
  }
}
