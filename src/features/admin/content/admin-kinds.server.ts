/** The four content kinds the admin manages, each with its schema, reads, writes and cache tag. */
import type { z } from 'zod';
import type { Db } from '~/db/client';
import type { ItemRowsPart } from '~/db/item-rows';
import { getAdminEvent, listAdminEvents } from '~/features/events/index.server';
import { getAdminNews, listAdminNews } from '~/features/news/index.server';
import { getAdminRestaurant, listAdminRestaurants } from '~/features/restaurants/index.server';
import { getAdminTour, listAdminTours } from '~/features/tours/index.server';
import type { AdminListOptions, AdminPage } from './admin-translations.server';
import { createEvent, deleteEvent, EVENT_ROWS, updateEvent } from '~/features/events/index.server';
import { createNews, deleteNews, NEWS_ROWS, updateNews } from '~/features/news/index.server';
import { createRestaurant, deleteRestaurant, RESTAURANT_ROWS, updateRestaurant } from '~/features/restaurants/index.server';
import { createTour, deleteTour, TOUR_ROWS, updateTour } from '~/features/tours/index.server';
import type { ContentTag } from '~/platform/cache/invalidate.server';
import { eventInputSchema } from '~/features/events';
import { newsInputSchema } from '~/features/news';
import { restaurantInputSchema } from '~/features/restaurants';
import { tourInputSchema } from '~/features/tours';

/** What the generic admin endpoints need to know about one content kind. */
export interface ContentKind<S extends z.ZodType = z.ZodType> {
  schema: S;
  tag: ContentTag;
  notFound: string;
  list: (db: Db, opts: AdminListOptions) => AdminPage<{ id: number }>;
  get: (db: Db, id: number) => { id: number } | null;
  create: (db: Db, input: z.output<S>) => number;
  update: (db: Db, id: number, input: z.output<S>) => boolean;
  remove: (db: Db, id: number) => boolean;
  /** Every row of one item (its own first), copied on delete for the undo. */
  rows: readonly ItemRowsPart[];
}

const define = <S extends z.ZodType>(kind: ContentKind<S>): ContentKind<S> => kind;

export const contentKinds = {
  restaurants: define({
    schema: restaurantInputSchema,
    tag: 'restaurants',
    notFound: 'Restaurant not found',
    list: listAdminRestaurants,
    get: getAdminRestaurant,
    create: createRestaurant,
    update: updateRestaurant,
    remove: deleteRestaurant,
    rows: RESTAURANT_ROWS,
  }),
  tours: define({
    schema: tourInputSchema,
    tag: 'tours',
    notFound: 'Tour not found',
    list: listAdminTours,
    get: getAdminTour,
    create: createTour,
    update: updateTour,
    remove: deleteTour,
    rows: TOUR_ROWS,
  }),
  events: define({
    schema: eventInputSchema,
    tag: 'events',
    notFound: 'Event not found',
    list: listAdminEvents,
    get: getAdminEvent,
    create: createEvent,
    update: updateEvent,
    remove: deleteEvent,
    rows: EVENT_ROWS,
  }),
  news: define({
    schema: newsInputSchema,
    tag: 'news',
    notFound: 'News article not found',
    list: listAdminNews,
    get: getAdminNews,
    create: createNews,
    update: updateNews,
    remove: deleteNews,
    rows: NEWS_ROWS,
  }),
} as const;

export type ContentKindName = keyof typeof contentKinds;
