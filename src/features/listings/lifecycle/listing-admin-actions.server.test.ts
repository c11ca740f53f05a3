import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, listingEditorTokens, listingEvents, listings, restaurants } from '~/db/schema';
import { createRestaurant } from '~/features/restaurants/index.server';
import { restaurantInputSchema } from '~/features/restaurants';
import { makeListing, sampleRestaurantDraft } from '../../../../tests/helpers/sample-listings';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { checkEditorToken } from './editor-tokens.server';
import { endListingNow, extendListing, getExtendedEnd, linkListingEntry, resendListingLink, revokeListingLinks } from './listing-admin-actions.server';
import { approveListing } from './listing-review.server';
import { getEndOfParamariboDay, getPeriodEnd } from './period';
import { ListingReviewError } from './review-shared.server';

const temp = useTempDatabase('guide-listing-admin-');
const t0 = new Date('2026-03-04T15:00:00Z');
const DAY = 86_400_000;
const admin = 'boss@guide.example';

const row = (id: string) => temp.db.select().from(listings).where(eq(listings.id, id)).get()!;
const partnerOf = (entryId: number) => temp.db.select().from(restaurants).where(eq(restaurants.id, entryId)).get()?.partnerUntil ?? null;
const lastEvent = (id: string) => temp.db.select().from(listingEvents).where(eq(listingEvents.listingId, id)).all().at(-1)!;
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ListingReviewError) return error.code;
    throw error;
  }
  return 'no refusal';
};
function liveListing(name: string) {
  const id = makeListing(temp.db, name, { draft: sampleRestaurantDraft(name), submittedAt: t0 });
  const { entryId } = approveListing(temp.db, { listingId: id, actor: admin, now: t0 });
  return { id, entryId };
}
const existingRestaurant = (name: string) => createRestaurant(temp.db, restaurantInputSchema.parse({ ...sampleRestaurantDraft(name) }));

describe('extend and end', () => {
  it('extends by days from the current end date (Paramaribo), moves the partner mark and records old and new end', () => {
    const { id, entryId } = liveListing('x1');
    const oldEnd = row(id).endsAt!;
    const later = new Date(t0.getTime() + DAY);
    const extended = extendListing(temp.db, { listingId: id, actor: admin, now: later, change: { days: 10 }, reason: 'Outage compensation' });
    expect(extended.endsAt?.getTime()).toBe(getExtendedEnd(oldEnd, { days: 10 }).getTime());
    expect(extended.endsAt!.getTime() - oldEnd.getTime()).toBe(10 * DAY);
    expect(partnerOf(entryId)?.getTime()).toBe(extended.endsAt?.getTime());
    expect(lastEvent(id)).toMatchObject({
      action: 'extended',
      reason: 'Outage compensation',
      actor: admin,
      detail: { oldEnd: oldEnd.getTime(), newEnd: extended.endsAt!.getTime() },
    });
  });

  it('extends to a date (its end in Paramaribo) and refuses a new end in the past', () => {
    const { id } = liveListing('x2');
    const until = { year: 2026, month: 12, day: 31 };
    expect(extendListing(temp.db, { listingId: id, actor: admin, now: t0, change: { until }, reason: 'Deal' }).endsAt?.getTime()).toBe(
      getEndOfParamariboDay(until).getTime(),
    );
    expect(
      refusal(() => extendListing(temp.db, { listingId: id, actor: admin, now: t0, change: { until: { year: 2026, month: 1, day: 1 } }, reason: 'x' })),
    ).toBe('bad_end');
    const fresh = makeListing(temp.db, 'x3');
    expect(refusal(() => extendListing(temp.db, { listingId: fresh, actor: admin, now: t0, change: { days: 5 }, reason: 'x' }))).toBe('not_started');
  });

  it('ends now: status ended, partner mark cleared, editor links closed; twice is refused', () => {
    const { id, entryId } = liveListing('x4');
    const later = new Date(t0.getTime() + 5 * DAY);
    const ended = endListingNow(temp.db, { listingId: id, actor: admin, now: later, reason: 'Business closed' });
    expect(ended.status).toBe('ended');
    expect(ended.endsAt?.getTime()).toBe(later.getTime());
    expect(partnerOf(entryId)).toBeNull();
    expect(lastEvent(id)).toMatchObject({
      action: 'ended',
      reason: 'Business closed',
      detail: { oldEnd: getPeriodEnd(t0).getTime(), newEnd: later.getTime() },
    });
    expect(refusal(() => endListingNow(temp.db, { listingId: id, actor: admin, now: later, reason: 'again' }))).toBe('already_ended');
    // An ended listing extended into the future is live again.
    const back = extendListing(temp.db, { listingId: id, actor: admin, now: later, change: { days: 30 }, reason: 'Reopened' });
    expect(back.status).toBe('live');
    expect(partnerOf(entryId)?.getTime()).toBe(back.endsAt?.getTime());
  });
});

