import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, events, listingEvents, listings, restaurantTranslations, restaurants, tours } from '~/db/schema';
import { makeListing, sampleRestaurantDraft } from '../../../../tests/helpers/sample-listings';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { checkEditorToken } from './editor-tokens.server';
import { getListingStats } from './listing-queries.server';
import { approveListing, requestListingChanges } from './listing-review.server';
import { getPeriodEnd } from './period';
import { ListingReviewError } from './review-shared.server';

const temp = useTempDatabase('guide-listing-review-');
const submitted = new Date('2026-03-01T12:00:00Z');
const approvedAt = new Date('2026-03-04T15:00:00Z');
const admin = 'boss@guide.example';

const listingRow = (id: string) => temp.db.select().from(listings).where(eq(listings.id, id)).get()!;
const eventsOf = (id: string) => temp.db.select().from(listingEvents).where(eq(listingEvents.listingId, id)).all();
const mails = () => temp.db.select().from(emailOutbox).all();
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ListingReviewError) return error.code;
    throw error;
  }
  return 'no refusal';
};

describe('approve', () => {
  it('creates the restaurant (no typed rating: it comes from reviews), starts the 3 months at approval, marks the partner and emails the owner once', () => {
    const id = makeListing(temp.db, 'a', { draft: sampleRestaurantDraft('Warung Approve'), submittedAt: submitted, locale: 'nl' });
    const result = approveListing(temp.db, { listingId: id, actor: admin, now: approvedAt });
    expect(result.created).toBe(true);
    const entry = temp.db.select().from(restaurants).where(eq(restaurants.id, result.entryId)).get()!;
    expect(entry.isEditorsPick).toBe(false);
    expect(entry.partnerUntil?.getTime()).toBe(getPeriodEnd(approvedAt).getTime());
    const names = temp.db.select().from(restaurantTranslations).where(eq(restaurantTranslations.restaurantId, result.entryId)).all();
    expect(names.map((n) => n.locale).sort()).toEqual(['en', 'nl']);
    const row = listingRow(id);
    expect(row).toMatchObject({ status: 'live', entryId: result.entryId, draft: null, submittedAt: null, reviewNote: null });
    expect(row.liveFrom?.getTime()).toBe(approvedAt.getTime());
    expect(row.reviewedAt?.getTime()).toBe(approvedAt.getTime());
    expect(eventsOf(id).map((e) => [e.action, e.actor])).toEqual([['approved', admin]]);
    const [mail] = mails();
    expect(mail).toMatchObject({ kind: 'buyer.listing_live', locale: 'nl', recipients: ['a@owner.example'] });
    expect(mail.payload).toMatchObject({ listingPath: `/restaurant/${result.entryId}` });
    expect(getListingStats(temp.db, approvedAt).awaitingReview).toBe(0);
  });

  it('approves once when asked twice (two tabs): the second is refused and changes nothing', () => {
    const id = makeListing(temp.db, 'b', { draft: sampleRestaurantDraft(), submittedAt: submitted });
    approveListing(temp.db, { listingId: id, actor: admin, now: approvedAt });
    expect(refusal(() => approveListing(temp.db, { listingId: id, actor: admin, now: approvedAt }))).toBe('not_in_review');
    expect(temp.db.select().from(restaurants).all()).toHaveLength(1);
    expect(eventsOf(id)).toHaveLength(1);
    expect(mails()).toHaveLength(1);
  });

  it('refuses a draft that breaks the admin rules, writing nothing', () => {
    const id = makeListing(temp.db, 'c', { draft: sampleRestaurantDraft(), submittedAt: submitted });
    const bad = makeListing(temp.db, 'd', { draft: { ...sampleRestaurantDraft(), priceRange: '$$$$$' }, submittedAt: submitted });
    expect(refusal(() => approveListing(temp.db, { listingId: bad, actor: admin, now: approvedAt }))).toBe('invalid_draft');
    expect(temp.db.select().from(restaurants).all()).toHaveLength(0);
    expect(listingRow(id).status).toBe('pending_review');
    expect(mails()).toHaveLength(0);
  });

  it('a business cannot make itself an editor pick or set its rating through the draft', () => {
    const id = makeListing(temp.db, 'e', { draft: { ...sampleRestaurantDraft(), isEditorsPick: true, rating: 5 }, submittedAt: submitted });
    const { entryId } = approveListing(temp.db, { listingId: id, actor: admin, now: approvedAt });
    expect(temp.db.select().from(restaurants).where(eq(restaurants.id, entryId)).get()).toMatchObject({ isEditorsPick: false });
    expect(temp.db.select().from(restaurants).where(eq(restaurants.id, entryId)).get()).not.toHaveProperty('rating');
  });

  it('an edit of a live listing updates the entry and keeps the period and live status', () => {
    const id = makeListing(temp.db, 'f', { draft: sampleRestaurantDraft('Before'), submittedAt: submitted });
    const first = approveListing(temp.db, { listingId: id, actor: admin, now: approvedAt });
    const later = new Date(approvedAt.getTime() + 20 * 86_400_000);
    temp.db
      .update(listings)
      .set({ draft: sampleRestaurantDraft('After'), submittedAt: later })
      .where(eq(listings.id, id))
      .run();
    expect(getListingStats(temp.db, later).awaitingReview).toBe(1);
    // Alt texts the admin wrote meanwhile (issue 21): the partner's draft carries none, so they stay with their picture.
    temp.db
      .update(restaurantTranslations)
      .set({ imageAlts: ['A plate of bami'] })
      .where(eq(restaurantTranslations.restaurantId, first.entryId))
      .run();
    const second = approveListing(temp.db, { listingId: id, actor: admin, now: later, submittedAt: later });
    expect(second).toMatchObject({ entryId: first.entryId, created: false, firstApproval: false });
    expect(listingRow(id).endsAt?.getTime()).toBe(getPeriodEnd(approvedAt).getTime());
    const rows = temp.db.select().from(restaurantTranslations).where(eq(restaurantTranslations.restaurantId, first.entryId)).all();
    expect(rows.find((t) => t.locale === 'en')?.name).toBe('After');
    expect(rows.map((t) => [t.locale, t.imageAlts]).sort()).toEqual([
      ['en', ['A plate of bami']],
      ['nl', ['A plate of bami']],
    ]);
  });

  it('refuses to approve a version other than the one previewed', () => {
    const id = makeListing(temp.db, 'g', { draft: sampleRestaurantDraft(), submittedAt: submitted });
    const stale = new Date(submitted.getTime() - 1000);
    expect(refusal(() => approveListing(temp.db, { listingId: id, actor: admin, now: approvedAt, submittedAt: stale }))).toBe('draft_changed');
  });
});

