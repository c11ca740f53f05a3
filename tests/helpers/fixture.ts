/**
 * A seeded data folder made once per test run (global setup) and copied per test file, so each
 * file gets its own database and uploads without paying for the image pipeline again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A new empty temporary folder. */
export function makeTempDir(prefix = 'guide-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Copies the seeded fixture into a new temporary data folder and returns it. */
export function copyFixture(fixtureDir: string): string {
  const dir = makeTempDir();
  fs.cpSync(fixtureDir, dir, { recursive: true });
  return dir;
}
