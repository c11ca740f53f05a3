/** The Node server around Astro's handler: request ids, logs, JSON for unparseable requests, graceful shutdown. */
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { setLogSink } from '~/platform/log/logger';
import { createGuideServer, type GuideServer, type RequestHandler } from '~/platform/server/http-server';

let site: GuideServer | null = null;
let restoreSink: (() => void) | null = null;
const lines: Record<string, unknown>[] = [];

afterEach(async () => {
  await site?.shutdown();
  site = null;
  restoreSink?.();
  lines.length = 0;
});

async function start(handler: RequestHandler, shutdownTimeoutMs = 5_000): Promise<string> {
  restoreSink = setLogSink((line) => lines.push(JSON.parse(line)));
  site = createGuideServer({ handler, shutdownTimeoutMs });
  const address = await site.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${address.port}`;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A raw request on its own socket, so a test can see what the server writes even after shutdown starts. */
function rawRequest(baseUrl: string, text: string): Promise<string> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (d) => (data += d.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

describe('request handling', () => {
  it('gives each request a fresh id, replaces a client-sent one, and logs one JSON line with redacted query secrets', async () => {
    const seen: string[] = [];
    const base = await start((req, res) => {
      seen.push(String(req.headers['x-request-id']));
      res.end('hello');
    });
    const res = await fetch(`${base}/api/thing?token=s3cret&page=2`, { headers: { 'X-Request-Id': 'spoofed' } });
    expect(await res.text()).toBe('hello');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toEqual([id]);
    await new Promise((r) => setImmediate(r));
    const log = lines.find((l) => l.event === 'request');
    expect(log).toMatchObject({ method: 'GET', path: '/api/thing?token=[redacted]&page=2', status: 200, bytes: 5, requestId: id });
    expect(typeof log?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it('answers an undecodable /api path with JSON 400 without calling the handler', async () => {
    let called = false;
    const base = await start((_req, res) => {
      called = true;
      res.end();
    });
    const res = await fetch(`${base}/api/restaurants/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Malformed request path' });
    expect(called).toBe(false);
  });

  it('answers malformed HTTP with a JSON 400 instead of dropping the connection', async () => {
    const base = await start((_req, res) => res.end());
    const answer = await rawRequest(base, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 400/);
    expect(answer).toContain('{"error":"Malformed request"}');
  });

  it('turns a handler that throws into a logged JSON 500 with the request id', async () => {
    const base = await start(() => {
      throw new Error('boom');
    });
    const res = await fetch(`${base}/api/x`);
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: string; requestId: string };
    expect(body).toEqual({ error: 'Internal error', requestId: res.headers.get('x-request-id') });
    expect(JSON.stringify(body)).not.toContain('boom');
    expect(lines.some((l) => l.event === 'request_failed' && l.requestId === body.requestId)).toBe(true);
  });
});

describe('behind a trusted proxy', () => {
  it('marks the request as HTTPS from the last X-Forwarded-Proto only when the proxy is trusted', async () => {
    const seen: (boolean | undefined)[] = [];
    restoreSink = setLogSink(() => {});
    site = createGuideServer({
      trustProxy: true,
      handler: (req, res) => {
        seen.push((req.socket as { encrypted?: boolean }).encrypted);
        res.end();
      },
    });
    const { port } = await site.listen(0, '127.0.0.1');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (proto?: string) =>
      new Promise<void>((resolve) => {
        http.get({ port, host: '127.0.0.1', agent, headers: proto ? { 'X-Forwarded-Proto': proto } : {} }, (r) => r.resume().on('end', resolve));
      });
    // One kept-alive connection: the mark must follow each request, not stick to the socket.
    await get('https');
    await get();
    await get('https, http');
    await get('http, https');
    agent.destroy();
    expect(seen).toEqual([true, undefined, undefined, true]);
  });
});

describe('graceful shutdown', () => {
  it('stops accepting, finishes the request in flight, then resolves', async () => {
    const gate = deferred();
    const base = await start(async (_req, res) => {
      await gate.promise;
      res.end('finished');
    });
    const inFlight = fetch(`${base}/slow`).then(async (r) => ({ status: r.status, text: await r.text(), connection: r.headers.get('connection') }));
    await expect.poll(() => site!.inFlight()).toBe(1);
    let stopped = false;
    const stopping = site!.shutdown().then(() => (stopped = true));
    await expect(fetch(`${base}/new`)).rejects.toThrow();
    expect(stopped).toBe(false);
    gate.resolve();
    expect(await inFlight).toEqual({ status: 200, text: 'finished', connection: 'close' });
    await stopping;
    expect(stopped).toBe(true);
    site = null;
  });

  it('does not wait for idle keep-alive connections', async () => {
    const base = await start((_req, res) => res.end('ok'));
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/`, { agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });
    const started = Date.now();
    await site!.shutdown();
    expect(Date.now() - started).toBeLessThan(1_000);
    agent.destroy();
    site = null;
  });

  it('closes requests that outlive the time limit', async () => {
    const base = await start(() => new Promise(() => {}), 200);
    const hanging = fetch(`${base}/forever`).then(
      () => 'answered',
      () => 'cut',
    );
    await expect.poll(() => site!.inFlight()).toBe(1);
    const started = Date.now();
    await site!.shutdown();
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(await hanging).toBe('cut');
    expect(lines.some((l) => l.event === 'shutdown_timeout')).toBe(true);
    site = null;
  });
});
