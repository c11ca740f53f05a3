/**
 * Issue 20, what visitors see: restaurant and tour pages, their reviews pages and their JSON-LD show
 * only approved reviews, with averages and counts matching the approved rows; pending, confirmed and
 * rejected ones appear nowhere (pages, JSON-LD, API answers); a place with no reviews claims none.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { restaurants, reviews, tours } from '~/db/schema';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
let rid = 0;
let tid = 0;
let emptyRid = 0;
let emptyTid = 0;
const DAY = 86_400_000;
const hidden = ['zqhidden-pending', 'zqhidden-confirmed', 'zqhidden-rejected'];

beforeAll(async () => {
  const dataDir = copyFixture(inject('fixtureDir'));
  const db = openDatabase(path.join(dataDir, 'guide.db'));
  const rids = db.select({ id: restaurants.id }).from(restaurants).orderBy(restaurants.id).all();
  const tids = db.select({ id: tours.id }).from(tours).orderBy(tours.id).all();
  [rid, emptyRid] = [rids[0]!.id, rids[1]!.id];
  [tid, emptyTid] = [tids[0]!.id, tids[1]!.id];
  // Starting clean: the demo seed may hold reviews of its own.
  db.delete(reviews)
    .where(sql`1 = 1`)
    .run();
  const now = Date.now();
  const base = { country: 'Netherlands', visitMonth: '2026-10', locale: 'en', email: 'x@example.com' };
  // 12 approved reviews of the restaurant: ratings 5,4,5,4,... (average 4.5), the newest 14 days old.
  for (let i = 0; i < 12; i++) {
    db.insert(reviews)
      .values({
        ...base,
        placeKind: 'restaurant',
        placeId: rid,
        status: 'approved',
        rating: i % 2 === 0 ? 5 : 4,
        authorName: `Approved${i}`,
        comment: i === 0 ? 'Lekker gegeten, zie https://spam.example/x <script>alert(1)</script> aanrader' : `Approved review number ${i} with enough words.`,
        locale: i === 0 ? 'nl' : 'en',
        createdAt: new Date(now - (14 + i) * DAY),
        ...(i === 0 ? { replyText: 'Thank you for coming!', replyFrom: 'business', repliedAt: new Date(now - DAY) } : {}),
      })
      .run();
  }
  db.insert(reviews)
    .values({
      ...base,
      placeKind: 'tour',
      placeId: tid,
      status: 'approved',
      rating: 3,
      authorName: 'Tourist',
      comment: 'A fine day on the river, long and warm.',
      createdAt: new Date(now - 2 * DAY),
    })
    .run();
  for (const [kind, id] of [
    ['restaurant', rid],
    ['tour', tid],
    ['restaurant', emptyRid],
    ['tour', emptyTid],
  ] as const) {
    for (const status of ['pending', 'confirmed', 'rejected'] as const) {
      const tag = `zqhidden-${status}`;
      db.insert(reviews)
        .values({
          ...base,
          placeKind: kind,
          placeId: id,
          status,
          rating: 1,
          authorName: tag,
          comment: `${tag} comment text here`,
          createdAt: new Date(now - DAY),
        })
        .run();
    }
  }
  db.$client.close();
  server = await startServer(dataDir);
});
afterAll(() => server?.stop());

async function get(address: string): Promise<{ status: number; body: string; location: string | null }> {
  const res = await fetch(new URL(address, server.baseUrl), { redirect: 'manual' });
  return { status: res.status, body: await res.text(), location: res.headers.get('location') };
}

function jsonLdOf(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(m![1]!) as Record<string, unknown>;
}

const expectNothingHidden = (body: string, where: string) => {
  for (const h of hidden) expect(body, where).not.toContain(h);
};

describe('reviews on place pages', () => {
  it('shows the average, the count and the three most recent approved reviews in both languages', async () => {
    const en = await get(`/restaurant/${rid}`);
    expect(en.status).toBe(200);
    expect(en.body).toContain('4.5 · 12 reviews');
    expect(en.body).toContain('>Approved1<');
    expect(en.body).toContain('>Approved2<');
    expect(en.body).not.toContain('>Approved3<');
    expect(en.body).toContain('from Netherlands');
    expect(en.body).toContain('2 weeks ago');
    expect(en.body).toContain('Visited in October 2026');
    expect(en.body).toContain('Reply from the business');
    expect(en.body).toContain('Written in Dutch');
    expect(en.body).toContain(`href="/restaurant/${rid}/write-review"`);
    expect(en.body).toContain(`href="/restaurant/${rid}/reviews"`);
    expect(en.body).toContain('All reviews (12)');
    // Comments are text: a link is not a link and markup is escaped.
    expect(en.body).not.toContain('href="https://spam.example');
    expect(en.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const nl = await get(`/nl/restaurant/${rid}`);
    expect(nl.body).toContain('4,5 · 12 beoordelingen');
    expect(nl.body).toContain('2 weken geleden');
    expect(nl.body).toContain('Bezocht in oktober 2026');
    // The country as typed ('Netherlands'), named in the page's language.
    expect(nl.body).toContain('uit Nederland');
    expect(nl.body).not.toContain('uit Netherlands');
    expect(nl.body).toContain('Reactie van het bedrijf');
    expect(nl.body).toContain('Geschreven in het Engels');
    expect(nl.body).toContain(`href="/nl/restaurant/${rid}/write-review"`);
    expect(nl.body).toContain('Alle beoordelingen (12)');
    const tour = await get(`/tour/${tid}`);
    expect(tour.body).toContain('3.0 · 1 review');
    expect(tour.body).toContain('A fine day on the river');
    expect(tour.body).not.toContain('127 reviews');
    expect(tour.body).not.toContain('blockquote');
    for (const page of [en, nl, tour]) expectNothingHidden(page.body, 'page');
  });

  it('claims nothing for a place without approved reviews', async () => {
    for (const address of [`/restaurant/${emptyRid}`, `/tour/${emptyTid}`, `/nl/restaurant/${emptyRid}`, `/nl/tour/${emptyTid}`]) {
      const { body } = await get(address);
      expect(body).toMatch(/No reviews yet — be the first|Nog geen beoordelingen — schrijf de eerste/);
      expect(body).not.toContain('data-review-summary>');
      expect(body).not.toContain('data-all-reviews');
      expect(body).not.toContain('data-review=');
      const ld = jsonLdOf(body);
      expect(ld).not.toHaveProperty('aggregateRating');
      expect(ld).not.toHaveProperty('review');
      expectNothingHidden(body, address);
    }
  });

  it('puts only approved reviews in the JSON-LD', async () => {
    const ld = jsonLdOf((await get(`/restaurant/${rid}`)).body);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 });
    expect((ld.review as { author: { name: string } }[]).map((r) => r.author.name)).toEqual(['Approved0', 'Approved1', 'Approved2']);
    const tourLd = jsonLdOf((await get(`/tour/${tid}`)).body);
    expect(tourLd.aggregateRating).toMatchObject({ ratingValue: 3, reviewCount: 1 });
  });

  it('pages all approved reviews on the reviews page, newest first, and 404s an unknown place', async () => {
    const first = await get(`/restaurant/${rid}/reviews`);
    expect(first.status).toBe(200);
    expect(first.body.match(/data-review="/g)).toHaveLength(10);
    expect(first.body).toContain(`href="/restaurant/${rid}"`);
    expect(first.body).toContain(`href="/restaurant/${rid}/reviews?page=2"`);
    const second = await get(`/nl/restaurant/${rid}/reviews?page=2`);
    expect(second.body.match(/data-review="/g)).toHaveLength(2);
    expect(second.body).toContain('>Approved11<');
    expect(second.body).toContain(`<link rel="canonical" href="${server.baseUrl}/nl/restaurant/${rid}/reviews?page=2"`);
    const past = await get(`/restaurant/${rid}/reviews?page=7`);
    expect(past.status).toBe(302);
    expect(past.location).toBe(`/restaurant/${rid}/reviews?page=2`);
    const tour = await get(`/tour/${tid}/reviews`);
    expect(tour.body).toContain('>Tourist<');
    for (const page of [first, second, tour]) expectNothingHidden(page.body, 'reviews page');
    const empty = await get(`/tour/${emptyTid}/reviews`);
    expect(empty.status).toBe(200);
    expect(empty.body).toContain('No reviews yet — be the first');
    expect(empty.body).toContain('<meta name="robots" content="noindex"');
    for (const address of ['/restaurant/999999/reviews', '/nl/tour/999999/reviews', '/restaurant/abc/reviews']) expect((await get(address)).status).toBe(404);
  });

  it('keeps reviews that are not approved out of the public API', async () => {
    for (const address of [
      `/api/restaurants/${rid}`,
      `/api/tours/${tid}`,
      '/api/restaurants?limit=100',
      '/api/tours?limit=100',
      `/api/restaurants/${emptyRid}?lang=nl`,
    ]) {
      const { status, body } = await get(address);
      expect(status, address).toBe(200);
      expectNothingHidden(body, address);
    }
  });
});
