/**
 * The place a card or detail page offers for saving, written into an empty slot element
 * (`data-save-slot`, `data-save` JSON) that the SaveButtons island fills with a heart. Runs anywhere.
 */
import { getObjectId } from '~/features/media';
import type { SavedKind, SavedPlace } from './saved-places';

export type SaveSlotPlace = Omit<SavedPlace, 'savedAt'>;

/** The small image kept offline: the 400 px WebP variant of a stored image; outside images are not kept. */
export function smallImageUrl(url: string | null | undefined): string | null {
  return url && getObjectId(url) ? `${url.split(/[?#]/)[0]}?w=400&format=webp` : null;
}

const DETAIL: Record<SavedKind, (id: number) => string> = {
  restaurant: (id) => `/restaurant/${id}`,
  tour: (id) => `/tour/${id}`,
  // Events have no page of their own: the events list holds them.
  event: () => '/events',
};

/** The slot's data for a place. */
export function saveSlotPlace(
  kind: SavedKind,
  item: { id: number; name: string; imageUrl?: string | null },
  facts: (string | null | undefined)[],
): SaveSlotPlace {
  const path = DETAIL[kind](item.id);
  return {
    id: item.id,
    kind,
    name: item.name,
    paths: { en: path, nl: `/nl${path}` },
    image: smallImageUrl(item.imageUrl),
    facts: facts.filter((f): f is string => Boolean(f)).slice(0, 3),
  };
}
