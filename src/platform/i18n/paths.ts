/** Language prefixes of site paths ('/tours' in English, '/nl/tours' in Dutch). */
import { defaultLocale, isLocale, type Locale } from './config';

/** The language of a URL path: 'nl' under /nl, otherwise English. */
export function getLangFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** The path without its language prefix ('/nl/tours' -> '/tours'). */
export function stripLangPrefix(pathname: string): string {
  const lang = getLangFromPath(pathname);
  if (lang === defaultLocale) return pathname || '/';
  const rest = pathname.slice(lang.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A site path in the given language ('/tours', 'nl' -> '/nl/tours'). */
export function localizePath(path: string, lang: Locale): string {
  const clean = stripLangPrefix(path);
  if (lang === defaultLocale) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}
