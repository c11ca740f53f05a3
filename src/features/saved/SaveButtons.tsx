/**
 * The save (heart) buttons (issue 19): one small island per page that puts a toggle button into every
 * `[data-save-slot]` the cards and detail pages render (also cards a list island draws later). Saving
 * stores the place on this device and keeps its pages and small image in the saved cache.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { $savedPlaces, isSaved, loadSaved, removePlace, savePlace } from './saved-places';
import { dropOffline, keepOffline } from './saved-cache';
import { placeFromSlot, type SaveSlotPlace } from './save-slot';

export interface SaveButtonsProps {
  /** 'Save {name}' in the page's language. */
  saveLabel: string;
}

interface Slot {
  el: Element;
  place: SaveSlotPlace;
}

function readSlots(): Slot[] {
  return Array.from(document.querySelectorAll('[data-save-slot]')).flatMap((el) => {
    try {
      const place = placeFromSlot(JSON.parse(el.getAttribute('data-save') ?? ''));
      return place ? [{ el, place }] : [];
    } catch {
      return [];
    }
  });
}

export function HeartButton({ place, label }: { place: SaveSlotPlace; label: string }) {
  const saved = isSaved(useStore($savedPlaces), place);
  const toggle = () => {
    if (saved) {
      void dropOffline(place, removePlace(place));
    } else {
      savePlace(place, new Date());
      void keepOffline(place);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-circle btn-sm border-0 bg-base-100/90 shadow"
      aria-pressed={saved}
      aria-label={label}
      data-save-button
      onClick={toggle}
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

export default function SaveButtons({ saveLabel }: SaveButtonsProps) {
  const [slots, setSlots] = useState<Slot[]>([]);
  useEffect(() => {
    loadSaved();
    setSlots(readSlots());
    // A list island redraws its cards after a filter: pick up the new slots.
    const observer = new MutationObserver(() => {
      const next = readSlots();
      setSlots((prev) => (prev.length === next.length && prev.every((s, i) => s.el === next[i]!.el) ? prev : next));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {slots.map(({ el, place }) =>
        createPortal(<HeartButton place={place} label={saveLabel.replace('{name}', place.name)} />, el, `${place.kind}:${place.id}`),
      )}
    </>
  );
}
