/** The two-step image upload: the one-time address, the size limit, refused bytes, metadata stripping and the served variants. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import { FIXTURE_ADMIN, makeJpeg, sendJson, startContentServer, type ContentTestContext } from './helpers';

let ctx: ContentTestContext;
beforeAll(async () => {
  ctx = await startContentServer();
});
afterAll(() => ctx?.server.stop());

const getUploadUrl = async (admin: AdminSession = ctx.admin): Promise<string> => {
  const res = await sendJson(admin, 'POST', '/api/admin/upload');
  expect(res.status).toBe(200);
  expect(res.body.uploadURL).toMatch(/^\/api\/admin\/upload\/[a-z0-9-]+\?token=[\w-]{20,}$/);
  return res.body.uploadURL;
};
const put = (uploadURL: string, body: Buffer | string, type = 'image/jpeg', admin: AdminSession = ctx.admin) =>
  admin.fetch(uploadURL, { method: 'PUT', body: new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body), headers: { 'Content-Type': type } });
const uploadsDir = () => path.join(ctx.dataDir, 'uploads');

describe('upload address', () => {
  it('stores an image and answers its object path, which is the last segment of the address', async () => {
    const url = await getUploadUrl();
    const res = await put(url, await makeJpeg());
    expect(res.status).toBe(201);
    const { objectPath } = (await res.json()) as { objectPath: string };
    const objectId = url.split('?')[0]!.split('/').pop();
    expect(objectPath).toBe(`/objects/uploads/${objectId}`);
    expect(fs.readdirSync(path.join(uploadsDir(), objectId!)).sort()).toEqual(
      ['master.jpg', 'w1200.avif', 'w1200.webp', 'w400.avif', 'w400.webp', 'w800.avif', 'w800.jpg', 'w800.webp'].sort(),
    );
  });

  it('works once: a reused address is refused', async () => {
    const url = await getUploadUrl();
    expect((await put(url, await makeJpeg(600, 400))).status).toBe(201);
    const again = await put(url, await makeJpeg(600, 400));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Upload address was already used' });
  });

  it('lets exactly one of three concurrent uses through', async () => {
    const url = await getUploadUrl();
    const image = await makeJpeg(800, 600);
    const statuses = (await Promise.all([put(url, image), put(url, image), put(url, image)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });

  it('refuses an expired address', async () => {
    const url = await getUploadUrl();
    const objectId = url.split('?')[0]!.split('/').pop()!;
    const db = openDatabase(path.join(ctx.dataDir, 'guide.db'));
    db.$client.prepare('UPDATE upload_tokens SET expires_at = ? WHERE object_id = ?').run(Date.now() - 1000, objectId);
    db.$client.close();
    const res = await put(url, await makeJpeg(600, 400));
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ error: 'Upload address has expired' });
  });

  it('expires ten minutes after it was issued', async () => {
    const url = await getUploadUrl();
    const objectId = url.split('?')[0]!.split('/').pop()!;
    const db = openDatabase(path.join(ctx.dataDir, 'guide.db'));
    const row = db.$client.prepare('SELECT expires_at, created_at, used_at FROM upload_tokens WHERE object_id = ?').get(objectId) as {
      expires_at: number;
      created_at: number;
      used_at: number | null;
    };
    db.$client.close();
    expect(row.used_at).toBeNull();
    expect(row.expires_at - row.created_at).toBeGreaterThan(9.9 * 60_000);
    expect(row.expires_at - row.created_at).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('refuses a wrong token, and any use without a session', async () => {
    const url = await getUploadUrl();
    const forged = url.replace(/token=.*/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await put(forged, await makeJpeg(600, 400))).status).toBe(403);
    const anonymous = await fetch(`${ctx.server.baseUrl}${url}`, {
      method: 'PUT',
      body: new Uint8Array(await makeJpeg(600, 400)),
      headers: { 'Content-Type': 'image/jpeg', Origin: ctx.server.baseUrl },
    });
    expect(anonymous.status).toBe(401);
    const anonymousPost = await fetch(`${ctx.server.baseUrl}/api/admin/upload`, { method: 'POST', headers: { Origin: ctx.server.baseUrl } });
    expect(anonymousPost.status).toBe(401);
    // The failed attempts did not spend the address.
    expect((await put(url, await makeJpeg(600, 400))).status).toBe(201);
  });

  it("refuses another admin's address", async () => {
    const created = await sendJson(ctx.admin, 'POST', '/api/admin/users', {
      username: 'second-admin',
      email: 'second@example.com',
      password: 'another-Strong-pass-9',
      currentPassword: FIXTURE_ADMIN.password,
    });
    expect(created.status).toBe(201);
    const other = await signInAsAdmin(ctx.server.baseUrl, { username: 'second-admin', password: 'another-Strong-pass-9' });
    const url = await getUploadUrl(ctx.admin);
    const res = await put(url, await makeJpeg(600, 400), 'image/jpeg', other);
    expect(res.status).toBe(403);
    expect((await put(url, await makeJpeg(600, 400))).status).toBe(201);
  });
});

