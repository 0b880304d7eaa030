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

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), ...(isSsrBuild ? [linkNodeModules()] : [])],
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
        rolldownOptions: { input: 'index.html' },
      },
  server: { middlewareMode: true },
  appType: 'custom',
}));
