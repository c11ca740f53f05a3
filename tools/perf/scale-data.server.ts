/**
 * A catalogue of any size for benchmarks: restaurants and proportionate tours, events and news,
 * both languages, inserted with plain SQL in large transactions (a 50,000-restaurant catalogue
 * takes seconds, where the write layer would take minutes). Every row shows the same stored image.
 */
import type Database from 'better-sqlite3';
import { getRestaurantCategories } from '~/features/restaurants/filters';
import { weeklyIntervals } from '~/platform/dates/opening-hours';
import { getTourCategories } from '~/features/tours/filters';

/** Tours, events and news per restaurant, close to the demo content's mix (13 : 11 : 11 : 9). */
const SCALE_RATIOS = { tours: 0.8, events: 0.8, news: 0.7 } as const;

export interface ScaleCounts {
  restaurants: number;
  tours: number;
  events: number;
  news: number;
}

const CUISINES = ['Surinamese Creole', 'Fine Dining', 'Street Food', 'Chinese', 'Italian', 'Javanese', 'International', 'Hindustani'];
const PRICES = ['$', '$$', '$$$', '$$$$'];
const TOUR_CATEGORIES = ['Adventure', 'Cultural Heritage', 'Nature & Wildlife', 'River Cruise', 'Hiking'];
const EVENT_CATEGORIES = ['Club Night', 'Live Music', 'Cultural'];
const NEWS_CATEGORIES = ['Culture', 'Travel', 'Food'];
const HOURS = JSON.stringify(Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, '11:00-22:00'])));
const BATCH = 5_000;
const DAY = 86_400_000;

/** How many of each kind a catalogue of `restaurants` restaurants holds. */
function getScaleCounts(restaurants: number): ScaleCounts {
  const of = (ratio: number) => Math.max(1, Math.round(restaurants * ratio));
  return { restaurants, tours: of(SCALE_RATIOS.tours), events: of(SCALE_RATIOS.events), news: of(SCALE_RATIOS.news) };
}

/** Runs `insertOne(i)` for i in [0, count) in transactions of BATCH rows. */
function insertInBatches(client: Database.Database, count: number, insertOne: (i: number) => void): void {
  const batch = client.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) insertOne(i);
  });
  for (let from = 0; from < count; from += BATCH) batch(from, Math.min(count, from + BATCH));
}

// Words of the demo content, spread over the rows (each in about one row of eight, one of seven), so searches find realistic numbers.
const DISHES = ['roti', 'pom', 'saoto', 'bami', 'pindasoep', 'bakabana', 'moksi alesi', 'heri heri'];
const PLACES = ['Commewijne', 'Nickerie', 'Marowijne', 'Brokopondo', 'Wanica', 'Coronie', 'Saramacca'];
const NL_WORDS = ['pittige', 'rondvaart', 'plantage', 'oerwoud', 'dorp', 'markt', 'rivier'];

function writeDescription(kind: string, i: number, lang: 'en' | 'nl'): string {
  const dish = DISHES[i % DISHES.length];
  const place = PLACES[i % PLACES.length];
  return lang === 'en'
    ? `A ${kind} in Paramaribo, number ${i + 1} of the benchmark catalogue, known for ${dish} and trips to ${place}, with enough words to fill a card.`
    : `Een ${kind} in Paramaribo, nummer ${i + 1} van de benchmarkcatalogus, bekend om ${dish}, ${NL_WORDS[i % NL_WORDS.length]} en ${place}, met genoeg woorden.`;
}

function insertRestaurants(client: Database.Database, count: number, imageUrl: string): void {
  const row = client.prepare('INSERT INTO restaurants (price_range, image_url, image_urls, phone, opening_hours, is_editors_pick) VALUES (?, ?, ?, ?, ?, ?)');
  const text = client.prepare('INSERT INTO restaurant_translations (restaurant_id, locale, name, description, cuisine, location) VALUES (?, ?, ?, ?, ?, ?)');
  const category = client.prepare('INSERT INTO restaurant_categories (category, restaurant_id) VALUES (?, ?)');
  // The open-now table, as restaurant writes keep it (restaurant-open-now.server.ts).
  const openTime = client.prepare('INSERT INTO restaurant_open_times (restaurant_id, start_minute, end_minute) VALUES (?, ?, ?)');
  const intervals = weeklyIntervals(JSON.parse(HOURS) as Record<string, string>);
  const images = JSON.stringify([imageUrl, imageUrl]);
  insertInBatches(client, count, (i) => {
    const priceRange = PRICES[i % PRICES.length];
    const cuisine = CUISINES[i % CUISINES.length];
    const id = Number(row.run(priceRange, imageUrl, images, '+597 400 000', HOURS, i % 25 === 0 ? 1 : 0).lastInsertRowid);
    text.run(id, 'en', `Restaurant ${i + 1}`, writeDescription('restaurant', i, 'en'), cuisine, 'Paramaribo');
    text.run(id, 'nl', `Restaurant ${i + 1}`, writeDescription('restaurant', i, 'nl'), cuisine, 'Paramaribo');
    for (const c of getRestaurantCategories({ cuisine, priceRange })) category.run(c, id);
    for (const { start, end } of intervals) openTime.run(id, start, end);
  });
}

