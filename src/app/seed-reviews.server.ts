/**
 * The demo seed's visitor reviews (issue 20): approved, `is_demo`, dated before the seed's clock.
 * Only seedDemoContent calls this, so a site started with DEMO_CONTENT=0 never has them.
 * review_stats follows by its triggers.
 */
import type { Db } from '~/db/client';
import { reviews } from '~/db/schema';
import { seedReviews } from '~/db/seed/content/reviews';
import type { SeedReview } from '~/db/seed/types';

const DAY_MS = 86_400_000;

/** 'YYYY-MM' of a moment (UTC). */
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** Inserts the demo reviews for the places created in seed order (`ids` by kind); returns how many. */
export function seedDemoReviews(db: Db, ids: Record<SeedReview['kind'], readonly number[]>, now: Date, list: readonly SeedReview[] = seedReviews): number {
  let n = 0;
  db.transaction((tx) => {
    for (const r of list) {
      const placeId = ids[r.kind][r.place];
      if (placeId === undefined) continue;
      // Mid-afternoon in Paramaribo, so each review sits on its own day.
      const createdAt = new Date(now.getTime() - r.daysAgo * DAY_MS - 3 * 3_600_000);
      const decidedAt = new Date(createdAt.getTime() + 6 * 3_600_000);
      tx.insert(reviews)
        .values({
          placeKind: r.kind,
          placeId,
          status: 'approved',
          rating: r.rating,
          authorName: r.authorName,
          country: r.country,
          comment: r.comment,
          visitMonth: monthOf(new Date(now.getTime() - r.visitedDaysAgo * DAY_MS)),
          locale: r.locale,
          email: `demo-review-${++n}@example.invalid`,
          confirmedAt: createdAt,
          decidedAt: decidedAt.getTime() < now.getTime() ? decidedAt : createdAt,
          decidedBy: 'demo seed',
          replyText: r.reply?.text ?? null,
          replyFrom: r.reply?.from ?? null,
          repliedAt: r.reply ? new Date(now.getTime() - r.reply.daysAgo * DAY_MS) : null,
          isDemo: true,
          createdAt,
          updatedAt: createdAt,
        })
        .run();
    }
  });
  return n;
}
