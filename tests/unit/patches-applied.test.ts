import { readFileSync } from 'node:fs';
import path from 'node:path';

// npm's postinstall applies patches/ (patch-package); an install that skipped it would leave the
// browser's Chakra unpatched without an error anywhere else (patches/README.md says what it buys).
const chakraFile = (name: string) => readFileSync(path.resolve('node_modules/@chakra-ui/react/dist/esm/styled-system', `${name}.js`), 'utf8');

test('the installed Chakra carries patches/@chakra-ui+react patch: the system in steps, global CSS and value tables on demand', () => {
  expect(chakraFile('system')).toContain('createSystem.inSteps');
  expect(chakraFile('system')).toContain('let _global;');
  expect(chakraFile('merge-config')).toContain("import { runSteps } from './token-dictionary.js';");
  expect(readFileSync(path.resolve('node_modules/@chakra-ui/react/package.json'), 'utf8')).toContain('"version": "3.37.0"');
});
