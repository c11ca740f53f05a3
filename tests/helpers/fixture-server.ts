/** The built server on a private copy of the fixture, shared by every test of one file: started before them, stopped after. */
import { afterAll, beforeAll, inject } from 'vitest';
import { copyFixture } from './fixture';
import { startServer, type RunningServer } from './server';

/**
 * Call at the top level of a test file. The answer stands for the server once beforeAll has run
 * (reading it earlier throws); `env` is added to the server's environment.
 */
export function serveFixtureCopy(env: Record<string, string> = {}): RunningServer {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer(copyFixture(inject('fixtureDir')), env);
  });
  afterAll(async () => {
    await running?.stop();
  });
  const current = (): RunningServer => {
    if (!running) throw new Error('The fixture server is not running: read it inside a test or a later beforeAll');
    return running;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get port() {
      return current().port;
    },
    get process() {
      return current().process;
    },
    output: () => current().output(),
    stop: () => current().stop(),
  };
}
