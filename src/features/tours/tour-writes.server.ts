/** Writes of tours: the row, its translations and its derived filter categories in one transaction. */
import { and, eq, inArray } from 'drizzle-orm';
import type { TourInput } from './tour';
import { getTourCategories } from './filters';
import type { Db } from '~/db/client';
import type { ItemRowsPart } from '~/db/item-rows';
import { tourCategories, tours, tourTranslations } from '~/db/schema';
import { imageList } from '~/features/content';
import { keepImageAlts, type AltPlace } from '~/features/content/index.server';

/** Where the pictures and their alts live, for an update that sends no alts (the flat shape, a partner's draft). */
const ALT_PLACE: AltPlace = { table: 'tours', translations: 'tour_translations', key: 'tour_id', gallery: true };

function writeDependents(tx: Pick<Db, 'insert' | 'delete'>, id: number, input: TourInput): void {
  // Only the languages the input carries are replaced: a flat (English-only) update keeps the Dutch.
  tx.delete(tourTranslations)
    .where(and(eq(tourTranslations.tourId, id), inArray(tourTranslations.locale, Object.keys(input.translations))))
    .run();
  for (const [locale, texts] of Object.entries(input.translations)) {
    tx.insert(tourTranslations)
      .values({ tourId: id, locale, ...texts })
      .run();
  }
  tx.delete(tourCategories).where(eq(tourCategories.tourId, id)).run();
  // A Dutch-only tour is filtered by its Dutch category.
  for (const category of getTourCategories({ category: input.translations.en.category || input.translations.nl?.category || '' })) {
    tx.insert(tourCategories).values({ category, tourId: id }).run();
  }
}

const neutralFields = (input: TourInput) => ({
  price: input.price,
  maxPeople: input.maxPeople,
  imageUrl: input.imageUrl,
  imageUrls: input.imageUrls,
  operatorWhatsapp: input.operatorWhatsapp,
  operatorPhone: input.operatorPhone,
  operatorEmail: input.operatorEmail,
  currency: input.currency,
  website: input.website,
  facebook: input.facebook,
  instagram: input.instagram,
  mapLocation: input.mapLocation,
});

/** Creates a tour and returns its id. */
export function createTour(db: Db, input: TourInput): number {
  return db.transaction((tx) => {
    const { id } = tx.insert(tours).values(neutralFields(input)).returning({ id: tours.id }).get();
    writeDependents(tx, id, input);
    return id;
  });
}

/** Replaces a tour's fields; false when the id is unknown. */
export function updateTour(db: Db, id: number, input: TourInput): boolean {
  return db.transaction((tx) => {
    const translations = keepImageAlts(tx, ALT_PLACE, id, imageList(input.imageUrl, input.imageUrls), input.translations) as typeof input.translations;
    const changed = tx
      .update(tours)
      .set({ ...neutralFields(input), updatedAt: new Date() })
      .where(eq(tours.id, id))
      .run().changes;
    if (changed === 0) return false;
    writeDependents(tx, id, { ...input, translations });
    return true;
  });
}

/** Deletes a tour; false when the id is unknown. */
export function deleteTour(db: Db, id: number): boolean {
  return db.delete(tours).where(eq(tours.id, id)).run().changes > 0;
}

/** Every row that makes up a tour, its own first: what a delete takes away and the admin's undo puts back (deleted_content). */
export const TOUR_ROWS: readonly ItemRowsPart[] = [
  { table: 'tours', where: 'id = ?' },
  { table: 'tour_translations', where: 'tour_id = ?' },
  { table: 'tour_categories', where: 'tour_id = ?' },
  { table: 'reviews', where: "place_kind = 'tour' AND place_id = ?" },
];
