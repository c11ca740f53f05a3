/** The image upload's limits: size answered before the body ends, megapixels, and bytes that are not a supported image. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeJpeg, useContentServer } from './helpers';
import { objectIdOf, uploadSteps } from './upload-helpers';

const ctx = useContentServer();
const { getUploadUrl, put, uploadsDir } = uploadSteps(ctx);

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
    expect(fs.existsSync(path.join(uploadsDir(), objectIdOf(url)))).toBe(false);
  });

  it('refuses a truncated JPEG with 422 and stores nothing', async () => {
    const full = await makeJpeg(1600, 1200);
    const url = await getUploadUrl();
    const res = await put(url, full.subarray(0, Math.floor(full.length / 2)));
    expect(res.status).toBe(422);
    expect(fs.existsSync(path.join(uploadsDir(), objectIdOf(url)))).toBe(false);
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
      expect(fs.readdirSync(path.join(uploadsDir(), objectIdOf(url)))).toContain(fallback);
    }
  });
});
