/**
 * The Orders tab's strings. The admin page hands its islands only the admin and admin-content
 * areas, so this tab brings its own small area and picks the admin's language from the context.
 */
import adminOrders from '~/features/listings/orders/strings';
import { useAdminStrings } from '~/features/admin';

export type OrdersStringKey = keyof (typeof adminOrders)['en'] & string;
export type OrdersTranslate = (key: OrdersStringKey, params?: Record<string, string | number>) => string;

/** The translator of the Orders tab in the admin's language, and that language. */
export function useOrdersStrings(): { t: OrdersTranslate; lang: 'en' | 'nl' } {
  const { lang } = useAdminStrings();
  const dict: Record<OrdersStringKey, string> = adminOrders[lang];
  const t: OrdersTranslate = (key, params) => {
    const template = dict[key] ?? adminOrders.en[key] ?? key;
    return params ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : template;
  };
  return { t, lang };
}

/** 'SRD 1,250' or '$33 USD' in the admin's number format. */
export function formatOrderAmount(amount: number, currency: string, lang: 'en' | 'nl'): string {
  const n = new Intl.NumberFormat(lang === 'nl' ? 'nl-SR' : 'en-US', { maximumFractionDigits: 0 }).format(amount);
  return currency === 'USD' ? `$${n} USD` : `${currency} ${n}`;
}

/** A date (and time when asked) in Paramaribo time. */
export function formatOrderDate(iso: string, lang: 'en' | 'nl', withTime = false): string {
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-SR' : 'en-US', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'America/Paramaribo',
  }).format(new Date(iso));
}
