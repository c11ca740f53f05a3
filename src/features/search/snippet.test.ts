import { describe, expect, it } from 'vitest';
import { MARK_CLOSE as C, MARK_OPEN as O } from './search-query';
import { makeSnippet } from './snippet';

describe('makeSnippet', () => {
  it('marks every word that starts with a query word, whatever its accents or case', () => {
    expect(makeSnippet(['Café Zeelandia serves CAFE au lait.'], ['cafe'])).toBe(`${O}Café${C} Zeelandia serves ${O}CAFE${C} au lait.`);
    expect(makeSnippet(['Trips to Paramaribo.'], ['paramar'])).toBe(`Trips to ${O}Paramaribo${C}.`);
  });

  it('cuts a long text around the first match, with … where it was cut', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    words[40] = 'roti';
    const snippet = makeSnippet([words.join(' ')], ['roti']);
    expect(snippet.startsWith('…w34 ')).toBe(true);
    expect(snippet).toContain(`${O}roti${C}`);
    expect(snippet.endsWith('w57…')).toBe(true);
  });

  it('takes the first text holding a match, else the start of the first text', () => {
    expect(makeSnippet(['Nothing here.', 'Creole'], ['creole'])).toBe(`${O}Creole${C}`);
    expect(makeSnippet(['', 'Only this.'], ['zzz'])).toBe('Only this.');
  });
});
