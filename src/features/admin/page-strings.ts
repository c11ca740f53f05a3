/** The strings every admin island gets: the admin, admin-content, admin-orders and admin-security areas in the page's language. */
import { pickStrings, type Locale } from '~/i18n';
import admin from './strings';
import adminContent from './content/strings';
import { ordersStrings as adminOrders } from '~/features/listings';
import { authStrings as adminSecurity } from '~/features/auth';
import type { AdminStrings } from './lib/strings';

const KEYS = [
  ...Object.keys(admin.en),
  ...Object.keys(adminContent.en),
  ...Object.keys(adminOrders.en),
  ...Object.keys(adminSecurity.en),
] as (keyof AdminStrings)[];

/** The admin strings of one language, for an island prop. */
export function getAdminStrings(lang: Locale): AdminStrings {
  return pickStrings(lang, KEYS) as AdminStrings;
}

/** The strings of the login screen only (the admin and admin-security areas, not the dashboard's content and orders texts). */
export function getLoginStrings(lang: Locale): AdminStrings {
  // The island falls back to the key for anything missing; the login screen uses none of the other areas.
  return pickStrings(lang, [...Object.keys(admin.en), ...Object.keys(adminSecurity.en)] as (keyof AdminStrings)[]) as AdminStrings;
}
