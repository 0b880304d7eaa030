import { existsSync, symlinkSync } from 'node:fs';
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

/** One exact rewrite of a library file: `from` must occur in it, once. */
interface Rewrite {
  from: string;
  to: string;
}

/**
 * A browser-build plugin that applies exact rewrites to one library file. The build fails, naming
 * the plugin, when a new version of the library no longer has the code a rewrite expects.
 */
const rewriteLibraryFile = (name: string, file: RegExp, rewrites: readonly Rewrite[]): Plugin => ({
  name,
  transform(code, id) {
    if (!file.test(id)) return undefined;
    return rewrites.reduce((result, { from, to }) => {
      if (result.split(from).length !== 2) {
        this.error(`${name}: ${id} no longer contains the code this plugin rewrites; update it (vite.config.ts) for this version`);
      }
      return result.replace(from, () => to);
    }, code);
  },
});

const chakraFile = (file: string) => new RegExp(`@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]styled-system[\\\\/]${file}\\.js$`);

/**
 * Chakra's createSystem computes the global CSS (reset, base styles, every token as a CSS
 * variable) as it builds the system. The browser never uses it: the server already sent those
 * styles, and getBrowserSystem (client/src/app/theme.ts) hands Chakra an empty list instead. It
 * was about half of the system's start-up, the longest task of every page's hydration on a phone.
 * In the browser build it is computed on first read instead.
 */
