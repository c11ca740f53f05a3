/** Reads a request body up to a byte limit without ever holding more than the limit in memory. */

export type LimitedBody = { ok: true; data: Buffer } | { ok: false; reason: 'too-large' | 'empty' };

/**
 * Reads at most `maxBytes` from the body stream. A declared Content-Length above the limit is
 * refused before reading anything; a body that grows past the limit is refused as soon as it does,
 * and the rest is never read (the caller answers and closes the connection).
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: false, reason: 'empty' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) return { ok: false, reason: 'too-large' };
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  if (total === 0) return { ok: false, reason: 'empty' };
  return { ok: true, data: Buffer.concat(chunks, total) };
}
