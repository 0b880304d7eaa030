import type * as zc from 'zod/v4/core';
import * as z from 'zod/mini';

/**
 * The error of a failed call: a non-OK answer becomes "{status}: {text}", where text is the JSON
 * body's message when there is one, else the body text, else the status text.
 */
async function errorFor(response: Response): Promise<Error> {
  const [body, text] = await Promise.all([response.clone().json().catch(() => ({})), response.text().catch(() => '')]);
  const message = (body as { message?: unknown } | null)?.message;
  return new Error(`${response.status}: ${(typeof message === 'string' && message) || text || response.statusText}`);
}

/** A JSON call to the site's own API, with credentials; any non-OK answer (401 included) throws. */
export async function apiRequest<T>(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFor(response);
  return (await response.json()) as T;
}

/** A POST to the site's own API whose answer is checked against its shape (schema/forms.ts): the caller reads what the API said, typed. */
export async function apiPost<T>(url: string, body: unknown, answer: zc.$ZodType<T>): Promise<T> {
  return z.parse(answer, await apiRequest<unknown>('POST', url, body));
}

/** The message to show for a failed call: its own message, else the fallback. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
