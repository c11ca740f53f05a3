/**
 * A test-only server entry: serves like scripts/serve.ts, but on a clock the test process moves
 * (TEST_CLOCK_START, then messages over the IPC channel the parent opened). This file is the only
 * caller of serveSite's clock option; a production start (npm start, scripts/serve.ts) has no such
 * channel and no setting that installs another clock (src/features/listings/lifecycle/clock.test.ts).
 */
import { serveSite } from '~/app/serve';
import { createManualClock } from '~/features/listings/lifecycle/clock';

export interface ClockMessage {
  id: number;
  /** Where to set the clock (ISO); the scheduler then runs what fell due, and the answer follows. */
  at: string;
}

if (!process.send) throw new Error('moving-clock-serve.ts runs only as a child with an IPC channel (tests/helpers/server.ts).');
const start = new Date(process.env.TEST_CLOCK_START ?? '');
if (Number.isNaN(start.getTime())) throw new Error('TEST_CLOCK_START must be an ISO date.');

const clock = createManualClock(start);
const site = await serveSite({ clock });
process.on('message', (message: ClockMessage) => {
  clock.set(new Date(message.at));
  void site.runScheduledJobs().then(
    () => process.send?.({ id: message.id, ok: true }),
    (error: unknown) => process.send?.({ id: message.id, ok: false, error: String(error) }),
  );
});
console.log(`Suriname Guide (test clock at ${start.toISOString()}) is running at ${site.baseUrl}`);
