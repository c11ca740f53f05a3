/** Issue 18: approving a restaurant listing writes its open times (the open-now filter's table) with the entry. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restaurantOpenTimes } from '~/db/schema';
import { makeListing, sampleRestaurantDraft } from '../../../../tests/helpers/sample-listings';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { approveListing } from './listing-review.server';

const temp = useTempDatabase('guide-approval-open-times-');
const t0 = new Date('2026-03-04T15:00:00Z');

describe('approval and open times', () => {
  it('a new entry gets the draft hours as open intervals in the same write', () => {
    const id = makeListing(temp.db, 'open1', {
      draft: { ...sampleRestaurantDraft('Open One'), openingHours: { monday: '11:00-22:00', saturday: '20:00-02:00' } },
      submittedAt: t0,
    });
    const { entryId } = approveListing(temp.db, { listingId: id, actor: 'boss@guide.example', now: t0 });
    const rows = temp.db
      .select({ s: restaurantOpenTimes.startMinute, e: restaurantOpenTimes.endMinute })
      .from(restaurantOpenTimes)
      .where(eq(restaurantOpenTimes.restaurantId, entryId))
      .all();
    expect(rows).toEqual([
      { s: 1440 + 660, e: 1440 + 1320 },
      { s: 6 * 1440 + 1200, e: 7 * 1440 + 120 },
    ]);
  });
});
