/** The two-step image upload: the one-time address (once only, expiry, token, owner). Limits: upload-limits; stored files: stored-images. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { signInAsAdmin } from '../helpers/admin-session';
import { FIXTURE_ADMIN, makeJpeg, sendJson, useContentServer } from './helpers';
import { objectIdOf, uploadSteps } from './upload-helpers';

const ctx = useContentServer();
const { getUploadUrl, put, uploadsDir } = uploadSteps(ctx);

describe('upload address', () => {
  it('stores an image and answers its object path, which is the last segment of the address', async () => {
    const url = await getUploadUrl();
    const res = await put(url, await makeJpeg());
    expect(res.status).toBe(201);
    const { objectPath } = (await res.json()) as { objectPath: string };
    const objectId = objectIdOf(url);
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
    const objectId = objectIdOf(url);
    const db = openDatabase(path.join(ctx.dataDir, 'guide.db'));
    db.$client.prepare('UPDATE upload_tokens SET expires_at = ? WHERE object_id = ?').run(Date.now() - 1000, objectId);
    db.$client.close();
    const res = await put(url, await makeJpeg(600, 400));
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ error: 'Upload address has expired' });
  });

  it('expires ten minutes after it was issued', async () => {
    const url = await getUploadUrl();
    const objectId = objectIdOf(url);
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
