/** JSON request bodies parsed with the shared zod schemas; every failure is a 4xx with `{ error }`. */
import type { z } from 'zod';
import { jsonError } from './json';

/** The first issue of a failed parse as '<field>: <message>', e.g. 'translations.en.name: Name is required'. */
export function formatIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The first issue's message alone (the spec's form messages, e.g. 'Username is required'). */
function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/**
 * Reads a JSON body and parses it with a schema. Wrong content type → 415, broken JSON → 400,
 * schema failure → 400 with `describe(error)` (by default naming the field).
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  describe: (error: z.ZodError) => string = formatIssue,
): Promise<{ data: z.output<S> } | { response: Response }> {
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
  if (!result.success) return { response: jsonError(400, describe(result.error)) };
  return { data: result.data };
}

/** Like parseJsonBody, answering with the spec's message alone (the auth forms show it as is). */
export function readJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.output<S> } | { response: Response }> {
  return parseJsonBody(request, schema, firstIssueMessage);
}
