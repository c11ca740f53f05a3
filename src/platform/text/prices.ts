/**
 * Prices of tours and events, shown with a $ sign (spec section 9) and the currency they are in:
 * in Suriname '$' alone may as well be Surinamese dollars (SRD). An event at 0 is free.
 */
import { localeTags, type Locale } from '~/platform/i18n/config';

/** An amount in US dollars, whole numbers without decimals ('$25 USD', '$12.50 USD'; Dutch '$12,50 USD'), as the plan prices are written. */
export function formatDollars(amount: number, lang: Locale): string {
  const whole = Number.isInteger(amount);
  return `$${getDollarFormat(lang, whole).format(amount)} USD`;
}

/** A tour's price in the currency its business chose: '$25 USD', or 'SRD 1,250' / Dutch 'SRD 1.250' as the plans write SRD. */
export function formatPrice(amount: number, currency: string, lang: Locale): string {
  if (currency !== 'SRD') return formatDollars(amount, lang);
  return `SRD ${getDollarFormat(lang, Number.isInteger(amount)).format(amount)}`;
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
