/**
 * Hero search (spec section 5). Without JavaScript it is a GET form to /search (marked from=hero), which
 * redirects a keyword to its list page and searches any other term. Hydrated, Enter or the button routes the
 * term: a known keyword scrolls to its home section, an empty term shows the spec's alert, any other term
 * opens the search page.
 */
import { useId, type SubmitEvent } from 'react';
import type { StringKey } from '~/i18n';
import { routeHeroSearch, type SearchSection } from './hero-search';
import { localizeHref, prefersReducedMotion } from '~/ui/lists/format';

/** The strings HeroSearch needs: `pickStrings(lang, heroSearchStringKeys)`. */
export const heroSearchStringKeys = [
  'search.label',
  'search.placeholder',
  'search.hint',
  'search.button',
  'search.empty',
] as const satisfies readonly StringKey[];

export interface HeroSearchProps {
  lang: 'en' | 'nl';
  strings: Record<(typeof heroSearchStringKeys)[number], string>;
}

/** Scrolls to a home section, or opens the home page at it when this page has no such section. */
function showSection(section: SearchSection, lang: 'en' | 'nl'): void {
  const target = document.getElementById(section);
  if (!target) {
    window.location.assign(`${localizeHref('/', lang)}#${section}`);
    return;
  }
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(history.state, '', `#${section}`);
}

/** The search box of the home hero; its input has the id the floating search button focuses. */
export default function HeroSearch({ lang, strings }: HeroSearchProps) {
  const labelId = useId();
  const hintId = useId();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = new FormData(event.currentTarget).get('q');
    const result = routeHeroSearch(typeof term === 'string' ? term : '', lang);
    if (result.kind === 'empty') window.alert(strings['search.empty']);
    else if (result.kind === 'unknown') window.location.assign(`${localizeHref('/search', lang)}?${new URLSearchParams({ q: result.term }).toString()}`);
    else showSection(result.section, lang);
  };

  // The hint is a line of its own, not the placeholder: a placeholder is cut off where the box is narrow (a phone).
  return (
    <div className="w-full max-w-xl">
      <form role="search" aria-labelledby={labelId} action={localizeHref('/search', lang)} method="get" onSubmit={onSubmit} className="flex w-full gap-2">
        <input type="hidden" name="from" value="hero" />
        <label id={labelId} htmlFor="hero-search-input" className="sr-only">
          {strings['search.label']}
        </label>
        <input
          id="hero-search-input"
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={strings['search.placeholder']}
          aria-describedby={hintId}
          className="input input-lg min-w-0 flex-1 bg-base-100 text-base-content"
        />
        <button type="submit" className="btn btn-lg btn-primary px-4 sm:px-6">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          {/* On a phone the button is its icon, so the box keeps room for what is typed. */}
          <span className="sr-only sm:not-sr-only">{strings['search.button']}</span>
        </button>
      </form>
      <p id={hintId} className="mt-2 text-sm text-white/85">
        {strings['search.hint']}
      </p>
    </div>
  );
}
