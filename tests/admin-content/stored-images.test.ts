/** An uploaded image as stored and served: rotated upright, stripped of metadata, in the format and width asked, cached for good. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, useContentServer } from './helpers';
import { uploadSteps } from './upload-helpers';

const ctx = useContentServer();
const { getUploadUrl, put, uploadsDir } = uploadSteps(ctx);

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