describe('upload size limit', () => {
  it('answers 413 before the client has finished sending more than 10 MB', async () => {
    const url = await getUploadUrl();
    const total = 11 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    const target = new URL(`${ctx.server.baseUrl}${url}`);
    const result = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = http.request(
        {
          hostname: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: 'PUT',
          headers: { 'Content-Type': 'image/jpeg', 'Content-Length': total, Cookie: ctx.admin.cookie, Origin: ctx.server.baseUrl },
        },
        (res) => {
          answered = true;
          res.resume();
          resolve({ status: res.statusCode ?? 0, sent });
          req.destroy();
        },
      );
      req.on('error', (error) => (answered ? undefined : reject(error)));
      // Send slowly: one chunk per tick, so an answer can arrive long before the last byte would.
      const pump = () => {
        if (answered || sent >= total) return;
        req.write(chunk);
        sent += chunk.length;
        setTimeout(pump, 5);
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(total / 2);
    // Refused before it was claimed: the address still works for a proper file.
    expect((await put(url, await makeJpeg(600, 400))).status).toBe(201);
  });

  it('refuses an image of more than 40 megapixels with 413', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    const res = await put(await getUploadUrl(), huge);
    expect(res.status).toBe(413);
  });
});

describe('upload bytes', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
  it.each([
    ['an HTML file named .jpg', '<!doctype html><html><body><script>alert(1)</script></body></html>', 'image/jpeg', 415],
    ['an SVG with a script', svg, 'image/svg+xml', 415],
    ['an SVG sent as PNG', svg, 'image/png', 415],
    ['a PDF', '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'image/jpeg', 415],
  ])('refuses %s', async (_name, body, type, status) => {
    const url = await getUploadUrl();
    const res = await put(url, body, type);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: 'Unsupported image type. Use JPG, PNG, GIF or WebP.' });
    expect(fs.existsSync(path.join(uploadsDir(), url.split('?')[0]!.split('/').pop()!))).toBe(false);
  });

  it('refuses a truncated JPEG with 422 and stores nothing', async () => {
    const full = await makeJpeg(1600, 1200);
    const url = await getUploadUrl();
    const res = await put(url, full.subarray(0, Math.floor(full.length / 2)));
    expect(res.status).toBe(422);
    expect(fs.existsSync(path.join(uploadsDir(), url.split('?')[0]!.split('/').pop()!))).toBe(false);
  });

  it('refuses an empty body', async () => {
    expect((await put(await getUploadUrl(), Buffer.alloc(0))).status).toBe(400);
  });

  it('accepts PNG, GIF and WebP by their bytes, whatever the declared type', async () => {
    const base = sharp({ create: { width: 500, height: 300, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 0.6 } } });
    for (const [bytes, fallback] of [
      [await base.clone().png().toBuffer(), 'w500.png'],
      [await base.clone().gif().toBuffer(), 'w500.png'],
      [await base.clone().webp().toBuffer(), 'w500.png'],
    ] as const) {
      const url = await getUploadUrl();
      expect((await put(url, bytes, 'application/octet-stream')).status).toBe(201);
      expect(fs.readdirSync(path.join(uploadsDir(), url.split('?')[0]!.split('/').pop()!))).toContain(fallback);
    }
  });
});

