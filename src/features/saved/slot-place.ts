/**
 * Reading a heart's data back into the place it offers, in the browser (the SaveHeart island). Kept apart
 * from save-slot.ts so the island does not pull the media feature (and its React carousel) in:
 * the data's image was checked when the server wrote it (slotData keeps only stored image paths).
 */
import type { SavedKind, SavedPlace } from './saved-places';

export type SaveSlotPlace = Omit<SavedPlace, 'savedAt'>;

const DETAIL: Record<SavedKind, (id: number) => string> = {
  restaurant: (id) => `/restaurant/${id}`,
  tour: (id) => `/tour/${id}`,
  // Events have no page of their own: their card in the events page's 'All' list, which holds every upcoming
  // event (the default view shows the next 7 days only); as search results lead (getEventCardPath in events).
  event: (id) => `/events?when=all#event-${id}`,
};

/** The 400 px WebP variant of a stored image path. */
export const smallVariant = (storedPath: string) => `${storedPath}?w=400&format=webp`;

/** A stored image path as slotData writes it: same origin, under the uploads folder, no query. */
const STORED_PATH = /^\/objects\/uploads\/[a-z0-9][a-z0-9-]*$/;

/** The place a slot offers, or null for malformed data. */
export function placeFromSlot(data: unknown): SaveSlotPlace | null {
  if (!Array.isArray(data)) return null;
  const [kind, id, name, image, ...facts] = data as unknown[];
  if (typeof kind !== 'string' || !(kind in DETAIL) || !Number.isInteger(id) || typeof name !== 'string') return null;
  const path = DETAIL[kind as SavedKind](id as number);
  return {
    id: id as number,
    kind: kind as SavedKind,
    name,
    paths: { en: path, nl: `/nl${path}` },
    image: typeof image === 'string' && STORED_PATH.test(image) ? smallVariant(image) : null,
    facts: facts.filter((f): f is string => typeof f === 'string'),
  };
}
