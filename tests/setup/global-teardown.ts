import { rm } from 'node:fs/promises';

/** Stops the browser tests' sites, then the run's embedded PostgreSQL, and removes its data folder (about 140 MB a run otherwise stays in the temp folder). */
export default async function globalTeardown() {
  try {
    await globalThis.__BIDLIGHT_SITE_BROKER__?.close();
    await globalThis.__BIDLIGHT_EMBEDDED_PG__?.stop();
  } finally {
    const dir = globalThis.__BIDLIGHT_EMBEDDED_PG_DIR__;
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
