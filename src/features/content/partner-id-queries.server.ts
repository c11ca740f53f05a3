/**
 * The two id queries of a partners-first list (see partner-paging.ts), for any kind whose rows have
 * `partner_until` and whose categories sit in a (category, entry id) table: restaurants and tours.
 */
import { and, asc, eq, exists, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '~/db/client';
import { getPrepared } from './prepared.server';

export interface PartnerListTables {
  /** The prepared statements' cache prefix ('restaurants'). */
  name: string;
  table: SQLiteTable;
  id: SQLiteColumn;
  partnerUntil: SQLiteColumn;
  categories: SQLiteTable;
  category: SQLiteColumn;
  /** The entry id column of the category table. */
  categoryEntryId: SQLiteColumn;
}

/**
 * The partners of a list (few: paid listings), found in the partner index; the caller sorts them.
 * By category, each is checked in the category's primary key.
 */
export function preparePartnerIds(db: Db, t: PartnerListTables, byCategory: boolean) {
  return getPrepared(db, `${t.name}.partners.${byCategory}`, () => {
    const partners = db.select({ id: sql<number>`${t.id}` }).from(t.table);
    if (!byCategory) return partners.where(isNotNull(t.partnerUntil)).prepare();
    const inCategory = db
      .select({ one: sql`1` })
      .from(t.categories)
      .where(and(eq(t.category, sql.placeholder('category')), eq(t.categoryEntryId, t.id)));
    return partners.where(and(isNotNull(t.partnerUntil), exists(inCategory))).prepare();
  });
}

/**
 * The other (non-partner) ids of one page in id order, walked in a narrow index (the partner index
 * at partner_until IS NULL, or the category's primary key with the partners left out by id), so
 * skipping rows for a page number reads a few bytes per row instead of joining every skipped row.
 */
export function prepareOtherIds(db: Db, t: PartnerListTables, byCategory: boolean) {
  const page = { after: sql.placeholder('after'), limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  return getPrepared(db, `${t.name}.others.${byCategory}`, () => {
    if (!byCategory) {
      return db
        .select({ id: sql<number>`${t.id}` })
        .from(t.table)
        .where(and(isNull(t.partnerUntil), gt(t.id, page.after)))
        .orderBy(asc(t.id))
        .limit(page.limit)
        .offset(page.offset)
        .prepare();
    }
    return db
      .select({ id: sql<number>`${t.categoryEntryId}` })
      .from(t.categories)
      .where(
        and(
          eq(t.category, sql.placeholder('category')),
          gt(t.categoryEntryId, page.after),
          sql`${t.categoryEntryId} not in (select value from json_each(${sql.placeholder('partners')}))`,
        ),
      )
      .orderBy(asc(t.categoryEntryId))
      .limit(page.limit)
      .offset(page.offset)
      .prepare();
  });
}
