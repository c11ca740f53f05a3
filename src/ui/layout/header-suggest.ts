/**
 * Suggestions as you type in the header's search field (issue 32): from two letters, the names the
 * search would find (GET /api/search/suggest, same typo and kind-word rules) fill the field's
 * datalist. Choosing one opens its page; Enter on anything else submits the form to the search page,
 * as without JavaScript. A plain script until the search island (issue 33) replaces it.
 */

interface Suggestion {
  name: string;
  url: string;
}

/** Quiet time after a keystroke before asking the server, so a word typed fast costs one request. */
const PAUSE_MS = 150;

export function initHeaderSuggest(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-header-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const list = form?.querySelector<HTMLDataListElement>('datalist');
  if (!form || !input || !list) return;
  const lang = form.dataset.headerSearch === 'nl' ? 'nl' : 'en';
  let shown: Suggestion[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;

  const show = (items: Suggestion[]) => {
    shown = items;
    list.replaceChildren(
      ...items.map((s) => {
        const option = document.createElement('option');
        option.value = s.name;
        return option;
      }),
    );
  };

  const ask = async (q: string) => {
    const turn = ++asked;
    try {
      const response = await fetch(`/api/search/suggest?${new URLSearchParams({ q, lang })}`);
      if (!response.ok) return;
      const body = (await response.json()) as { suggestions?: Suggestion[] };
      // A slower answer to an older query never replaces a newer one.
      if (turn === asked) show(body.suggestions ?? []);
    } catch {
      // Offline or the server away: the field still submits to the search page.
    }
  };

  input.addEventListener('input', (event) => {
    const q = input.value.trim();
    // A name picked from the list (the browser puts it in the field whole) opens its page.
    const picked = shown.find((s) => s.name === input.value);
    if (picked && (event as InputEvent).inputType !== 'insertText') {
      window.location.assign(picked.url);
      return;
    }
    clearTimeout(timer);
    if (q.length < 2) {
      show([]);
      return;
    }
    timer = setTimeout(() => void ask(q), PAUSE_MS);
  });
}
