/**
 * Holds a Node response back until its head is known, then either lets it stream through
 * unchanged or collects the whole body so the page cache can hash, store and compress it.
 * Works for any writer: Astro's `writeResponse` (writeHead, write, end), the static file
 * server's `pipe` (setHeader, write, end) and error handlers that only call `end`.
 */
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** A response collected in full: status, the head as set so far, and the body bytes. */
interface CapturedResponse {
  status: number;
  body: Buffer;
}

export interface InterceptOptions {
  /** Called once, when the head is complete: 'pass' to stream through, 'buffer' to collect. */
  decide: (res: ServerResponse) => 'pass' | 'buffer';
  /** Called when a collected response ended; it sends the final answer with the restored `res`. */
  finish: (captured: CapturedResponse) => Promise<void> | void;
}

type Callback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

function findCallback(args: unknown[]): Callback | undefined {
  const last = args.findLast((a) => typeof a === 'function');
  return last as Callback | undefined;
}

/** Copies the headers given to writeHead (an object or a flat [name, value, ...] list) onto the response. */
function applyHeadHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as OutgoingHttpHeader);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}

/** Starts intercepting `res`. The response's own methods are restored before `finish` runs. */
export function interceptResponse(res: ServerResponse, options: InterceptOptions): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let mode: 'pending' | 'pass' | 'buffer' = 'pending';
  let explicitHead = false;
  const chunks: Buffer[] = [];

  const restore = (): void => {
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
  };

  const settle = (): 'pass' | 'buffer' => {
    if (mode !== 'pending') return mode;
    mode = options.decide(res);
    if (mode === 'pass') {
      restore();
      if (explicitHead) original.writeHead.call(res, res.statusCode);
    }
    return mode;
  };

  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    res.statusCode = status;
    const [first, second] = rest;
    if (typeof first === 'string') res.statusMessage = first;
    applyHeadHeaders(res, (typeof first === 'string' ? second : first) as OutgoingHttpHeaders | undefined);
    explicitHead = true;
    settle();
    return res;
  } as ServerResponse['writeHead'];

  res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (settle() === 'pass') return (res.write as (...a: unknown[]) => boolean)(chunk, ...rest);
    chunks.push(toBuffer(chunk, rest[0]));
    const callback = findCallback(rest);
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, ...args: unknown[]) {
    if (settle() === 'pass') return (res.end as (...a: unknown[]) => ServerResponse)(...args);
    const [chunk, encoding] = args;
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const callback = findCallback(args);
    restore();
    if (callback) res.once('finish', () => callback());
    void Promise.resolve()
      .then(() => options.finish({ status: res.statusCode, body: Buffer.concat(chunks) }))
      .catch((error: unknown) => {
        // The answer could not be prepared: fail this request only, never the process.
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        } else res.destroy(error instanceof Error ? error : undefined);
      });
    return res;
  } as ServerResponse['end'];
}
