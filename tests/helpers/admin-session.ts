/**
 * Signs in through POST /api/admin/login and hands back a fetch that carries the session cookie
 * and a same-site Origin header (the server refuses non-GET API calls from other origins).
 */
import { FIXTURE_ADMIN } from './fixture-cache';

export interface AdminCredentials {
  username: string;
  password: string;
  twoFactorCode?: string;
}

export interface AdminSession {
  /** `name=value` of the session cookie, ready for a Cookie header. */
  cookie: string;
  /** fetch relative to the server with the cookie and Origin set; a string body is sent as JSON. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
}

/** The `name=value` pairs of every Set-Cookie of a response, by name. */
export function readSetCookies(res: Response): Map<string, { value: string; attributes: string }> {
  const out = new Map<string, { value: string; attributes: string }>();
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    out.set(pair.slice(0, eq).trim(), { value: pair.slice(eq + 1).trim(), attributes: attributes.join(';').trim() });
  }
  return out;
}

/** A fetch bound to a server that sends the given cookie and the server's own Origin. */
export function makeAdminFetch(baseUrl: string, cookie: string): AdminSession['fetch'] {
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    if (!headers.has('Origin')) headers.set('Origin', baseUrl);
    if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return fetch(`${baseUrl}${path}`, { ...init, headers, redirect: init.redirect ?? 'manual' });
  };
}

/** Logs in (username and password, optionally a 2FA code) and returns the session; throws when login fails. */
export async function signInAsAdmin(baseUrl: string, creds: AdminCredentials = FIXTURE_ADMIN): Promise<AdminSession> {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: creds.username, password: creds.password, twoFactorCode: creds.twoFactorCode }),
  });
  const body = await res.text();
  const session = [...readSetCookies(res)].find(([name]) => name.endsWith('guide_session'));
  if (!res.ok || !session || !session[1].value) {
    throw new Error(`Admin login failed for ${creds.username}: ${res.status} ${body}`);
  }
  const cookie = `${session[0]}=${session[1].value}`;
  return { cookie, fetch: makeAdminFetch(baseUrl, cookie) };
}