describe('editor links', () => {
  it('revokes every live link and resends a new one by email, both recorded', () => {
    const id = makeListing(temp.db, 'y1');
    const revoked = revokeListingLinks(temp.db, { listingId: id, actor: admin, now: t0 });
    expect(revoked).toBe(1);
    expect(lastEvent(id)).toMatchObject({ action: 'link_revoked', detail: { revoked: 1 } });
    expect(resendListingLink(temp.db, { listingId: id, actor: admin, now: t0 })).toEqual({ emailed: true });
    expect(lastEvent(id)).toMatchObject({ action: 'link_resent', actor: admin });
    const [mail] = temp.db.select().from(emailOutbox).all();
    expect(mail.kind).toBe('buyer.listing_editor_link');
    const token = (mail.payload as { listingPath: string }).listingPath.replace('/listing/', '');
    expect(checkEditorToken(temp.db, token, t0)).toMatchObject({ ok: true });
    expect(
      temp.db
        .select()
        .from(listingEditorTokens)
        .all()
        .filter((t) => t.revokedAt === null),
    ).toHaveLength(1);
  });
});

describe('link to an entry in the guide', () => {
  it('links, then approves without changes: the entry goes live as it is, untouched', () => {
    const entryId = existingRestaurant('Old Favourite');
    const before = temp.db.select().from(restaurants).where(eq(restaurants.id, entryId)).get()!;
    const id = makeListing(temp.db, 'z1');
    linkListingEntry(temp.db, { listingId: id, actor: admin, now: t0, entryId });
    expect(lastEvent(id)).toMatchObject({ action: 'entry_linked', detail: { oldEntryId: null, entryId } });
    const result = approveListing(temp.db, { listingId: id, actor: admin, now: t0 });
    expect(result).toMatchObject({ entryId, created: false });
    expect(row(id).status).toBe('live');
    expect(temp.db.select().from(restaurants).where(eq(restaurants.id, entryId)).get()).toMatchObject({
      priceRange: before.priceRange,
      imageUrl: before.imageUrl,
      openingHours: before.openingHours,
    });
    expect(partnerOf(entryId)?.getTime()).toBe(getPeriodEnd(t0).getTime());
    expect(refusal(() => approveListing(temp.db, { listingId: id, actor: admin, now: t0 }))).toBe('not_in_review');
  });

  it('a linked listing with a draft updates that entry; unknown entries and entries of another running listing are refused', () => {
    const entryId = existingRestaurant('Linked');
    const id = makeListing(temp.db, 'z2', { draft: sampleRestaurantDraft('Linked, renewed'), submittedAt: t0 });
    expect(refusal(() => linkListingEntry(temp.db, { listingId: id, actor: admin, now: t0, entryId: 9999 }))).toBe('entry_missing');
    linkListingEntry(temp.db, { listingId: id, actor: admin, now: t0, entryId });
    const other = makeListing(temp.db, 'z3');
    expect(refusal(() => linkListingEntry(temp.db, { listingId: other, actor: admin, now: t0, entryId }))).toBe('entry_taken');
    expect(approveListing(temp.db, { listingId: id, actor: admin, now: t0 })).toMatchObject({ entryId, created: false });
    expect(temp.db.select().from(restaurants).all()).toHaveLength(1);
  });
});
