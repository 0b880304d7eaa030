import type { EmailListSummary, EmailProvider, WaitlistContact } from './email-provider';
import { PermanentProviderError, RetryableProviderError } from './provider-errors';

export interface BrevoConfig {
  apiKey: string;
  apiUrl: string;
  waitlistListId: number | undefined;
  folderId: number | undefined;
  doubleOptInTemplateId: number | undefined;
  doubleOptInRedirectUrl: string;
  timeoutMs?: number;
}

interface BrevoList {
  id: number;
  name: string;
  totalSubscribers?: number;
  createdAt?: string;
}

const PAGE_SIZE = 50;
const DETAIL_CONCURRENCY = 4;

/**
 * Email lists and contacts at Brevo, through its public REST API (api-key header).
 * Facts designed for: the list index is paged and reports no real counts or dates, so each
 * list's details are fetched; contact upserts need updateEnabled; 429 and 5xx are retried
 * by the caller (RetryableProviderError), other 4xx are surfaced (PermanentProviderError).
 */
export class BrevoEmailProvider implements EmailProvider {
  readonly name = 'brevo' as const;

  constructor(
    private readonly config: BrevoConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | undefined> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          'api-key': this.config.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new RetryableProviderError(`Brevo ${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 204) return undefined;
    const text = await response.text();
    if (response.ok) return (text ? JSON.parse(text) : undefined) as T | undefined;
    let detail = text;
    try {
      const parsed = JSON.parse(text) as { code?: string; message?: string };
      detail = [parsed.code, parsed.message].filter(Boolean).join(': ') || text;
    } catch {
      // keep the raw text
    }
    const message = `Brevo ${method} ${path} answered ${response.status}: ${detail}`;
    if (response.status === 429) {
      const reset = Number(response.headers.get('x-sib-ratelimit-reset') ?? response.headers.get('retry-after'));
      throw new RetryableProviderError(message, Number.isFinite(reset) && reset > 0 ? reset * 1000 : undefined);
    }
    if (response.status >= 500) throw new RetryableProviderError(message);
    throw new PermanentProviderError(message, response.status);
  }

  async listLists(): Promise<EmailListSummary[]> {
    const lists: BrevoList[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await this.request<{ lists?: BrevoList[]; count?: number }>('GET', `/contacts/lists?limit=${PAGE_SIZE}&offset=${offset}&sort=desc`);
      lists.push(...(page?.lists ?? []));
      if (!page?.lists?.length || lists.length >= (page.count ?? 0)) break;
    }
    const detailed: EmailListSummary[] = new Array(lists.length);
    let next = 0;
    const worker = async () => {
      while (next < lists.length) {
        const index = next++;
        const list = lists[index]!;
        const detail = await this.request<BrevoList>('GET', `/contacts/lists/${list.id}`);
        detailed[index] = {
          id: list.id,
          name: detail?.name ?? list.name,
          totalSubscribers: detail?.totalSubscribers ?? 0,
          createdAt: detail?.createdAt ?? null,
        };
      }
    };
    await Promise.all(Array.from({ length: Math.min(DETAIL_CONCURRENCY, lists.length) }, worker));
    return detailed;
  }

  private async folderId(): Promise<number> {
    if (this.config.folderId) return this.config.folderId;
    const folders = await this.request<{ folders?: { id: number }[] }>('GET', '/contacts/folders?limit=1&offset=0');
    const existing = folders?.folders?.[0]?.id;
    if (existing) return existing;
    const created = await this.request<{ id: number }>('POST', '/contacts/folders', { name: 'Website' });
    return created!.id;
  }

  async createList(name: string): Promise<{ listId: number }> {
    const created = await this.request<{ id: number }>('POST', '/contacts/lists', { name, folderId: await this.folderId() });
    return { listId: created!.id };
  }

  /**
   * Adds the contact to the waitlist list. With a double opt-in template, Brevo sends the
   * confirmation email instead; before sending it again after an unknown outcome, the caller
   * asks `isInList` first.
   */
  async syncWaitlistContact(contact: WaitlistContact): Promise<void> {
    const listId = this.config.waitlistListId;
    if (!listId) throw new PermanentProviderError('BREVO_WAITLIST_LIST_ID is not set: no list to add signups to', 0);
    const attributes = { COMPANY: contact.companyName, COMPANY_SIZE: contact.companySize };
    if (this.config.doubleOptInTemplateId) {
      if (await this.isInList(contact.email, listId)) return;
      await this.request('POST', '/contacts/doubleOptinConfirmation', {
        email: contact.email,
        includeListIds: [listId],
        templateId: this.config.doubleOptInTemplateId,
        redirectionUrl: this.config.doubleOptInRedirectUrl,
        attributes,
      });
      return;
    }
    await this.request('POST', '/contacts', { email: contact.email, attributes, listIds: [listId], updateEnabled: true });
  }

  /** True when Brevo already has the contact in the list (a confirmed double opt-in, say). */
  async isInList(email: string, listId: number): Promise<boolean> {
    try {
      const found = await this.request<{ listIds?: number[] }>('GET', `/contacts/${encodeURIComponent(email)}`);
      return Boolean(found?.listIds?.includes(listId));
    } catch (error) {
      if (error instanceof PermanentProviderError && error.status === 404) return false;
      throw error;
    }
  }
}
