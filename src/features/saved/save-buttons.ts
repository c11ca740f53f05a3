/**
 * The browser side of SaveButtons.astro: fills each `[data-save-slot]` with a copy of the heart
 * template, keeps `aria-pressed` and the filled heart in step with the saved list, and toggles a
 * place on click (one listener for the page). Slots drawn later (a list island's redraw) get their
 * heart too. Touches the document only when started.
 */
import { $savedPlaces, isSaved, loadSaved, removePlace, savePlace } from './saved-places';
import { dropOffline, keepOffline } from './saved-cache';
import { placeFromSlot, type SaveSlotPlace } from './slot-place';

const SLOT = '[data-save-slot]';
const BUTTON = '[data-save-button]';

/** The heart button, kept here rather than in the page: a list page has up to 24 of them. */
const HEART =
  '<button type="button" class="btn btn-circle btn-sm border-0 bg-base-100/90 shadow" aria-pressed="false" data-save-button>' +
  '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="text-error">' +
  '<path d="M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.3 5 6.6 5c2 0 3.4 1 5.4 3 2-2 3.4-3 5.4-3 3.3 0 5.6 3.3 4.1 6.8C19.5 16.4 12 21 12 21z"></path></svg></button>';

function makeHeart(): Element | null {
  const holder = document.createElement('template');
  holder.innerHTML = HEART;
  return holder.content.firstElementChild;
}

/** The place each heart stands for, with the slot data it was made from. */
const hearts = new WeakMap<Element, { place: SaveSlotPlace; data: string }>();

function readPlace(data: string): SaveSlotPlace | null {
  try {
    return placeFromSlot(JSON.parse(data));
  } catch {
    return null;
  }
}

function paint(button: Element, saved: boolean): void {
  button.setAttribute('aria-pressed', String(saved));
  button.querySelector('svg')?.setAttribute('fill', saved ? 'currentColor' : 'none');
}

function fillSlots(label: string): void {
  const list = $savedPlaces.get();
  for (const slot of document.querySelectorAll(SLOT)) {
    const data = slot.getAttribute('data-save') ?? '';
    const current = slot.querySelector(BUTTON);
    if (current && hearts.get(current)?.data === data) continue;
    current?.remove();
    const place = readPlace(data);
    const button = place && makeHeart();
    if (!place || !button) continue;
    button.setAttribute('aria-label', label.replace('{name}', place.name));
    hearts.set(button, { place, data });
    paint(button, isSaved(list, place));
    slot.append(button);
  }
}

function toggle(place: SaveSlotPlace): void {
  if (isSaved($savedPlaces.get(), place)) {
    void dropOffline(place, removePlace(place));
  } else {
    savePlace(place, new Date());
    void keepOffline(place);
  }
}

export function startSaveButtons(template: HTMLTemplateElement): void {
  const label = template.dataset.label ?? '{name}';
  loadSaved();
  fillSlots(label);
  $savedPlaces.listen((list) => {
    for (const button of document.querySelectorAll(BUTTON)) {
      const heart = hearts.get(button);
      if (heart) paint(button, isSaved(list, heart.place));
    }
  });
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    const heart = button && hearts.get(button);
    if (heart) toggle(heart.place);
  });
  // A list island redraws its cards after a filter: give the new slots their hearts.
  new MutationObserver(() => fillSlots(label)).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-save'],
  });
}
