/**
 * Authenticator codes for a test that uses one secret several times, as a phone would give them.
 * The server accepts a code one 30-second step either side of its own clock and never the same or
 * an earlier step twice. A code made in the last moments of a step can reach the server after the
 * step has turned: when the browser types and submits it, that was enough to fail a CI run. So each
 * code here stays acceptable for `marginMs` after it is made and is later than the last one given.
 */
import { generateTotpCode } from '~/features/auth/totp.server';

const STEP_MS = 30_000;

export class TotpSequence {
  private lastStep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly secret: string,
    private readonly marginMs = 5_000,
  ) {}

  /** The next code; waits for the real clock only when the codes in the drift window are used up. */
  async next(): Promise<string> {
    for (;;) {
      const now = Date.now();
      const earliest = Math.floor((now + this.marginMs) / STEP_MS) - 1;
      const latest = Math.floor(now / STEP_MS) + 1;
      const step = Math.max(earliest, this.lastStep + 1);
      if (step <= latest) {
        this.lastStep = step;
        return generateTotpCode(this.secret, step * STEP_MS);
      }
      // The step wanted enters the server's window when the clock reaches the step before it.
      await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - now + 10));
    }
  }
}
