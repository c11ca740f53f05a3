/**
 * Starts one shared server for the browser tests on a copy of the seeded fixture. Tests that
 * change data start their own server (see tests/helpers/server.ts).
 */
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { startServer } from '../tests/helpers/server';
import { bundleServerEntries } from '../tests/helpers/server-entries';

export default async function globalSetup(): Promise<() => Promise<void>> {
  await bundleServerEntries();
  const fixture = await ensureFixture();
  process.env.E2E_FIXTURE_DIR = fixture;
  const server = await startServer(copyFixture(fixture));
  process.env.E2E_BASE_URL = server.baseUrl;
  return () => server.stop();
}
