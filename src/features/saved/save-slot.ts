/**
 * The place a card or detail page offers for saving, as the compact data its SaveHeart island gets
 * as a prop (a list page has 24 hearts). Runs anywhere.
 */
import { getObjectId } from '~/features/media';
import type { SavedKind } from './saved-places';
import { placeFromSlot, smallVariant, type SaveSlotPlace } from './slot-place';

export { placeFromSlot, type SaveSlotPlace } from './slot-place';

/** The small image kept offline: the 400 px WebP variant of a stored image; outside images are not kept. */
export function smallImageUrl(url: string | null | undefined): string | null {
  return url && getObjectId(url) ? smallVariant(url.split(/[?#]/)[0]!) : null;
}

/** A slot's data, kept short (a list page has 24): kind, id, name, the image's stored path or null, facts. */
export type SlotData = [SavedKind, number, string, string | null, ...string[]];

/** What a card writes into its slot. */
export function slotData(kind: SavedKind, item: { id: number; name: string; imageUrl?: string | null }, facts: (string | null | undefined)[]): SlotData {
  const image = item.imageUrl && getObjectId(item.imageUrl) ? item.imageUrl.split(/[?#]/)[0]! : null;
  return [kind, item.id, item.name, image, ...facts.filter((f): f is string => Boolean(f)).slice(0, 3)];
}

/** The place for a card's item (slotData read back). */
export function saveSlotPlace(
  kind: SavedKind,
  item: { id: number; name: string; imageUrl?: string | null },
  facts: (string | null | undefined)[],
): SaveSlotPlace {
  return placeFromSlot(slotData(kind, item, facts))!;
}
