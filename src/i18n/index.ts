/**
 * The chrome strings of the site. Each area keeps its English and Dutch side by side in
 * `strings/*.ts`; this module merges them and hands out a typed translator.
 */
import { defaultLocale, isLocale, locales, type Locale } from './config';
import admin from './strings/admin';
import adminContent from './strings/admin-content';
import adminOrders from './strings/admin-orders';
import adminSecurity from './strings/admin-security';
import bank from './strings/bank';
import checkout from './strings/checkout';
import common from './strings/common';
import contact from './strings/contact';
import content from './strings/content';
import events from './strings/events';
import home from './strings/home';
import news from './strings/news';
import ops from './strings/ops';
import restaurants from './strings/restaurants';
import tours from './strings/tours';

export { defaultLocale, isLocale, locales, type Locale } from './config';

const areas = [common, content, home, restaurants, tours, events, news, contact, checkout, bank, admin, adminContent, adminOrders, adminSecurity, ops] as const;

type Merge<T extends readonly { en: Record<string, string> }[]> = T extends readonly [
  infer H extends { en: Record<string, string> },
  ...infer R extends readonly { en: Record<string, string> }[],
]
  ? H['en'] & Merge<R>
  : unknown;

export type Strings = Merge<typeof areas>;
export type StringKey = keyof Strings & string;

const dictionaries = Object.fromEntries(
  locales.map((lang) => [lang, Object.assign({}, ...areas.map((a) => a[lang]))]),
) as Record<Locale, Record<StringKey, string>>;

/** Fills `{name}` placeholders. */
export function formatString(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export type Translate = (key: StringKey, params?: Record<string, string | number>) => string;

/** A translator for one language, falling back to English for a key the language lacks at run time. */
export function useTranslations(lang: Locale): Translate {
  const dict = dictionaries[lang];
  const fallback = dictionaries[defaultLocale];
  return (key, params) => formatString(dict[key] ?? fallback[key] ?? key, params);
}

/** The subset of strings an island needs, passed to it as a prop. */
export function pickStrings<K extends StringKey>(lang: Locale, keys: readonly K[]): Record<K, string> {
  const t = useTranslations(lang);
  return Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<K, string>;
}

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
