/**
 * The browser side of the hero search (HeroCombobox.tsx, and the chips' plain script in HeroSearch.astro): Enter or
 * the button routes the term on the page (spec section 5) instead of the form's round trip to /search. A known keyword scrolls to its home
 * section and shows its next step there (the counted list, or the search page for the term), an
 * empty term shows the spec's alert, any other term opens the search page.
 */
import { routeHeroSearch, type SearchSection } from './hero-search';
import { localizeHref, prefersReducedMotion } from '~/ui/lists/format';

type Lang = 'en' | 'nl';

/** The search page for a term, in the page's language. */
const searchPageHref = (term: string, lang: Lang): string => `${localizeHref('/search', lang)}?${new URLSearchParams({ q: term }).toString()}`;

/** Shows the section's next step (HeroSearchNext.astro): its whole list, and the search page for the typed term. */
function showNextStep(target: HTMLElement, term: string, lang: Lang): void {
  document.querySelectorAll<HTMLElement>('[data-search-next]').forEach((p) => (p.hidden = true));
  const next = target.querySelector<HTMLElement>('[data-search-next]');
  const searchFor = next?.querySelector<HTMLAnchorElement>('[data-search-for]');
  if (!next || !searchFor) return;
  searchFor.textContent = (searchFor.dataset.template ?? '').replace('{term}', term);
  searchFor.href = searchPageHref(term, lang);
  next.hidden = false;
}

/** Scrolls to a home section, or opens the home page at it when this page has no such section. */
function showSection(section: SearchSection, term: string, lang: Lang): void {
  const target = document.getElementById(section);
  if (!target) {
    window.location.assign(`${localizeHref('/', lang)}#${section}`);
    return;
  }
  showNextStep(target, term, lang);
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(history.state, '', `#${section}`);
}

/** What Enter or the button does with the hero's term: the spec's alert when empty, a keyword's section, else the search page. */
export function submitHeroSearch(term: string, lang: Lang, emptyMessage: string): void {
  const result = routeHeroSearch(term, lang);
  if (result.kind === 'empty') window.alert(emptyMessage);
  else if (result.kind === 'unknown') window.location.assign(searchPageHref(result.term, lang));
  else showSection(result.section, term, lang);
}

/** A popular-search chip (a plain link to its section) shows that section's next step for its own word too. */
export function startSearchChips(): void {
  document.querySelectorAll<HTMLAnchorElement>('a[data-chip]').forEach((chip) =>
    chip.addEventListener('click', () => {
      const target = document.getElementById(chip.dataset.chip ?? '');
      const lang: Lang = document.documentElement.lang === 'nl' ? 'nl' : 'en';
      if (target) showNextStep(target, chip.textContent?.trim() ?? '', lang);
    }),
  );
}

/**
 * Enter pressed while React is still loading (it loads at the first focus on the box) would take the no-JavaScript path
 * to the list page; the form waits instead, marked `data-pending-submit`, and the island routes the term once it runs.
 */
export function holdEarlySubmit(): void {
  const form = document.getElementById('hero-search-input')?.closest('form');
  form?.addEventListener('submit', (event) => {
    if (!form.closest('astro-island')?.hasAttribute('ssr')) return;
    event.preventDefault();
    form.dataset.pendingSubmit = 'true';
  });
}

/** True once, when a submit waited for the island (holdEarlySubmit). */
export function takePendingSubmit(form: HTMLFormElement | null | undefined): boolean {
  if (form?.dataset.pendingSubmit !== 'true') return false;
  delete form.dataset.pendingSubmit;
  return true;
}
