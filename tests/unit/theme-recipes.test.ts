import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recipes as allRecipes, slotRecipes as allSlotRecipes } from '@chakra-ui/react/theme';
import { usedRecipes, usedSlotRecipes } from '../../client/src/app/theme';

/** Chakra components whose recipe key is not their own name. */
const RECIPE_OF: Record<string, string> = { IconButton: 'button', CloseButton: 'button', SkeletonText: 'skeleton', SkeletonCircle: 'skeleton', Toaster: 'toast' };

function chakraNamesUsed(directory: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const specifier of match[1]!.split(',')) {
        const name = specifier.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const recipeKey = (name: string) => RECIPE_OF[name] ?? name[0]!.toLowerCase() + name.slice(1);

test('every Chakra component the site imports has its recipe in the trimmed theme', () => {
  const missing = [...chakraNamesUsed(path.join(__dirname, '../../client/src'))]
    .map(recipeKey)
    .filter((key) => (key in allRecipes && !(key in usedRecipes)) || (key in allSlotRecipes && !(key in usedSlotRecipes)));
  expect(missing).toEqual([]);
});

test('the trimmed theme keeps no recipe the site does not use', () => {
  const used = new Set([...chakraNamesUsed(path.join(__dirname, '../../client/src'))].map(recipeKey));
  const kept = [...Object.keys(usedRecipes), ...Object.keys(usedSlotRecipes)];
  // The spinner recipe styles Button's loading state; the others are components imported by name.
  expect(kept.filter((key) => !used.has(key) && key !== 'spinner')).toEqual([]);
});
