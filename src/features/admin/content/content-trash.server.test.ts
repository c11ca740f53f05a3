/** Delete with a 30-second undo against a migrated database (issue 21): everything comes back, exactly, within the window only. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db/client';
import { readItemRows } from '~/db/item-rows';
import { contentCounts, deletedContent, restaurants, reviewStats } from '~/db/schema';
import { restaurantInputSchema } from '~/features/restaurants';
import { createRestaurant } from '~/features/restaurants/index.server';
import { sampleRestaurantDraft } from '../../../../tests/helpers/sample-listings';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { contentKinds, type ContentKindName } from './admin-kinds.server';
import { runDueJobs } from '~/features/listings/index.server';
import { purgeExpiredTrash, restoreItem, trashItem, trashPurgeJob, UNDO_WINDOW_MS } from './content-trash.server';

const temp = useTempDatabase('content-trash-');
const t0 = new Date('2026-11-26T07:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const kind = contentKinds.restaurants;

function addRestaurant(db: Db, name: string): number {
  const draft = sampleRestaurantDraft(name) as Record<string, unknown>;
  const id = createRestaurant(
    db,
    restaurantInputSchema.parse({ ...draft, isEditorsPick: true, imageUrls: ['https://images.example/a1.jpg', 'https://images.example/a2.jpg'] }),
  );
  db.update(restaurants)
    .set({ partnerUntil: new Date('2027-01-31T03:59:59.999Z') })
    .where(eq(restaurants.id, id))
    .run();
  const review = db.$client.prepare(
    `insert into reviews (place_kind, place_id, status, rating, author_name, country, comment, visit_month, locale, email, confirmed_at)
     values ('restaurant', ?, ?, ?, 'Ravi', 'Suriname', 'Goede bami en snelle bediening, we komen zeker terug.', '2026-09', 'nl', 'ravi@example.com', 1)`,
  );
  review.run(id, 'approved', 5);
  review.run(id, 'approved', 3);
  review.run(id, 'pending', 1);
  return id;
}

/** Everything the item is made of and everything derived from it. */
function stateOf(db: Db, id: number) {
  return {
    rows: readItemRows(db, kind.rows, id),
    stats: db.select().from(reviewStats).where(eq(reviewStats.placeId, id)).all(),
    counts: db.select().from(contentCounts).all(),
    // The search index's rows of the item (rowid = id * 16 + language for restaurants, migration 0011).
    found: (db.$client.prepare(`select rowid from search_index where search_index match 'kasaba' order by rowid`).all() as { rowid: number }[]).map(
      (r) => r.rowid,
    ),
  };
}

const trash = (id: number, now: Date) => trashItem(temp.db, 'restaurants', kind.rows, kind.remove, id, now);
const restore = (id: number, now: Date) => restoreItem(temp.db, 'restaurants', kind.rows, id, now);

describe('delete and undo', () => {
  it('a delete removes the item, its reviews, stats, counts and search rows; a restore within 30 s puts back exactly the same', () => {
    const id = addRestaurant(temp.db, 'Kasaba Corner');
    const before = stateOf(temp.db, id);
    expect(before.rows.reviews).toHaveLength(3);
    expect(before.stats).toMatchObject([{ reviewCount: 2, ratingSum: 8 }]);
    expect(before.found).toEqual([id * 16, id * 16 + 1]);

    expect(trash(id, t0)).toEqual({ id, restoreUntil: at(UNDO_WINDOW_MS) });
    const gone = stateOf(temp.db, id);
    expect(Object.values(gone.rows).every((rows) => rows.length === 0)).toBe(true);
    expect(gone.stats).toEqual([]);
    expect(gone.found).toEqual([]);
    expect(gone.counts).not.toEqual(before.counts);

    expect(restore(id, at(UNDO_WINDOW_MS))).toBe('restored');
    expect(stateOf(temp.db, id)).toEqual(before);
    expect(temp.db.select().from(deletedContent).all()).toEqual([]);
  });

  it('refuses a restore after the window (moved clock), and a restore of an item that is there', () => {
    const id = addRestaurant(temp.db, 'Kasaba Corner');
    expect(restore(id, t0)).toBe('exists');
    trash(id, t0);
    expect(restore(id, at(UNDO_WINDOW_MS + 1000))).toBe('expired');
    expect(stateOf(temp.db, id).rows.restaurants).toEqual([]);
    expect(restore(id, at(1000))).toBe('expired'); // the late attempt purged the copy
  });

  it('answers null for an unknown id and keeps no copy', () => {
    expect(trash(999, t0)).toBeNull();
    expect(restore(999, t0)).toBe('unknown');
    expect(temp.db.select().from(deletedContent).all()).toEqual([]);
  });

  it('purges copies older than the window at the next delete', () => {
    const first = addRestaurant(temp.db, 'Kasaba Corner');
    const second = addRestaurant(temp.db, 'Roti Room');
    trash(first, t0);
    trash(second, at(UNDO_WINDOW_MS + 1));
    expect(temp.db.select({ id: deletedContent.itemId }).from(deletedContent).all()).toEqual([{ id: second }]);
    expect(purgeExpiredTrash(temp.db, at(2 * UNDO_WINDOW_MS + 2))).toBe(1);
  });

  it("the scheduler's job removes each copy once its window has closed, without waiting for another delete", () => {
    const first = addRestaurant(temp.db, 'Kasaba Corner');
    const second = addRestaurant(temp.db, 'Roti Room');
    trash(first, t0);
    trash(second, at(20_000));
    const copies = () => temp.db.select({ id: deletedContent.itemId }).from(deletedContent).all();
    expect(runDueJobs(temp.db, [trashPurgeJob], at(UNDO_WINDOW_MS))).toMatchObject({ ran: 0 });
    expect(runDueJobs(temp.db, [trashPurgeJob], at(UNDO_WINDOW_MS + 1))).toMatchObject({ ran: 1 });
    expect(copies()).toEqual([{ id: second }]);
    expect(restore(second, at(UNDO_WINDOW_MS + 1))).toBe('restored');
    expect(runDueJobs(temp.db, [trashPurgeJob], at(3 * UNDO_WINDOW_MS))).toMatchObject({ ran: 0, failed: 0 });
    expect(copies()).toEqual([]);
  });
});

describe('what a delete copies', () => {
  it('every table that points at a kind with a foreign key is in its rows, its own table first', () => {
    const tables = temp.db.$client.prepare(`select name from sqlite_master where type = 'table'`).all() as { name: string }[];
    for (const name of Object.keys(contentKinds) as ContentKindName[]) {
      const parts = contentKinds[name].rows.map((p) => p.table);
      const own = parts[0]!;
      const pointing = tables
        .filter((t) =>
          (temp.db.$client.prepare(`select "table" from pragma_foreign_key_list(?)`).all(t.name) as { table: string }[]).some((fk) => fk.table === own),
        )
        .map((t) => t.name);
      expect(pointing.length).toBeGreaterThan(0);
      for (const table of pointing) expect(parts, `${name}: ${table}`).toContain(table);
    }
  });
});
