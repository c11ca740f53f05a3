/**
 * The home hero's search (spec section 5), a React island: the shared search combobox with the hero's routing of typed
 * text (a keyword scrolls to its home section and shows its next step, an empty term alerts, any other term opens the
 * search page). Without JavaScript the form sends `from=hero` to /search, which redirects a keyword to its list page.
 */
import { useEffect, type ReactElement } from 'react';
import SearchCombobox, { type SearchComboboxStrings } from '~/ui/search/SearchCombobox';
import { submitHeroSearch, takePendingSubmit } from './hero-search-form';

export interface HeroComboboxProps {
  lang: 'en' | 'nl';
  strings: SearchComboboxStrings;
  /** The spec's alert for an empty search. */
  emptyMessage: string;
}

/** The hero's search form; the input's id is the one the header's search icon focuses on the home page. */
export default function HeroCombobox({ lang, strings, emptyMessage }: HeroComboboxProps): ReactElement {
  // Enter pressed while React loaded was held by the page's script (holdEarlySubmit): route that term now.
  useEffect(() => {
    const field = document.getElementById('hero-search-input') as HTMLInputElement | null;
    if (takePendingSubmit(field?.form)) submitHeroSearch(field?.value.trim() ?? '', lang, emptyMessage);
  }, [lang, emptyMessage]);

  return (
    <SearchCombobox
      lang={lang}
      id="hero-search-input"
      strings={strings}
      hiddenFields={{ from: 'hero' }}
      maxLength={100}
      landmark
      describedBy="hero-search-hint"
      formClassName="flex w-full gap-2"
      fieldClassName="min-w-0 flex-1"
      inputClassName="input input-lg w-full bg-base-100 text-base-content"
      buttonClassName="btn btn-lg btn-primary px-4 sm:px-6"
      onSubmitText={(term) => submitHeroSearch(term, lang, emptyMessage)}
    />
  );
}
