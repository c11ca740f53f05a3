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
  // Events have no page of their own: their card in the events page's 'All' list, which holds every upcoming
  // event (the default view shows the next 7 days only); as search results lead (getEventCardPath in events).
  event: (id) => `/events?when=all#event-${id}`,
};

/** A slot's data, kept short (a list page has 24): kind, id, name, the image's stored path or null, facts. */
export type SlotData = [SavedKind, number, string, string | null, ...string[]];

/** What a card writes into its slot. */
export function slotData(kind: SavedKind, item: { id: number; name: string; imageUrl?: string | null }, facts: (string | null | undefined)[]): SlotData {
  const image = item.imageUrl && getObjectId(item.imageUrl) ? item.imageUrl.split(/[?#]/)[0]! : null;
  return [kind, item.id, item.name, image, ...facts.filter((f): f is string => Boolean(f)).slice(0, 3)];
}

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
    image: typeof image === 'string' ? smallImageUrl(image) : null,
    facts: facts.filter((f): f is string => typeof f === 'string'),
  };
}

/** The place for a card's item (slotData read back). */
export function saveSlotPlace(
  kind: SavedKind,
  item: { id: number; name: string; imageUrl?: string | null },
  facts: (string | null | undefined)[],
): SaveSlotPlace {
  return placeFromSlot(slotData(kind, item, facts))!;
}
