/**
 * Which language of an item in the edit dialog lacks texts the other has: an item may be written in
 * English, Dutch or both, and the dialog marks the tab "EN missing" / "NL missing" so the admin can
 * add the translation (nothing requires it). Runs anywhere.
 */
import { locales, type Locale } from '~/platform/i18n/config';

/** A form value that holds text: a non-blank string, or a list with one (plain strings or `{ value }` rows). */
function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (!Array.isArray(value)) return false;
  return value.some((item: unknown) => filled(typeof item === 'object' && item !== null && 'value' in item ? (item as { value: unknown }).value : item));
}

/** The languages missing at least one of `fields` that the other language has. */
export function missingLanguages(translations: Partial<Record<Locale, Record<string, unknown> | undefined>> | undefined, fields: readonly string[]): Locale[] {
  return locales.filter((locale) => {
    const own = translations?.[locale] ?? {};
    const other = translations?.[locales.find((l) => l !== locale) as Locale] ?? {};
    return fields.some((field) => filled(other[field]) && !filled(own[field]));
  });
}
