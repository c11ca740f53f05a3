/**
 * The chrome strings of the site. Each area keeps its English and Dutch side by side in
 * `strings/*.ts`; this module merges them and hands out a typed translator.
 */
import { defaultLocale, locales, type Locale } from '~/platform/i18n/config';
import admin from '~/features/admin/strings';
import adminContent from '~/features/admin/content/strings';
import adminOrders from '~/features/listings/orders/strings';
import adminSecurity from '~/features/auth/strings';
import bank from '~/features/listings/checkout/bank-strings';
import checkout from '~/features/listings/checkout/strings';
import common from '~/ui/strings';
import contact from '~/features/contact/strings';
import editor from '~/features/listings/editor/strings';
import content from '~/ui/content-strings';
import events from '~/features/events/strings';
import home from '~/features/home/strings';
import news from '~/features/news/strings';
import newsletter from '~/features/newsletter/strings';
import offline from '~/ui/offline-strings';
import ops from '~/ui/ops-strings';
import renew from '~/features/listings/checkout/renew-strings';
import reviewWrite from '~/features/reviews/write-strings';
import restaurants from '~/features/restaurants/strings';
import reviewsAdmin from '~/features/reviews/admin/strings';
import reviews from '~/features/reviews/strings';
import saved from '~/features/saved/strings';
import search from '~/features/search/strings';
import tours from '~/features/tours/strings';

export { isLocale, otherLocale, type Locale } from '~/platform/i18n/config';

const areas = [
  common,
  content,
  home,
  restaurants,
  tours,
  events,
  news,
  newsletter,
  contact,
  checkout,
  bank,
  editor,
  renew,
  admin,
  adminContent,
  adminOrders,
  adminSecurity,
  ops,
  offline,
  saved,
  search,
  reviewWrite,
  reviewsAdmin,
  reviews,
] as const;

type Merge<T extends readonly { en: Record<string, string> }[]> = T extends readonly [
  infer H extends { en: Record<string, string> },
  ...infer R extends readonly { en: Record<string, string> }[],
]
  ? H['en'] & Merge<R>
  : unknown;

type Strings = Merge<typeof areas>;
export type StringKey = keyof Strings & string;

const dictionaries = Object.fromEntries(locales.map((lang) => [lang, Object.assign({}, ...areas.map((a) => a[lang]))])) as Record<
  Locale,
  Record<StringKey, string>
>;

/** Fills `{name}` placeholders. */
export function formatString(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
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

/** Strings by the short names a script or component uses: `{ submit: 'checkout.form.submit' }` -> `{ submit: 'Continue to payment' }`. */
export function pickNamedStrings<N extends string>(lang: Locale, keys: Record<N, StringKey>): Record<N, string> {
  const t = useTranslations(lang);
  return Object.fromEntries(Object.entries<StringKey>(keys).map(([name, key]) => [name, t(key)])) as Record<N, string>;
}

export { getLangFromPath, localizePath, stripLangPrefix } from '~/platform/i18n/paths';
