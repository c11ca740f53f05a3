/** The shapes the admin API returns: neutral fields plus the texts in every language. Runs anywhere. */
import type { Locale } from '~/platform/i18n/config';

/** A content row as the admin sees it. */
export type AdminRow<N, T> = N & {
  translations: Record<Locale, T>;
  /** Languages (other than English) where a text English has is still empty. */
  missingTranslations: Locale[];
  /** The empty fields per incomplete language, for the marker's tooltip. */
  missingFields: Partial<Record<Locale, string[]>>;
  /** The last moment of the live paid listing that makes the entry a partner (ISO), null or absent otherwise (news). */
  partnerUntil?: string | null;
};

/** The dashboard's counts (spec: Admin stats) plus the listing orders waiting for the admin. */
export interface AdminStats {
  restaurants: number;
  tours: number;
  events: number;
  news: number;
  /** Listing orders waiting for the admin (bank transfers to verify, paid orders). */
  openOrders: number;
  /** Paid listings waiting for review: new submissions and edits of live ones (issue 17). */
  listingsAwaitingReview: number;
  /** Live listings ending within 14 days. */
  listingsEndingSoon: number;
}
