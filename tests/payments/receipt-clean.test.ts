/**
 * Receipts are cleaned before they are stored (issue 14, item 5), through real HTTP: an image is
 * decoded and encoded again (a JPEG/HTML polyglot loses its HTML, a 30000 × 30000 PNG is refused by
 * its pixel count), a PDF is rebuilt from its pages (document JavaScript is dropped; active content
 * that would survive is refused), and the admin downloads what was cleaned.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPdf, makeBankOrder, postReceipt, type ReceiptFileToSend } from './helpers';
import { usePaymentsRig } from './payments-file';

const { rig, admin } = usePaymentsRig();

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
const receiptsDir = () => path.join(rig.dataDir, 'receipts');
const storedFiles = () => (fs.existsSync(receiptsDir()) ? fs.readdirSync(receiptsDir()) : []);

/** Uploads to a fresh order; returns the answer, the order row and what the admin downloads. */
async function send(file: ReceiptFileToSend, query = '?lang=en') {
  const { orderId } = await makeBankOrder(rig.server.baseUrl);
  const res = await postReceipt(rig.server.baseUrl, file, { orderId, idempotencyKey: crypto.randomUUID() }, query);
  const row = rig.orders().find((o) => o.id === orderId);
  const download = res.status === 201 ? Buffer.from(await (await admin.fetch(`/api/admin/orders/${orderId}/receipt`)).arrayBuffer()) : null;
  return { res, row, download };
}

/** A PNG of any declared size: IHDR says width × height, IDAT holds that many 1-bit rows. */
function pngOfSize(width: number, height: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => (buf.reduce((c, b) => table[(c ^ b) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth 1, grayscale
  const rows = zlib.deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 9 });
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

const PAGE = '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/Contents 4 0 R/Resources<<>>';
const CONTENT = '<</Length ?>>\nstream\n0 0 1 rg 10 10 50 50 re f\nendstream';

describe('cleaned receipts', () => {
  it('stores a JPEG/HTML polyglot as a plain JPEG: the HTML after the image and in its comment is gone', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7f62' } })
      .jpeg()
      .toBuffer();
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0, HTML.length + 2]), Buffer.from(HTML)]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), Buffer.from(HTML)]);
    const { res, row, download } = await send({ bytes: polyglot, name: 'receipt.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    const stored = fs.readFileSync(path.join(receiptsDir(), row?.receipt_path ?? ''));
    expect(stored.includes('<script')).toBe(false);
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(download).toEqual(stored);
  });

  it('refuses a 30000 × 30000 PNG by its pixel count, in the visitor language, storing nothing', async () => {
    const huge = pngOfSize(30000, 30000);
    expect(huge.length).toBeLessThan(200 * 1024);
    const files = storedFiles().length;
    const { res, row } = await send({ bytes: huge, name: 'scan.png', type: 'image/png' });
    expect(res).toEqual({ status: 422, body: { error: 'Image Too Large - Please upload a photo or screenshot of at most 50 megapixels.', problem: 'pixels' } });
    expect(row).toMatchObject({ status: 'awaiting_payment', receipt_path: null });
    expect((await send({ bytes: huge, name: 'scan.png', type: 'image/png' }, '?lang=nl')).res.body.error).toBe(
      'Afbeelding te groot - Upload een foto of schermafbeelding van hoogstens 50 megapixels.',
    );
    expect(storedFiles()).toHaveLength(files);
  });

  it('rebuilds a PDF without its opening JavaScript, page triggers and launch links', async () => {
    const pdf = buildPdf([
      '<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert(1))>>/Names<</JavaScript<</Names[(x) 5 0 R]>>>>>>',
      '<</Type/Pages/Kids[3 0 R]/Count 1>>',
      `${PAGE}/AA<</O<</S/JavaScript/JS(this.print())>>>>/Annots[<</Type/Annot/Subtype/Link/Rect[0 0 50 50]/A<</S/Launch/F(calc.exe)>>>>]>>`,
      CONTENT,
      '<</S/JavaScript/JS(app.launchURL("https://evil.example"))>>',
    ]);
    const { res, row, download } = await send({ bytes: pdf, name: 'bank.pdf', type: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(row?.receipt_mime).toBe('application/pdf');
    const text = download?.toString('latin1') ?? '';
    for (const name of ['/JavaScript', '/JS', '/OpenAction', '/AA', '/Launch', '/Annots', 'calc.exe']) expect(text).not.toContain(name);
    expect((await PDFDocument.load(download!)).getPageCount()).toBe(1);
  });

  it.each([
    ['JavaScript hidden in the page resources', `${PAGE.replace('/Resources<<>>', '/Resources<</ExtGState<</G1<</JS(app.alert(1))>>>>>>')}>>`],
    ['an embedded file in the page resources', `${PAGE.replace('/Resources<<>>', '/Resources<</XObject<</F1 5 0 R>>>>')}>>`],
  ])('refuses a PDF with %s that survives the rebuild, storing nothing', async (_label, page) => {
    const pdf = buildPdf([
      '<</Type/Catalog/Pages 2 0 R>>',
      '<</Type/Pages/Kids[3 0 R]/Count 1>>',
      page,
      CONTENT,
      '<</Type/EmbeddedFile/Length ?>>\nstream\nMZ fake program\nendstream',
    ]);
    const files = storedFiles().length;
    const { res, row } = await send({ bytes: pdf, name: 'bank.pdf', type: 'application/pdf' });
    expect(res).toEqual({
      status: 422,
      body: {
        error: 'PDF Not Accepted - This PDF contains scripts, actions or attached files. Please upload a plain PDF, a screenshot or a photo of your receipt.',
        problem: 'active',
      },
    });
    expect(row?.status).toBe('awaiting_payment');
    expect(storedFiles()).toHaveLength(files);
  });

  it.each([
    [
      'a JPEG that breaks off after its header',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64, 0x11)]),
      'r.jpg',
      'image/jpeg',
    ],
    ['a PDF without pages', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'r.pdf', 'application/pdf'],
    ['a PDF header and nothing else', Buffer.from('%PDF-1.4\n%%EOF\n'), 'r.pdf', 'application/pdf'],
  ])('refuses %s as not readable', async (_label, bytes, name, type) => {
    const files = storedFiles().length;
    const { res } = await send({ bytes, name, type });
    expect(res).toEqual({
      status: 422,
      body: { error: 'File Not Readable - The file could not be opened. Please upload another copy of your receipt.', problem: 'unreadable' },
    });
    expect(storedFiles()).toHaveLength(files);
  });
});
