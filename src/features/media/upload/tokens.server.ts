/**
 * One-time upload addresses (spec 7 'Image upload', step 1). The token travels in the address;
 * only its SHA-256 hash is stored, and it is bound to the admin who asked for it.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { uploadTokens } from '~/db/schema';

/** How long an upload address stays usable. */
const UPLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;

export interface IssuedUpload {
  objectId: string;
  token: string;
  expiresAt: Date;
}

/** Why an upload address was refused (or 'ok' when this request now owns it). */
export type ClaimResult = 'ok' | 'invalid' | 'expired' | 'used';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a new one-time upload address for an admin, and drops addresses that can no longer be used. */
export function issueUploadToken(db: Db, adminId: string, now: Date = new Date()): IssuedUpload {
  const objectId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_TTL_MS);
  db.transaction((tx) => {
    // Keep the table small: used addresses and those expired over a day ago are of no further use.
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    tx.delete(uploadTokens)
      .where(or(isNotNull(uploadTokens.usedAt), lt(uploadTokens.expiresAt, dayAgo)))
      .run();
    tx.insert(uploadTokens)
      .values({ objectId, tokenHash: hashToken(token), adminId, expiresAt })
      .run();
  });
  return { objectId, token, expiresAt };
}

/** The upload address the browser PUTs the file to. */
export function getUploadUrl(issued: Pick<IssuedUpload, 'objectId' | 'token'>): string {
  return `/api/admin/upload/${issued.objectId}?token=${encodeURIComponent(issued.token)}`;
}

/**
 * Claims an upload address for this request: marks it used in the same statement that checks it,
 * so two concurrent requests with one address cannot both pass. The claim happens before the
 * file is processed; a failed upload needs a new address.
 */
export function claimUploadToken(db: Db, objectId: string, token: string, adminId: string, now: Date = new Date()): ClaimResult {
  const tokenHash = hashToken(token);
  const claimed = db
    .update(uploadTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(uploadTokens.objectId, objectId),
        eq(uploadTokens.tokenHash, tokenHash),
        eq(uploadTokens.adminId, adminId),
        isNull(uploadTokens.usedAt),
        gt(uploadTokens.expiresAt, now),
      ),
    )
    .run().changes;
  if (claimed === 1) return 'ok';
  const row = db.select().from(uploadTokens).where(eq(uploadTokens.objectId, objectId)).get();
  // Constant-time compare, so the answer does not leak how much of a guessed token matched.
  const sameToken = row ? timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(tokenHash)) : false;
  if (!row || !sameToken || row.adminId !== adminId) return 'invalid';
  if (row.usedAt) return 'used';
  return 'expired';
}
