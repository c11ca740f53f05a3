/** Raw HTTP requests: exact paths (no URL normalisation of `..`), any bytes as body, any headers. */
import http from 'node:http';
import net from 'node:net';

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send Content-Length (default) or leave it out. */
  contentLength?: boolean;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Sends one request on its own connection and reads the whole answer. */
export function sendRaw(baseUrl: string, req: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
  const headers: Record<string, string> = { ...req.headers };
  if (body && req.contentLength !== false) headers['Content-Length'] = String(body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const r = http.request({ hostname, port, method: req.method, path: req.path, headers, agent: false, timeout: 30_000 }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    r.on('timeout', () => r.destroy(new Error(`timeout: ${req.method} ${req.path}`)));
    r.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer (e.g. 413) and close before the whole body is sent: keep its answer.
      if (!answered) reject(error);
    });
    if (body) r.write(body);
    r.end();
  });
}

/** Reads a chunked body (Node sends one when the answer has no Content-Length). */
function decodeChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Writes `head` (request line and headers, CRLF-separated, without the closing blank line) on a
 * raw socket, so a test can send what an HTTP client would refuse or rewrite (an absolute-form
 * target, no Host, any method). The connection is closed after one answer.
 */
export function sendRawHead(baseUrl: string, head: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    socket.setTimeout(30_000, () => socket.destroy(new Error(`timeout: ${head.split('\r\n')[0]}`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const lines = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const raw = all.subarray(split + 4);
      const body = headers['transfer-encoding'] === 'chunked' ? decodeChunked(raw) : raw;
      resolve({ status: Number(lines[0]?.split(' ')[1]), headers, text: body.toString('utf8') });
    });
  });
}
