/** Writing and confirming reviews against a migrated database (issue 20). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, reviews, reviewStats } from '~/db/schema';
import { restaurantInputSchema } from '~/features/restaurants';
import { createRestaurant } from '~/features/restaurants/index.server';
import { useTempDatabase } from '../../../tests/helpers/temp-database';
import { sampleRestaurantDraft } from '../../../tests/helpers/sample-listings';
import { makeReviewFormSchema } from './review-form';
import { checkReviewToken, confirmReview, findReviewablePlace, submitReview } from './review-writes.server';

const temp = useTempDatabase('review-writes');
const now = new Date('2026-11-26T04:00:00Z');
const HOUR = 3_600_000;

function addPlace(): number {
  return createRestaurant(temp.db, restaurantInputSchema.parse({ ...sampleRestaurantDraft('Roti Room'), rating: 4 }));
}
function write(placeId: number, over: Record<string, unknown> = {}, at = now, lang: 'en' | 'nl' = 'en'): { id: number; token: string } {
  const form = makeReviewFormSchema(lang, at).parse({
    placeKind: 'restaurant',
    placeId,
    authorName: 'Ana',
    country: 'Suriname',
    rating: 4,
    comment: 'Good roti and a friendly welcome at lunch.',
    visitMonth: '2026-10',
    email: 'Ana@Example.com',
    ...over,
  });
  const place = findReviewablePlace(temp.db, 'restaurant', placeId, lang)!;
  const id = submitReview(temp.db, form, place, lang, at);
  const mail = temp.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.eventKey, `writer.review_confirm:${id}`))
    .get()!;
  const token = /token=([a-z2-7]{32})/.exec(JSON.stringify(mail.payload))![1];
  return { id, token };
}
const rowOf = (id: number) => temp.db.select().from(reviews).where(eq(reviews.id, id)).get();

describe('writing a review', () => {
  it('stores a pending row with only the hash of the token, and one outbox email in the writer language', () => {
    const placeId = addPlace();
    const { id, token } = write(placeId, {}, now, 'nl');
    const row = rowOf(id)!;
    expect(row).toMatchObject({ status: 'pending', email: 'ana@example.com', locale: 'nl', rating: 4, placeKind: 'restaurant', placeId });
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.confirmExpiresAt?.getTime()).toBe(now.getTime() + 48 * HOUR);
    const mails = temp.db.select().from(emailOutbox).all();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'writer.review_confirm', recipients: ['ana@example.com'], locale: 'nl', status: 'queued' });
    expect(mails[0].subject).toContain('Suriname Gids');
  });

  it('finds only existing places', () => {
    expect(findReviewablePlace(temp.db, 'restaurant', 999, 'en')).toBeNull();
    expect(findReviewablePlace(temp.db, 'tour', 1, 'en')).toBeNull();
    expect(findReviewablePlace(temp.db, 'restaurant', addPlace(), 'en')?.name).toBe('Roti Room');
  });
});

describe('confirming a review', () => {
  it('works once, moves the row to confirmed at now, and refuses an expired or unknown token', () => {
    const placeId = addPlace();
    const { id, token } = write(placeId);
    const later = new Date(now.getTime() + HOUR);
    expect(checkReviewToken(temp.db, token, later).ok).toBe(true);
    expect(rowOf(id)?.status).toBe('pending');
    expect(confirmReview(temp.db, token, later).ok).toBe(true);
    expect(rowOf(id)).toMatchObject({ status: 'confirmed', confirmedAt: later, confirmTokenHash: null });
    expect(confirmReview(temp.db, token, later)).toEqual({ ok: false, reason: 'unknown' });

    const second = write(placeId, { email: 'bo@example.com' });
    const tooLate = new Date(now.getTime() + 48 * HOUR + 1);
    expect(confirmReview(temp.db, second.token, tooLate)).toEqual({ ok: false, reason: 'expired' });
    expect(rowOf(second.id)?.status).toBe('pending');
    expect(confirmReview(temp.db, 'a'.repeat(32), now)).toEqual({ ok: false, reason: 'unknown' });
    expect(confirmReview(temp.db, "' OR 1=1 --", now)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('a second review by the same email of the same place replaces the first once confirmed, and the stats follow', () => {
    const placeId = addPlace();
    const otherPlace = addPlace();
    const first = write(placeId, { rating: 2 });
    confirmReview(temp.db, first.token, now);
    temp.db.update(reviews).set({ status: 'approved' }).where(eq(reviews.id, first.id)).run();
    const elsewhere = write(otherPlace);
    confirmReview(temp.db, elsewhere.token, now);
    const someoneElse = write(placeId, { email: 'cy@example.com' });
    const stats = () => temp.db.select().from(reviewStats).where(eq(reviewStats.placeId, placeId)).get();
    expect(stats()).toMatchObject({ reviewCount: 1, ratingSum: 2 });

    const second = write(placeId, { rating: 5, email: 'ANA@example.com' });
    // Until it is confirmed, the first stays.
    expect(rowOf(first.id)?.status).toBe('approved');
    expect(confirmReview(temp.db, second.token, now).ok).toBe(true);
    expect(rowOf(first.id)).toBeUndefined();
    expect(rowOf(second.id)?.status).toBe('confirmed');
    expect(rowOf(elsewhere.id)?.status).toBe('confirmed');
    expect(rowOf(someoneElse.id)?.status).toBe('pending');
    expect(stats()).toMatchObject({ reviewCount: 0, ratingSum: 0 });
  });
});
