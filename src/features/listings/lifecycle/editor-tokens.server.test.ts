/** Editor links: unguessable, stored hashed, tied to one listing, valid until its end, revocable. */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listingEditorTokens, listings } from '~/db/schema';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { checkEditorToken, isEditorTokenShaped, issueEditorToken, revokeEditorTokens } from './editor-tokens.server';

const now = new Date('2026-01-15T13:30:00Z');
const endsAt = new Date('2026-04-16T02:59:59.999Z');
const temp = useTempDatabase('guide-editor-tokens-');
beforeEach(() => {
  temp.db
    .insert(listings)
    .values([
      { id: 'l1', kind: 'tour', ownerEmail: 'a@example.com' },
      { id: 'l2', kind: 'event', ownerEmail: 'b@example.com' },
    ])
    .run();
});

const reason = (check: ReturnType<typeof checkEditorToken>) => (check.ok ? `ok:${check.listing.id}` : check.reason);

describe('editor tokens', () => {
  it('open their own listing and store only a hash of 160 random bits', () => {
    const token = issueEditorToken(temp.db, 'l1', now);
    const other = issueEditorToken(temp.db, 'l2', now);
    expect(isEditorTokenShaped(token)).toBe(true);
    expect(token).not.toBe(other);
    expect(reason(checkEditorToken(temp.db, token, now))).toBe('ok:l1');
    expect(reason(checkEditorToken(temp.db, other, now))).toBe('ok:l2');
    const stored = temp.db.select().from(listingEditorTokens).all();
    expect(stored.map((r) => r.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuse junk and unknown tokens without a match', () => {
    issueEditorToken(temp.db, 'l1', now);
    for (const junk of [undefined, '', 'x', "' or 1=1 --", 'a'.repeat(32).toUpperCase(), 'a'.repeat(32)]) {
      expect(reason(checkEditorToken(temp.db, junk, now))).toBe('unknown');
    }
  });

  it('stay valid until the listing ends, the end millisecond included, and longer after a renewal', () => {
    const token = issueEditorToken(temp.db, 'l1', now);
    temp.db.update(listings).set({ status: 'live', liveFrom: now, endsAt }).where(eq(listings.id, 'l1')).run();
    expect(reason(checkEditorToken(temp.db, token, endsAt))).toBe('ok:l1');
    const after = new Date(endsAt.getTime() + 1);
    expect(reason(checkEditorToken(temp.db, token, after))).toBe('expired');
    temp.db
      .update(listings)
      .set({ endsAt: new Date('2026-07-16T02:59:59.999Z') })
      .where(eq(listings.id, 'l1'))
      .run();
    expect(reason(checkEditorToken(temp.db, token, after))).toBe('ok:l1');
    temp.db.update(listings).set({ status: 'ended' }).where(eq(listings.id, 'l1')).run();
    expect(reason(checkEditorToken(temp.db, token, after))).toBe('expired');
  });

  it('can be revoked for one listing, after which a new one works', () => {
    const first = issueEditorToken(temp.db, 'l1', now);
    const second = issueEditorToken(temp.db, 'l1', now);
    const other = issueEditorToken(temp.db, 'l2', now);
    expect(revokeEditorTokens(temp.db, 'l1', now)).toBe(2);
    expect(reason(checkEditorToken(temp.db, first, now))).toBe('revoked');
    expect(reason(checkEditorToken(temp.db, second, now))).toBe('revoked');
    expect(reason(checkEditorToken(temp.db, other, now))).toBe('ok:l2');
    expect(reason(checkEditorToken(temp.db, issueEditorToken(temp.db, 'l1', now), now))).toBe('ok:l1');
  });
});
