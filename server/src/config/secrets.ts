import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocalSecrets {
  adminToken: string;
  surveySecret: string;
}

export const secretsFile = (dataDir: string) => path.resolve(dataDir, 'secrets.json');

/**
 * Secrets the operator did not configure are generated once and kept in the data folder
 * (readable by its owner only), so they survive restarts.
 */
export async function loadLocalSecrets(dataDir: string): Promise<{ secrets: LocalSecrets; created: boolean }> {
  const file = secretsFile(dataDir);
  if (existsSync(file)) {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<LocalSecrets>;
    if (stored.adminToken && stored.surveySecret) return { secrets: stored as LocalSecrets, created: false };
  }
  const secrets: LocalSecrets = {
    adminToken: randomBytes(24).toString('base64url'),
    surveySecret: randomBytes(32).toString('base64url'),
  };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return { secrets, created: true };
}
