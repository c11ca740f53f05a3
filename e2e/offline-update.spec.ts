/**
 * Issue 19: a new deploy's service worker takes over on the next visit and removes the old caches.
 * A second build is simulated by a small proxy in front of the shared server that, once switched,
 * serves /sw.js as the next deploy would: its runtime cache version raised (guide-pages-v2,
 * guide-images-v2) and a new revision for the offline pages. The origin (the proxy) stays the same.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { listCaches, openAppContext, waitForServiceWorker } from './helpers/offline';

/** Forwards every request to `upstream`; from `nextDeploy()` on, /sw.js is rewritten by `change`. */
async function startDeployProxy(upstream: string, change: (sw: string) => string) {
  let deployed = false;
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    const rewrite = deployed && req.url === '/sw.js';
    const headers = { ...req.headers, host: target.host };
    if (rewrite) {
      // The changed file is new: no 304 for the old one's validators.
      headers['accept-encoding'] = 'identity';
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forward = http.request({ hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (up) => {
      if (!rewrite) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const body = change(Buffer.concat(chunks).toString('utf8'));
        const { 'content-length': _length, etag: _etag, 'last-modified': _modified, ...rest } = up.headers;
        res.writeHead(up.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    nextDeploy: () => (deployed = true),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a new build’s worker replaces the old one and the old caches are removed', async ({ baseURL }) => {
  const proxy = await startDeployProxy(baseURL!, (sw) =>
    sw
      .replaceAll('guide-pages-v', 'guide-pages-v9')
      .replaceAll('guide-images-v', 'guide-images-v9')
      .replace(/"revision":"([0-9a-f]{16})","url":"\/offline"/, '"revision":"0000000000000002","url":"/offline"'),
  );
  const app = await openAppContext(proxy.baseUrl);
  try {
    const { page } = app;
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/tours');
    await expect.poll(async () => Object.keys(await listCaches(page))).toEqual(expect.arrayContaining(['guide-pages-v1']));
    const offlineBefore = Object.values(await listCaches(page))
      .flat()
      .find((p) => p.startsWith('/offline?'));
    expect(offlineBefore).toMatch(/__WB_REVISION__=[0-9a-f]{16}$/);

    // The next deploy: the visitor's next visit finds the changed worker, which takes over at once
    // (skipWaiting, clientsClaim) and drops the caches the old one named.
    proxy.nextDeploy();
    await page.goto('/events');
    // The new worker precaches every page it lists before it takes over: on a loaded CI machine that
    // took longer than the default 10 s once, so this wait has its own, longer bound.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
          return Object.keys(await listCaches(page));
        },
        { timeout: 30_000 },
      )
      .not.toContain('guide-pages-v1');
    await waitForServiceWorker(page);

    await page.goto('/restaurants');
    await expect.poll(async () => Object.keys(await listCaches(page)).filter((name) => name.startsWith('guide-pages'))).toEqual(['guide-pages-v91']);
    const kept = await listCaches(page);
    expect(Object.keys(kept).filter((name) => name.startsWith('guide-'))).toEqual(expect.arrayContaining(['guide-pages-v91', 'guide-images-v91']));
    expect(Object.keys(kept)).not.toContain('guide-images-v1');
    expect(kept['guide-pages-v91']).toEqual(['/restaurants']);
    const offlineAfter = Object.values(kept)
      .flat()
      .filter((p) => p.startsWith('/offline?'));
    expect(offlineAfter).toEqual(['/offline?__WB_REVISION__=0000000000000002']);
  } finally {
    await app.close();
    await proxy.stop();
  }
});
