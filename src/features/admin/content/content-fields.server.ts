/**
 * The language-neutral fields of a content row as the API names them, shared by the public reads
 * (which add the texts in one language) and the admin reads (which add every language).
 */
import type { events, restaurants } from '~/db/schema';

export function restaurantFields(r: typeof restaurants.$inferSelect) {
  return {
    id: r.id,
    priceRange: r.priceRange,
    rating: r.rating,
    imageUrl: r.imageUrl,
    imageUrls: r.imageUrls,
    phone: r.phone,
    openingHours: r.openingHours,
    isEditorsPick: r.isEditorsPick,
    createdAt: r.createdAt.toISOString(),
  };
}

export function eventFields(e: typeof events.$inferSelect) {
  return { id: e.id, date: e.date.toISOString(), price: e.price, imageUrl: e.imageUrl, isFeatured: e.isFeatured, createdAt: e.createdAt.toISOString() };
}
