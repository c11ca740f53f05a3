/** The steps the upload tests share: ask for a one-time address, PUT bytes to it, and where the stored files land. */
import path from 'node:path';
import { expect } from 'vitest';
import type { AdminSession } from '../helpers/admin-session';
import { sendJson, type ContentTestContext } from './helpers';

/** The object id of an upload address: the last segment of its path. */
export const objectIdOf = (uploadURL: string): string => uploadURL.split('?')[0]!.split('/').pop()!;

/** The upload calls against one test file's server (ctx may be read lazily: nothing here runs before a test does). */
export function uploadSteps(ctx: ContentTestContext) {
  const getUploadUrl = async (admin: AdminSession = ctx.admin): Promise<string> => {
    const res = await sendJson(admin, 'POST', '/api/admin/upload');
    expect(res.status).toBe(200);
    expect(res.body.uploadURL).toMatch(/^\/api\/admin\/upload\/[a-z0-9-]+\?token=[\w-]{20,}$/);
    return res.body.uploadURL as string;
  };
  const put = (uploadURL: string, body: Buffer | string, type = 'image/jpeg', admin: AdminSession = ctx.admin) =>
    admin.fetch(uploadURL, { method: 'PUT', body: new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body), headers: { 'Content-Type': type } });
  const uploadsDir = () => path.join(ctx.dataDir, 'uploads');
  return { getUploadUrl, put, uploadsDir };
}
