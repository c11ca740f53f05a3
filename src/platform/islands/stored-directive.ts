/**
 * `client:stored="<localStorage key>"`: an island whose look depends on a list this device keeps
 * (the saved places). When the key holds a non-empty list the island hydrates when the browser is
 * idle, so what is stored shows soon after load; otherwise React stays off the page until the
 * visitor reaches for the island (a pointer over or down on it, or focus) or the list changes (in
 * another tab: a `storage` event; in this one: the event of ./stored-event.ts). A click that
 * arrives before hydration ends is held and replayed on the same button once the island runs, so
 * the first tap counts even when it is what started hydration. Inlined into every page with such
 * an island, so it is kept short (the home page's HTML budget is 14 KB).
 */
import type { ClientDirective } from 'astro';
import { STORED_EVENT } from './stored-event';

const hydrateWhenStored: ClientDirective = (load, { value: key }, el) => {
  let held: HTMLElement | null = null;
  let started: Promise<void> | undefined;
  const hold = (event: Event): void => {
    held = (event.target as Element).closest('button');
    // Until React listens, the click would land on server HTML and be lost.
    if (held) event.stopPropagation();
    void start();
  };
  const start = (): Promise<void> =>
    (started ??= load().then(async (hydrate) => {
      await hydrate();
      el.removeEventListener('click', hold, true);
      held?.click();
    }));
  const wake = (event: Event): void => {
    if (((event as StorageEvent).key ?? (event as CustomEvent).detail) === key) void start();
  };
  el.addEventListener('click', hold, true);
  for (const type of ['pointerover', 'pointerdown', 'focusin']) el.addEventListener(type, () => void start(), { capture: true, passive: true });
  addEventListener('storage', wake);
  addEventListener(STORED_EVENT, wake);
  let stored = '[]';
  try {
    stored = localStorage.getItem(key) || stored;
  } catch {
    // Storage refused: nothing stored to show.
  }
  // Safari has no requestIdleCallback: a timeout after the current work.
  if (stored !== '[]') (self.requestIdleCallback ?? setTimeout)(() => void start());
  // Focus already inside (a Back to a page that kept it): that is an interaction too.
  if (el.contains(document.activeElement)) void start();
};

export default hydrateWhenStored;
