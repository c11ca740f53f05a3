/** Admin reads of tours: every language side by side (lists included), newest first. */
import { withAdminAlts } from '~/features/content';
import { desc, eq, inArray, lt } from 'drizzle-orm';
import { pickTourTexts, readTourFields, type AdminTour } from './tour';
import type { Db } from '~/db/client';
import { tours, tourTranslations } from '~/db/schema';
import { groupByEntity, toAdminRow, toPage, type AdminListOptions, type AdminPage } from '~/features/admin/index.server';

function toAdminTours(db: Db, rows: (typeof tours.$inferSelect)[]): AdminTour[] {
  if (rows.length === 0) return [];
  const texts = db
    .select()
    .from(tourTranslations)
    .where(
      inArray(
        tourTranslations.tourId,
        rows.map((r) => r.id),
      ),
    )
    .all();
  const byId = groupByEntity(texts, (t) => t.tourId);
  return rows.map((t) => withAdminAlts(toAdminRow(readTourFields(t), byId.get(t.id), pickTourTexts), byId.get(t.id)));
}

/** A page of tours for the admin table, newest first. */
export function listAdminTours(db: Db, opts: AdminListOptions): AdminPage<AdminTour> {
  const rows = db
    .select()
    .from(tours)
    // Always a bounded range, so the plan is an id range search (tests/perf/query-plans.test.ts).
    .where(lt(tours.id, opts.cursor ?? Number.MAX_SAFE_INTEGER))
    .orderBy(desc(tours.id))
    .limit(opts.limit + 1)
    .all();
  return toPage(toAdminTours(db, rows), opts.limit);
}

/** One tour with all its languages, or null when the id is unknown. */
export function getAdminTour(db: Db, id: number): AdminTour | null {
  const row = db.select().from(tours).where(eq(tours.id, id)).get();
  return row ? (toAdminTours(db, [row])[0] ?? null) : null;
}

export type { AdminTour };
