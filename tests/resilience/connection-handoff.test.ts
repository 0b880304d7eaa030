import net from 'node:net';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/db/data-source';
import { isDatabaseUnavailable } from '../../server/src/http/app-error';

/** A backend message of PostgreSQL's wire protocol: its type, its length (itself included), its body. */
function backendMessage(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** What a backend sends when it finds its postmaster gone (the error CI saw when PostgreSQL was killed). */
const POSTMASTER_GONE = backendMessage(
  'E',
  Buffer.concat([
    ...Object.entries({ S: 'FATAL', V: 'FATAL', C: '57P01', M: 'terminating connection due to unexpected postmaster exit' }).map(([field, value]) =>
      Buffer.from(`${field}${value}\0`, 'latin1'),
    ),
    Buffer.from([0]),
  ]),
);

/**
 * A TCP proxy to the test PostgreSQL. While `breaking`, a new connection's start-up reaches the
 * client in one packet with that error right after its ReadyForQuery, and the connection ends:
 * as when the postmaster dies while a busy event loop has not yet read the backend's "ready".
 */
class BreakingProxy {
  breaking = false;
  broken = 0;
  private readonly server = net.createServer((client) => this.relay(client));
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly target: URL) {}

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private relay(client: net.Socket): void {
    const upstream = net.connect(Number(this.target.port), this.target.hostname);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    if (!this.breaking) {
      upstream.pipe(client);
      return;
    }
    let received = Buffer.alloc(0);
    upstream.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      // Whole messages go on as they come (authentication needs answers), the "ready" with the error.
      while (received.length >= 5 && received.length >= 1 + received.readInt32BE(1)) {
        const end = 1 + received.readInt32BE(1);
        const message = received.subarray(0, end);
        received = received.subarray(end);
        if (message[0] !== 'Z'.charCodeAt(0)) {
          client.write(message);
          continue;
        }
        this.broken += 1;
        client.end(Buffer.concat([message, POSTMASTER_GONE]));
        upstream.destroy();
        return;
      }
    });
  }
}

let proxy: BreakingProxy;
let dataSource: DataSource;

beforeAll(async () => {
  const target = new URL(process.env.TEST_DATABASE_URL!);
  proxy = new BreakingProxy(target);
  const proxied = new URL(target);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(await proxy.listen());
  dataSource = createDataSource({ url: proxied.toString(), poolSize: 2 });
  await dataSource.initialize();
});

afterAll(async () => {
  await dataSource?.destroy();
  await proxy?.close();
});

test('When a new pooled connection breaks in the same packet that makes it ready, then the query given it fails as "database unavailable", nothing is thrown unhandled, and the pool connects afresh', async () => {
  proxy.breaking = true;
  // The pool holds one idle connection (opened at start-up): the second query needs a new one.
  const [onIdle, onNew] = await Promise.allSettled([dataSource.query('SELECT 1 AS one'), dataSource.query('SELECT 2 AS two')]);
  expect(proxy.broken).toBe(1);
  expect(onIdle).toEqual({ status: 'fulfilled', value: [{ one: 1 }] });
  expect(onNew.status).toBe('rejected');
  expect(isDatabaseUnavailable((onNew as PromiseRejectedResult).reason)).toBe(true);

  proxy.breaking = false;
  expect(await Promise.all([dataSource.query('SELECT 3 AS three'), dataSource.query('SELECT 4 AS four')])).toEqual([[{ three: 3 }], [{ four: 4 }]]);
});
