/**
 * npm run content:scale -- --scale 10 [--out DIR]: writes ten times today's content (every
 * industry, niche and glossary term copied with new slugs and titles; scripts/lib/content-scale.ts)
 * into a new temporary folder or DIR, validates it as the site does, and says how to start the
 * site on it: CONTENT_DIR=<folder> DATA_DIR=<another folder> npm start (a database of its own, so
 * that the usual one keeps today's content).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readContentSet } from '../server/src/modules/content/content-files';
import { writeScaledContent } from './lib/content-scale';

const { values: options } = parseArgs({
  options: { scale: { type: 'string', default: '10' }, out: { type: 'string' } },
});
const scale = Number(options.scale);
const target = options.out ? path.resolve(options.out) : await mkdtemp(path.join(tmpdir(), `bidlight-content-x${scale}-`));
const counts = await writeScaledContent({ source: path.resolve('content'), target, scale });
const content = await readContentSet(target);
console.log(
  `[content:scale] ×${scale}: ${content.industries.length} industries, ${counts.niches} niches, ${content.glossary.length} glossary terms, ` +
    `${content.posts.length} posts, ${content.competitors.length} competitors, valid, in ${target}`,
);
console.log(`[content:scale] start the site on it (with a database of its own): CONTENT_DIR=${target} DATA_DIR=${target}-data npm start`);
