/** Writes of restaurants: the row, its translations and its derived filter categories in one transaction. */
import { and, eq, inArray } from 'drizzle-orm';
import type { RestaurantInput } from './restaurant';
import { getRestaurantCategories } from './filters';
import { writeOpenTimes } from './restaurant-open-now.server';
import type { Db } from '~/db/client';
import type { ItemRowsPart } from '~/db/item-rows';
import { restaurantCategories, restaurantOpenTimes, restaurants, restaurantTranslations } from '~/db/schema';
import { imageList } from '~/features/content';
import { keepImageAlts, type AltPlace } from '~/features/content/index.server';

/** Where the pictures and their alts live, for an update that sends no alts (the flat shape, a partner's draft). */
const ALT_PLACE: AltPlace = { table: 'restaurants', translations: 'restaurant_translations', key: 'restaurant_id', gallery: true };

function writeDependents(tx: Pick<Db, 'insert' | 'delete'>, id: number, input: RestaurantInput): void {
  // Only the languages the input carries are replaced: a flat (English-only) update keeps the Dutch.
  tx.delete(restaurantTranslations)
    .where(and(eq(restaurantTranslations.restaurantId, id), inArray(restaurantTranslations.locale, Object.keys(input.translations))))
    .run();
  for (const [locale, texts] of Object.entries(input.translations)) {
    tx.insert(restaurantTranslations)
      .values({ restaurantId: id, locale, ...texts })
      .run();
  }
  tx.delete(restaurantCategories).where(eq(restaurantCategories.restaurantId, id)).run();
  // A Dutch-only restaurant's filter categories come from its Dutch cuisine.
  const cuisine = input.translations.en.cuisine || input.translations.nl?.cuisine || '';
  const categories = getRestaurantCategories({ cuisine, priceRange: input.priceRange });
  for (const category of categories) tx.insert(restaurantCategories).values({ category, restaurantId: id }).run();
  writeOpenTimes(tx, id, input.openingHours);
}

function neutralFields(input: RestaurantInput) {
  return {
    priceRange: input.priceRange,
    imageUrl: input.imageUrl,
    imageUrls: input.imageUrls,
    phone: input.phone,
    openingHours: input.openingHours,
    isEditorsPick: input.isEditorsPick,
    website: input.website,
    whatsapp: input.whatsapp,
    email: input.email,
    facebook: input.facebook,
    instagram: input.instagram,
    mapLocation: input.mapLocation,
  };
}

/** Creates a restaurant and returns its id. */
export function createRestaurant(db: Db, input: RestaurantInput): number {
  return db.transaction((tx) => {
    const { id } = tx.insert(restaurants).values(neutralFields(input)).returning({ id: restaurants.id }).get();
    writeDependents(tx, id, input);
    return id;
  });
}

/** Replaces a restaurant's fields; false when the id is unknown. */
export function updateRestaurant(db: Db, id: number, input: RestaurantInput): boolean {
  return db.transaction((tx) => {
    const translations = keepImageAlts(tx, ALT_PLACE, id, imageList(input.imageUrl, input.imageUrls), input.translations) as typeof input.translations;
    const changed = tx
      .update(restaurants)
      .set({ ...neutralFields(input), updatedAt: new Date() })
      .where(eq(restaurants.id, id))
      .run().changes;
    if (changed === 0) return false;
    writeDependents(tx, id, { ...input, translations });
    return true;
  });
}

/** Deletes a restaurant (translations, categories and open times go with it); false when the id is unknown. */
export function deleteRestaurant(db: Db, id: number): boolean {
  return db.transaction((tx) => {
    tx.delete(restaurantOpenTimes).where(eq(restaurantOpenTimes.restaurantId, id)).run();
    return tx.delete(restaurants).where(eq(restaurants.id, id)).run().changes > 0;
  });
}

/** Every row that makes up a restaurant, its own first: what a delete takes away and the admin's undo puts back (deleted_content). */
export const RESTAURANT_ROWS: readonly ItemRowsPart[] = [
  { table: 'restaurants', where: 'id = ?' },
  { table: 'restaurant_translations', where: 'restaurant_id = ?' },
  { table: 'restaurant_categories', where: 'restaurant_id = ?' },
  { table: 'restaurant_open_times', where: 'restaurant_id = ?' },
  { table: 'reviews', where: "place_kind = 'restaurant' AND place_id = ?" },
];
