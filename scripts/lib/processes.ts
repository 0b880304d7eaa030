import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs a command to its end; rejects when it fails. With `quiet` its output is kept and shown
 * only in the error; otherwise it goes straight to this terminal.
 */
export function run(command: string, args: string[], { env = process.env, cwd, quiet = false }: { env?: NodeJS.ProcessEnv; cwd?: string; quiet?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}${output ? `:\n${output}` : ''}`))));
  });
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `${url}/healthz` answers 200; fails early when the server's process (if given) has exited. */
export async function waitUntilHealthy(url: string, { child, timeoutMs = 120_000 }: { child?: ChildProcess; timeoutMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url}/healthz did not answer 200 within ${Math.round(timeoutMs / 1000)} s`);
}

/** Stops a child with SIGTERM (SIGKILL after `graceMs`) and waits for it to exit. */
export async function stopChild(child: ChildProcess, { graceMs = 20_000 }: { graceMs?: number } = {}): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
}
