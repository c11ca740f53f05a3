/** A server for the public fuzz tests: its own copy of the fixture, wired to the Stripe mock, write limits out of the way. */
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { startStripeMock } from '../helpers/stripe-mock';
import { openFingerprinter, type Fingerprinter } from './db-fingerprint';

export interface PublicTarget {
  server: RunningServer;
  fingerprint: Fingerprinter;
  stop: () => Promise<void>;
}

/** Starts the mock and the server; the fingerprint reads the server's database to see what a request changed. */
export async function startPublicTarget(fixtureDir: string): Promise<PublicTarget> {
  const stripe = await startStripeMock();
  const dataDir = copyFixture(fixtureDir);
  const server = await startServer(dataDir, {
    STRIPE_SECRET_KEY: 'sk_test_localmock',
    STRIPE_WEBHOOK_SECRET: 'whsec_localmock',
    STRIPE_API_BASE: stripe.url,
    RATE_LIMIT_RECEIPTS: '100000/60',
    RATE_LIMIT_CHECKOUT: '100000/60',
  });
  const fingerprint = openFingerprinter(dataDir);
  return {
    server,
    fingerprint,
    stop: async () => {
      fingerprint.close();
      await server.stop();
      await stripe.close();
    },
  };
}
