/**
 * Data of the tours list page, loaded by its page file (a redirect can only be set before any HTML
 * streams): the shared list loader with the tours' counts and list query.
 */
import type { Locale } from '~/i18n';
import type { Db } from '~/db/client';
import { imageList, imagesWithAlts, type ImageWithAlt } from '~/features/content';
import { countTours, listTours } from './tours.server';
import type { Tour } from './tour';
import { isTourCategory, tourCategories, type TourCategory } from './filters';
import { PAGE_SIZE as TOURS_PAGE_SIZE } from '~/ui/pagination';
import { loadListPage, type ListKind, type ListPageData, type ListPageResult } from '~/ui/list-page';

export type ToursPageData = ListPageData<TourCategory, Tour>;

function tourList(db: Db, lang: Locale): ListKind<TourCategory, Tour> {
  return {
    categories: tourCategories,
    isCategory: isTourCategory,
    pageSize: TOURS_PAGE_SIZE,
    count: (category) => countTours(db, category),
    list: (query) => listTours(db, { lang, ...query }).items,
  };
}

/** The list page's data for `?category=&page=`, where to send another address, or no page (404). */
export function loadToursPage(db: Db, url: URL, lang: Locale, path: string): ListPageResult<TourCategory, Tour> {
  return loadListPage(tourList(db, lang), url, path);
}

/**
 * The tour's photos for its page (the carousel), cover first, each with its alt text: the page language's, else
 * the English one, else `fallback`'s words for photo `n` of `total` (today's 'Colakreek, photo 2 of 3').
 */
export function tourImages(tour: Tour, fallback: (n: number, total: number) => string): ImageWithAlt[] {
  return imagesWithAlts(imageList(tour.imageUrl, tour.imageUrls), tour.imageAlts, (i, total) => fallback(i + 1, total));
}
