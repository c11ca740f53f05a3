/**
 * Behaviour of the top bar and floating buttons. Everything here is an enhancement: without
 * JavaScript the links still navigate and the menu (a <details>) still opens.
 */
import { storePreferredLanguage } from '../lib/language-preference';
import { trackEvent } from '../lib/analytics/track';

const HEADER_SCROLL_Y = 100;
const BACK_TO_TOP_Y = 400;

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
  };
  window.addEventListener('scroll', () => {
    if (!ticking) {
      ticking = true;
      requestAnimationFrame(update);
    }
  }, { passive: true });
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
  document.querySelectorAll<HTMLAnchorElement>('[data-nav-link]').forEach((a) =>
    a.addEventListener('click', () => trackEvent('navigation_click', { link_url: a.getAttribute('href') ?? '' })),
  );
}

function wireLanguageSwitch(): void {
  document.querySelectorAll<HTMLAnchorElement>('[data-lang-switch]').forEach((a) =>
    a.addEventListener('click', () => {
      const to = a.dataset.langSwitch ?? '';
      if (storePreferredLanguage(to)) trackEvent('language_change', { language: to });
    }),
  );
}

function wireSearch(): void {
  document.querySelectorAll<HTMLAnchorElement>('[data-search-trigger]').forEach((a) =>
    a.addEventListener('click', (event) => {
      const input = document.getElementById('hero-search-input') as HTMLInputElement | null;
      if (!input) return;
      event.preventDefault();
      input.scrollIntoView({ block: 'center' });
      input.focus({ preventScroll: true });
    }),
  );
}

/** Wires the chrome once per page. */
export function initSiteChrome(): void {
  watchScroll();
  wireMenu();
  wireLanguageSwitch();
  wireSearch();
}
