import { PageScripts } from '../../server/src/ssr/page-scripts';

/** A build's manifest in miniature: the entry, its dynamic imports, shared chunks and two pages. */
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/hydrate.tsx', 'src/app/theme.ts'] },
  'src/app/theme.ts': { file: 'assets/theme.js', imports: ['_react.js'] },
  'src/hydrate.tsx': {
    file: 'assets/hydrate.js',
    imports: ['index.html', '_react.js', 'src/app/theme.ts', '_shared.js'],
    dynamicImports: ['src/features/blog/blog-page.tsx', 'src/features/glossary/glossary-page.tsx'],
  },
  // The app's shared code, with what it loads on use.
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], dynamicImports: ['src/components/waitlist/waitlist-modal.tsx', 'src/components/toaster-view.tsx'] },
  'src/components/toaster-view.tsx': { file: 'assets/toaster-view.js', imports: ['_react.js'] },
  'src/components/waitlist/waitlist-modal.tsx': { file: 'assets/waitlist-modal.js', imports: ['_dialog.js'], dynamicImports: ['src/lib/apollo.ts'] },
  'src/lib/apollo.ts': { file: 'assets/apollo.js' },
  'src/features/glossary/glossary-page.tsx': { file: 'assets/glossary-page.js', imports: ['_react.js', '_card.js'], dynamicImports: ['src/features/glossary/answers.tsx'] },
  'src/features/glossary/answers.tsx': { file: 'assets/answers.js' },
  'src/features/blog/blog-page.tsx': { file: 'assets/blog-page.js', imports: ['_card.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js' },
  '_dialog.js': { file: 'assets/dialog.js' },
};

/** The glossary's modules as its routes name them: its page, and the dialog the app loads once live. */
const GLOSSARY = ['features/glossary/glossary-page.tsx', 'components/waitlist/waitlist-modal.tsx'];

test("a page's scripts to go live: the entry's dynamic imports and the page's modules (the dialog rendered once live among them), with their static imports, never another page nor the entry", () => {
  const { scripts: live } = new PageScripts(manifest).for(GLOSSARY);
  expect([...live].sort()).toEqual(
    ['/assets/hydrate.js', '/assets/react.js', '/assets/theme.js', '/assets/shared.js', '/assets/glossary-page.js', '/assets/card.js', '/assets/waitlist-modal.js', '/assets/dialog.js'].sort(),
  );
  expect(live).not.toContain('/assets/blog-page.js');
  expect(live).not.toContain('/assets/index.js');
});

test('what any of them loads on use comes apart, with its own static imports and what it loads on use in turn, never a file of the first set', () => {
  const { scripts: live, onUse } = new PageScripts(manifest).for(GLOSSARY);
  expect([...onUse].sort()).toEqual(['/assets/toaster-view.js', '/assets/apollo.js', '/assets/answers.js'].sort());
  expect(onUse.filter((file) => live.includes(file))).toEqual([]);
});

test('a module the shared code loads later is on use unless the routes name it as loaded once live', () => {
  const { scripts: live, onUse } = new PageScripts(manifest).for(['features/blog/blog-page.tsx']);
  expect(onUse).toEqual(expect.arrayContaining(['/assets/waitlist-modal.js', '/assets/dialog.js']));
  expect(live).not.toContain('/assets/waitlist-modal.js');
});

test('each file is listed once, and a set of modules is worked out once', () => {
  const pageScripts = new PageScripts(manifest);
  const first = pageScripts.for(['features/blog/blog-page.tsx']);
  const files = [...first.scripts, ...first.onUse];
  expect(new Set(files).size).toBe(files.length);
  expect(pageScripts.for(['features/blog/blog-page.tsx'])).toBe(first);
});
