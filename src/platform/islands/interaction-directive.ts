/**
 * `client:interaction`: an island hydrates at the visitor's first interaction with it (a pointer over
 * or down on it, a touch, a wheel, a scroll of a row inside it, focus or a key), never before. So
 * React's runtime is off the first view entirely (Lighthouse and a visitor who only reads never
 * download it), and it is fetched when someone reaches for the part. The island's server HTML must
 * therefore work on its own until then (the carousel's row swipes and scrolls without it).
 * A plain click on a link of the island that comes before React runs (a pointer lands and clicks at
 * once) is held and replayed once it does, so an island that takes a link over (the list filters)
 * handles the very first click too; if the island cannot load, the link is followed. A button marked
 * `data-hold-click` (the bank-transfer screen's 'Copy') is held and replayed the same way.
 * Inlined by Astro into each page with such an island, so it stays a few hundred bytes.
 */
import type { ClientDirective } from 'astro';

// `scroll` does not bubble, but a listener in the capture phase on an ancestor hears it. A file
// chosen or dragged onto a field (without a pointer or focus first, e.g. from the desktop) counts too.
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'wheel', 'scroll', 'change', 'dragover', 'drop'] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  const listening = new AbortController();
  let held: HTMLElement | null = null;
  // Modified clicks keep their browser meaning (a new tab or window), so they are never held.
  const hold = (event: MouseEvent): void => {
    const link = (event.target as Element).closest('a[href], button[data-hold-click]');
    if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    held = link as HTMLElement;
    event.preventDefault();
    void start();
  };
  let started: Promise<void> | undefined;
  const start = (): Promise<void> => {
    listening.abort();
    return (started ??= load()
      .then((hydrate) => hydrate())
      .finally(() => {
        el.removeEventListener('click', hold, true);
        held?.click();
      }));
  };
  el.addEventListener('click', hold, true);
  for (const type of EVENTS) el.addEventListener(type, () => void start(), { capture: true, passive: true, signal: listening.signal });
  // Focus already inside (a Back to a page that kept it): that is an interaction too.
  if (el.contains(document.activeElement)) void start();
};

export default hydrateOnInteraction;
