/**
 * One jest worker's site for its browser tests, in a process of its own: the app with its pages on
 * the worker's database, and a Chromium that the tests connect to. Started once a run per worker by
 * tests/setup/site-broker.ts, so that each browser test file no longer starts a server and a
 * browser of its own. Prints `READY <json>` with both addresses; ends when its stdin closes (the
 * broker's process ended, or asked it to stop).
 * Usage: node --import tsx tests/support/site-process.ts <databaseUrl>
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { startTestServer } from './test-server';

const [databaseUrl] = process.argv.slice(2);
const server = await startTestServer({ pages: true, databaseUrl });
// The worker's other suites drive the outbox of their own servers and count its rows (tests/api/brevo.test.ts):
// a site that stays up beside them must not claim their events.
await server.running.app.outbox.stop();
const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
console.log(`READY ${JSON.stringify({ url: server.url, browserEndpoint: browser.wsEndpoint() })}`);
process.stdin.on('close', () => {
  void Promise.allSettled([browser.close(), server.close()]).then(() => process.exit(0));
});
process.stdin.resume();
