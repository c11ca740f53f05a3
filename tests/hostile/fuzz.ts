/** The property shared by the fuzz tests: any hostile request gets an acceptable answer, and a refused one changes nothing. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { hostileBody, hostileQuery, idSegment } from './arbitraries';
import { checkAnswer } from './assert-answer';
import type { Fingerprinter } from './db-fingerprint';
import { fillTemplate, type Endpoint } from './endpoints';
import { sendRaw, type RawRequest } from './raw-http';

/** How many random requests per endpoint: small in `npm test`, HOSTILE_RUNS for more. */
export const RUNS = Number(process.env.HOSTILE_RUNS ?? 12);

export interface FuzzTarget {
  baseUrl: string;
  /** Extra headers for every request (session cookie and Origin for admin endpoints). */
  headers: Record<string, string>;
  fingerprint: Fingerprinter;
}

/** A hostile request for one endpoint. */
function requestFor(endpoint: Endpoint): fc.Arbitrary<RawRequest> {
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(endpoint.method);
  return fc
    .record({
      ids: fc.array(idSegment, { minLength: endpoint.params.length, maxLength: endpoint.params.length }),
      query: hostileQuery,
      body: hasBody ? hostileBody : fc.constant<{ body?: Buffer | string; headers: Record<string, string> }>({ headers: {} }),
    })
    .map(({ ids, query, body }) => ({
      method: endpoint.method,
      path: `${fillTemplate(endpoint.template, ids)}${query}`,
      headers: { ...body.headers },
      body: body.body,
    }));
}

/** Sends one request and returns the problems with its answer, including a database change on refusal. */
async function probe(target: FuzzTarget, req: RawRequest): Promise<string[]> {
  const before = target.fingerprint.tables();
  const answer = await sendRaw(target.baseUrl, { ...req, headers: { ...target.headers, ...req.headers } });
  const problems = checkAnswer(answer);
  if (answer.status >= 400) {
    const after = target.fingerprint.tables();
    const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
    if (changed.length > 0) problems.push(`refused (${answer.status}) but changed ${changed.join(', ')}`);
  }
  return problems.map((p) => `${req.method} ${req.path.slice(0, 200)} -> ${answer.status}: ${p}`);
}

/** Runs the property for one endpoint and fails with the smallest counterexample fast-check finds. */
export async function fuzzEndpoint(target: FuzzTarget, endpoint: Endpoint, runs = RUNS): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requestFor(endpoint), async (req) => {
      const problems = await probe(target, req);
      expect(problems).toEqual([]);
    }),
    { numRuns: runs, endOnFailure: true },
  );
}
