/** Small HTTP helpers for the auth API tests (each file starts its own server on a copy of the fixture). */
import { expect } from 'vitest';
import { readSetCookies } from '../helpers/admin-session';

export interface JsonAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field by the assertions
  body: any;
  headers: Headers;
  cookies: Map<string, { value: string; attributes: string }>;
}

/** Sends JSON with this site's Origin (unless headers override it) and reads the answer. */
export async function sendJson(baseUrl: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Origin: baseUrl, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed, headers: res.headers, cookies: readSetCookies(res) };
}

/** POST /api/admin/login. */
export function login(baseUrl: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  return sendJson(baseUrl, 'POST', '/api/admin/login', body, headers);
}

/** The `name=value` of the session cookie of a login answer. */
export function sessionCookieOf(answer: JsonAnswer): string {
  const entry = [...answer.cookies].find(([name]) => name.endsWith('guide_session'));
  if (!entry || !entry[1].value) throw new Error(`no session cookie (status ${answer.status}: ${JSON.stringify(answer.body)})`);
  return `${entry[0]}=${entry[1].value}`;
}

/** Fails when any of the given secrets appears in the server's output. */
export function findLeaks(output: string, secrets: string[]): string[] {
  return secrets.filter((s) => s.length >= 6 && output.includes(s));
}

/** The server logged the auth `events` as JSON lines (among others), gathered more than `minSecrets` secrets, and printed none of them. */
export function expectAuthLog(output: string, events: string[], secrets: string[], minSecrets: number): void {
  const logged = output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l))
    .filter((e) => e.type === 'auth')
    .map((e) => e.event);
  expect(logged).toEqual(expect.arrayContaining(events));
  expect(secrets.length).toBeGreaterThan(minSecrets);
  expect(findLeaks(output, secrets)).toEqual([]);
}
