/**
 * Malformed HTTP and path tricks: oversized and chunked bodies, broken headers, missing methods, and
 * encoded paths that try to reach files outside the image folders. Hostile uploads: hostile-uploads.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './assert-answer';
import { discoverEndpoints, fillTemplate } from './endpoints';
import { useHostileServer } from './hostile-server';
import { sendRaw } from './raw-http';

const { server, admin } = useHostileServer({ RATE_LIMIT_RECEIPTS: '100000/60' });

describe('malformed HTTP', () => {
  it('refuses bodies over the limit with 413 before reading them', async () => {
    const big = await sendRaw(server.baseUrl, {
      method: 'POST',
      path: '/api/admin/restaurants',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: `{"a":"${'x'.repeat(300_000)}"}`,
    });
    expect(big.status).toBe(413);
    expect(checkAnswer(big)).toEqual([]);
    const receipt = await sendRaw(server.baseUrl, {
      method: 'POST',
      path: '/api/bank-transfer/receipt',
      headers: { Origin: server.baseUrl, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(7 * 1024 * 1024, 0x41),
    });
    expect(receipt.status).toBe(413);
    expect(checkAnswer(receipt)).toEqual([]);
  });

  it('refuses a chunked body of unknown length', async () => {
    const answer = await sendRaw(server.baseUrl, {
      method: 'POST',
      path: '/api/admin/news',
      headers: { ...admin, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: '{"a":1}',
      contentLength: false,
    });
    expect(answer.status).toBe(411);
    expect(checkAnswer(answer)).toEqual([]);
  });

  it('answers broken and oversized headers with JSON', async () => {
    const badLength = await sendRaw(server.baseUrl, { method: 'POST', path: '/api/admin/login', headers: { 'Content-Length': 'abc' }, contentLength: false });
    expect(badLength.status).toBe(400);
    expect(checkAnswer(badLength)).toEqual([]);
    const huge = await sendRaw(server.baseUrl, { method: 'GET', path: '/api/restaurants', headers: { 'X-Filler': 'y'.repeat(20_000) } });
    expect(huge.status).toBe(431);
    expect(checkAnswer(huge)).toEqual([]);
  });

  it('answers methods an endpoint does not have with a JSON 4xx', async () => {
    for (const e of discoverEndpoints()) {
      const missing = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].find((m) => !discoverEndpoints().some((o) => o.template === e.template && o.method === m));
      if (!missing) continue;
      const answer = await sendRaw(server.baseUrl, {
        method: missing,
        path: fillTemplate(
          e.template,
          e.params.map(() => '1'),
        ),
        headers: { ...admin, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect([answer.status, checkAnswer(answer)], `${missing} ${e.template}`).toEqual([expect.any(Number), []]);
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('path tricks on file routes', () => {
  const tricks = [
    '..%2f..%2fguide.db',
    '%2e%2e%2f%2e%2e%2fguide.db',
    '..%5c..%5cguide.db',
    '%252e%252e%252fguide.db',
    '..',
    '%2e%2e',
    'x%00.webp',
    '..%2freceipts',
  ];
  it.each(tricks)('never serves a file outside the image folders: /objects/uploads/%s', async (trick) => {
    const answer = await sendRaw(server.baseUrl, { method: 'GET', path: `/objects/uploads/${trick}` });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.text).not.toContain('SQLite format 3');
  });

  it.each([
    '/_astro/..%2f..%2fserver%2fentry.mjs',
    '/..%2fserver%2fentry.mjs',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/_astro/%2e%2e/%2e%2e/package.json',
    '/api/admin/orders/..%2f..%2f..%2fetc%2fpasswd/receipt',
  ])('does not serve %s', async (p) => {
    const answer = await sendRaw(server.baseUrl, { method: 'GET', path: p, headers: admin });
    expect(answer.text).not.toMatch(/root:x:0:0|"dependencies"|createExports|ASTRO_NODE_AUTOSTART/);
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });
});
