/**
 * `client:stored="<localStorage key>"`: an island whose look depends on a list this device keeps
 * (the saved places). When the key holds a non-empty list the island hydrates when the browser is
 * idle, so what is stored shows soon after load; otherwise React stays off the page until the
 * visitor reaches for the island (as `client:interaction`) or the list gets its first entry (in
 * another tab: a `storage` event; in this one: the event of ./stored-event.ts). A click that
 * arrives before hydration ends is held and replayed on the same element once the island runs, so
 * the first tap counts even when it is what started hydration.
 */
import type { ClientDirective } from 'astro';
import { STORED_EVENT } from './stored-event';

const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function holdsList(key: string): boolean {
  try {
    const raw = localStorage.getItem(key);
    return raw !== null && raw !== '' && raw !== '[]';
  } catch {
    return false;
  }
}

const hydrateWhenStored: ClientDirective = (load, options, el) => {
  const key = typeof options.value === 'string' ? options.value : '';
  const triggers = new AbortController();
  const holding = new AbortController();
  let held: HTMLElement | null = null;
  let started = false;
  const start = async (): Promise<void> => {
    if (started) return;
    started = true;
    triggers.abort();
    const hydrate = await load();
    await hydrate();
    holding.abort();
    held?.click();
  };
  // Until React listens, a click would land on server HTML and be lost: hold it (a heart is a plain button, no default to keep).
  el.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
      if (!target) return;
      event.stopPropagation();
      held = target;
      void start();
    },
    { capture: true, signal: holding.signal },
  );
  for (const type of EVENTS) el.addEventListener(type, () => void start(), { capture: true, passive: true, signal: triggers.signal });
  const onChange = (changed: string | null): void => {
    if (changed === key && holdsList(key)) void start();
  };
  window.addEventListener('storage', (event) => onChange(event.key), { signal: triggers.signal });
  window.addEventListener(STORED_EVENT, (event) => onChange((event as CustomEvent<string>).detail), { signal: triggers.signal });
  if (holdsList(key)) {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void start(), { timeout: 2000 });
    else setTimeout(() => void start(), 200);
  }
  // Focus already inside (a Back to a page that kept it): that is an interaction too.
  if (el.contains(document.activeElement)) void start();
};

export default hydrateWhenStored;
