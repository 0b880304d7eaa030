import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_BREVO_KEY = 'xkeysib-test-key';

type Fault = { kind: 'status'; status: 500 | 502 | 503 | 429 } | { kind: 'timeout' };

interface FakeList {
  id: number;
  name: string;
  folderId: number;
  createdAt: string;
}

interface FakeContact {
  email: string;
  listIds: number[];
  attributes: Record<string, unknown>;
}

/**
 * A local HTTP server that answers the Brevo API calls the site makes, the way Brevo documents
 * them: api-key auth, { code, message } errors, a paged list index that reports no counts or
 * dates (the list detail does), 400 duplicate_parameter on a repeat contact without
 * updateEnabled, and 429 with its x-sib-ratelimit headers. Faults can be queued.
 */
export class FakeBrevo {
  readonly lists: FakeList[] = [];
  readonly contacts = new Map<string, FakeContact>();
  readonly doubleOptIns: { email: string; includeListIds: number[]; templateId: number; redirectionUrl: string }[] = [];
  readonly requests: string[] = [];
  private faults: Fault[] = [];
  private nextListId = 2;
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.lists.push({ id: 1, name: 'Your first list', folderId: 1, createdAt: '2025-01-15T10:00:00.000+00:00' });
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v3`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The next requests fail in this order (500s, 429s, or hang past the client's timeout). */
  failNext(...faults: Fault[]) {
    this.faults.push(...faults);
  }

  /** The visitor clicks the confirmation link of their double opt-in email. */
  confirm(email: string) {
    const request = this.doubleOptIns.find((item) => item.email === email);
    if (request) this.contacts.set(email, { email, listIds: request.includeListIds, attributes: {} });
  }

  subscribersOf(listId: number) {
    return [...this.contacts.values()].filter((contact) => contact.listIds.includes(listId)).map((contact) => contact.email);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/v3/, '');
    this.requests.push(`${req.method} ${path}${url.search}`);
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const fault = this.faults.shift();
    if (fault?.kind === 'timeout') return; // never answers; the client gives up
    if (fault?.kind === 'status') {
      if (fault.status === 429) {
        return send(429, { code: 'too_many_requests', message: 'Too many requests' }, {
          'x-sib-ratelimit-limit': '10',
          'x-sib-ratelimit-remaining': '0',
          'x-sib-ratelimit-reset': '1',
        });
      }
      return send(fault.status, { code: 'internal_error', message: 'Internal server error' });
    }
    if (req.headers['api-key'] !== FAKE_BREVO_KEY) return send(401, { code: 'unauthorized', message: 'Key not found' });

    const body = await new Promise<Record<string, unknown>>((resolve) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => resolve(raw ? JSON.parse(raw) : {}));
    });

    if (req.method === 'GET' && path === '/contacts/lists') {
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      if (limit > 50) return send(400, { code: 'out_of_range', message: 'Limit exceeds max value' });
      const page = this.lists.slice(offset, offset + limit);
      return send(200, {
        lists: page.map((list) => ({ id: list.id, name: list.name, folderId: list.folderId, uniqueSubscribers: 0, totalBlacklisted: 0, totalSubscribers: 0 })),
        count: this.lists.length,
      });
    }
    const listMatch = /^\/contacts\/lists\/(\d+)$/.exec(path);
    if (req.method === 'GET' && listMatch) {
      const list = this.lists.find((item) => item.id === Number(listMatch[1]));
      if (!list) return send(404, { code: 'document_not_found', message: 'List ID does not exist' });
      const total = this.subscribersOf(list.id).length;
      return send(200, { ...list, totalBlacklisted: 0, totalSubscribers: total, uniqueSubscribers: total });
    }
    if (req.method === 'POST' && path === '/contacts/lists') {
      if (typeof body.name !== 'string' || !body.name) return send(400, { code: 'missing_parameter', message: 'name is missing' });
      if (typeof body.folderId !== 'number') return send(400, { code: 'missing_parameter', message: 'folderId is missing' });
      const list = { id: this.nextListId++, name: body.name, folderId: body.folderId, createdAt: new Date().toISOString() };
      this.lists.push(list);
      return send(201, { id: list.id });
    }
    if (req.method === 'GET' && path === '/contacts/folders') {
      return send(200, { folders: [{ id: 1, name: 'Your First Folder', uniqueSubscribers: 0, totalSubscribers: 0, totalBlacklisted: 0 }], count: 1 });
    }
    if (req.method === 'POST' && path === '/contacts') {
      const email = String(body.email ?? '').toLowerCase();
      if (!email) return send(400, { code: 'missing_parameter', message: 'email is missing' });
      const existing = this.contacts.get(email);
      const listIds = (body.listIds as number[] | undefined) ?? [];
      if (existing && !body.updateEnabled) return send(400, { code: 'duplicate_parameter', message: 'Unable to create contact, email is already associated with another Contact' });
      if (existing) {
        existing.listIds = [...new Set([...existing.listIds, ...listIds])];
        Object.assign(existing.attributes, body.attributes ?? {});
        return send(204);
      }
      this.contacts.set(email, { email, listIds, attributes: (body.attributes as Record<string, unknown>) ?? {} });
      return send(201, { id: this.contacts.size });
    }
    if (req.method === 'POST' && path === '/contacts/doubleOptinConfirmation') {
      this.doubleOptIns.push({
        email: String(body.email).toLowerCase(),
        includeListIds: body.includeListIds as number[],
        templateId: body.templateId as number,
        redirectionUrl: body.redirectionUrl as string,
      });
      return send(201, {});
    }
    const contactMatch = /^\/contacts\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && contactMatch) {
      const contact = this.contacts.get(decodeURIComponent(contactMatch[1]!).toLowerCase());
      if (!contact) return send(404, { code: 'document_not_found', message: 'Contact does not exist' });
      return send(200, { email: contact.email, listIds: contact.listIds, attributes: contact.attributes, emailBlacklisted: false });
    }
    return send(404, { code: 'not_found', message: `No route ${req.method} ${path}` });
  }
}
