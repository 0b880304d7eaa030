import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * `npm start` runs the builds a deployment runs: with NODE_ENV unset, the process itself says
 * production before React loads (server/src/config/node-env.ts, imported first by main.ts).
 */
const load = (env: NodeJS.ProcessEnv) =>
  execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', "await import('./server/src/config/node-env.ts'); const runtime = await import('react/jsx-dev-runtime'); console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, developmentReact: typeof runtime.jsxDEV === 'function' }));"],
    { env, encoding: 'utf8' },
  );

const without = (name: string) => Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== name));

test('with NODE_ENV unset, the process runs production and React loads its production build', () => {
  expect(JSON.parse(load(without('NODE_ENV')))).toEqual({ nodeEnv: 'production', developmentReact: false });
});

test('npm run dev (NODE_ENV=development) keeps the development build', () => {
  expect(JSON.parse(load({ ...without('NODE_ENV'), NODE_ENV: 'development' }))).toEqual({ nodeEnv: 'development', developmentReact: true });
});

test("main.ts imports node-env before anything else, so nothing loads React before it", () => {
  const firstImport = /^import .+$/m.exec(readFileSync('server/src/main.ts', 'utf8'))?.[0];
  expect(firstImport).toBe("import './config/node-env';");
});
