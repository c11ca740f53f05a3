/**
 * The browser side of SavedList.astro (issue 19): draws the places saved on this device from the
 * same store the heart writes (saved-places.ts) as cards cloned from the page's template, each with
 * a remove button, or the empty state. Text goes in as text, and only site paths become links.
 */
import { $savedPlaces, placeKey, removePlace, watchSaved, type SavedPlace } from './saved-places';
import { dropOffline } from './saved-cache';

/** A stored path as a link or image address: a path of this site, or null (a hand-edited value such as 'javascript:'). */
export function toSitePath(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

const pick = <T extends Element>(root: ParentNode, name: string): T | null => root.querySelector<T>(`[data-card-${name}]`);

/** One card from the template, filled with the place's text. */
function drawCard(template: HTMLTemplateElement, place: SavedPlace, lang: 'en' | 'nl'): Element | null {
  const card = template.content.firstElementChild?.cloneNode(true);
  if (!(card instanceof Element)) return null;
  const labels = template.dataset;
  const href = toSitePath(place.paths[lang]) ?? '#';
  card.setAttribute('data-saved-place', placeKey(place));
  const image = toSitePath(place.image);
  const figure = pick<HTMLElement>(card, 'figure');
  if (image) pick<HTMLImageElement>(card, 'image')?.setAttribute('src', image);
  else figure?.remove();
  pick(card, 'kind')!.textContent = labels[place.kind] ?? '';
  for (const link of card.querySelectorAll('a')) link.setAttribute('href', href);
  pick(card, 'name')!.textContent = place.name;
  const facts = pick(card, 'facts')!;
  if (place.facts.length > 0) facts.textContent = place.facts.join(' · ');
  else facts.remove();
  pick(card, 'remove')!.setAttribute('aria-label', (labels.remove ?? '{name}').replace('{name}', place.name));
  return card;
}

/** Draws the list, and again whenever it changes; a remove button removes its place and its offline copies. */
export function startSavedList(root: HTMLElement): void {
  const template = root.querySelector<HTMLTemplateElement>('template[data-saved-card]');
  const list = root.querySelector<HTMLElement>('[data-saved-list]');
  const empty = root.querySelector<HTMLElement>('[data-saved-empty]');
  const first = root.querySelector<HTMLElement>('[data-saved-first]');
  if (!template || !list || !empty) return;
  const lang = root.dataset.lang === 'nl' ? 'nl' : 'en';
  const shown = new Map<Element, SavedPlace>();

  const draw = (places: readonly SavedPlace[]) => {
    shown.clear();
    const cards = places.flatMap((place) => {
      const card = drawCard(template, place, lang);
      if (card) shown.set(card, place);
      return card ? [card] : [];
    });
    list.replaceChildren(...cards);
    list.hidden = cards.length === 0;
    empty.hidden = cards.length > 0;
    if (first) first.hidden = cards.length > 0;
  };

  list.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-card-remove]') : null;
    const place = button && shown.get(button.closest('[data-saved-place]')!);
    if (place) void dropOffline(place, removePlace(place));
  });
  watchSaved();
  draw($savedPlaces.get());
  $savedPlaces.listen(draw);
  // Swapped in place (visibility), not removed: the two share a grid cell, so nothing below moves.
  root.querySelector('[data-saved-noscript]')?.classList.add('invisible');
  empty.classList.remove('invisible');
}
