/**
 * Alt texts follow their picture (issue 21). The admin form sends every language's alts beside the images,
 * but two writers know no alts: the spec's flat shape (English texts only) and a partner's approved draft.
 * Without this, such an update would blank the English alts and leave the Dutch ones pointing at pictures
 * that moved. So an update keeps, for each language it sends no alts for, the stored alt of every picture
 * that is still there, at the picture's new place.
 */
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
  db: Db,
  place: AltPlace,
  id: number,
  nextUrls: readonly string[],
  translations: Record<string, T>,
): Record<string, T> {
  // Table and column names are the kinds' constants, never input.
  const item = db.$client.prepare(`SELECT image_url AS cover${place.gallery ? ', image_urls AS gallery' : ''} FROM "${place.table}" WHERE id = ?`).get(id) as
    { cover: string | null; gallery?: string } | undefined;
  if (!item) return translations;
  const gallery = item.gallery ? (JSON.parse(item.gallery) as string[]) : [];
  const before = imageList(item.cover, gallery);
  const stored = db.$client.prepare(`SELECT locale, image_alts FROM "${place.translations}" WHERE "${place.key}" = ?`).all(id) as {
    locale: string;
    image_alts: string;
  }[];
  const result: Record<string, T> = { ...translations };
  for (const { locale, image_alts } of stored) {
    const alts = realign(before, JSON.parse(image_alts) as string[], nextUrls);
    const sent = translations[locale];
    if (sent === undefined) {
      db.$client.prepare(`UPDATE "${place.translations}" SET image_alts = ? WHERE "${place.key}" = ? AND locale = ?`).run(JSON.stringify(alts), id, locale);
    } else if (sent.imageAlts === undefined) {
      result[locale] = { ...sent, imageAlts: alts };
    }
  }
  return result;
}
