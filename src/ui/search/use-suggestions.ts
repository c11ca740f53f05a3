/**
 * The suggestions of the search combobox: GET /api/search/suggest 150 ms after the last keystroke,
 * from two letters, and a late answer to an older query never replaces a newer one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Suggestion {
  name: string;
  url: string;
}

/** Quiet time after a keystroke before asking the server, so a word typed fast costs one request. */
const PAUSE_MS = 150;

export interface SuggestionsState {
  /** The suggestions for the latest query asked, or null before any answer (or after a reset). */
  items: Suggestion[] | null;
  /** Asks for the term after the pause; fewer than two letters clear the list at once. */
  ask: (term: string) => void;
  /** Forgets the list and any answer still on its way. */
  reset: () => void;
}

/** Suggestions for what a visitor types, in the page's language. */
export function useSuggestions(lang: 'en' | 'nl'): SuggestionsState {
  const [items, setItems] = useState<Suggestion[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Each request takes a turn; only the answer to the latest turn is shown.
  const turn = useRef(0);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    turn.current += 1;
    setItems(null);
  }, []);

  const ask = useCallback(
    (term: string) => {
      const q = term.trim();
      if (q.length < 2) {
        reset();
        return;
      }
      clearTimeout(timer.current);
      const mine = ++turn.current;
      timer.current = setTimeout(() => {
        fetch(`/api/search/suggest?${new URLSearchParams({ q, lang }).toString()}`)
          .then((response) => (response.ok ? (response.json() as Promise<{ suggestions?: Suggestion[] }>) : null))
          .then((body) => {
            if (body && mine === turn.current) setItems(body.suggestions ?? []);
          })
          // Offline or the server away: the field still submits to the search page.
          .catch(() => undefined);
      }, PAUSE_MS);
    },
    [lang, reset],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { items, ask, reset };
}
