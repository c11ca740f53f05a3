/**
 * The gate of a public write (set up per request by src/middleware/write-limits.ts). A request
 * always costs its client address's budget; only one that passed the endpoint's cheap checks
 * (a known token, a valid body, no honeypot) counts toward the ceiling of all addresses together,
 * so junk from many addresses cannot close a form for everyone. The endpoint tells the gate which
 * of the two a request is; one that tells nothing is counted by its answer (below 400: passed).
 */

/** What an endpoint tells the write gate of its request. */
export interface WriteGate {
  /** The request passed the cheap checks: counts it toward the global ceiling; a 429 to answer beyond it, else null. */
  admit(): Response | null;
  /** The request failed a cheap check (also one answered like a success, as a honeypot): a 429 when its address is over budget, else null. */
  reject(): Response | null;
}

/** The gate of a request that no write limit covers (a GET, an unlimited path, a unit test). */
export const OPEN_WRITE_GATE: WriteGate = { admit: () => null, reject: () => null };
