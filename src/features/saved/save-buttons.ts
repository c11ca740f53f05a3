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

function fillSlots(template: HTMLTemplateElement, label: string): void {
  const list = $savedPlaces.get();
  for (const slot of document.querySelectorAll(SLOT)) {
    const data = slot.getAttribute('data-save') ?? '';
    const current = slot.querySelector(BUTTON);
    if (current && hearts.get(current)?.data === data) continue;
    current?.remove();
    const place = readPlace(data);
    const button = place && template.content.querySelector(BUTTON)?.cloneNode(true);
    if (!place || !(button instanceof Element)) continue;
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
  fillSlots(template, label);
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
  new MutationObserver(() => fillSlots(template, label)).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-save'],
  });
}
