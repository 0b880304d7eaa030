import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/lib/processes';

/** An embedded PostgreSQL in a child process, for tests that take the database away and back. */
export class PostgresChild {
  private child: ChildProcess | undefined;
  url = '';

  /** `port`: by default a free one, chosen once, so that a restart comes back where the site's pool looks. */
  constructor(
    private readonly dataDir: string,
    private port?: number,
  ) {}

  async start(): Promise<string> {
    this.port ??= await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/postgres-process.ts', this.dataDir, String(this.port)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.child = child;
    this.url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /READY (\S+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      child.on('exit', (code) => reject(new Error(`PostgreSQL process exited early (${code})`)));
    });
    return this.url;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.child = undefined;
  }
}
