import { existsSync, lstatSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { build, defineConfig, type LogLevel, type Plugin } from 'vite';

/** DIST_DIR moves the build output (several builds side by side); the server reads the same variable. */
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

/**
 * The browser build goes to dist/client (hashed assets, split per route); the server-render
 * build of client/src/entry-server.tsx goes to dist/server as CommonJS, so both the server and
 * jest can load it and share one copy of graphql with the API.
 */
/**
 * A build outside the project still needs the project's packages for the server bundle's requires:
 * this project's own, so a folder built before from another checkout is linked again (its link
 * made the bundle load a second graphql beside the server's, and every page query failed).
 */
const linkNodeModules = (): Plugin => ({
  name: 'link-node-modules',
  closeBundle() {
    const link = path.join(distDir, 'node_modules');
    const target = path.resolve('node_modules');
    if (distDir.startsWith(path.resolve('.') + path.sep)) return;
    const linked = lstatSync(link, { throwIfNoEntry: false });
    if (linked && existsSync(link) && realpathSync(link) === realpathSync(target)) return;
    if (linked) rmSync(link, { recursive: true, force: true });
    symlinkSync(target, link, 'dir');
  },
});

/**
 * The GraphQL sandbox served at /graphql (client/graphiql.html: GraphiQL with Monaco's editor, its
 * workers and styles) is built apart, into the same folder, once the site's browser build is
 * written. As a second input of the site's build it shared chunks with the pages (React,
 * graphql-js): every page's chunks changed and the routes that query through Apollo grew by 43 kB
 * gzip. Built apart it shares nothing, and the site's chunks and manifest stay as they were.
 */
const graphiqlSandbox = (): Plugin => {
  let logLevel: LogLevel = 'info';
  return {
    name: 'graphiql-sandbox',
    apply: 'build',
    configResolved(config) {
      logLevel = config.logLevel ?? logLevel;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: path.resolve('client'),
        publicDir: false,
        logLevel,
        plugins: [react()],
        build: {
          outDir: path.join(distDir, 'client'),
          emptyOutDir: false,
          sourcemap: false,
          // Monaco's editor is one chunk of about 2.8 MB (700 kB gzip), loaded on /graphql only.
          chunkSizeWarningLimit: 3000,
          rolldownOptions: {
            input: 'graphiql.html',
            onwarn(warning, warn) {
              // GraphiQL's modules opt out of the React Compiler, which this build does not run.
              if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use no memo"')) return;
              warn(warning);
            },
          },
        },
      });
    },
  };
};

/**
 * The bundler wraps each CommonJS module (React, React DOM, the scheduler, a few UI helpers) in an
 * arrow function that runs on its first `require`. V8 compiles such a function lazily, on the main
 * thread when it is first called: React DOM's, about 300 kB, was compiled as the app started, most
 * of the framework file's 201-231 ms evaluation on a 4× slowed phone. Written as a parenthesised
 * `function` expression, which V8 takes for one that is about to be called, it is compiled with
 * the rest of the file as the file streams in, off the main thread: 121-131 ms (decision record
 * 0021). A chunk whose wrappers are not in the expected form is reported, not silently left lazy.
 */
const eagerCommonJs = (): Plugin => ({
  name: 'eager-commonjs',
  apply: 'build',
  renderChunk(code, chunk) {
    if (!code.includes('__commonJSMin(')) return null;
    const eager = code.replace(/__commonJSMin\(\(\(([\w$, ]*)\) => \{/g, '__commonJSMin((function($1) {');
    if (eager === code) this.warn(`${chunk.fileName}: CommonJS wrappers not in the expected form; they stay lazily compiled`);
    return { code: eager, map: null };
  },
});

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** Whether a module is one of `roots` or imported by one of them, directly or through other modules (static imports only). */
function importedBy(roots: RegExp, id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (roots.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return graph.getModuleInfo(id)?.importers.some((importer) => importedBy(roots, importer, graph, seen)) ?? false;
}

/** The entry script: what it imports stays in its own file, the only one a page loads by itself. */
const ENTRY_SCRIPT = /client[\\/]src[\\/]entry-client\.tsx$/;
/** What the app evaluates to go live on a page: the hydration code, the theme, React DOM and the pages. */
const GO_LIVE = /client[\\/]src[\\/](hydrate\.tsx|app[\\/](theme|react-dom)\.ts|features[\\/][^\\/]+[\\/][^\\/]+-page\.tsx)$/;
const UI = /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|@swc|proxy-compare|proxy-memoize|stylis|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;
const SHARED = /node_modules[\\/](date-fns|zod)[\\/]|^(?!.*node_modules).*[\\/](client[\\/]src[\\/](components|lib|config|graphql)|schema)[\\/]/;
/** A module of `group` that the app needs to go live, and that the entry script does not import. */
const grouped = (group: RegExp, name: string) => (id: string, graph: ModuleGraph) =>
  group.test(id) && importedBy(GO_LIVE, id, graph) && !importedBy(ENTRY_SCRIPT, id, graph) ? name : null;

/**
 * React Compiler (through Babel) on the browser build: a component's elements are kept from one
 * render to the next while what they depend on is unchanged, so a move or a keystroke re-renders
 * what it changed, not the navigation bar, the footer and the rest of the page (decision record
 * 0019). The server renders each element once per request, where keeping them only costs.
 */
const reactCompiler = () =>
  // The compiler's plugin is named, not found by the preset's own `import.meta.resolve`, which the
  // build the server runs at its start (under tsx) does not have.
  babel({ presets: [{ ...reactCompilerPreset(), preset: { plugins: ['babel-plugin-react-compiler'] } }] });

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), ...(isSsrBuild ? [linkNodeModules()] : [reactCompiler(), graphiqlSandbox(), eagerCommonJs()])],
  build: isSsrBuild
    ? {
        outDir: path.join(distDir, 'server'),
        emptyOutDir: true,
        ssr: 'src/entry-server.tsx',
        copyPublicDir: false,
        rolldownOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs' } },
      }
    : {
        outDir: path.join(distDir, 'client'),
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        // No preload helper: it adds a <link rel="modulepreload"> to the page for every chunk a
        // dynamic import needs, each costing the main thread a few milliseconds on a phone, all in
        // the task that starts hydration. The browser fetches a chunk's imports in parallel anyway.
        modulePreload: false,
        rolldownOptions: {
          input: 'index.html',
          // Chakra's theme index builds its full default config (every component's recipe) with
          // `defineConfig(...)`, an identity function the bundler cannot see through across
          // modules; as pure, the unused config and the recipes only it reaches are left out
          // (1.5 kB gzip on every page).
          treeshake: { manualPureFunctions: ['defineConfig'] },
          // The app comes in a few files (13 a page), not in the 50-54 the bundler's own splitting
          // made of it (a chunk per set of pages sharing a module, many under 2 kB): React with
          // React Router, the UI libraries that three or more parts of the app use, and the app's
          // own code that several pages share. The entry keeps what it imports in its own file, and
          // code loaded on use (the dialogs, Apollo's client) stays apart. A phone's connection
          // fetched the many files in 2.4-2.6 s after load and these in 1.7-1.8 s, and the app goes
          // live before a visitor's touch 3 s after load (decision record 0017). Each route then
          // evaluates 11-30 kB gzip more to go live (`npm run budgets`).
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-is|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]|client[\\/]src[\\/]app[\\/]react-dom\.ts$/ },
                { name: grouped(UI, 'ui'), minShareCount: 3 },
                { name: grouped(SHARED, 'shared') },
              ],
            },
          },
        },
      },
  server: { middlewareMode: true },
  appType: 'custom',
}));
