/** The strings every admin island gets: the admin, admin-content and admin-orders areas in the page's language. */
import { pickStrings, type Locale } from '../../i18n';
import admin from '../../i18n/strings/admin';
import adminContent from '../../i18n/strings/admin-content';
import adminOrders from '../../i18n/strings/admin-orders';
import type { AdminStrings } from '../../islands/admin/lib/strings';

const KEYS = [...Object.keys(admin.en), ...Object.keys(adminContent.en), ...Object.keys(adminOrders.en)] as (keyof AdminStrings)[];

/** The admin strings of one language, for an island prop. */
export function getAdminStrings(lang: Locale): AdminStrings {
  return pickStrings(lang, KEYS) as AdminStrings;
}

/** The strings of the login screen only (the admin area, not the dashboard's content and orders texts). */
export function getLoginStrings(lang: Locale): AdminStrings {
  // The island falls back to the key for anything missing; the login screen uses none of the other areas.
  return pickStrings(lang, Object.keys(admin.en) as (keyof typeof admin.en)[]) as AdminStrings;
}