describe('approve tours and events', () => {
  it('creates a tour (no rating) and an event (never featured by its business), each a partner until the end', () => {
    const tourDraft = {
      price: 85,
      maxPeople: 12,
      imageUrl: 'https://images.example/river.jpg',
      translations: {
        en: {
          name: 'River Tour',
          description: 'Up the Suriname River.',
          category: 'nature',
          duration: '1 day',
          location: 'Atjoni',
          operator: 'River Co',
          meetingPoint: '',
          whatToBring: [],
          dailyItinerary: [],
          included: ['Lunch'],
        },
      },
    };
    const tourListing = makeListing(temp.db, 'tour', { kind: 'tour', draft: tourDraft, submittedAt: submitted });
    const tour = approveListing(temp.db, { listingId: tourListing, actor: admin, now: approvedAt });
    expect(temp.db.select().from(tours).where(eq(tours.id, tour.entryId)).get()).toMatchObject({ price: 85, maxPeople: 12 });
    expect(temp.db.select().from(tours).where(eq(tours.id, tour.entryId)).get()?.partnerUntil?.getTime()).toBe(getPeriodEnd(approvedAt).getTime());
    expect(mails().at(-1)?.payload).toMatchObject({ listingPath: `/tour/${tour.entryId}` });

    const eventDraft = {
      date: '2026-12-31T20:00:00.000Z',
      price: 0,
      isFeatured: true,
      translations: {
        en: { name: 'Owru Yari', description: 'New year on the square.', category: 'festival', time: '20:00', location: 'Onafhankelijkheidsplein' },
      },
    };
    const eventListing = makeListing(temp.db, 'event', { kind: 'event', draft: eventDraft, submittedAt: submitted });
    const event = approveListing(temp.db, { listingId: eventListing, actor: admin, now: approvedAt });
    expect(temp.db.select().from(events).where(eq(events.id, event.entryId)).get()).toMatchObject({ isFeatured: false });
    expect(mails().at(-1)?.payload).toMatchObject({ listingPath: '/events' });
  });
});

describe('request changes', () => {
  it('sends a pending listing back with the reason and a fresh editor link; the old link still opens', () => {
    const id = makeListing(temp.db, 'h', { draft: sampleRestaurantDraft(), submittedAt: submitted, locale: 'nl' });
    const row = requestListingChanges(temp.db, { listingId: id, actor: admin, now: approvedAt, reason: 'Add a photo of the food' });
    expect(row).toMatchObject({ status: 'changes_requested', reviewNote: 'Add a photo of the food', submittedAt: null });
    expect(row.draft).not.toBeNull();
    const [event] = eventsOf(id);
    expect(event).toMatchObject({ action: 'changes_requested', reason: 'Add a photo of the food', actor: admin });
    const [mail] = mails();
    expect(mail).toMatchObject({ kind: 'buyer.listing_changes_requested', locale: 'nl' });
    const payload = mail.payload as { listingPath: string; reviewNote: string };
    expect(payload.reviewNote).toBe('Add a photo of the food');
    const token = payload.listingPath.replace('/listing/', '');
    expect(checkEditorToken(temp.db, token, approvedAt)).toMatchObject({ ok: true });
    expect(refusal(() => requestListingChanges(temp.db, { listingId: id, actor: admin, now: approvedAt, reason: 'again' }))).toBe('not_in_review');
    expect(getListingStats(temp.db, approvedAt).awaitingReview).toBe(0);
  });

  it('keeps a live listing live when its edit is sent back', () => {
    const id = makeListing(temp.db, 'i', { draft: sampleRestaurantDraft(), submittedAt: submitted });
    approveListing(temp.db, { listingId: id, actor: admin, now: approvedAt });
    temp.db
      .update(listings)
      .set({ draft: sampleRestaurantDraft('Edit'), submittedAt: approvedAt })
      .where(eq(listings.id, id))
      .run();
    expect(requestListingChanges(temp.db, { listingId: id, actor: admin, now: approvedAt, reason: 'No' }).status).toBe('live');
  });
});
