/**
 * A seeded data folder made once per test run (global setup) and copied per test file, so each
 * file gets its own database and uploads without paying for the image pipeline again.
 * Temporary folders are removed when the test process exits; folders left behind by killed
 * processes are swept after two hours.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'guide-test-';
const created: string[] = [];
let sweptAndHooked = false;

function removeCreated(): void {
  if (process.env.KEEP_TEST_DATA === '1') return;
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

function sweepOldFolders(): void {
  const cutoff = Date.now() - 2 * 3_600_000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const full = path.join(os.tmpdir(), name);
    try {
      if (fs.statSync(full).mtimeMs < cutoff) fs.rmSync(full, { recursive: true, force: true });
    } catch {
      // another process removed it first
    }
  }
}

/** A new empty temporary folder, removed when this process exits. */
export function makeTempDir(prefix = PREFIX): string {
  if (!sweptAndHooked) {
    sweptAndHooked = true;
    sweepOldFolders();
    process.once('exit', removeCreated);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Copies the seeded fixture into a new temporary data folder and returns it. */
export function copyFixture(fixtureDir: string): string {
  const dir = makeTempDir();
  fs.cpSync(fixtureDir, dir, { recursive: true });
  return dir;
}
