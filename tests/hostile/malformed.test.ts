/**
 * Malformed HTTP and file tricks that random JSON does not reach: oversized and chunked bodies,
 * broken headers, path traversal on file routes, hostile upload names and bytes, multipart fuzzing
 * of the receipt upload, and methods an endpoint does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from '../helpers/admin-session';
import { RECEIPT_PDF } from '../payments/helpers';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { hostileJson } from './arbitraries';
import { checkAnswer } from './assert-answer';
import { openFingerprinter, type Fingerprinter } from './db-fingerprint';
import { discoverEndpoints, fillTemplate } from './endpoints';
import { RUNS } from './fuzz';
import { sendRaw } from './raw-http';

let server: RunningServer;
let dataDir: string;
let fingerprint: Fingerprinter;
let admin: Record<string, string>;
const receiptsDir = () => path.join(dataDir, 'receipts');
const listReceipts = () => (fs.existsSync(receiptsDir()) ? fs.readdirSync(receiptsDir()).sort() : []);

beforeAll(async () => {
  dataDir = copyFixture(inject('fixtureDir'));
  server = await startServer(dataDir, { RATE_LIMIT_RECEIPTS: '100000/60' });
  const session = await signInAsAdmin(server.baseUrl);
  admin = { Cookie: session.cookie, Origin: server.baseUrl };
  fingerprint = openFingerprinter(dataDir);
});
afterAll(async () => {
  fingerprint?.close();
  await server?.stop();
});

const validForm = {
  businessName: 'Hostile Co',
  contactName: 'Ana',
  email: 'ana@example.com',
  phone: '+597 555 0101',
  billingAddress: 'Waterkant 1',
  city: 'Paramaribo',
  currency: 'SRD',
  paymentMethod: 'banktransfer',
};

function multipart(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
  boundary = '----hostile7MA4YWxkTrZu0gW',
): { body: Buffer; type: string } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

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

describe('hostile uploads', () => {
  it('stores a receipt under its own name whatever the file name says', async () => {
    const marker = `evil-${process.pid}-${Date.now()}`;
    const before = listReceipts();
    const { body, type } = multipart([
      { name: 'planType', value: 'event' },
      { name: 'form', value: JSON.stringify(validForm) },
      { name: 'receipt', value: RECEIPT_PDF, filename: `../../../../../tmp/${marker}.pdf`, type: 'application/pdf' },
    ]);
    const answer = await sendRaw(server.baseUrl, {
      method: 'POST',
      path: '/api/bank-transfer/receipt',
      headers: { Origin: server.baseUrl, 'Content-Type': type },
      body,
    });
    expect(answer.status).toBe(201);
    expect(fs.existsSync(`/tmp/${marker}.pdf`)).toBe(false);
    const added = listReceipts().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });

  it('refuses HTML posing as an image and a token used on another object id', async () => {
    const issue = async () => {
      const res = await fetch(`${server.baseUrl}/api/admin/upload`, { method: 'POST', headers: admin });
      return ((await res.json()) as { uploadURL: string }).uploadURL;
    };
    const html = await sendRaw(server.baseUrl, {
      method: 'PUT',
      path: await issue(),
      headers: { ...admin, 'Content-Type': 'image/jpeg' },
      body: '<html><script>alert(1)</script></html>',
    });
    expect(html.status).toBe(415);
    expect(checkAnswer(html)).toEqual([]);
    const url = new URL(await issue(), server.baseUrl);
    const traversal = await sendRaw(server.baseUrl, {
      method: 'PUT',
      path: `/api/admin/upload/..%2f..%2fguide.db${url.search}`,
      headers: { ...admin, 'Content-Type': 'image/png' },
      body: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(traversal.status).toBeLessThan(500);
    expect(fs.statSync(path.join(dataDir, 'guide.db')).size).toBeGreaterThan(1000);
  });

  it(`answers ${RUNS * 2} random multipart receipts safely, storing nothing when refused`, async () => {
    const file = fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
      fc.constantFrom(
        Buffer.from('<html><body>x</body></html>'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.from('%PDF-1.4\n%%EOF\n'),
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
        Buffer.alloc(0),
      ),
    );
    const part = fc.record({
      planType: fc.oneof(fc.constantFrom('restaurant', 'tour', 'event', '', 'vip', "' OR 1=1 --"), fc.string()),
      form: fc.oneof(
        hostileJson.map((v) => JSON.stringify(v) ?? ''),
        fc.constant(JSON.stringify(validForm)),
        fc.string(),
      ),
      bytes: file,
      filename: fc.oneof(
        fc.constantFrom('r.pdf', '../../etc/passwd', 'a/b/c.png', '%00.pdf', 'x'.repeat(500), 'receipt.pdf.html', '"quoted".pdf'),
        fc.string(),
      ),
      fileType: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'image/svg+xml', ''),
      drop: fc.constantFrom('none', 'planType', 'form', 'receipt'),
    });
    await fc.assert(
      fc.asyncProperty(part, async (p) => {
        const parts = [
          { name: 'planType', value: p.planType },
          { name: 'form', value: p.form },
          { name: 'receipt', value: p.bytes, filename: p.filename.replace(/[\r\n]/g, ''), type: p.fileType },
        ].filter((x) => x.name !== p.drop);
        const { body, type } = multipart(parts);
        const before = { db: fingerprint.take(), files: listReceipts().length };
        const answer = await sendRaw(server.baseUrl, {
          method: 'POST',
          path: '/api/bank-transfer/receipt',
          headers: { Origin: server.baseUrl, 'Content-Type': type },
          body,
        });
        expect(checkAnswer(answer)).toEqual([]);
        if (answer.status >= 400) {
          expect(fingerprint.take()).toBe(before.db);
          expect(listReceipts().length).toBe(before.files);
        }
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
