/**
 * Our own node:http server around Astro's request handler, so we decide how it starts and stops:
 * request ids and logs, JSON answers for requests Astro cannot parse, and a graceful shutdown that
 * stops accepting, lets requests in flight finish (with a time limit) and then closes.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { logError, logEvent } from '~/platform/log/logger';
import { startRequestLog } from './request-log';
import { checkRequestTarget } from './request-target';

/** A Node request handler such as the `handler` export of Astro's standalone entry. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface GuideServerOptions {
  /** Astro's handler (static files, then pages and endpoints). */
  handler: RequestHandler;
  /**
   * Wraps the handler, e.g. compression or a page cache: `wrap: (h) => compress(h)`. It runs
   * inside the request log, so logged bytes are the bytes sent.
   */
  wrap?: (handler: RequestHandler) => RequestHandler;
  /** How long requests in flight may take to finish after shutdown starts (default 10 s). */
  shutdownTimeoutMs?: number;
  /** TRUST_PROXY=1: the reverse proxy's X-Forwarded-Proto tells whether the visitor used HTTPS. */
  trustProxy?: boolean;
  /** SITE_URL: an absolute-form request target may name its host (or the Host header's). */
  siteUrl?: string;
  /** The site's methods and its 405 answer for TRACE (the site's rules; without them every method passes on). */
  methods?: MethodRules;
}

/** What the site answers to a method no route takes (src/middleware/method-rules.ts). */
interface MethodRules {
  known: ReadonlySet<string>;
  describeNotAllowed: (method: string, pathname: string) => { headers: Record<string, string>; body: string };
}

export interface GuideServer {
  server: http.Server;
  /** Starts listening; resolves with the bound address, rejects when the port is taken. */
  listen: (port: number, host: string) => Promise<AddressInfo>;
  /** Stops accepting, waits for requests in flight (up to the time limit), then closes every connection. */
  shutdown: () => Promise<void>;
  /** Requests being answered right now. */
  inFlight: () => number;
}

function isApiPath(url: string | undefined): boolean {
  return (url ?? '').startsWith('/api/');
}

/** Answers a request whose target cannot be decoded, before Astro answers it in plain text. */
function refuseUndecodableTarget(req: IncomingMessage, res: ServerResponse): boolean {
  try {
    decodeURI(req.url ?? '/');
    return false;
  } catch {
    res.statusCode = 400;
    if (isApiPath(req.url)) res.setHeader('Content-Type', 'application/json');
    res.end(isApiPath(req.url) ? JSON.stringify({ error: 'Malformed request path' }) : 'Bad request.');
    return true;
  }
}

/** Answers a request with a bad Host or a target that is not ours (see request-target.ts); true when it did. */
function refuseForeignTarget(req: IncomingMessage, res: ServerResponse, siteUrl: string): boolean {
  const verdict = checkRequestTarget(req, siteUrl);
  if (verdict.ok) return false;
  res.statusCode = 400;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', isApiPath(verdict.path) ? 'application/json' : 'text/plain; charset=utf-8');
  res.end(isApiPath(verdict.path) ? JSON.stringify({ error: verdict.message }) : `${verdict.message}.\n`);
  logEvent('request_target_refused', { reason: verdict.message }, 'warn');
  return true;
}

/**
 * Answers a method no route takes before Astro sees it: the Fetch API's Request refuses TRACE
 * (Astro then logs a stack trace and answers 500), so TRACE gets 405 with Allow here, and a method
 * the site does not know at all (PROPFIND, ...) 501. True when it did.
 */
function refuseUnknownMethod(req: IncomingMessage, res: ServerResponse, rules: MethodRules | undefined): boolean {
  const method = req.method ?? '';
  if (!rules || rules.known.has(method)) return false;
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (method === 'TRACE') {
    const { headers, body } = rules.describeNotAllowed(method, path);
    res.writeHead(405, headers).end(body);
  } else {
    res.writeHead(501, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify({ error: 'Method not implemented' }));
  }
  return true;
}

