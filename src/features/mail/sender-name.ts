/**
 * The sender name in the reader's language: a Dutch email comes from "Suriname Gids", an English one
 * from "Suriname Guide", when MAIL_FROM carries the site's own name (or none). A name an operator
 * chose for MAIL_FROM is kept as it is in every language.
 */
import { useTranslations, type Locale } from '~/i18n';

const SENDER = /^\s*(?:"?([^"<]*?)"?\s*)?<([^<>\s]+)>\s*$/;

/** MAIL_FROM with the site's name in `lang` when it names the site (or nothing). */
export function localizeSender(from: string, lang: Locale): string {
  const match = SENDER.exec(from);
  const address = match ? match[2] : from.trim();
  const name = match?.[1]?.trim() ?? '';
  const siteNames = new Set([useTranslations('en')('site.name'), useTranslations('nl')('site.name')]);
  if (name && !siteNames.has(name)) return from;
  return `${useTranslations(lang)('site.name')} <${address}>`;
}
