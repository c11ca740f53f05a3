/** The built server on a private copy of the fixture, shared by every test of one file: started before them, stopped after. */
import { afterAll, beforeAll, inject } from 'vitest';
import { copyFixture } from './fixture';
import { lateBound } from './late-bound';
import { startServer, type RunningServer } from './server';

/** Call at the top level of a test file; `env` is added to the server's environment. */
export function serveFixtureCopy(env: Record<string, string> = {}): RunningServer {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer(copyFixture(inject('fixtureDir')), env);
  });
  afterAll(async () => {
    await running?.stop();
  });
  return lateBound(() => running, 'The fixture server');
}
