/**
 * An empty, sizeless slot where the SaveButtons script puts the heart once the page runs: without
 * JavaScript nothing shows. Used by the restaurant, tour and event cards and detail pages.
 */
import { slotData } from './save-slot';
import type { SavedKind } from './saved-places';

export interface SaveSlotProps {
  kind: SavedKind;
  item: { id: number; name: string; imageUrl?: string | null };
  facts: (string | null | undefined)[];
  className?: string;
}

export default function SaveSlot({ kind, item, facts, className = 'absolute right-3 top-3' }: SaveSlotProps) {
  return <span data-save-slot className={className} data-save={JSON.stringify(slotData(kind, item, facts))} />;
}
