/** The admin's Reviews queue (issue 20): states, the status rules, replies, review_stats by the triggers, the cache purge. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/client';
import { registerPageCache } from '~/platform/cache/registry';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { approveReview, getAdminReview, listAdminReviews, purgeReviewPlacePages, rejectReview, replyToReview } from './review-queue.server';

const temp = useTempDatabase('review-queue');
const admin = { adminId: 'admin-1', now: new Date('2026-11-20T12:00:00Z') };

function addRestaurant(db: Db, name: string): number {
  const id = Number(db.$client.prepare(`insert into restaurants (image_url) values ('/x.jpg')`).run().lastInsertRowid);
  db.$client.prepare(`insert into restaurant_translations (restaurant_id, locale, name) values (?, 'en', ?), (?, 'nl', ?)`).run(id, name, id, `${name} NL`);
  return id;
}

let seq = 0;
function addReview(db: Db, placeId: number, status: string, rating = 4, kind = 'restaurant'): number {
  seq += 1;
  const confirmed = status === 'pending' ? null : Date.parse('2026-11-01T00:00:00Z') + seq * 60_000;
  return Number(
    db.$client
      .prepare(
        `insert into reviews (place_kind, place_id, status, rating, author_name, country, comment, visit_month, locale, email, confirmed_at)
         values (?, ?, ?, ?, 'Anja', 'Nederland', 'Heerlijke roti en vriendelijke bediening, zeker een aanrader.', '2026-10', 'nl', ?, ?)`,
      )
      .run(kind, placeId, status, rating, `anja${seq}@example.com`, confirmed).lastInsertRowid,
  );
}

const stats = (db: Db, id: number) =>
  db.$client.prepare(`select review_count as count, rating_sum as sum from review_stats where place_kind = 'restaurant' and place_id = ?`).get(id) as
    { count: number; sum: number } | undefined;

afterEach(() => registerPageCache(null));

describe('listing the queue', () => {
  it('lists confirmed reviews newest confirmed first with the place name and email, never pending ones', () => {
    const place = addRestaurant(temp.db, 'Warung Sari');
    const older = addReview(temp.db, place, 'confirmed');
    const newer = addReview(temp.db, place, 'confirmed');
    const pending = addReview(temp.db, place, 'pending');
    addReview(temp.db, place, 'approved');
    const page = listAdminReviews(temp.db, 'confirmed', 1);
    expect(page.reviews.map((r) => r.id)).toEqual([newer, older]);
    expect(page.counts).toEqual({ confirmed: 2, approved: 1, rejected: 0 });
    expect(page.reviews[0]).toMatchObject({ placeName: 'Warung Sari', placeKind: 'restaurant', email: expect.stringContaining('@example.com') as string });
    expect(listAdminReviews(temp.db, 'approved', 1).reviews).toHaveLength(1);
    expect(getAdminReview(temp.db, pending)).toBeNull();
    expect(JSON.stringify(listAdminReviews(temp.db, 'confirmed', 1))).not.toContain(`anja${pending}`);
  });

  it('pages by 20', () => {
    const place = addRestaurant(temp.db, 'Warung Sari');
    for (let i = 0; i < 21; i++) addReview(temp.db, place, 'confirmed');
    expect(listAdminReviews(temp.db, 'confirmed', 1)).toMatchObject({ pageCount: 2, total: 21 });
    expect(listAdminReviews(temp.db, 'confirmed', 2).reviews).toHaveLength(1);
  });
});

describe('deciding', () => {
  it('approving a confirmed review records who and when, and the triggers count it in review_stats', () => {
    const place = addRestaurant(temp.db, 'Warung Sari');
    const a = addReview(temp.db, place, 'confirmed', 5);
    const b = addReview(temp.db, place, 'confirmed', 2);
    expect(stats(temp.db, place)).toBeUndefined();
    expect(approveReview(temp.db, a, admin)).toEqual({ outcome: 'done', place: { kind: 'restaurant', id: place } });
    expect(stats(temp.db, place)).toEqual({ count: 1, sum: 5 });
    expect(getAdminReview(temp.db, a)).toMatchObject({ status: 'approved', decidedAt: admin.now.toISOString() });
    const row = temp.db.$client.prepare('select decided_by from reviews where id = ?').get(a) as { decided_by: string };
    expect(row.decided_by).toBe('admin-1');
    // Rejecting leaves the stats as they were.
    expect(rejectReview(temp.db, b, 'Gaat over een ander restaurant', admin).outcome).toBe('done');
    expect(stats(temp.db, place)).toEqual({ count: 1, sum: 5 });
    expect(getAdminReview(temp.db, b)).toMatchObject({ status: 'rejected', rejectReason: 'Gaat over een ander restaurant' });
  });

  it('decides only confirmed reviews: twice is a conflict, pending and unknown ones are not found', () => {
    const place = addRestaurant(temp.db, 'Warung Sari');
    const a = addReview(temp.db, place, 'confirmed', 4);
    const pending = addReview(temp.db, place, 'pending');
    expect(approveReview(temp.db, a, admin).outcome).toBe('done');
    expect(approveReview(temp.db, a, admin)).toEqual({ outcome: 'conflict', status: 'approved' });
    expect(rejectReview(temp.db, a, 'spam', admin)).toEqual({ outcome: 'conflict', status: 'approved' });
    expect(stats(temp.db, place)).toEqual({ count: 1, sum: 4 });
    expect(approveReview(temp.db, pending, admin)).toEqual({ outcome: 'not_found' });
    expect(approveReview(temp.db, 9999, admin)).toEqual({ outcome: 'not_found' });
    expect(stats(temp.db, place)).toEqual({ count: 1, sum: 4 });
  });
});

describe('replying', () => {
  it('replies only under approved reviews; an empty text removes the reply', () => {
    const place = addRestaurant(temp.db, 'Warung Sari');
    const a = addReview(temp.db, place, 'confirmed');
    expect(replyToReview(temp.db, a, { text: 'Dank je!', from: 'business' }, admin)).toEqual({ outcome: 'conflict', status: 'confirmed' });
    approveReview(temp.db, a, admin);
    expect(replyToReview(temp.db, a, { text: '  Dank je!  ', from: 'business' }, admin).outcome).toBe('done');
    expect(getAdminReview(temp.db, a)?.reply).toEqual({ text: 'Dank je!', from: 'business', at: admin.now.toISOString() });
    expect(replyToReview(temp.db, a, { text: '', from: 'guide' }, admin).outcome).toBe('done');
    expect(getAdminReview(temp.db, a)?.reply).toBeNull();
    expect(replyToReview(temp.db, 9999, { text: 'x', from: 'guide' }, admin)).toEqual({ outcome: 'not_found' });
  });
});

describe('purging', () => {
  it("clears the kind's pages and the reviews tag", () => {
    const seen: string[][] = [];
    registerPageCache({ invalidateTags: (tags) => (seen.push([...tags]), 0), invalidatePath: () => 0 });
    purgeReviewPlacePages('tour');
    expect(seen).toEqual([['tours', 'reviews']]);
  });
});