describe('stored images', () => {
  let objectPath = '';
  let objectId = '';
  beforeAll(async () => {
    const input = await makeJpeg(1000, 1600, true);
    // The test image really carries the private data it must lose.
    const meta = await sharp(input).metadata();
    expect(meta.orientation).toBe(6);
    expect(input.includes('SecretPhoneCo')).toBe(true);
    // The GPS IFD pointer tag (0x8825), in either byte order.
    const gpsTag = meta.exif ? meta.exif.includes(Buffer.from([0x25, 0x88])) || meta.exif.includes(Buffer.from([0x88, 0x25])) : false;
    expect(gpsTag).toBe(true);
    const res = await put(await getUploadUrl(), input);
    objectPath = ((await res.json()) as { objectPath: string }).objectPath;
    objectId = objectPath.split('/').pop()!;
  });

  it('auto-rotates and strips EXIF, GPS, XMP and ICC data from every file', async () => {
    const dir = path.join(uploadsDir(), objectId);
    const files = fs.readdirSync(dir);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(dir, file));
      const meta = await sharp(bytes).metadata();
      expect({ file, exif: meta.exif, xmp: meta.xmp, icc: meta.icc, iptc: meta.iptc }).toEqual({
        file,
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        iptc: undefined,
      });
      expect(bytes.includes('SecretPhoneCo')).toBe(false);
      expect(bytes.includes('Exif\0')).toBe(false);
    }
    // Orientation 6 (rotate 90°): the 1000×1600 pixels are stored upright as 1600×1000.
    const master = await sharp(fs.readFileSync(path.join(dir, 'master.jpg'))).metadata();
    expect([master.width, master.height]).toEqual([1600, 1000]);
  });

  it('serves the format the browser accepts, at the width asked, with long immutable caching', async () => {
    const get = (query: string, accept: string) => fetch(`${ctx.server.baseUrl}${objectPath}${query}`, { headers: { Accept: accept } });
    const cases: [string, string, string, number][] = [
      ['?w=400', 'image/avif,image/webp,*/*', 'image/avif', 400],
      ['?w=700', 'image/webp,*/*', 'image/webp', 800],
      ['', 'image/avif,*/*', 'image/avif', 800],
      ['?w=5000', 'image/webp', 'image/webp', 1600],
      ['?w=300', '*/*', 'image/jpeg', 800],
      ['?w=1200&format=webp', 'image/avif', 'image/webp', 1200],
      ['?format=fallback', 'image/avif', 'image/jpeg', 800],
    ];
    for (const [query, accept, type, width] of cases) {
      const res = await get(query, accept);
      expect({ query, status: res.status, type: res.headers.get('content-type') }).toEqual({ query, status: 200, type });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect({ query, width: meta.width }).toEqual({ query, width });
    }
    expect((await get('', 'image/webp')).headers.get('vary')).toMatch(/accept/i);
  });

  it('answers 304 to a matching If-None-Match and 404 for unknown or malformed ids', async () => {
    const first = await fetch(`${ctx.server.baseUrl}${objectPath}?w=400`, { headers: { Accept: 'image/webp' } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${ctx.server.baseUrl}${objectPath}?w=400`, { headers: { Accept: 'image/webp', 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    for (const id of ['00000000-0000-4000-8000-000000000000', '..%2F..%2Fguide.db', 'NOT-AN-ID']) {
      const res = await fetch(`${ctx.server.baseUrl}/objects/uploads/${id}`);
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
    }
  });
});
