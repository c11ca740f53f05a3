/** Per-request bookkeeping of the Node server: a request id, the byte count and one JSON log line when the answer ends. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logEvent } from '~/platform/log/logger';
import { redactRequestTarget } from '~/platform/log/redact';

/** The header that carries the request id to Astro (set by us, never trusted from the client) and back to the client. */
const REQUEST_ID_HEADER = 'x-request-id';

function countBytes(chunk: unknown, encoding?: unknown): number {
  if (chunk == null || typeof chunk === 'function') return 0;
  if (typeof chunk === 'string') return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return 0;
}

/** Counts the body bytes written to a response by wrapping its write and end. */
function trackBodyBytes(res: ServerResponse): () => number {
  let bytes = 0;
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    bytes += countBytes(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    bytes += countBytes(chunk, rest[0]);
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
  return () => bytes;
}

/**
 * Gives the request a fresh id (replacing any the client sent), echoes it in `X-Request-Id`, and
 * logs `{ event: 'request', method, path, status, ms, bytes, requestId }` once the answer ends.
 */
export function startRequestLog(req: IncomingMessage, res: ServerResponse): string {
  const requestId = randomUUID();
  const started = process.hrtime.bigint();
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader('X-Request-Id', requestId);
  const getBytes = trackBodyBytes(res);
  let logged = false;
  const finish = (): void => {
    if (logged) return;
    logged = true;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logEvent('request', {
      requestId,
      method: req.method,
      path: redactRequestTarget(req.url ?? ''),
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      bytes: getBytes(),
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  };
  res.once('finish', finish);
  res.once('close', finish);
  return requestId;
}
