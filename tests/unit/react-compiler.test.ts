import { readdirSync } from 'node:fs';
import path from 'node:path';
import { transformFileAsync } from '@babel/core';

// The browser build runs the React Compiler (docs/decisions/0019-react-compiler.md), which skips a
// component it cannot compile without a word in the build: the component then renders again with
// every parent, and nothing memoizes it by hand any more. Each is compiled here the way the build
// does, and what it skipped is named with its reason.
const clientDir = path.resolve('client/src');
const sources = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.startsWith('graphiql') && !file.endsWith('generated.ts'))
  .map((file) => path.join(clientDir, file));

type CompilerEvent = { kind: string; fnName?: string | null; detail?: { reason?: string; options?: { reason?: string } } };

test('the React Compiler compiles every component and hook of the site', async () => {
  const skipped: string[] = [];
  let compiled = 0;
  for (const file of sources) {
    await transformFileAsync(file, {
      babelrc: false,
      configFile: false,
      code: false,
      parserOpts: { plugins: ['jsx', 'typescript'] },
      plugins: [
        [
          'babel-plugin-react-compiler',
          {
            logger: {
              logEvent(_file: string, event: CompilerEvent) {
                if (event.kind === 'CompileSuccess') compiled += 1;
                else if (event.kind !== 'CompileSkip') {
                  const reason = event.detail?.options?.reason ?? event.detail?.reason ?? event.kind;
                  skipped.push(`${path.relative(clientDir, file)} ${event.fnName ?? ''}: ${reason}`);
                }
              },
            },
          },
        ],
      ],
    });
  }
  expect(skipped).toEqual([]);
  expect(compiled).toBeGreaterThan(100);
}, 60_000);
