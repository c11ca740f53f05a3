/** Admin reads of events: every language side by side, newest first. */
import { withAdminAlts } from '~/features/content';
import { desc, eq, inArray, lt } from 'drizzle-orm';
import { pickEventTexts, readEventFields, type AdminEvent } from './event';
import type { Db } from '~/db/client';
import { events, eventTranslations } from '~/db/schema';
import { groupByEntity, toAdminRow, toPage, type AdminListOptions, type AdminPage } from '~/features/admin/index.server';

function toAdminEvents(db: Db, rows: (typeof events.$inferSelect)[]): AdminEvent[] {
  if (rows.length === 0) return [];
  const texts = db
    .select()
    .from(eventTranslations)
    .where(
      inArray(
        eventTranslations.eventId,
        rows.map((r) => r.id),
      ),
    )
    .all();
  const byId = groupByEntity(texts, (t) => t.eventId);
  return rows.map((e) => withAdminAlts(toAdminRow(readEventFields(e), byId.get(e.id), pickEventTexts), byId.get(e.id)));
}

/** A page of events for the admin table, newest first. */
export function listAdminEvents(db: Db, opts: AdminListOptions): AdminPage<AdminEvent> {
  const rows = db
    .select()
    .from(events)
    // Always a bounded range, so the plan is an id range search (tests/perf/query-plans.test.ts).
    .where(lt(events.id, opts.cursor ?? Number.MAX_SAFE_INTEGER))
    .orderBy(desc(events.id))
    .limit(opts.limit + 1)
    .all();
  return toPage(toAdminEvents(db, rows), opts.limit);
}

/** One event with all its languages, or null when the id is unknown. */
export function getAdminEvent(db: Db, id: number): AdminEvent | null {
  const row = db.select().from(events).where(eq(events.id, id)).get();
  return row ? (toAdminEvents(db, [row])[0] ?? null) : null;
}

export type { AdminEvent };
