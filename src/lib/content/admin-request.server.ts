/** Request parsing for the admin content endpoints: JSON bodies through the shared zod schemas. */
import type { z } from 'zod';
import { jsonError } from '../http/json';

/** The first issue of a failed parse as '<field>: <message>', e.g. 'translations.en.name: Name is required'. */
export function formatIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Reads a JSON body and parses it with a schema; failures become 400 responses that name the field. */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.output<S> } | { response: Response }> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    return { response: jsonError(415, 'Content-Type must be application/json') };
  }
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { response: jsonError(400, 'Body must be valid JSON') };
  }
  const result = schema.safeParse(raw);
  if (!result.success) return { response: jsonError(400, formatIssue(result.error)) };
  return { data: result.data };
}
