/**
 * Private links to a listing's editor (`/listing/<token>`) and to its renewal checkout (issue 17).
 * As with admin sessions (src/features/auth), the token is 160 random bits from the OS and only its
 * SHA-256 is stored, so a copy of the database opens no editor. A token belongs to one listing and
 * is valid while it is not revoked and its listing has not ended: the end is read from
 * `listings.ends_at` (inclusive), so a renewal extends every link without rewriting it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingEditorTokens, listings } from '~/db/schema';
import type { JobTx } from './job-runner.server';

type ListingRow = typeof listings.$inferSelect;

export type EditorTokenCheck =
  | { ok: true; listing: ListingRow }
  /** unknown: no such link (or junk); revoked: an admin withdrew it. */
  | { ok: false; reason: 'unknown' | 'revoked' }
  /** Its listing has ended: the link edits nothing, but its page still offers the renewal. */
  | { ok: false; reason: 'expired'; listing: ListingRow };

const hashEditorToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** True for a string shaped like a token this module makes, so junk in a URL skips the database. */
export function isEditorTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z2-7]{32}$/.test(value);
}

/** Makes a new link for a listing; returns the token for the email (never stored). */
export function issueEditorToken(tx: JobTx, listingId: string, now: Date): string {
  const token = encodeBase32LowerCaseNoPadding(randomBytes(20));
  tx.insert(listingEditorTokens)
    .values({ tokenHash: hashEditorToken(token), listingId, createdAt: now })
    .run();
  return token;
}

/** The listing a link opens at `now`, or why it opens none. */
export function checkEditorToken(db: Db | JobTx, token: unknown, now: Date): EditorTokenCheck {
  if (!isEditorTokenShaped(token)) return { ok: false, reason: 'unknown' };
  const hash = hashEditorToken(token);
  const row = db
    .select({ tokenHash: listingEditorTokens.tokenHash, revokedAt: listingEditorTokens.revokedAt, listing: listings })
    .from(listingEditorTokens)
    .innerJoin(listings, eq(listings.id, listingEditorTokens.listingId))
    .where(and(eq(listingEditorTokens.tokenHash, hash), eq(listingEditorTokens.purpose, 'edit')))
    .get();
  // The lookup is by hash; the constant-time compare guards against any index or collation surprise.
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash))) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  const ended = row.listing.status === 'ended' || (row.listing.endsAt !== null && now.getTime() > row.listing.endsAt.getTime());
  return ended ? { ok: false, reason: 'expired', listing: row.listing } : { ok: true, listing: row.listing };
}

/** How long after a listing's end its renewal link still opens a prefilled checkout. */
export const RENEWAL_LINK_GRACE_DAYS = 60;

/** Makes a renewal link for a listing (reminder emails): valid until 60 days after `endsAt`; returns the token. */
export function issueRenewalToken(tx: JobTx, listingId: string, endsAt: Date, now: Date): string {
  const token = encodeBase32LowerCaseNoPadding(randomBytes(20));
  tx.insert(listingEditorTokens)
    .values({
      tokenHash: hashEditorToken(token),
      listingId,
      purpose: 'renew',
      expiresAt: new Date(endsAt.getTime() + RENEWAL_LINK_GRACE_DAYS * 86_400_000),
      createdAt: now,
    })
    .run();
  return token;
}

/** The listing a renewal link renews at `now`, or why it renews none. */
export function checkRenewalToken(db: Db | JobTx, token: unknown, now: Date): EditorTokenCheck {
  if (!isEditorTokenShaped(token)) return { ok: false, reason: 'unknown' };
  const row = db
    .select({ revokedAt: listingEditorTokens.revokedAt, expiresAt: listingEditorTokens.expiresAt, listing: listings })
    .from(listingEditorTokens)
    .innerJoin(listings, eq(listings.id, listingEditorTokens.listingId))
    .where(and(eq(listingEditorTokens.tokenHash, hashEditorToken(token)), eq(listingEditorTokens.purpose, 'renew')))
    .get();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  return row.expiresAt && now.getTime() > row.expiresAt.getTime() ? { ok: false, reason: 'expired', listing: row.listing } : { ok: true, listing: row.listing };
}

/** Withdraws every live editor link of a listing (an admin's revoke, or before sending a new one); returns how many. */
export function revokeEditorTokens(tx: JobTx, listingId: string, now: Date): number {
  return tx
    .update(listingEditorTokens)
    .set({ revokedAt: now })
    .where(and(eq(listingEditorTokens.listingId, listingId), eq(listingEditorTokens.purpose, 'edit'), isNull(listingEditorTokens.revokedAt)))
    .run().changes;
}
