import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

import { freePort } from '../../scripts/lib/processes';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** A throwaway Redis from Debian's redis-server (.ci/run installs it), on a free loopback port, no persistence. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(REDIS_SERVER_PATH)) {
    throw new Error(`${REDIS_SERVER_PATH} is missing: install Debian's redis-server (apt-get install redis-server), as .ci/run does`);
  }
  const port = await freePort();
  const child: ChildProcess = spawn(REDIS_SERVER_PATH, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
