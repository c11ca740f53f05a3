/**
 * The save heart (issue 19), a React island on restaurant, tour and event cards and on the restaurant
 * and tour pages; pages mount it with `client:stored={STORAGE_KEY}` (src/platform/islands). A toggle
 * button (aria-pressed) that keeps the place in this device's saved list (saved-places.ts) and its
 * pages and small image in the saved cache. Its server HTML is the button, hidden where scripting is
 * off, so without JavaScript no heart shows; with it, the first tap hydrates the island and counts.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useStore } from '@nanostores/react';
import { $savedPlaces, isSaved, removePlace, savePlace, watchSaved } from './saved-places';
import { dropOffline, keepOffline } from './saved-cache';
import { placeFromSlot, type SaveSlotPlace } from './slot-place';
import type { SlotData } from './save-slot';

export interface SaveHeartProps {
  /** The place, as slotData writes it (kept short: a list page has 24 hearts). */
  data: SlotData;
  /** 'Save {name}' in the page's language. */
  label: string;
}

function toggle(place: SaveSlotPlace): void {
  if (isSaved($savedPlaces.get(), place)) {
    void dropOffline(place, removePlace(place));
  } else {
    // The click is the edge where time is read; savePlace takes it as an argument.
    savePlace(place, new Date());
    void keepOffline(place);
  }
}

/** The heart; renders nothing for malformed data. */
export default function SaveHeart({ data, label }: SaveHeartProps): ReactElement | null {
  const list = useStore($savedPlaces);
  // The server knows nothing saved: the first render matches its HTML, the stored state follows.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    watchSaved();
    setReady(true);
  }, []);
  const place = placeFromSlot(data);
  if (!place) return null;
  const saved = ready && isSaved(list, place);
  return (
    <button
      type="button"
      className="btn btn-circle btn-sm border-0 bg-base-100/90 shadow [@media(scripting:none)]:hidden"
      aria-pressed={saved}
      aria-label={label.replace('{name}', place.name)}
      data-save-button
      onClick={() => toggle(place)}
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        className="text-error"
      >
        <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.3 5 6.6 5c2 0 3.4 1 5.4 3 2-2 3.4-3 5.4-3 3.3 0 5.6 3.3 4.1 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
