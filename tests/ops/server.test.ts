/** The real serving path (scripts/serve.ts around the built site): health, logs, errors, shutdown, config, cleanup. */
import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { media } from '~/db/schema';
import type { HealthReport } from '~/platform/maintenance/health.server';
import { getTestImage } from '../crash/write-load';
import { signInAsAdmin } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { startServer } from '../helpers/server';
import { sendRaw } from '../hostile/raw-http';
import { makeEmptyDataDir, parseLogLines } from './data-dir';

const waitForExit = (child: import('node:child_process').ChildProcess): Promise<number | null> =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((r) => child.once('exit', (code) => r(code)));

describe('serving', () => {
  it('answers /healthz with the database and disk state, uncached', async () => {
    const server = await startServer(makeEmptyDataDir());
    try {
      const res = await fetch(`${server.baseUrl}/healthz`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as HealthReport;
      expect(body.status).toBe('ok');
      expect(body.database.ok).toBe(true);
      expect(body.disk.ok).toBe(true);
      expect(body.disk.freeBytes).toBeGreaterThan(0);
      expect((await fetch(`${server.baseUrl}/healthz`, { method: 'HEAD' })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('logs one JSON line per request with the id it sends back', async () => {
    const server = await startServer(makeEmptyDataDir());
    try {
      const res = await fetch(`${server.baseUrl}/api/restaurants?lang=nl`);
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await res.arrayBuffer();
      await expect
        .poll(() => parseLogLines(server.output()).find((l) => l.requestId === id))
        .toMatchObject({
          event: 'request',
          method: 'GET',
          path: '/api/restaurants?lang=nl',
          status: 200,
          bytes: 2,
        });
    } finally {
      await server.stop();
    }
  });

  it('reports 503 when the disk is nearly full', async () => {
    const server = await startServer(makeEmptyDataDir(), { HEALTH_MIN_FREE_MB: '10000000' });
    try {
      const res = await fetch(`${server.baseUrl}/healthz`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as HealthReport;
      expect(body).toMatchObject({ status: 'fail', database: { ok: true }, disk: { ok: false } });
    } finally {
      await server.stop();
    }
  });

  it('reports 503 when the database does not answer, and answers API errors as JSON with the request id', async () => {
    const dir = makeEmptyDataDir();
    const server = await startServer(dir);
    try {
      // Replace the database with garbage before the server's first query opens it.
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dir, `guide.db${suffix}`), { force: true });
      fs.writeFileSync(path.join(dir, 'guide.db'), 'this is not a database, only text. '.repeat(200));
      const health = await fetch(`${server.baseUrl}/healthz`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as HealthReport).database.ok).toBe(false);

      const res = await fetch(`${server.baseUrl}/api/restaurants`);
      expect(res.status).toBe(500);
      const body = (await res.json()) as { error: string; requestId: string };
      expect(body).toEqual({ error: 'Internal error', requestId: res.headers.get('x-request-id') });
      await expect
        .poll(() => parseLogLines(server.output()).find((l) => l.event === 'unhandled_error' && l.requestId === body.requestId))
        .toMatchObject({ level: 'error', path: '/api/restaurants' });
    } finally {
      await server.stop();
    }
  });

  it('on SIGTERM closes the database cleanly and exits 0', async () => {
    const dir = makeEmptyDataDir();
    const server = await startServer(dir);
    expect((await fetch(`${server.baseUrl}/api/restaurants`)).status).toBe(200);
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'guide.db-wal'))).toBe(true);
    server.process.kill('SIGTERM');
    expect(await waitForExit(server.process)).toBe(0);
    const events = parseLogLines(server.output()).map((l) => l.event);
    expect(events).toContain('shutdown_started');
    expect(events).toContain('shutdown_complete');
    // Closing the last connection checkpoints the WAL into the database and removes it.
    expect(fs.existsSync(path.join(dir, 'guide.db-wal'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('on SIGTERM lets an upload in flight finish before exiting', async () => {
    const server = await startServer(copyFixture(inject('fixtureDir')));
    const admin = await signInAsAdmin(server.baseUrl);
    const { uploadURL } = (await (await admin.fetch('/api/admin/upload', { method: 'POST' })).json()) as { uploadURL: string };
    const image = await getTestImage();
    const { port } = new URL(server.baseUrl);
    // Send half the image, stop the server, then send the rest: the answer must still come.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: uploadURL,
          headers: { Cookie: admin.cookie, Origin: server.baseUrl, 'Content-Type': 'image/jpeg', 'Content-Length': image.length },
        },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(image.subarray(0, image.length / 2));
      setTimeout(() => {
        server.process.kill('SIGTERM');
        setTimeout(() => req.end(image.subarray(image.length / 2)), 300);
      }, 300);
    });
    const result = await answer;
    expect(result.status).toBe(201);
    expect(result.body).toContain('/objects/uploads/');
    expect(await waitForExit(server.process)).toBe(0);
    expect(parseLogLines(server.output()).find((l) => l.event === 'shutdown_started')).toMatchObject({ inFlight: 1 });
  });

  it('removes what a crash left behind before serving, keeping images that have a media row', async () => {
    const dir = makeEmptyDataDir((db) => {
      db.insert(media)
        .values({ id: 'keep-0000-image', width: 10, height: 10, widths: [10], bytes: 1 })
        .run();
    });
    const uploads = path.join(dir, 'uploads');
    for (const name of ['keep-0000-image', '.tmp-half-written-1234', 'orphan-0000-image']) {
      fs.mkdirSync(path.join(uploads, name), { recursive: true });
      fs.writeFileSync(path.join(uploads, name, 'w400.webp'), 'x');
    }
    fs.mkdirSync(path.join(dir, 'receipts'));
    fs.writeFileSync(path.join(dir, 'receipts', 'no-order.pdf'), '%PDF-1.4');
    const server = await startServer(dir);
    try {
      expect(fs.readdirSync(uploads)).toEqual(['keep-0000-image']);
      expect(fs.readdirSync(path.join(dir, 'receipts'))).toEqual([]);
      expect(parseLogLines(server.output()).find((l) => l.event === 'startup_cleanup')).toMatchObject({
        tempRemoved: 1,
        orphanUploadsRemoved: 1,
        orphanReceiptsRemoved: 1,
      });
    } finally {
      await server.stop();
    }
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY=1)', () => {
  it('accepts same-site form posts from https pages, as the browser sends them through nginx', async () => {
    const server = await startServer(makeEmptyDataDir(), { TRUST_PROXY: '1', SITE_URL: 'https://guide.example' });
    try {
      const form = new FormData();
      form.set('planType', 'tour');
      const multipart = new Response(form);
      const body = Buffer.from(await multipart.arrayBuffer());
      const headers = { Host: 'guide.example', Origin: 'https://guide.example', 'Content-Type': multipart.headers.get('content-type')! };
      const viaProxy = await sendRaw(server.baseUrl, {
        method: 'POST',
        path: '/api/bank-transfer/receipt',
        headers: { ...headers, 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' },
        body,
      });
      // Past the Origin checks: refused only for its incomplete content.
      expect(viaProxy.status).toBe(400);
      const spoofedScheme = await sendRaw(server.baseUrl, { method: 'POST', path: '/api/bank-transfer/receipt', headers, body });
      expect(spoofedScheme.status).toBe(403);
    } finally {
      await server.stop();
    }
  });
});

describe('configuration at start', () => {
  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ SITE_URL: 'guide.example' }, /SITE_URL must be a URL/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must be 0 or 1/],
    [{ NODE_ENV: 'production', SITE_URL: '' }, /SITE_URL is required in production/],
  ])('stops with a message naming the bad setting: %o', async (env, message) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
      env: { ...process.env, DATA_DIR: makeEmptyDataDir(), HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    expect(await waitForExit(child)).toBe(1);
    expect(stderr).toMatch(message);
    expect(stderr).toContain('The server did not start');
  });
});
