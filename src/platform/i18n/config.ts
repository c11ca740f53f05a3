/** The site's languages. Adding one here (with its dictionaries) is all a new language needs in the chrome. */
export const locales = ['en', 'nl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** True when a value is one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The other of the site's two languages (the language switch and the offer to change language). */
export function otherLocale(lang: Locale): Locale {
  return lang === 'en' ? 'nl' : 'en';
}

/** BCP 47 tags used for dates, numbers and `<html lang>`. */
export const localeTags: Record<Locale, string> = { en: 'en-US', nl: 'nl-SR' };
