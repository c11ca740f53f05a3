/** Hostile uploads: file names that climb folders, HTML posing as an image, a token on another object id, and random multipart receipts. */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankForm, RECEIPT_PDF } from '../payments/helpers';
import { hostileJson } from './arbitraries';
import { checkAnswer } from './assert-answer';
import { RUNS } from './fuzz';
import { useHostileServer } from './hostile-server';
import { sendRaw } from './raw-http';

const hostile = useHostileServer({ RATE_LIMIT_RECEIPTS: '100000/60' });
const { server, admin, fingerprint } = hostile;
const receiptsDir = () => path.join(hostile.dataDir, 'receipts');
const listReceipts = () => (fs.existsSync(receiptsDir()) ? fs.readdirSync(receiptsDir()).sort() : []);
const validForm = bankForm({ businessName: 'Hostile Co' });

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
    expect(fs.statSync(path.join(hostile.dataDir, 'guide.db')).size).toBeGreaterThan(1000);
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
