/** What every API answer to hostile input must look like. */
import type { RawAnswer } from './raw-http';

/** Traces of internals that must never reach a client: stack frames, source paths, SQL errors. */
const LEAKS = [
  /\bat\s+(?:[\w.<>$]+\s+)?\(?(?:file:\/\/)?[^\s()]*\.(?:ts|js|mjs|cjs|astro):\d+:\d+/,
  /\/(?:work|home|root|src|node_modules)\/[\w./-]+\.(?:ts|js|mjs)/,
  /SQLITE_[A-Z]+/,
  /SqliteError/,
  /file:\/\//,
];

/** Problems with one answer (empty when it is acceptable): never 5xx, 4xx as JSON `{ error }`, no internals. */
export function checkAnswer(answer: RawAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  for (const leak of LEAKS) if (leak.test(answer.text)) problems.push(`leaks internals (${leak}): ${answer.text.slice(0, 300)}`);
  if (answer.status >= 400) {
    let body: unknown = null;
    try {
      body = JSON.parse(answer.text);
    } catch {
      problems.push(`4xx body is not JSON: ${answer.text.slice(0, 200)}`);
    }
    const error = (body as { error?: unknown } | null)?.error;
    if (body !== null && (typeof error !== 'string' || error.length === 0)) problems.push(`4xx body has no error text: ${answer.text.slice(0, 200)}`);
    if (!String(answer.headers['content-type'] ?? '').includes('application/json')) problems.push(`4xx content-type ${answer.headers['content-type']}`);
  }
  return problems;
}
