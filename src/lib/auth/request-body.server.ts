/** JSON bodies of the auth endpoints, parsed with the shared zod schemas; failures are 4xx with the spec's message. */
import type { z } from 'zod';
import { jsonError } from '../http/json';

/** Reads and validates a JSON body; the first schema message becomes the 400's `error`. */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.output<S> } | { response: Response }> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return { response: jsonError(415, 'Content-Type must be application/json') };
  }
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { response: jsonError(400, 'Body must be valid JSON') };
  }
  const result = schema.safeParse(raw);
  if (!result.success) return { response: jsonError(400, result.error.issues[0]?.message ?? 'Invalid input') };
  return { data: result.data };
}
