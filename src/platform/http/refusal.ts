/**
 * A refusal in the form the client can show: the API's JSON `{ "error": "…" }` for /api, and plain
 * text for a page, where the browser of a visitor without JavaScript shows the answer itself.
 */
import { jsonError } from './json';

/** True for the JSON API's paths. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A 4xx answer with one message, shaped for the path. */
export function refusal(pathname: string, status: number, message: string, headers: Record<string, string> = {}): Response {
  if (isApiPath(pathname.toLowerCase())) return jsonError(status, message, headers);
  return new Response(`${message}\n`, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}
