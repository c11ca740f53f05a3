/**
 * Behaviour of the top bar and floating buttons. Everything here is an enhancement: without
 * JavaScript the links still navigate and the menu (a <details>) still opens.
 */
import { storePreferredLanguage } from '~/platform/i18n/language-preference';
import { trackEvent } from '~/platform/analytics/track';

const HEADER_SCROLL_Y = 100;
const BACK_TO_TOP_Y = 400;
/** Room kept between a floating button and a page action before the buttons step aside, in px. */
const KEEP_CLEAR_PX = 8;

/** True when two boxes overlap, or come closer than `gap`. */
function overlaps(a: DOMRect, b: DOMRect, gap: number): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

/** What a floating button must never cover: every link, button, form field, label and heading, and page actions marked `data-keep-clear`. */
const KEEP_CLEAR_SELECTOR = 'a[href], button, summary, input, select, textarea, label, h1, h2, h3, h4, h5, h6, [data-keep-clear]';

/** A box worth keeping clear: it has a size (not an sr-only 1 px box or a collapsed one) and is not see-through. */
function isShownBox(el: Element, box: DOMRect): boolean {
  if (box.width <= 1 || box.height <= 1) return false;
  const style = getComputedStyle(el);
  return style.visibility !== 'hidden' && style.opacity !== '0';
}

/**
 * Fades the floating buttons out (and takes them out of the tab order) while a link, button or heading
 * of the page (a card's name, 'Call Restaurant', 'Contact the operator', a section title) passes under
 * one that shows, so a floating button never covers what the page says or is for.
 */
function keepActionsClear(): void {
  const floating = document.getElementById('floating-buttons');
  if (!floating) return;
  const shown = [...floating.children].filter((b) => b.getAttribute('data-visible') !== 'false').map((b) => b.getBoundingClientRect());
  if (shown.length === 0) return;
  // Only what lies level with the buttons can meet them: a cheap test on the box first.
  const top = Math.min(...shown.map((b) => b.top)) - KEEP_CLEAR_PX;
  const left = Math.min(...shown.map((b) => b.left)) - KEEP_CLEAR_PX;
  const covering = [...document.querySelectorAll(KEEP_CLEAR_SELECTOR)].some((el) => {
    if (floating.contains(el)) return false;
    const box = el.getBoundingClientRect();
    if (box.bottom < top || box.top > innerHeight || box.right < left) return false;
    return shown.some((b) => overlaps(b, box, KEEP_CLEAR_PX)) && isShownBox(el, box);
  });
  if ((floating.dataset.covering === 'true') === covering) return;
  floating.dataset.covering = String(covering);
  floating.toggleAttribute('inert', covering);
}

function watchScroll(): void {
  const header = document.getElementById('site-header');
  const backToTop = document.getElementById('back-to-top');
  let ticking = false;
  const update = () => {
    ticking = false;
    const y = window.scrollY;
    header?.setAttribute('data-scrolled', String(y > HEADER_SCROLL_Y));
    if (backToTop) {
      const visible = y > BACK_TO_TOP_Y;
      backToTop.setAttribute('data-visible', String(visible));
      backToTop.tabIndex = visible ? 0 : -1;
    }
    keepActionsClear();
  };
  const schedule = () => {
    if (!ticking) {
      ticking = true;
      requestAnimationFrame(update);
    }
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  update();
  backToTop?.addEventListener('click', (event) => {
    event.preventDefault();
    window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}

function wireMenu(): void {
  const menu = document.getElementById('mobile-menu') as HTMLDetailsElement | null;
  if (!menu) return;
  menu.querySelectorAll('a').forEach((a) => a.addEventListener('click', () => (menu.open = false)));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && menu.open) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
  document.addEventListener('click', (e) => {
    if (menu.open && !menu.contains(e.target as Node)) menu.open = false;
  });
  document
    .querySelectorAll<HTMLAnchorElement>('[data-nav-link]')
    .forEach((a) => a.addEventListener('click', () => trackEvent('navigation_click', { link_url: a.getAttribute('href') ?? '' })));
}

function wireLanguageSwitch(): void {
  document.querySelectorAll<HTMLAnchorElement>('[data-lang-switch]').forEach((a) =>
    a.addEventListener('click', () => {
      const to = a.dataset.langSwitch ?? '';
      if (storePreferredLanguage(to)) trackEvent('language_change', { language: to });
    }),
  );
}

/** Brings the hero search box into view with the cursor in it; false when this page has none. */
function focusHeroSearch(): boolean {
  const input = document.getElementById('hero-search-input') as HTMLInputElement | null;
  if (!input) return false;
  input.scrollIntoView({ block: 'center' });
  input.focus({ preventScroll: true });
  return true;
}

/**
 * The header's search icon links to the search page, whose field takes the focus. On the home page
 * it focuses the hero's box in place instead. Arriving at the home page's #search (an empty hero
 * search without JavaScript) focuses the box too; the browser then focuses the hero itself as the
 * fragment's target (Chrome does so after load, and would otherwise blur the box), so that focus is
 * handed on to the box once. The box is uncontrolled: what is typed before the script runs stays.
 */
function wireSearch(): void {
  document.querySelectorAll<HTMLAnchorElement>('[data-search-trigger]').forEach((a) =>
    a.addEventListener('click', (event) => {
      if (focusHeroSearch()) event.preventDefault();
    }),
  );
  if (location.hash !== '#search') return;
  document.getElementById('search')?.addEventListener('focus', () => focusHeroSearch(), { once: true });
  focusHeroSearch();
}

/** Wires the chrome once per page. */
export function initSiteChrome(): void {
  watchScroll();
  wireMenu();
  wireLanguageSwitch();
  wireSearch();
}
