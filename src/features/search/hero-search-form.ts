/**
 * The browser side of HeroSearch.astro: Enter or the button routes the term on the page (spec
 * section 5) instead of the form's round trip to /search. A known keyword scrolls to its home
 * section, an empty term shows the spec's alert, any other term opens the search page.
 */
import { routeHeroSearch, type SearchSection } from './hero-search';
import { localizeHref, prefersReducedMotion } from '~/ui/lists/format';

type Lang = 'en' | 'nl';

/** Scrolls to a home section, or opens the home page at it when this page has no such section. */
function showSection(section: SearchSection, lang: Lang): void {
  const target = document.getElementById(section);
  if (!target) {
    window.location.assign(`${localizeHref('/', lang)}#${section}`);
    return;
  }
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(history.state, '', `#${section}`);
}

/** Takes over the hero form's submit; its `data-hero-search` is the page's language, `data-empty` the alert. */
export function startHeroSearch(form: HTMLFormElement): void {
  const lang: Lang = form.dataset.heroSearch === 'nl' ? 'nl' : 'en';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const term = new FormData(form).get('q');
    const result = routeHeroSearch(typeof term === 'string' ? term : '', lang);
    if (result.kind === 'empty') window.alert(form.dataset.empty ?? '');
    else if (result.kind === 'unknown') window.location.assign(`${localizeHref('/search', lang)}?${new URLSearchParams({ q: result.term }).toString()}`);
    else showSection(result.section, lang);
  });
}
