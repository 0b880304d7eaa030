import { existsSync, lstatSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
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

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), ...(isSsrBuild ? [linkNodeModules()] : [graphiqlSandbox()])],
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
          // Chakra's Box, Span, Heading and Text and Zag's DOM helpers in one chunk of their own. The
          // admin's charts (a chunk loaded on /admin only) reach them too, and without the group the
          // bundler split them out of the chunks they shared with every page: four more files on every
          // route. With it, every route but three fetches as many files as before the charts (the
          // group's chunk in place of Box's); /, /landing-v2 and /blog/:slug one more (Ark's locale
          // context, 0.2 kB), and each route 0.13-0.27 kB gzip more (npm run budgets).
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [{ name: 'chakra-primitives', test: /[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|span|heading|text)[\\/]index\.js|@zag-js[\\/]dom-query[\\/]dist[\\/]shared\.mjs)$/ }],
            },
          },
        },
      },
  server: { middlewareMode: true },
  appType: 'custom',
}));
