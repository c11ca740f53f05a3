/**
 * A country a visitor typed (reviews, testimonials), shown in the page's language when it is one we
 * recognise: 'Germany' on a Dutch page reads 'Duitsland', 'Nederland' on an English one
 * 'Netherlands'. Names come from the runtime's own country list (Intl.DisplayNames) in English and
 * Dutch, plus a few everyday short forms; anything else is shown exactly as typed.
 */
import type { Locale } from './config';
import { locales } from './config';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Short forms people write that the country list does not hold. */
const ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  'verenigde staten van amerika': 'US',
  amerika: 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  'groot-brittannie': 'GB',
  holland: 'NL',
};

/** Lower case, no accents or dots, no leading 'the'/'de', single spaces: how typed names are compared. */
function normalize(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(the|de) /, '');
}

let lookup: Map<string, string> | null = null;
const namers = new Map<Locale, Intl.DisplayNames>();

function namer(lang: Locale): Intl.DisplayNames {
  let made = namers.get(lang);
  if (!made) namers.set(lang, (made = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' })));
  return made;
}

/** Every region code's name in every page language, normalized, to its code (built once). */
function countryCodes(): Map<string, string> {
  if (lookup) return lookup;
  lookup = new Map(Object.entries(ALIASES));
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      for (const lang of locales) {
        const name = namer(lang).of(code);
        if (name && name !== code) lookup.set(normalize(name), code);
      }
    }
  }
  return lookup;
}

/** The typed country in `lang` when recognised, else as typed (trimmed). */
export function countryNameIn(typed: string, lang: Locale): string {
  const code = countryCodes().get(normalize(typed));
  return (code && namer(lang).of(code)) || typed.trim();
}
