import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SERVER_MODULES = 'server/src/modules';
const CLIENT_FEATURES = 'client/src/features';

/**
 * Server modules talk to each other only through the content module (shared content
 * infrastructure) and each other's entities and outbox kinds; client features never import
 * each other; the browser code never imports the server and the server never imports it.
 */
const serverModuleZones = folders(SERVER_MODULES).flatMap((module) =>
  folders(SERVER_MODULES)
    .filter((other) => other !== module && other !== 'content')
    .map((other) => ({
      target: `./${SERVER_MODULES}/${module}`,
      from: `./${SERVER_MODULES}/${other}`,
      except: readdirSync(path.join(SERVER_MODULES, other))
        .filter((file) => /\.(entity|kinds)\.ts$/.test(file))
        .map((file) => `./${file}`),
      message: `Modules use each other's services through server/src/services.ts, not by reaching into ${other}/.`,
    })),
);

const clientFeatureZones = folders(CLIENT_FEATURES).flatMap((feature) =>
  folders(CLIENT_FEATURES)
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./${CLIENT_FEATURES}/${feature}`,
      from: `./${CLIENT_FEATURES}/${other}`,
      message: 'Features do not import each other: move shared parts to client/src/components.',
    })),
);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '**/generated/**', 'client/src/graphql/generated.ts', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error'] }],
      eqeqeq: ['error', 'always'],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './client', from: './server', message: 'The browser code never imports the server.' },
            { target: './server', from: './client', message: 'The server loads the built client bundle, never its sources.' },
            ...serverModuleZones,
            ...clientFeatureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The first Intl formatter a page makes (Intl.*, toLocale*String) loads the browser's locale data,
  // 30-180 ms of a phone's main thread in one piece in the middle of a page's hydration, and
  // localeCompare with a locale makes a collator for each comparison. The pages write their dates
  // with date-fns and their numbers with schema/comparison-rules.ts' helpers, and sort names with
  // its byName. (A later block that sets these rules for the same files replaces these entries.)
  {
    files: ['client/**/*.{ts,tsx}', 'schema/**/*.ts'],
    ignores: ['client/src/features/admin/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: "Intl loads the browser's locale data as a page hydrates: use date-fns (content-date.ts) or groupThousands / formatUsd (schema/comparison-rules.ts)." }],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].map((object) => ({ object, property: 'Intl', message: "Intl loads the browser's locale data as a page hydrates." })),
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: "It loads the browser's locale data as a page hydrates: use date-fns (content-date.ts) or groupThousands / formatUsd (schema/comparison-rules.ts).",
        })),
        { property: 'localeCompare', message: 'It makes a collator for each comparison (58 ms sorting 25 names on a phone): compare as byName does (schema/comparison-rules.ts).' },
      ],
    },
  },
  // The Rules of Hooks and the React Compiler's checks, as the React team ships them.
  { files: ['client/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['server/src/ssr/analytics-init.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['server/src/main.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
