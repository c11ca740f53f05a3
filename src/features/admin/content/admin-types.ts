/** The shapes the admin API returns: neutral fields plus the texts in every language. Runs anywhere. */
import type { Locale } from '~/platform/i18n/config';

/** A content row as the admin sees it. */
export type AdminRow<N, T> = N & {
  translations: Record<Locale, T>;
  /** Languages (other than English) where a text English has is still empty. */
  missingTranslations: Locale[];
  /** The empty fields per incomplete language, for the marker's tooltip. */
  missingFields: Partial<Record<Locale, string[]>>;
};

export interface RestaurantTexts {
  name: string;
  description: string;
  cuisine: string;
  location: string;
}
export type AdminRestaurant = AdminRow<
  {
    id: number;
    priceRange: string;
    rating: number;
    imageUrl: string;
    imageUrls: string[];
    phone: string | null;
    openingHours: Record<string, string>;
    isEditorsPick: boolean;
    createdAt: string;
  },
  RestaurantTexts
>;

export interface EventTexts {
  name: string;
  description: string;
  category: string;
  time: string;
  location: string;
}
export type AdminEvent = AdminRow<{ id: number; date: string; price: number; imageUrl: string | null; isFeatured: boolean; createdAt: string }, EventTexts>;

export interface NewsTexts {
  title: string;
  content: string;
  category: string;
  excerpt: string;
}
export type AdminNews = AdminRow<{ id: number; imageUrl: string; publishedAt: string | null; isFeatured: boolean; createdAt: string }, NewsTexts>;

/** The dashboard's counts (spec: Admin stats) plus the listing orders waiting for the admin. */
export interface AdminStats {
  restaurants: number;
  tours: number;
  events: number;
  news: number;
  openOrders: number;
}
