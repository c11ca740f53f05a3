/** Per-field language fallback for content rows. */
import type { Locale } from '~/platform/i18n/config';

type TextFields = Record<string, string | string[]>;

/** True when a translated value is present: non-blank text or a non-empty list. */
function hasTranslation(value: string | string[] | null | undefined): boolean {
  if (value == null) return false;
  return Array.isArray(value) ? value.length > 0 : value.trim().length > 0;
}

/** The localized texts with each empty field replaced by the English one. */
export function withFallback<T extends TextFields>(english: T, localized: Partial<T> | null | undefined): T {
  if (!localized) return english;
  const out = { ...english };
  for (const key of Object.keys(english) as (keyof T)[]) {
    const value = localized[key];
    if (hasTranslation(value as string | string[] | undefined)) out[key] = value as T[keyof T];
  }
  return out;
}

/** The names of the fields a translation leaves empty while English has them. */
export function getMissingFields<T extends TextFields>(english: T, localized: Partial<T> | null | undefined): (keyof T)[] {
  return (Object.keys(english) as (keyof T)[]).filter(
    (key) => hasTranslation(english[key]) && !hasTranslation(localized?.[key] as string | string[] | undefined),
  );
}

/**
 * Which texts of an item a page shows in the other language, by field name: an item may be written in
 * Dutch only or English only. A symbol key, so the public JSON keeps its shape (JSON.stringify skips it)
 * while the pages can mark the block ("Written in Dutch") and set its `lang`.
 */
const WRITTEN_IN: unique symbol = Symbol('writtenIn');
export type WrittenIn = { readonly [WRITTEN_IN]?: Readonly<Record<string, Locale>> };

/** The texts of `lang`, each empty one taken from the other language (and marked in WRITTEN_IN). */
export function pickWritten<T extends TextFields>(lang: Locale, byLang: Readonly<Record<Locale, T>>): T & WrittenIn {
  const other: Locale = lang === 'en' ? 'nl' : 'en';
  const local = byLang[lang];
  const alt = byLang[other];
  const out: Record<string | symbol, unknown> = { ...local };
  const marks: Record<string, Locale> = {};
  for (const key of Object.keys(local)) {
    if (hasTranslation(local[key]) || !hasTranslation(alt[key])) continue;
    out[key] = alt[key];
    marks[key] = other;
  }
  if (Object.keys(marks).length > 0) out[WRITTEN_IN] = marks;
  return out as T & WrittenIn;
}

/** The language `field` of an item is written in when it is not the page's (null when it is the page's own). */
export function writtenIn(item: object, field: string): Locale | null {
  return (item as WrittenIn)[WRITTEN_IN]?.[field] ?? null;
}
