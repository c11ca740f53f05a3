/** Raw HTTP requests: exact paths (no URL normalisation of `..`), any bytes as body, any headers. */
import http from 'node:http';

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
