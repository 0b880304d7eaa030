import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PageScripts } from '../../server/src/ssr/page-scripts';

// The server's two lists of a page's scripts, on the real browser build (docs/decisions/0022-on-use-scripts-after-the-app.md).
const clientDir = path.join(path.resolve(process.env.DIST_DIR ?? 'dist'), 'client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const fileOf = (source: string) => {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the browser build's manifest`);
  return `/${chunk.file}`;
};

test("the glossary's scripts: the dialogs the app renders once live come with what it needs to go live, Apollo's client and the toaster after", () => {
  const { scripts: live, onUse } = PageScripts.read(clientDir)!.for(['features/glossary/glossary-page.tsx']);
  expect(live).toEqual(expect.arrayContaining([fileOf('src/features/glossary/glossary-page.tsx'), fileOf('src/components/waitlist/waitlist-modal.tsx'), fileOf('src/components/waitlist/survey-modal.tsx')]));
  expect([...onUse].sort()).toEqual([fileOf('src/lib/apollo.ts'), fileOf('src/components/toaster-view.tsx')].sort());
});
