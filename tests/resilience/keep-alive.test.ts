import http from 'node:http';
import net from 'node:net';
import { resetVisitorData, startTestServer, type TestServer } from '../support/test-server';

// Each test starts its own server and closes it inside the test: a close() that waited for the
// 65 s keep-alive timeout would run past this limit and fail the test.
jest.setTimeout(30_000);

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close().catch(() => undefined);
  server = undefined;
});

/** A raw HTTP/1.1 connection: what it has received so far, and when the server closed it. */
function openConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, closed, received: () => received };
}

test('idle keep-alive connections are kept 65 s, and the answer says so (clients and proxies keep theirs up to a minute)', async () => {
  server = await startTestServer();
  const agent = new http.Agent({ keepAlive: true });
  const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    http.get(`${server!.url}/healthz`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.headers));
    }).on('error', reject);
  });
  agent.destroy();
  expect(headers.connection).toBe('keep-alive');
  expect(headers['keep-alive']).toBe('timeout=65');
});

test('close() ends an idle keep-alive connection at once', async () => {
  server = await startTestServer();
  const connection = openConnection(server.url);
  connection.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  while (!connection.received().includes('"status"')) await new Promise((resolve) => setTimeout(resolve, 20));
  await server.close();
  await connection.closed;
  server = undefined;
});

test('close() lets a request in flight finish, then ends its connection without waiting for the keep-alive timeout', async () => {
  // A grace period past the test's limit: only closing the connection once it is idle passes.
  server = await startTestServer({ env: { SHUTDOWN_GRACE_SECONDS: '60' } });
  await resetVisitorData(server.dataSource);
  const body = JSON.stringify({ email: 'keep-alive-in-flight@example.com' });
  const connection = openConnection(server.url);
  // Half the request before close(), the rest after: the request is in flight when the server closes.
  const head = `POST /api/early-access HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  connection.socket.write(head + body.slice(0, 10));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const closing = server.close();
  connection.socket.write(body.slice(10));
  await closing;
  await connection.closed;
  server = undefined;
  expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
  expect(connection.received()).toContain('"message"');
});
