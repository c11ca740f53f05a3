/**
 * Loads the bilingual demo content into an empty database. Pictures are drawn as SVG, rasterised
 * by sharp and stored through the same pipeline as uploads. Never touches a database with content.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { getStartOfDayInParamaribo } from '~/platform/dates/paramaribo-day';
import { eventInputSchema } from '~/features/events';
import { newsInputSchema } from '~/features/news';
import { restaurantInputSchema } from '~/features/restaurants';
import { testimonialInputSchema } from '~/features/testimonials';
import { tourInputSchema } from '~/features/tours';
import { storeImage } from '~/features/media/store-image.server';
import type { Db } from '~/db/client';
import { HERO_IMAGE_KEY, setSetting } from '~/features/admin/settings/settings.server';
import { events, newsArticles, restaurants, testimonials, tours } from '~/db/schema';
import { createEvent } from '~/features/events/event-writes.server';
import { createNews } from '~/features/news/news-writes.server';
import { createRestaurant } from '~/features/restaurants/restaurant-writes.server';
import { createTestimonial } from '~/features/testimonials/testimonial-writes.server';
import { createTour } from '~/features/tours/tour-writes.server';
import { seedEvents } from '~/db/seed/content/events';
import { getSeedEventDate } from '~/db/seed/event-dates';
import { weekdays } from '~/platform/dates/weekdays';
import { seedNews } from '~/db/seed/content/news';
import { seedRestaurants } from '~/db/seed/content/restaurants';
import { seedTestimonials } from '~/db/seed/content/testimonials';
import { seedTours } from '~/db/seed/content/tours';
import { renderIllustrationSvg } from '~/db/seed/illustrations';
import { illustrationAlts } from '~/db/seed/content/illustration-alts';
import { withImageAlts } from '~/features/content';
import type { IllustrationSpec } from '~/db/seed/types';
import { seedDemoReviews } from './seed-reviews.server';

/** True when any content table has a row. */
export function hasContent(db: Db): boolean {
  return [restaurants, tours, events, newsArticles, testimonials].some(
    (table) =>
      (db
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .get()?.n ?? 0) > 0,
  );
}

async function drawImage(db: Db, spec: IllustrationSpec, width = 1200, height = 800): Promise<string> {
  const png = await sharp(Buffer.from(renderIllustrationSvg(spec, width, height)))
    .png()
    .toBuffer();
  const stored = await storeImage(db, png);
  return `/objects/uploads/${stored.id}`;
}

/** Draws many images two at a time (the machine's cores), keeping their order. */
async function drawImages(db: Db, specs: IllustrationSpec[]): Promise<string[]> {
  const out: string[] = new Array(specs.length);
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const i = next++;
      out[i] = await drawImage(db, specs[i]!);
    }
  };
  await Promise.all([worker(), worker()]);
  return out;
}

export interface SeedSummary {
  restaurants: number;
  tours: number;
  events: number;
  news: number;
  testimonials: number;
  /** Demo visitor reviews (approved, is_demo). */
  reviews: number;
  images: number;
}

/** Loads the demo content when the database is empty; returns null when it already had content. */
export async function seedDemoContent(db: Db, now: Date = new Date(), log: (line: string) => void = () => {}): Promise<SeedSummary | null> {
  if (hasContent(db)) return null;
  let images = 0;

  log('Drawing the hero image...');
  const hero = await drawImage(db, { scene: 'river', palette: ['#0f766e', '#f59e0b', '#1e3a8a'], seed: 7 }, 1600, 900);
  images++;

  log('Loading restaurants...');
  const restaurantIds: number[] = [];
  const tourIds: number[] = [];
  for (const r of seedRestaurants) {
    const urls = await drawImages(db, r.illustrations);
    images += urls.length;
    const { illustrations: _unused, en, nl, ...fields } = r;
    restaurantIds.push(
      createRestaurant(
        db,
        restaurantInputSchema.parse({
          ...fields,
          imageUrl: urls[0],
          imageUrls: urls,
          translations: withImageAlts({ en, nl }, illustrationAlts(r.illustrations)),
        }),
      ),
    );
  }

  log('Loading tours...');
  for (const t of seedTours) {
    const urls = await drawImages(db, t.illustrations);
    images += urls.length;
    const { illustrations: _unused, en, nl, ...fields } = t;
    tourIds.push(
      createTour(
        db,
        tourInputSchema.parse({ ...fields, imageUrl: urls[0], imageUrls: urls, translations: withImageAlts({ en, nl }, illustrationAlts(t.illustrations)) }),
      ),
    );
  }

  log('Loading events and news...');
  const eventImages = await drawImages(
    db,
    seedEvents.map((e) => e.illustration),
  );
  const newsImages = await drawImages(
    db,
    seedNews.map((n) => n.illustration),
  );
  images += eventImages.length + newsImages.length;
  seedEvents.forEach((e, i) => {
    createEvent(
      db,
      eventInputSchema.parse({
        date: getSeedEventDate(e, now),
        price: e.price,
        imageUrl: eventImages[i],
        isFeatured: e.isFeatured,
        ticketUrl: e.ticketUrl,
        ...(e.weekly ? { repeat: 'weekly', weekday: e.weekday ? weekdays.indexOf(e.weekday) : null, endTime: e.weekly.endTime } : {}),
        translations: withImageAlts({ en: e.en, nl: e.nl }, illustrationAlts([e.illustration])),
      }),
    );
  });
  const today = getStartOfDayInParamaribo(now).getTime();
  seedNews.forEach((n, i) => {
    createNews(
      db,
      newsInputSchema.parse({
        imageUrl: newsImages[i],
        isFeatured: n.isFeatured,
        publishedAt: n.daysAgo === null ? null : new Date(today - n.daysAgo * 86_400_000 + 13 * 3_600_000),
        translations: withImageAlts({ en: n.en, nl: n.nl }, illustrationAlts([n.illustration])),
      }),
    );
  });
  for (const t of seedTestimonials) {
    createTestimonial(db, testimonialInputSchema.parse({ rating: t.rating, translations: { en: t.en, nl: t.nl } }));
  }
  setSetting(db, HERO_IMAGE_KEY, hero, 'Homepage hero background image');
  log('Loading visitor reviews...');
  const reviewCount = seedDemoReviews(db, { restaurant: restaurantIds, tour: tourIds }, now);

  return {
    restaurants: seedRestaurants.length,
    tours: seedTours.length,
    events: seedEvents.length,
    news: seedNews.length,
    testimonials: seedTestimonials.length,
    reviews: reviewCount,
    images,
  };
}
