import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** DIST_DIR moves the build output (several builds side by side); the server reads the same variable. */
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

/**
 * The browser build goes to dist/client (hashed assets, split per route); the server-render
 * build of client/src/entry-server.tsx goes to dist/server as CommonJS, so both the server and
 * jest can load it and share one copy of graphql with the API.
 */
/** A build outside the project still needs the project's packages for the server bundle's requires. */
const linkNodeModules = (): Plugin => ({
  name: 'link-node-modules',
  closeBundle() {
    const link = path.join(distDir, 'node_modules');
    if (!distDir.startsWith(path.resolve('.') + path.sep) && !existsSync(link)) {
      symlinkSync(path.resolve('node_modules'), link, 'dir');
    }
  },
});

/**
 * Chakra's createSystem computes the global CSS (reset, base styles, every token as a CSS
 * variable) as it builds the system. The browser never uses it: the server already sent those
 * styles, and getBrowserSystem (client/src/app/theme.ts) hands Chakra an empty list instead. It
 * was about half of the system's start-up, the longest task of every page's hydration on a phone.
 * In the browser build it is computed on first read instead. The build fails, naming this plugin,
 * when a Chakra version no longer has the code it rewrites.
 */
const chakraGlobalCssOnDemand = (): Plugin => {
  const file = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const returned = '\n    _global,\n';
  return {
    name: 'chakra-global-css-on-demand',
    transform(code, id) {
      if (!file.test(id)) return undefined;
      if (!code.includes(eager) || !code.includes(returned)) {
        this.error(`chakra-global-css-on-demand: ${id} no longer computes _global as expected; update the plugin (vite.config.ts) for this Chakra version`);
      }
      return code
        .replace(eager, 'let _global;')
        .replace(returned, '\n    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n');
    },
  };
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), ...(isSsrBuild ? [linkNodeModules()] : [chakraGlobalCssOnDemand()])],
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
        rolldownOptions: { input: 'index.html' },
      },
  server: { middlewareMode: true },
  appType: 'custom',
}));
