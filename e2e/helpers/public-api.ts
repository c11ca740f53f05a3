/** The public read API as the browser tests read it, typed with the app's own content types. */
import { expect, type Page } from '@playwright/test';
import type { Restaurant } from '~/features/restaurants/restaurant';
import type { Tour } from '~/features/tours/tour';

export type { GuideEvent } from '~/features/events/event';
export type { NewsArticle } from '~/features/news/news-article';
export type { Restaurant } from '~/features/restaurants/restaurant';
export type { Tour } from '~/features/tours/tour';

/** GETs a public API path through the page's request context and expects a 2xx answer. */
export async function fetchJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** Every restaurant (the demo content holds far fewer than 100) in one language. */
export const fetchRestaurants = (page: Page, lang: 'en' | 'nl' = 'en') => fetchJson<Restaurant[]>(page, `/api/restaurants?lang=${lang}&limit=100`);

/** Every tour in one language. */
export const fetchTours = (page: Page, lang: 'en' | 'nl' = 'en') => fetchJson<Tour[]>(page, `/api/tours?lang=${lang}&limit=100`);
