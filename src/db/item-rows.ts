/**
 * Copies of the rows that make up one content item, for the admin's undo (deleted_content): read as
 * SQLite stores them and inserted back unchanged (same ids), so the tables' triggers rebuild what they
 * derive (content counts, search rows, review stats) exactly as a first insert did.
 */
import type { Db } from './client';

/** One table's rows of an item: `where` selects them with the item id as its only parameter. */
export interface ItemRowsPart {
  table: string;
  where: string;
}

/** Table name -> its rows of the item, in the parts' order (the item's own row first). */
export type ItemRowsSnapshot = Record<string, Record<string, unknown>[]>;

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Reads every part's rows of the item. */
export function readItemRows(db: Db, parts: readonly ItemRowsPart[], id: number): ItemRowsSnapshot {
  const snapshot: ItemRowsSnapshot = {};
  for (const part of parts) {
    // Declared parts only: table names and conditions are constants of the features, never input.
    snapshot[part.table] = db.$client.prepare(`SELECT * FROM ${quote(part.table)} WHERE ${part.where}`).all(id) as Record<string, unknown>[];
  }
  return snapshot;
}

/** Inserts the rows back in the snapshot's order (call inside a transaction). */
export function insertItemRows(db: Db, snapshot: ItemRowsSnapshot): void {
  for (const [table, rows] of Object.entries(snapshot)) {
    for (const row of rows) {
      const columns = Object.keys(row);
      const sql = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
      db.$client.prepare(sql).run(...columns.map((c) => row[c]));
    }
  }
}
