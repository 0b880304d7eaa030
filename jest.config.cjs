/** jest runs the TypeScript through SWC (with decorator metadata for TypeORM), as CommonJS. */
const esmPackages = [
  'mdast-util-[a-z-]+',
  'micromark[a-z-]*',
  'unist-util-[a-z-]+',
  'decode-named-character-reference',
  'character-entities[a-z-]*',
  'devlop',
  'ccount',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'escape-string-regexp',
  'trim-lines',
  'unist-[a-z-]+',
];

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  globalSetup: '<rootDir>/tests/setup/global-setup.ts',
  globalTeardown: '<rootDir>/tests/setup/global-teardown.ts',
  setupFiles: ['<rootDir>/tests/setup/worker-env.ts'],
  // Suites run in parallel workers, each on a database of its own (tests/setup/global-setup.ts).
  // Two, not three, on two cores: tests/browser took 550 s with 2 and 559 s with 3 (shared machine,
  // load average 14-27), and with 3 four tests that act against the clock timed out or lost the race.
  maxWorkers: 2,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 60000,
  slowTestThreshold: 30,
};
