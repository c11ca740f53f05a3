/**
 * Run by `npm run screenshots` with the working directory in a built checkout of the site (this one,
 * or an older commit's temporary worktree for `--before`): starts that checkout's built server on its
 * own seeded test fixture (its own tests/helpers, so its own seed and migrations), with the server's
 * clock standing at the fixture's seed moment, and prints one JSON line: { baseUrl, clock, admin }.
 * Stops the server on SIGTERM or SIGINT. The checkout's tsconfig decides what its `~/` imports mean.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const helper = async (name: string) => {
  const file = path.join(root, 'tests/helpers', name);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: this checkout is older than the fixture helpers the screenshots need.`);
  return import(pathToFileURL(file).href);
};

const { ensureFixture, FIXTURE_ADMIN } = await helper('fixture-cache.ts');
const { copyFixture } = await helper('fixture.ts');
const { startServer } = await helper('server.ts');

const fixture: string = await ensureFixture();
// The moment the fixture was seeded: its events and "open now" read the same on every run.
const clock = new Date(fs.readFileSync(path.join(fixture, '.complete'), 'utf8').trim());
const server = await startServer(copyFixture(fixture), {}, { clockStart: clock });
const stop = () => void server.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.stdout.write(`${JSON.stringify({ baseUrl: server.baseUrl, clock: clock.toISOString(), admin: FIXTURE_ADMIN })}\n`);
