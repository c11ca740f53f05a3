/**
 * `client:interaction`: an island hydrates at the visitor's first interaction with it (a pointer over
 * or down on it, a touch, a wheel, a scroll of a row inside it, focus or a key), never before. So
 * React's runtime is off the first view entirely (Lighthouse and a visitor who only reads never
 * download it), and it is fetched when someone reaches for the part. The island's server HTML must
 * therefore work on its own until then (the carousel's row swipes and scrolls without it).
 * Inlined by Astro into each page with such an island, so it stays a few hundred bytes.
 */
import type { ClientDirective } from 'astro';

// `scroll` does not bubble, but a listener in the capture phase on an ancestor hears it.
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'wheel', 'scroll'] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  const listening = new AbortController();
  const start = async (): Promise<void> => {
    listening.abort();
    const hydrate = await load();
    await hydrate();
  };
  for (const type of EVENTS) el.addEventListener(type, () => void start(), { capture: true, passive: true, signal: listening.signal });
  // Focus already inside (a Back to a page that kept it): that is an interaction too.
  if (el.contains(document.activeElement)) void start();
};

export default hydrateOnInteraction;
