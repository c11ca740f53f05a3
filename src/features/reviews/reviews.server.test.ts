import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '~/db/schema';
import { useTempDatabase } from '../../../tests/helpers/temp-database';
import { getReviewSummary, listApprovedReviews, listRecentReviews, loadPlaceReviews } from './reviews.server';
import type { ReviewPlaceKind, ReviewStatus } from './review';

const temp = useTempDatabase('review-reads');
const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12));

function add(kind: ReviewPlaceKind, placeId: number, status: ReviewStatus, rating: number, n: number, extra: Partial<typeof reviews.$inferInsert> = {}) {
  return temp.db
    .insert(reviews)
    .values({
      placeKind: kind,
      placeId,
      status,
      rating,
      authorName: `Writer ${n}`,
      country: 'Suriname',
      comment: `Comment number ${n}, long enough to be a review.`,
      visitMonth: '2026-10',
      locale: 'en',
      email: `w${n}@example.com`,
      createdAt: day(n),
      ...extra,
    })
    .returning({ id: reviews.id })
    .get().id;
}

describe('review reads', () => {
  it('reads only approved reviews, newest first, with counts and averages matching the rows', () => {
    add('restaurant', 1, 'approved', 5, 1);
    add('restaurant', 1, 'pending', 1, 2);
    add('restaurant', 1, 'confirmed', 1, 3);
    add('restaurant', 1, 'rejected', 1, 4);
    add('restaurant', 1, 'approved', 4, 5);
    add('restaurant', 1, 'approved', 4, 6);
    add('restaurant', 1, 'approved', 2, 7);
    add('tour', 1, 'approved', 1, 8);
    add('restaurant', 2, 'approved', 3, 9);

    expect(getReviewSummary(temp.db, 'restaurant', 1)).toEqual({ count: 4, average: 3.8 });
    expect(getReviewSummary(temp.db, 'tour', 1)).toEqual({ count: 1, average: 1 });
    const all = listApprovedReviews(temp.db, 'restaurant', 1);
    expect(all.map((r) => r.authorName)).toEqual(['Writer 7', 'Writer 6', 'Writer 5', 'Writer 1']);
    expect(all.reduce((s, r) => s + r.rating, 0) / all.length).toBeCloseTo(3.75);
    expect(listRecentReviews(temp.db, 'restaurant', 1).map((r) => r.authorName)).toEqual(['Writer 7', 'Writer 6', 'Writer 5']);
    expect(listApprovedReviews(temp.db, 'restaurant', 1, { limit: 2, offset: 2 }).map((r) => r.authorName)).toEqual(['Writer 5', 'Writer 1']);
    expect(JSON.stringify(all)).not.toContain('@example.com');
  });

  it('follows a review out of approved and claims nothing for a place without approved reviews', () => {
    const id = add('tour', 3, 'approved', 5, 1);
    add('tour', 3, 'confirmed', 5, 2);
    expect(loadPlaceReviews(temp.db, 'tour', 3).summary).toEqual({ count: 1, average: 5 });
    temp.db.update(reviews).set({ status: 'rejected' }).where(eq(reviews.id, id)).run();
    expect(loadPlaceReviews(temp.db, 'tour', 3)).toEqual({ summary: { count: 0, average: null }, recent: [] });
    expect(listApprovedReviews(temp.db, 'tour', 3)).toEqual([]);
    expect(getReviewSummary(temp.db, 'restaurant', 99)).toEqual({ count: 0, average: null });
  });

  it('carries a public reply and the language written in', () => {
    add('restaurant', 5, 'approved', 4, 1, { locale: 'nl', replyText: 'Dank je!', replyFrom: 'business', repliedAt: day(3) });
    const [r] = listRecentReviews(temp.db, 'restaurant', 5);
    expect(r?.locale).toBe('nl');
    expect(r?.reply).toEqual({ text: 'Dank je!', from: 'business', at: day(3) });
  });
});
