/**
 * The places a visitor saved for offline use (issue 19): a nanostores atom kept in this device's
 * localStorage. Nothing is sent to the server. Runs anywhere (no storage means an empty list).
 */
import { atom } from 'nanostores';
import { announceStored } from '~/platform/islands/stored-event';

export type SavedKind = 'restaurant' | 'tour' | 'event';

export interface SavedPlace {
  id: number;
  kind: SavedKind;
  name: string;
  /** The detail page in each language. */
  paths: { en: string; nl: string };
  /** The main image at a small width (same origin), or null. */
  image: string | null;
  /** A few short facts shown on the Saved page (cuisine, place, duration, date). */
  facts: string[];
  /** ISO time of saving. */
  savedAt: string;
}

export const STORAGE_KEY = 'guide-saved-places-v1';
const KINDS: readonly string[] = ['restaurant', 'tour', 'event'];

export const $savedPlaces = atom<SavedPlace[]>([]);

/** The key of a place in the list: kind and id. */
export const placeKey = (p: Pick<SavedPlace, 'kind' | 'id'>) => `${p.kind}:${p.id}`;

function isPlace(value: unknown): value is SavedPlace {
  const p = value as SavedPlace;
  return (
    typeof p === 'object' &&
    p !== null &&
    Number.isInteger(p.id) &&
    KINDS.includes(p.kind) &&
    typeof p.name === 'string' &&
    typeof p.paths?.en === 'string' &&
    typeof p.paths?.nl === 'string' &&
    Array.isArray(p.facts)
  );
}

/** Parses the stored list, dropping anything malformed (a hand-edited or older value). */
export function parseSaved(raw: string | null): SavedPlace[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter(isPlace) : [];
  } catch {
    return [];
  }
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Fills the store from storage (call once on the client). */
export function loadSaved(storage: StorageLike | null = defaultStorage()): SavedPlace[] {
  const list = parseSaved(storage?.getItem(STORAGE_KEY) ?? null);
  $savedPlaces.set(list);
  return list;
}

function write(list: SavedPlace[], storage: StorageLike | null): void {
  $savedPlaces.set(list);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused: the list still holds for this visit.
  }
  // The count and hearts not yet hydrated in this tab wake on it (storage events reach only other tabs).
  announceStored(STORAGE_KEY);
}

let watching = false;

/** Fills the store from storage once per page and keeps it in step with other tabs (their storage events). */
export function watchSaved(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  loadSaved();
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) loadSaved();
  });
}

export function isSaved(list: readonly SavedPlace[], place: Pick<SavedPlace, 'kind' | 'id'>): boolean {
  return list.some((p) => placeKey(p) === placeKey(place));
}

/** Adds (or refreshes) a place, newest first. */
export function savePlace(place: Omit<SavedPlace, 'savedAt'>, now: Date, storage: StorageLike | null = defaultStorage()): SavedPlace[] {
  const others = $savedPlaces.get().filter((p) => placeKey(p) !== placeKey(place));
  const list = [{ ...place, savedAt: now.toISOString() }, ...others];
  write(list, storage);
  return list;
}

export function removePlace(place: Pick<SavedPlace, 'kind' | 'id'>, storage: StorageLike | null = defaultStorage()): SavedPlace[] {
  const list = $savedPlaces.get().filter((p) => placeKey(p) !== placeKey(place));
  write(list, storage);
  return list;
}
