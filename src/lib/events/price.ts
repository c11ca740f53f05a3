/** Prices of tours and events, shown with a $ sign (spec section 9); an event at 0 is free. */
import { localeTags, type Locale } from '../../i18n/config';

/** An amount with a $ sign, whole numbers without decimals ('$25', '$12.50'; Dutch '$12,50'). */
export function formatDollars(amount: number, lang: Locale): string {
  const whole = Number.isInteger(amount);
  return `$${getDollarFormat(lang, whole).format(amount)}`;
}

// Formatters are kept: building one costs far more than using it, and a page formats many prices.
const dollarFormats = new Map<string, Intl.NumberFormat>();

function getDollarFormat(lang: Locale, whole: boolean): Intl.NumberFormat {
  const key = `${lang}:${whole}`;
  let format = dollarFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTags[lang], { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
    dollarFormats.set(key, format);
  }
  return format;
}

/** An event's price: the free label for 0 (or a missing/negative price), else the dollar amount. */
export function formatEventPrice(price: number | null | undefined, lang: Locale, freeLabel: string): string {
  if (price == null || !Number.isFinite(price) || price <= 0) return freeLabel;
  return formatDollars(price, lang);
}
