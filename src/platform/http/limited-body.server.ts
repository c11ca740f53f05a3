/**
 * Reads a request body up to a byte limit and stops there: a declared Content-Length over the
 * limit is refused before any byte is read, and a streamed body is cut off as soon as it passes
 * the limit, so an oversized upload never sits in memory or on disk.
 */

export type LimitedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too_large' | 'aborted' };

/** The declared body size, or null when absent or not a number. */
export function getDeclaredLength(request: Request): number | null {
  const value = request.headers.get('content-length');
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/** Reads at most `maxBytes` of the body. */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = getDeclaredLength(request);
  if (declared !== null && declared > maxBytes) return { ok: false, reason: 'too_large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Stop reading: the rest of the upload is never taken in.
        reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'aborted' };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export type LimitedFormData = { ok: true; data: FormData } | { ok: false; reason: 'too_large' | 'aborted' | 'unreadable' };

/** Reads a form body (url-encoded or multipart) of at most `maxBytes` and parses it by its declared type. */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<LimitedFormData> {
  const body = await readLimitedBody(request, maxBytes);
  if (!body.ok) return body;
  try {
    const data = await new Response(body.bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
    return { ok: true, data };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