/** Answers malformed HTTP (bad header, too large headers) with a short JSON error instead of dropping the socket. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || (socket as Socket & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  // Node's parser knows the registered methods; one it does not know is a method we do not implement.
  const unknownMethod = error.code === 'HPE_INVALID_METHOD';
  const status = tooLarge ? '431 Request Header Fields Too Large' : unknownMethod ? '501 Not Implemented' : '400 Bad Request';
  const body = JSON.stringify({ error: tooLarge ? 'Request headers too large' : unknownMethod ? 'Method not implemented' : 'Malformed request' });
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  logEvent('client_error', { errorCode: error.code, message: error.message }, 'warn');
}

/**
 * Behind a TLS-terminating proxy the socket is plain HTTP, so Astro would see http:// URLs and its
 * Origin check would refuse every form post from https:// pages. Astro decides the scheme from
 * `socket.encrypted`; with a trusted proxy, set it from the last X-Forwarded-Proto (the one our
 * proxy wrote) before each request.
 */
function applyForwardedScheme(req: IncomingMessage): void {
  const header = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').pop()?.trim().toLowerCase();
  const socket = req.socket as Socket & { encrypted?: boolean };
  if (proto === 'https') socket.encrypted = true;
  else Reflect.deleteProperty(socket, 'encrypted');
}

/** The headers a reverse proxy writes about the visitor: any client can send them too. */
const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

/**
 * Without TRUST_PROXY nothing in front of us wrote these headers: the client did. Dropping them
 * here means no later reader (Astro's clientAddress, the rate-limit bucket, the page cache key)
 * can be steered by them.
 */
function dropForwardedHeaders(req: IncomingMessage): void {
  for (const name of FORWARDED_HEADERS) delete req.headers[name];
}

/** Creates the server (not yet listening) around Astro's handler. */
export function createGuideServer(options: GuideServerOptions): GuideServer {
  const inner = options.wrap ? options.wrap(options.handler) : options.handler;
  const timeoutMs = options.shutdownTimeoutMs ?? 10_000;
  const open = new Set<ServerResponse>();
  let draining = false;
  let closing: Promise<void> | null = null;

  const server = http.createServer((req, res) => {
    const requestId = startRequestLog(req, res);
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      // A keep-alive connection that just went idle must not hold the shutdown up.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
    if (draining) res.setHeader('Connection', 'close');
    if (refuseForeignTarget(req, res, options.siteUrl ?? 'http://localhost')) return;
    if (refuseUndecodableTarget(req, res)) return;
    if (refuseUnknownMethod(req, res, options.methods)) return;
    if (options.trustProxy) applyForwardedScheme(req);
    else dropForwardedHeaders(req);
    try {
      Promise.resolve(inner(req, res)).catch((error: unknown) => failRequest(error, requestId, req, res));
    } catch (error) {
      failRequest(error, requestId, req, res);
    }
  });
  server.on('clientError', answerClientError);

  function listen(port: number, host: string): Promise<AddressInfo> {
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve(server.address() as AddressInfo);
      });
    });
  }

  function shutdown(): Promise<void> {
    closing ??= new Promise<void>((resolve) => {
      draining = true;
      // Answers still being prepared tell their clients not to reuse the connection.
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      const timer = setTimeout(() => {
        logEvent('shutdown_timeout', { inFlight: open.size, timeoutMs }, 'warn');
        server.closeAllConnections();
      }, timeoutMs);
      server.close(() => {
        clearTimeout(timer);
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  }

  return { server, listen, shutdown, inFlight: () => open.size };
}

/** Last line of defence: a handler that threw. Astro catches its own errors; this catches the wrappers'. */
function failRequest(error: unknown, requestId: string, req: IncomingMessage, res: ServerResponse): void {
  logError('request_failed', error, { requestId, method: req.method, path: req.url?.split('?')[0] });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ error: 'Internal error', requestId }));
}
