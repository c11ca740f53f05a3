/**
 * Alt texts follow their picture (issue 21). The admin form sends every language's alts beside the images,
 * but two writers know no alts: the spec's flat shape (English texts only) and a partner's approved draft.
 * Without this, such an update would blank the English alts and leave the Dutch ones pointing at pictures
 * that moved. So an update keeps, for each language it sends no alts for, the stored alt of every picture
 * that is still there, at the picture's new place.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { imageList } from './image-alts';

/** Where a kind keeps its pictures and their alts: the item table, its translation table and the key column. */
export interface AltPlace {
  table: string;
  translations: string;
  key: string;
  /** False for a kind with a cover only (events): no image_urls column. */
  gallery: boolean;
}

type Texts = { imageAlts?: string[] | undefined };

const realign = (before: readonly string[], alts: readonly string[], after: readonly string[]): string[] => {
  const byUrl = new Map(before.map((url, i) => [url, alts[i] ?? '']));
  const moved = after.map((url) => byUrl.get(url) ?? '');
  while (moved.length > 0 && moved.at(-1) === '') moved.pop();
  return moved;
};

/**
 * Call inside the update's transaction, before the item's row changes: returns the input's translations with
 * each language that sent no alts given its stored ones realigned to `nextUrls`, and realigns in place the
 * stored languages the input does not carry at all (the Dutch row of a flat update).
 */
export function keepImageAlts<T extends Texts>(
  db: Pick<Db, 'get' | 'all' | 'run'>,
  place: AltPlace,
  id: number,
  nextUrls: readonly string[],
  translations: Record<string, T>,
): Record<string, T> {
  // Through drizzle's sql (not the raw client): a partner's approval calls this inside its own transaction object.
  const table = sql.identifier(place.table);
  const texts = sql.identifier(place.translations);
  const key = sql.identifier(place.key);
  const gallerySql = place.gallery ? sql`image_urls` : sql`'[]'`;
  const item = db.get<{ cover: string | null; gallery: string }>(sql`SELECT image_url AS cover, ${gallerySql} AS gallery FROM ${table} WHERE id = ${id}`);
  if (!item) return translations;
  const before = imageList(item.cover, JSON.parse(item.gallery) as string[]);
  const stored = db.all<{ locale: string; image_alts: string }>(sql`SELECT locale, image_alts FROM ${texts} WHERE ${key} = ${id}`);
  const result: Record<string, T> = { ...translations };
  for (const { locale, image_alts } of stored) {
    const alts = realign(before, JSON.parse(image_alts) as string[], nextUrls);
    const sent = translations[locale];
    if (sent === undefined) {
      db.run(sql`UPDATE ${texts} SET image_alts = ${JSON.stringify(alts)} WHERE ${key} = ${id} AND locale = ${locale}`);
    } else if (sent.imageAlts === undefined) {
      result[locale] = { ...sent, imageAlts: alts };
    }
  }
  return result;
}
