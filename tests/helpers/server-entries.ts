/**
 * Bundles the two server entries the tests start (scripts/serve.ts and the moving-clock entry) into
 * plain ES modules once per test run. Started through tsx, each server spent about 1.5 s of its
 * 3.5 s start transpiling the same ~240 source files again; a CI run starts about 90 of them.
 * npm packages stay external (resolved from node_modules at run time), as under tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Where the bundles go (git-ignored); each test run rewrites them from the current sources. */
const SERVER_ENTRY_DIR = path.resolve('tmp/test-server');

export const SERVER_ENTRIES = {
  serve: { source: 'scripts/serve.ts', bundle: path.join(SERVER_ENTRY_DIR, 'serve.mjs') },
  movingClock: { source: 'tests/helpers/moving-clock-serve.ts', bundle: path.join(SERVER_ENTRY_DIR, 'moving-clock-serve.mjs') },
} as const;

/**
 * Writes both bundles, each whole (written aside, then renamed) so a run started alongside never reads half a file, and
 * announces them to tests/helpers/server.ts in this process and in the test workers, which inherit its environment.
 */
export async function bundleServerEntries(): Promise<void> {
  fs.mkdirSync(SERVER_ENTRY_DIR, { recursive: true });
  for (const entry of Object.values(SERVER_ENTRIES)) {
    const aside = `${entry.bundle}.${process.pid}.tmp`;
    await build({
      entryPoints: [path.resolve(entry.source)],
      outfile: aside,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      packages: 'external',
      tsconfig: path.resolve('tsconfig.json'),
      logLevel: 'error',
    });
    fs.renameSync(aside, entry.bundle);
  }
  process.env.GUIDE_SERVER_BUNDLES = '1';
}
