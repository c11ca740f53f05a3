/**
 * The admin islands' one way to call the API (spec section 8): JSON in and out, cookies sent,
 * no retries, and any non-2xx answer thrown as an ApiError.
 */

/** A failed API call. `message` is `${status}: ${body or statusText}`; `serverError` is the body's `error` field. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverError: string | null;

  constructor(status: number, message: string, serverError: string | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverError = serverError;
  }
}

function readServerError(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') return parsed.error;
  } catch {
    // not JSON: the status line is all there is
  }
  return null;
}

async function send(method: string, path: string, body?: unknown): Promise<{ res: Response; text: string }> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, readServerError(text));
  return { res, text };
}

/** Sends a JSON request with credentials and returns the parsed answer (null when empty); throws ApiError on non-2xx. */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const { text } = await send(method, path, body);
  return (text ? JSON.parse(text) : null) as T;
}

/** GETs one page of a list endpoint: its items and the `X-Next-Cursor` of the next page (null on the last). */
export async function apiGetPage<T>(path: string): Promise<{ items: T[]; nextCursor: string | null }> {
  const { res, text } = await send('GET', path);
  return { items: JSON.parse(text) as T[], nextCursor: res.headers.get('X-Next-Cursor') };
}

/** The server's `error` text of a failed call for a toast, or the given fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverError) return error.serverError;
  return fallback;
}
