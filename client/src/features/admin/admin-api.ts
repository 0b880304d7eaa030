import type { DeviceClass, VisitorFiguresQuery } from '../../graphql/generated';
import { apiRequest } from '../../lib/http';
// The operation's text as written, sent as it is: printing the typed document would need graphql's printer, shared then with Apollo's chunk as a file of its own on every page.
import visitorFiguresQuery from './visitor-figures.graphql?raw';

export interface EmailListRow {
  id: number;
  name: string;
  totalSubscribers: number;
  createdAt: string | null;
}

export interface WaitlistOverview {
  provider: string;
  totalSignups: number;
  surveyResponses: number;
  signupsPerDay: { date: string; count: number }[];
  surveyAnswers: Record<'role' | 'companySize' | 'biggestChallenge' | 'industry' | 'budget', { value: string; count: number }[]>;
  outbox: { pending: number; failed: number; done: number; oldestPendingAt: string | null; lastError: string | null };
}

export interface ContactMessageRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  createdAt: string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The admin REST calls; every one carries the admin token. */
export const adminApi = {
  lists: (token: string) => apiRequest<{ lists: EmailListRow[] }>('GET', '/api/admin/brevo-lists', undefined, auth(token)),
  createWaitlist: (token: string, name: string) => apiRequest<{ listId: number }>('POST', '/api/admin/create-waitlist', { name }, auth(token)),
  overview: (token: string) => apiRequest<WaitlistOverview>('GET', '/api/admin/overview', undefined, auth(token)),
  contactMessages: (token: string) => apiRequest<ContactMessageRow[]>('GET', '/api/admin/contact-messages', undefined, auth(token)),
  /**
   * The field vitals and the waitlist's funnel, from their admin GraphQL fields (there is no REST
   * copy of them). Not through Apollo's cache: every load is meant to show the figures as they are now.
   */
  async figures(token: string, device: DeviceClass | null): Promise<VisitorFiguresQuery> {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', ...auth(token) },
      body: JSON.stringify({ query: visitorFiguresQuery, variables: { device } }),
    });
    const answer = (await response.json().catch(() => ({}))) as { data?: VisitorFiguresQuery | null; errors?: { message: string }[] };
    const problem = answer.errors?.[0]?.message;
    // "401: A valid admin token is required.", as the REST calls' errors read.
    if (!response.ok || problem || !answer.data) throw new Error(`${response.status}: ${problem ?? response.statusText}`);
    return answer.data;
  },

  /** Fetches a CSV export with the token and hands it to the browser as a download. */
  async download(token: string, path: '/api/admin/signups.csv' | '/api/admin/contact-messages.csv'): Promise<void> {
    const response = await fetch(path, { headers: auth(token), credentials: 'include' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
    const url = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = name;
    anchor.click();
    URL.revokeObjectURL(url);
  },
};
