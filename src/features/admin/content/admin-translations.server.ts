/** Shared shape of the admin reads: every language's texts side by side and which ones are incomplete. */
import { locales, type Locale } from '~/platform/i18n/config';
import type { AdminRow } from './admin-types';
import { getMissingFields } from '~/platform/content/translation';

type Texts = Record<string, string | string[]>;

/** Groups translation rows by entity id and locale. */
export function groupByEntity<R extends { locale: string }>(rows: R[], idOf: (row: R) => number): Map<number, Map<string, R>> {
  const out = new Map<number, Map<string, R>>();
  for (const row of rows) {
    const id = idOf(row);
    let perLocale = out.get(id);
    if (!perLocale) out.set(id, (perLocale = new Map()));
    perLocale.set(row.locale, row);
  }
  return out;
}

/** Builds the admin row from the neutral fields and the translation rows, with empty texts for a missing language. */
export function toAdminRow<N, R extends { locale: string }, T extends object>(
  neutral: N,
  rows: Map<string, R> | undefined,
  pick: (row: R | null) => T,
): AdminRow<N, T> {
  const translations = Object.fromEntries(locales.map((l) => [l, pick(rows?.get(l) ?? null)])) as Record<Locale, T>;
  const missingFields: Partial<Record<Locale, string[]>> = {};
  // Either language may be the written one: a language misses the texts the other has (an English-only item misses Dutch, a Dutch-only one English).
  for (const locale of locales) {
    const other = locales.find((l) => l !== locale) as Locale;
    const missing = getMissingFields(translations[other] as Texts, translations[locale] as Texts).map(String);
    if (missing.length > 0) missingFields[locale] = missing;
  }
  return { ...neutral, translations, missingTranslations: Object.keys(missingFields) as Locale[], missingFields };
}

/** Options of an admin list: newest first, in pages. */
export interface AdminListOptions {
  limit: number;
  /** Return items with an id lower than this (keyset pagination, newest first). */
  cursor?: number | null;
}

/** A page of admin rows and the cursor of the next one. */
export interface AdminPage<T> {
  items: T[];
  nextCursor: number | null;
}

/** Cuts the extra row a page query fetched into the next cursor. */
export function toPage<T extends { id: number }>(rows: T[], limit: number): AdminPage<T> {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? (items[items.length - 1]?.id ?? null) : null };
}
