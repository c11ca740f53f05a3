/**
 * The server's clock can be moved only in tests: the movable clock is created nowhere outside test
 * files, and the production scheduler start takes no clock at all (it always reads the system clock).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getServerClock, systemClock } from '~/platform/clock/server-clock';
import { createManualClock } from './clock';
import { startListingScheduler } from './start-scheduler.server';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|astro|mjs)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

describe('clock', () => {
  it('moves only when a test moves it', () => {
    const clock = createManualClock(new Date('2026-04-01T00:00:00Z'));
    clock.advance(60_000);
    expect(clock().toISOString()).toBe('2026-04-01T00:01:00.000Z');
    clock.set(new Date('2027-01-01T00:00:00Z'));
    expect(clock().toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(Math.abs(systemClock().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('cannot be moved in a production start: no production file creates a movable clock', () => {
    const users = [...sourceFiles('src'), ...sourceFiles('scripts')].filter(
      (f) => !f.endsWith(path.join('lifecycle', 'clock.ts')) && fs.readFileSync(f, 'utf8').includes('createManualClock'),
    );
    expect(users).toEqual([]);
    expect(startListingScheduler.length).toBe(0);
    // Only a test entry installs a clock: no production file calls installServerClock or passes serveSite a clock.
    const installers = [...sourceFiles('src'), ...sourceFiles('scripts')].filter(
      (f) => !f.endsWith(path.join('clock', 'server-clock.ts')) && /installServerClock\(|serveSite\(\s*\{/.test(fs.readFileSync(f, 'utf8')),
    );
    expect(installers).toEqual(['src/app/serve.ts']);
    expect(getServerClock()).toBe(systemClock);
  });
});