function insertTours(client: Database.Database, count: number, imageUrl: string): void {
  const row = client.prepare('INSERT INTO tours (price, max_people, image_url, image_urls) VALUES (?, ?, ?, ?)');
  const text = client.prepare(
    'INSERT INTO tour_translations (tour_id, locale, name, description, category, duration, location, operator, what_to_bring, daily_itinerary, included) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const category = client.prepare('INSERT INTO tour_categories (category, tour_id) VALUES (?, ?)');
  const images = JSON.stringify([imageUrl, imageUrl]);
  const list = JSON.stringify(['Water', 'Hat', 'Camera']);
  insertInBatches(client, count, (i) => {
    const cat = TOUR_CATEGORIES[i % TOUR_CATEGORIES.length];
    const id = Number(row.run(50 + (i % 300), 2 + (i % 14), imageUrl, images).lastInsertRowid);
    for (const lang of ['en', 'nl'] as const) {
      text.run(id, lang, `Tour ${i + 1}`, writeDescription('tour', i, lang), cat, '1 day', 'Brokopondo', 'Guide Tours', list, list, list);
    }
    for (const c of getTourCategories({ category: cat })) category.run(c, id);
  });
}

function insertEvents(client: Database.Database, count: number, imageUrl: string, now: number): void {
  const row = client.prepare('INSERT INTO events (date, price, image_url, is_featured) VALUES (?, ?, ?, ?)');
  const text = client.prepare('INSERT INTO event_translations (event_id, locale, name, description, category, time, location) VALUES (?, ?, ?, ?, ?, ?, ?)');
  insertInBatches(client, count, (i) => {
    // Spread over a year, a tenth of them in the past, so "upcoming" has to skip old ones.
    const date = now + Math.round(((i % 400) - 40) * DAY);
    const id = Number(row.run(date, 20 + (i % 5) * 5, imageUrl, i % 50 === 0 ? 1 : 0).lastInsertRowid);
    const cat = EVENT_CATEGORIES[i % EVENT_CATEGORIES.length];
    text.run(id, 'en', `Event ${i + 1}`, writeDescription('night out', i, 'en'), cat, '9:00 PM', 'Paramaribo');
    text.run(id, 'nl', `Evenement ${i + 1}`, writeDescription('avond uit', i, 'nl'), cat, '21:00 uur', 'Paramaribo');
  });
}

function insertNews(client: Database.Database, count: number, imageUrl: string, now: number): void {
  const row = client.prepare('INSERT INTO news_articles (image_url, published_at, is_featured) VALUES (?, ?, ?)');
  const text = client.prepare('INSERT INTO news_translations (news_id, locale, title, content, category, excerpt) VALUES (?, ?, ?, ?, ?, ?)');
  insertInBatches(client, count, (i) => {
    const id = Number(row.run(imageUrl, now - i * 3_600_000, i % 40 === 0 ? 1 : 0).lastInsertRowid);
    const cat = NEWS_CATEGORIES[i % NEWS_CATEGORIES.length];
    text.run(id, 'en', `News ${i + 1}`, writeDescription('story', i, 'en'), cat, writeDescription('story', i, 'en'));
    text.run(id, 'nl', `Nieuws ${i + 1}`, writeDescription('verhaal', i, 'nl'), cat, writeDescription('verhaal', i, 'nl'));
  });
}

/** Fills an empty, migrated database with a catalogue of `restaurants` restaurants; returns what it wrote. */
export function fillScaleDatabase(client: Database.Database, restaurants: number, imageUrl: string, now = Date.now()): ScaleCounts {
  const counts = getScaleCounts(restaurants);
  insertRestaurants(client, counts.restaurants, imageUrl);
  insertTours(client, counts.tours, imageUrl);
  insertEvents(client, counts.events, imageUrl, now);
  insertNews(client, counts.news, imageUrl, now);
  client.prepare('INSERT INTO testimonials (rating) VALUES (5), (4), (5)').run();
  for (const [id, name] of [
    [1, 'Ana'],
    [2, 'Jan'],
    [3, 'Priya'],
  ] as const) {
    for (const lang of ['en', 'nl']) {
      client
        .prepare('INSERT INTO testimonial_translations (testimonial_id, locale, name, country, review) VALUES (?, ?, ?, ?, ?)')
        .run(id, lang, name, 'Suriname', 'A lovely trip.');
    }
  }
  return counts;
}
