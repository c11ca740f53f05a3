/**
 * The search field of the header and of the home hero, one React island (WAI-ARIA 1.2 combobox with
 * a listbox popup). Its server render is the plain GET form to the search page, so it works without
 * JavaScript; pages hydrate it with `client:interaction` (at the first focus, pointer or touch on it).
 * The field's value is never React state: what a visitor types while React loads stays in the field,
 * and the suggestions for it are asked for once the island runs.
 */
import { useEffect, useRef, useState, type SubmitEvent, type KeyboardEvent, type ReactElement } from 'react';
import { fillTemplate, localizeHref } from '~/ui/lists/format';
import { useSuggestions, type Suggestion } from './use-suggestions';

/** The texts the combobox shows or announces, picked on the page in its language. */
export interface SearchComboboxStrings {
  label: string;
  placeholder: string;
  /** The listbox's name. */
  suggestions: string;
  suggestNone: string;
  suggestOne: string;
  /** With `{n}`. */
  suggestMany: string;
  /** The submit button's text; no button when absent (the header submits with Enter). */
  button?: string;
}

export interface SearchComboboxProps {
  lang: 'en' | 'nl';
  /** The input's id (other scripts focus it: the header's search icon on the home page); the header's by default. */
  id?: string;
  strings: SearchComboboxStrings;
  /** Extra fields the form sends (the hero's `from=hero`). */
  hiddenFields?: Record<string, string>;
  maxLength?: number;
  /** A search landmark named by the label (the hero). */
  landmark?: boolean;
  describedBy?: string;
  formClassName?: string;
  fieldClassName?: string;
  inputClassName?: string;
  buttonClassName?: string;
  /** Takes over Enter on typed text (the hero routes it on the page); without it the form goes to the search page. */
  onSubmitText?: (term: string) => void;
}

// Anchored at the field's right edge: the header's field sits at the right of the screen and the list is wider than it.
const LISTBOX =
  'absolute right-0 top-full z-50 mt-1 max-h-96 w-full min-w-64 overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 text-left text-base-content shadow-xl';
const OPTION = 'cursor-pointer rounded-field px-3 py-2 text-sm aria-selected:bg-primary aria-selected:text-primary-content hover:bg-base-200';

/** The polite announcement of how many suggestions there are. */
function countText(strings: SearchComboboxStrings, n: number): string {
  if (n === 0) return strings.suggestNone;
  return n === 1 ? strings.suggestOne : fillTemplate(strings.suggestMany, { n });
}

/** The search form with suggestions as you type; without overrides, the header's field. */
export default function SearchCombobox(props: SearchComboboxProps): ReactElement {
  // The header's look is the default, so the header's island carries only its language and texts in every page's HTML.
  const { lang, id = 'header-search-q', strings, onSubmitText } = props;
  const input = useRef<HTMLInputElement>(null);
  const { items, ask, reset } = useSuggestions(lang);
  const [open, setOpen] = useState(false);
  // Until React runs (and without JavaScript) the field is a plain search box: no popup it could never open is announced,
  // and the server HTML stays valid (HTML allows role="combobox" on a text input, not on type="search").
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const [active, setActive] = useState(-1);
  const listId = `${id}-listbox`;
  const optionId = `${id}-option`;
  const shown: Suggestion[] = items ?? [];
  const expanded = open && shown.length > 0;

  // Letters typed between the first focus and hydration are in the field already: suggest for them.
  useEffect(() => {
    const el = input.current;
    if (el && document.activeElement === el && el.value.trim()) ask(el.value);
  }, [ask]);

  // A new list opens with nothing highlighted.
  useEffect(() => {
    setActive(-1);
    setOpen(items !== null);
  }, [items]);

  const close = (): void => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (s: Suggestion): void => window.location.assign(s.url);
  const move = (by: 1 | -1): void => {
    if (shown.length === 0) return;
    setOpen(true);
    setActive((i) => (i < 0 && by < 0 ? shown.length - 1 : (i + by + shown.length) % shown.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      move(key === 'ArrowDown' ? 1 : -1);
    } else if (key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(shown[active]);
    } else if (key === 'Escape') {
      // The first Escape closes the list, the next one clears the field (the browser's own clearing of a search field too).
      event.preventDefault();
      if (expanded) close();
      else {
        event.currentTarget.value = '';
        reset();
      }
    } else if (key === 'Tab') close();
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    close();
    if (!onSubmitText) return;
    event.preventDefault();
    onSubmitText((input.current?.value ?? '').trim());
  };

  return (
    <form
      role={props.landmark ? 'search' : undefined}
      aria-labelledby={props.landmark ? `${id}-label` : undefined}
      action={localizeHref('/search', lang)}
      method="get"
      className={props.formClassName ?? 'flex items-center'}
      onSubmit={onSubmit}
    >
      {Object.entries(props.hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label id={`${id}-label`} htmlFor={id} className="sr-only">
        {strings.label}
      </label>
      <div className={`relative ${props.fieldClassName ?? ''}`}>
        <input
          ref={input}
          id={id}
          name="q"
          type={live ? 'text' : 'search'}
          role={live ? 'combobox' : undefined}
          aria-autocomplete={live ? 'list' : undefined}
          aria-expanded={live ? expanded : undefined}
          aria-controls={live ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? `${optionId}-${active}` : undefined}
          aria-describedby={props.describedBy}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={props.maxLength ?? 500}
          placeholder={strings.placeholder}
          className={props.inputClassName ?? 'input input-sm input-bordered w-44 rounded-full'}
          onInput={(event) => ask(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul id={listId} role={live ? 'listbox' : undefined} aria-label={live ? strings.suggestions : undefined} hidden={!expanded} className={LISTBOX}>
          {shown.map((s, i) => (
            <li
              key={s.url}
              id={`${optionId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={OPTION}
              // Keeps the focus in the field, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(s)}
            >
              {s.name}
            </li>
          ))}
        </ul>
        {/* A polite live region, not role="status": the header's field is on every page, and the page's own status line
            (a list's count, a form's notice) stays the one status there. It exists from hydration on, before the first count. */}
        {live && (
          <p aria-live="polite" className="sr-only">
            {items === null ? '' : countText(strings, shown.length)}
          </p>
        )}
      </div>
      {strings.button !== undefined && (
        <button type="submit" className={props.buttonClassName}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          {/* On a phone the button is its icon, so the box keeps room for what is typed. */}
          <span className="sr-only sm:not-sr-only">{strings.button}</span>
        </button>
      )}
    </form>
  );
}
