import net from 'node:net';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Clients that hold the server's connections: a body trickled a byte at a time, headers sent a
 * line at a time, and more connections than the server keeps. Each is cut within seconds.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { REQUEST_TIMEOUT_SECONDS: '2', MAX_CONNECTIONS: '16' } });
});
afterAll(async () => {
  await server.close();
});

/** A raw connection: what it received, and when (ms after opening) the server closed it. */
async function connect() {
  const { port } = new URL(server.url);
  const openedAt = performance.now();
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => undefined);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closedAfter = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - openedAt)));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closedAfter, received: () => received };
}

/** Writes `text` a character every `everyMs` while the socket is open. */
function trickle(socket: net.Socket, text: string, everyMs: number) {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= text.length) clearInterval(timer);
    else socket.write(text[index++]!);
  }, everyMs);
  return () => clearInterval(timer);
}

test('When a body is trickled a byte at a time, then the request is answered 408 and the connection closed within seconds, and nothing is stored', async () => {
  const connection = await connect();
  const body = JSON.stringify({ email: 'trickled-body@example.com' });
  connection.socket.write(`POST /api/early-access HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
  const stop = trickle(connection.socket, body, 250);
  const closedAfter = await connection.closedAfter;
  stop();
  expect(closedAfter).toBeLessThan(5_000);
  expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  expect(await server.dataSource.query(`SELECT count(*)::int AS n FROM waitlist_signups WHERE email = 'trickled-body@example.com'`)).toEqual([{ n: 0 }]);
});

test('When headers come a line at a time, then the connection is cut within seconds', async () => {
  const connection = await connect();
  connection.socket.write('GET /healthz HTTP/1.1\r\n');
  const stop = trickle(connection.socket, 'X-Slow: a\r\n'.repeat(100), 50);
  const closedAfter = await connection.closedAfter;
  stop();
  expect(closedAfter).toBeLessThan(5_000);
  expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
});

test('an idle keep-alive connection outlives the request timeout: its next request is answered', async () => {
  const connection = await connect();
  connection.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  connection.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  await connection.closedAfter;
  expect(connection.received().match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
});

test('When more connections are opened than MAX_CONNECTIONS, then the extra ones are closed at once and the others still answer', async () => {
  const held = await Promise.all(Array.from({ length: 16 }, () => connect()));
  const extra = await connect();
  expect(await extra.closedAfter).toBeLessThan(1_000);
  expect(extra.received()).toBe('');
  const first = held[0]!;
  first.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  await first.closedAfter;
  expect(first.received()).toMatch(/^HTTP\/1\.1 200 /);
  for (const connection of held) connection.socket.destroy();
});
