/**
 * Expiry at the end of a listing: the listing ends, its entry loses partner_until (badge and first
 * place) in the same transaction, an 'expired' event is written by the scheduler, and the kind's
 * cached pages are purged after the tick; a listing renewed before its end keeps all of it.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listingEvents, listings, restaurants, tours } from '~/db/schema';
import { registerPageCache } from '~/platform/cache/registry';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { createManualClock } from './clock';
import { expiryJob, listingJobs } from './jobs.server';
import { getPeriodEnd, getRenewedEnd } from './period';
import { createScheduler } from './scheduler.server';

const srt = (local: string) => new Date(`${local}-03:00`);
const liveFrom = srt('2026-01-15T10:30:00');
const endsAt = getPeriodEnd(liveFrom);

const temp = useTempDatabase('guide-listing-expiry-');
let purged: string[][] = [];
beforeEach(() => {
  purged = [];
  registerPageCache({
    invalidateTags: (tags) => (purged.push([...tags]), 1),
    invalidatePath: () => 0,
  });
  const r = temp.db.insert(restaurants).values({ imageUrl: '/images/x.jpg', partnerUntil: endsAt }).returning().get();
  const t = temp.db.insert(tours).values({ imageUrl: '/images/y.jpg', partnerUntil: endsAt }).returning().get();
  temp.db
    .insert(listings)
    .values([
      { id: 'l1', kind: 'restaurant', entryId: r.id, status: 'live', liveFrom, endsAt, ownerEmail: 'a@x.example' },
      { id: 'l2', kind: 'tour', entryId: t.id, status: 'live', liveFrom, endsAt, ownerEmail: 'b@x.example' },
    ])
    .run();
});
afterEach(() => registerPageCache(null));

const partnerUntil = () => ({
  restaurant: temp.db.select({ p: restaurants.partnerUntil }).from(restaurants).get()?.p ?? null,
  tour: temp.db.select({ p: tours.partnerUntil }).from(tours).get()?.p ?? null,
});
const events = () => temp.db.select({ listingId: listingEvents.listingId, action: listingEvents.action, actor: listingEvents.actor }).from(listingEvents).all();

describe('listing expiry', () => {
  it('clears the partner mark, records the expiry and purges the kinds that changed, once', async () => {
    const clock = createManualClock(srt('2026-04-15T23:59:59.999'));
    const scheduler = createScheduler({ db: temp.db, jobs: listingJobs, clock });
    await scheduler.start();
    expect(partnerUntil()).toEqual({ restaurant: endsAt, tour: endsAt });
    expect(events()).toEqual([]);
    expect(purged).toEqual([]);

    clock.set(srt('2026-04-16T00:00:00'));
    await scheduler.runNow();
    await scheduler.runNow();
    await scheduler.stop();
    expect(partnerUntil()).toEqual({ restaurant: null, tour: null });
    expect(
      temp.db
        .select({ s: listings.status })
        .from(listings)
        .all()
        .map((l) => l.s),
    ).toEqual(['ended', 'ended']);
    expect(events()).toEqual([
      { listingId: 'l1', action: 'expired', actor: 'scheduler' },
      { listingId: 'l2', action: 'expired', actor: 'scheduler' },
    ]);
    expect(purged).toEqual([['restaurants', 'tours']]);
  });

  it('keeps the entry a partner until the end of another live listing of it', async () => {
    const later = getRenewedEnd(endsAt, srt('2026-04-01T10:00:00'));
    const entryId = temp.db.select({ id: restaurants.id }).from(restaurants).get()!.id;
    temp.db.insert(listings).values({ id: 'l3', kind: 'restaurant', entryId, status: 'live', liveFrom, endsAt: later, ownerEmail: 'c@x.example' }).run();
    const clock = createManualClock(srt('2026-04-16T00:00:00'));
    const scheduler = createScheduler({ db: temp.db, jobs: listingJobs, clock });
    await scheduler.start();
    await scheduler.stop();
    expect(partnerUntil()).toEqual({ restaurant: later, tour: null });
  });

  it('leaves a listing renewed after it was found due untouched, and writes nothing for it', () => {
    const now = srt('2026-04-16T00:00:00');
    const due = expiryJob.findDue(temp.db, now);
    expect(due).toHaveLength(2);
    temp.db
      .update(listings)
      .set({ endsAt: getRenewedEnd(endsAt, now) })
      .where(eq(listings.id, 'l1'))
      .run();
    temp.db.transaction((tx) => {
      for (const item of due) expiryJob.run(tx, item, now);
    });
    expect(partnerUntil()).toEqual({ restaurant: endsAt, tour: null });
    expect(events()).toEqual([{ listingId: 'l2', action: 'expired', actor: 'scheduler' }]);
  });
});
