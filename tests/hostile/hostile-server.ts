/** The server the hostile tests attack: a fixture copy, a signed-in admin's headers, and a fingerprint of the database to show nothing changed. */
import { afterAll, beforeAll, inject } from 'vitest';
import { signInAsAdmin } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { lateBound } from '../helpers/late-bound';
import { startServer, type RunningServer } from '../helpers/server';
import { openFingerprinter, type Fingerprinter } from './db-fingerprint';

export interface HostileServer {
  server: RunningServer;
  dataDir: string;
  /** Cookie and Origin of a signed-in admin, to spread into a request's headers. */
  admin: Record<string, string>;
  fingerprint: Fingerprinter;
}

/** Call at the top level of a test file: started before its tests, closed after (read it inside tests); `env` goes to the server. */
export function useHostileServer(env: Record<string, string> = {}): HostileServer {
  let state: HostileServer | undefined;
  beforeAll(async () => {
    const dataDir = copyFixture(inject('fixtureDir'));
    const server = await startServer(dataDir, env);
    const session = await signInAsAdmin(server.baseUrl);
    state = { server, dataDir, admin: { Cookie: session.cookie, Origin: server.baseUrl }, fingerprint: openFingerprinter(dataDir) };
  });
  afterAll(async () => {
    state?.fingerprint.close();
    await state?.server.stop();
  });
  return {
    server: lateBound(() => state?.server, 'The hostile test server'),
    admin: lateBound(() => state?.admin, 'The admin headers'),
    fingerprint: lateBound(() => state?.fingerprint, 'The database fingerprint'),
    get dataDir() {
      return lateBound(() => state, 'The hostile test server').dataDir;
    },
  };
}
