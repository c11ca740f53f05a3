import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { listEditorsPicks, listRestaurants, countRestaurants } from '~/features/restaurants/restaurants.server';
import { countTours, listTours } from '~/features/tours/tours.server';
import { getFeaturedEvent, listUpcomingEvents } from '~/features/events/events.server';
import { listFeaturedNews, listNews } from '~/features/news/news.server';
import { listTestimonials } from '~/features/testimonials/testimonials.server';
import { getSetting, HERO_IMAGE_KEY } from '~/features/admin/settings/settings.server';
import { hasContent, seedDemoContent } from '~/app/seed.server';
import { restaurantCategories } from '~/features/restaurants/filters';
import { tourCategories } from '~/features/tours/filters';
import { weekdays } from '~/platform/dates/weekdays';
import { getObjectId } from '~/features/media/variants';
import { copyFixture } from '../helpers/fixture';

let db: Db;
let dataDir: string;
beforeAll(() => {
  dataDir = copyFixture(inject('fixtureDir'));
  process.env.DATA_DIR = dataDir;
  db = openDatabase(path.join(dataDir, 'guide.db'));
});
afterAll(() => db.$client.close());

describe('demo content', () => {
  it('has at least 12 restaurants covering every filter at least twice', () => {
    expect(countRestaurants(db)).toBeGreaterThanOrEqual(12);
    for (const category of restaurantCategories.filter((c) => c !== 'all')) {
      expect(countRestaurants(db, category), category).toBeGreaterThanOrEqual(2);
    }
    const cuisines = listRestaurants(db, { lang: 'en', limit: 100 }).items.map((r) => r.cuisine.toLowerCase());
    expect(cuisines.some((c) => c.includes('chinese'))).toBe(true);
    expect(cuisines.some((c) => c.includes('italian'))).toBe(true);
  });

  it('gives every restaurant hours for all seven days, images and both languages', () => {
    const en = listRestaurants(db, { lang: 'en', limit: 100 }).items;
    const nl = listRestaurants(db, { lang: 'nl', limit: 100 }).items;
    for (const r of en) {
      expect(Object.keys(r.openingHours).sort()).toEqual([...weekdays].sort());
      expect(r.imageUrls.length).toBeGreaterThanOrEqual(1);
    }
    expect(nl.filter((r, i) => r.description !== en[i]!.description).length).toBe(en.length);
    expect(listEditorsPicks(db, 'en', 10).length).toBeGreaterThanOrEqual(2);
  });

  it('has at least 8 tours covering every filter, one with empty lists', () => {
    expect(countTours(db)).toBeGreaterThanOrEqual(8);
    for (const category of tourCategories.filter((c) => c !== 'all')) {
      expect(countTours(db, category), category).toBeGreaterThanOrEqual(1);
    }
    const tours = listTours(db, { lang: 'nl', limit: 100 }).items;
    const empty = tours.filter((t) => t.whatToBring.length + t.dailyItinerary.length + t.included.length === 0);
    expect(empty).toHaveLength(1);
    const full = tours.filter((t) => t.whatToBring.length && t.dailyItinerary.length && t.included.length);
    expect(full.length).toBe(tours.length - 1);
  });

  it('has at least 8 upcoming events with one featured', () => {
    const upcoming = listUpcomingEvents(db, 'en', 100);
    expect(upcoming.length).toBeGreaterThanOrEqual(8);
    expect(upcoming.filter((e) => e.isFeatured)).toHaveLength(1);
    expect(getFeaturedEvent(db, 'en')).not.toBeNull();
  });

  it('has at least 8 news articles with a featured one, and 6 testimonials', () => {
    expect(listNews(db, 'en', 100).length).toBeGreaterThanOrEqual(8);
    expect(listFeaturedNews(db, 'en', 10).length).toBeGreaterThanOrEqual(1);
    expect(listTestimonials(db, 'nl', 100).length).toBeGreaterThanOrEqual(6);
  });

  it('stores every image through the pipeline, none on an outside host', () => {
    const urls = [
      getSetting(db, HERO_IMAGE_KEY),
      ...listRestaurants(db, { lang: 'en', limit: 100 }).items.flatMap((r) => [r.imageUrl, ...r.imageUrls]),
      ...listTours(db, { lang: 'en', limit: 100 }).items.flatMap((t) => [t.imageUrl, ...t.imageUrls]),
      ...listUpcomingEvents(db, 'en', 100).map((e) => e.imageUrl),
      ...listNews(db, 'en', 100).map((n) => n.imageUrl),
    ];
    for (const url of urls) {
      const id = getObjectId(url);
      expect(id, String(url)).not.toBeNull();
      const files = fs.readdirSync(path.join(dataDir, 'uploads', id!));
      expect(files).toEqual(expect.arrayContaining(['w400.avif', 'w400.webp', 'w800.avif', 'w800.webp']));
    }
  });

  it('never loads into a database that has content', async () => {
    expect(hasContent(db)).toBe(true);
    const before = countRestaurants(db);
    expect(await seedDemoContent(db)).toBeNull();
    expect(countRestaurants(db)).toBe(before);
  });
});