const chakraGlobalCssOnDemand = () =>
  rewriteLibraryFile('chakra-global-css-on-demand', chakraFile('system'), [
    { from: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', to: 'let _global;' },
    {
      from: '\n    _global,\n',
      to: '\n    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n',
    },
  ]);

/**
 * The rest of createSystem's start-up in the browser is mostly Chakra's style utilities: for each
 * of several hundred CSS properties it builds the table of token values the property accepts
 * (every colour for each colour property, every size for each size property, …), and a second
 * table of TypeScript type names that only Chakra's type generator reads. In the browser build a
 * property's value table is built the first time a style uses that property (a page uses a few
 * dozen), and the type tables not at all; the values, and so the CSS, are the same.
 */
const chakraUtilityValuesOnDemand = () =>
  rewriteLibraryFile('chakra-utility-values-on-demand', chakraFile('utility'), [
    {
      from: `  const assignProperty = (property, config) => {
    const values = getPropertyValues(config);
    if (!values) return;
    propValues.set(property, values);
    assignPropertyType(property, config);
  };`,
      to: `  const pendingValues = /* @__PURE__ */ new Map();
  const assignProperty = (property, config) => {
    propValues.delete(property);
    pendingValues.set(property, config);
  };
  const valuesOf = (property) => {
    const config = pendingValues.get(property);
    if (config) {
      pendingValues.delete(property);
      const values = getPropertyValues(config);
      if (values) propValues.set(property, values);
    }
    return propValues.get(property);
  };`,
    },
    { from: 'const value = propValues.get(key)?.[raw];', to: 'const value = valuesOf(key)?.[raw];' },
    { from: '    assignProperties();\n    assignPropertyTypes();\n', to: '    assignProperties();\n' },
  ]);

/**
 * createSystem builds the whole system in one call: on a phone one task of a few hundred
 * milliseconds, the longest of the page's start-up. In the browser build its body (and those of
 * the config merge and the token dictionary, most of the work) becomes a generator that pauses
 * between its phases;
 * `createSystem` itself runs the phases straight through as before, and `createSystem.inSteps`
 * hands out the generator, so that the browser can run each phase in a task of its own
 * (createSystemInTasks in client/src/app/theme.ts). The phases and their order are unchanged.
 */
const chakraSystemInSteps = (): Plugin[] => [
  rewriteLibraryFile('chakra-merge-configs-in-steps', chakraFile('merge-config'), [
    { from: "import { walkObject } from '../utils/walk-object.js';", to: "import { walkObject } from '../utils/walk-object.js';\nimport { runSteps } from './token-dictionary.js';" },
    {
      from: 'const mergeConfigs = (...configs) => {\n  const merged = mergeWith({}, ...configs.map(clone));\n',
      to: `function* mergeConfigsSteps(configs) {
  const cloned = [];
  for (const config of configs) {
    cloned.push(clone(config));
    yield;
  }
  const merged = mergeWith({}, ...cloned);
  yield;
`,
    },
    {
      from: '  return merged;\n};\n\nexport { mergeConfigs };',
      to: '  return merged;\n}\nconst mergeConfigs = (...configs) => runSteps(mergeConfigsSteps(configs));\n\nexport { mergeConfigs, mergeConfigsSteps };',
    },
  ]),
  rewriteLibraryFile('chakra-token-dictionary-in-steps', chakraFile('token-dictionary'), [
    { from: 'function createTokenDictionary(options) {', to: 'function* createTokenDictionarySteps(options) {' },
    { from: '  function registerTokens() {\n', to: '  function* registerTokens() {\n' },
    { from: '\n    walkObject(\n      semanticTokens,', to: '\n    yield;\n    walkObject(\n      semanticTokens,' },
    { from: '  registerTokens();\n  registerTransform(', to: '  yield* registerTokens();\n  registerTransform(' },
    {
      from: `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`,
      to: `  function* build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    yield;
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    yield;
    applyMiddlewares("post");
    yield;
    applyTransforms("post");
    yield;
    setupViews();
  }`,
    },
    {
      from: '  build();\n  return dictionary;\n}\n',
      to: `  yield;
  yield* build();
  return dictionary;
}
function runSteps(steps) {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
function createTokenDictionary(options) {
  return runSteps(createTokenDictionarySteps(options));
}
`,
    },
    {
      from: 'export { createTokenDictionary, tokenCategories };',
      to: 'export { createTokenDictionary, createTokenDictionarySteps, runSteps, tokenCategories };',
    },
  ]),
  rewriteLibraryFile('chakra-system-in-steps', chakraFile('system'), [
    {
      from: "import { createTokenDictionary } from './token-dictionary.js';",
      to: "import { createTokenDictionarySteps, runSteps } from './token-dictionary.js';",
    },
    { from: "import { mergeConfigs } from './merge-config.js';", to: "import { mergeConfigsSteps } from './merge-config.js';" },
    {
      from: 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
      to: 'function* createSystemSteps(...configs) {\n  const config = yield* mergeConfigsSteps(configs);\n',
    },
    { from: '  const tokens = createTokenDictionary({', to: '  yield;\n  const tokens = yield* createTokenDictionarySteps({' },
    { from: '  const breakpoints = createBreakpoints(', to: '  yield;\n  const breakpoints = createBreakpoints(' },
    { from: '  function assignComposition() {', to: '  yield;\n  function assignComposition() {' },
    { from: '  const tokenMap = getTokenMap(tokens);', to: '  yield;\n  const tokenMap = getTokenMap(tokens);' },
    {
      from: 'function getTokenMap(tokens) {',
      to: `function createSystem(...configs) {
  return runSteps(createSystemSteps(...configs));
}
createSystem.inSteps = createSystemSteps;
function getTokenMap(tokens) {`,
    },
  ]),
];

/**
 * Chakra's anatomy module defines the parts of all of its ~50 components (from Zag's anatomy
 * files), and the bundler keeps every definition because a call might have side effects. They
 * have none: marked pure, the definitions of components the site does not use are left out of the
 * browser build, and the browser no longer evaluates them as it starts.
 */
const pureAnatomies = (): Plugin => {
  const anatomyFile =
    /(@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.anatomy\.js|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js)$/;
  const recipeFile = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/][^\\/]+\.js$/;
  // `const x = createAnatomy(…).parts(…);`, `var y = x.extendWith(…);` and `var parts = x.build();`
  // become pure calls of an arrow function (a pure mark on a chain of calls covers only its first
  // call); in a recipe, `slots: xAnatomy.keys()`.
  const definition = /^((?:var|const) [\w$]+ = )([\w$]+(?:\.[\w$]+)?\([\s\S]*?\));$/gm;
  const slots = /^(\s+slots: )([\w$]+\.keys\(\))/gm;
  return {
    name: 'pure-anatomies',
    transform(code, id) {
      const anatomy = anatomyFile.test(id);
      if (!anatomy && !recipeFile.test(id)) return undefined;
      const marked = anatomy
        ? code.replace(definition, '$1/* @__PURE__ */ (() => $2)();')
        : code.replace(slots, '$1/* @__PURE__ */ $2');
      const defines = anatomy ? /createAnatomy\(|\.extendWith\(|\.build\(\)/.test(code) : code.includes('slots: ');
      if (defines && marked === code) {
        this.error(`pure-anatomies: ${id} no longer has the definitions this plugin marks; update it (vite.config.ts)`);
      }
      return marked;
    },
  };
};

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
  plugins: [react(), ...(isSsrBuild ? [linkNodeModules()] : [chakraGlobalCssOnDemand(), chakraUtilityValuesOnDemand(), ...chakraSystemInSteps(), pureAnatomies(), graphiqlSandbox()])],
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
