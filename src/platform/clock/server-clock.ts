/**
 * The server's "now". Production reads the system clock: nothing in the environment, the
 * configuration or an endpoint can change it. The only way to install another clock is to call
 * `installServerClock` in the server process before it serves, which only a test entry does
 * (tests/helpers/moving-clock-server.ts); `npm start` and scripts/serve.ts never do.
 * The symbol is shared because the built Astro bundle and the serving script are separate module graphs.
 */
export type Clock = () => Date;

const CLOCK_KEY = Symbol.for('suriname-guide.server-clock');
type ClockHolder = { [CLOCK_KEY]?: Clock };

export const systemClock: Clock = () => new Date();

/** The clock requests, the mail sender and the scheduler read. */
export function getServerClock(): Clock {
  return (globalThis as ClockHolder)[CLOCK_KEY] ?? systemClock;
}

/** Replaces the server's clock for this process (test entries only; see the module comment). */
export function installServerClock(clock: Clock): void {
  (globalThis as ClockHolder)[CLOCK_KEY] = clock;
}
