/** JSON responses in the API's one shape for failures: `{ "error": "…" }` with a 4xx status. */

/** A JSON error response. */
export function jsonError(status: number, error: string, headers: HeadersInit = {}): Response {
  return Response.json({ error }, { status, headers });
}

/** A JSON success response. */
export function jsonOk(data: unknown, init: ResponseInit = {}): Response {
  return Response.json(data, init);
}
