import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOADED_ONCE_LIVE } from '../../client/src/components/waitlist/waitlist-context';
import { PageScripts } from '../../server/src/ssr/page-scripts';

// The server's two lists of a page's scripts, on the real browser build (docs/decisions/0022-on-use-scripts-after-the-app.md).
const clientDir = path.join(path.resolve(process.env.DIST_DIR ?? 'dist'), 'client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const fileOf = (source: string) => {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the browser build's manifest`);
  return `/${chunk.file}`;
};

test("the glossary's scripts: the dialogs the app renders once live (as the client names them) come with what it needs to go live, Apollo's client and the toaster after", () => {
  // The root route declares them for every page (routes.tsx): here by the same list, each a module of the build.
  const { scripts: live, onUse } = PageScripts.read(clientDir)!.for(['features/glossary/glossary-page.tsx', ...LOADED_ONCE_LIVE]);
  expect(LOADED_ONCE_LIVE.length).toBe(2);
  expect(live).toEqual(expect.arrayContaining([fileOf('src/features/glossary/glossary-page.tsx'), ...LOADED_ONCE_LIVE.map((module) => fileOf(`src/${module}`))]));
  expect([...onUse].sort()).toEqual([fileOf('src/lib/apollo.ts'), fileOf('src/components/toaster-view.tsx')].sort());
});
