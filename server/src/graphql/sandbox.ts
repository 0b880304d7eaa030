import type { ApolloServerPlugin } from '@apollo/server';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Apollo's default landing page loads the Sandbox from the internet. This one is a single
 * self-contained page (no external script, style or font) so it works offline.
 */
const SANDBOX_DIR = path.resolve(process.cwd(), 'server/src/graphql/sandbox');
export const SANDBOX_SCRIPT = path.join(SANDBOX_DIR, 'sandbox.js');

export function localSandbox(): ApolloServerPlugin {
  const html = readFileSync(path.join(SANDBOX_DIR, 'index.html'), 'utf8');
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html };
        },
      };
    },
  };
}
