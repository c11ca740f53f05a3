/**
 * Issue 17, "Done when": no public query returns pending content. Listings of each kind waiting for
 * review, sent back for changes or waiting for content carry unique marker strings in their drafts
 * (every text in both languages, image addresses, phone, review note), and so does a live partner
 * listing's edit waiting for review; every public page (both languages, home, lists with each filter
 * and page, every detail page), every public API read, the sitemaps, robots.txt and the search
 * redirect are fetched (twice, so cached answers are read too) and none may contain a marker. Reviews
 * waiting for confirmation, in the admin's queue or rejected (issue 20) carry markers too. The
 * page and API routes are read from src/pages, so a route added later is walked or fails the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { events, listings, newsArticles, restaurants, restaurantTranslations, reviews, tours } from '~/db/schema';
import { restaurantCategories } from '~/features/restaurants/filters';
import { tourCategories } from '~/features/tours/filters';
import { copyFixture } from '../helpers/fixture';
import { listPageRoutes } from '../helpers/page-routes';
import { startServer, type RunningServer } from '../helpers/server';

const markers: string[] = [];
/** A marker unique to one field of one draft, remembered for the final check. */
const mark = (what: string) => {
  const m = `zqpend${markers.length}x${what}`;
  markers.push(m);
  return m;
};

function restaurantDraft(tag: string) {
  const texts = (lang: string) => ({
    name: mark(`${tag}-name-${lang}`),
    description: `Roti and more ${mark(`${tag}-desc-${lang}`)}`,
    cuisine: `Surinamese ${mark(`${tag}-cuisine-${lang}`)}`,
    location: mark(`${tag}-loc-${lang}`),
  });
  return {
    priceRange: '$',
    imageUrl: `https://img.example/${mark(`${tag}-img`)}.jpg`,
    imageUrls: [],
    phone: mark(`${tag}-phone`),
    openingHours: { monday: mark(`${tag}-hours`) },
    translations: { en: texts('en'), nl: texts('nl') },
  };
}

function tourDraft(tag: string) {
  const texts = (lang: string) => ({
    name: mark(`${tag}-name-${lang}`),
    description: mark(`${tag}-desc-${lang}`),
    category: `Nature ${mark(`${tag}-cat-${lang}`)}`,
    duration: mark(`${tag}-dur-${lang}`),
    location: mark(`${tag}-loc-${lang}`),
    operator: mark(`${tag}-op-${lang}`),
    meetingPoint: mark(`${tag}-meet-${lang}`),
    whatToBring: [mark(`${tag}-bring-${lang}`)],
    dailyItinerary: [mark(`${tag}-day-${lang}`)],
    included: [mark(`${tag}-incl-${lang}`)],
  });
  return {
    price: 50,
    maxPeople: 8,
    imageUrl: `https://img.example/${mark(`${tag}-img`)}.jpg`,
    imageUrls: [],
    translations: { en: texts('en'), nl: texts('nl') },
  };
}

function eventDraft(tag: string, date: Date) {
  const texts = (lang: string) => ({
    name: mark(`${tag}-name-${lang}`),
    description: mark(`${tag}-desc-${lang}`),
    category: `Music ${mark(`${tag}-cat-${lang}`)}`,
    time: mark(`${tag}-time-${lang}`),
    location: mark(`${tag}-loc-${lang}`),
  });
  return { date: date.toISOString(), price: 0, imageUrl: `https://img.example/${mark(`${tag}-img`)}.jpg`, translations: { en: texts('en'), nl: texts('nl') } };
}

let server: RunningServer;
let restaurantIds: number[] = [];
let tourIds: number[] = [];
let newsIds: number[] = [];
let liveRestaurant = { id: 0, name: '' };

beforeAll(async () => {
  const dataDir = copyFixture(inject('fixtureDir'));
  const db = openDatabase(path.join(dataDir, 'guide.db'));
  const now = new Date();
  const soon = new Date(now.getTime() + 2 * 86_400_000);
  const end = new Date(now.getTime() + 60 * 86_400_000);
  restaurantIds = db
    .select({ id: restaurants.id })
    .from(restaurants)
    .all()
    .map((r) => r.id);
  tourIds = db
    .select({ id: tours.id })
    .from(tours)
    .all()
    .map((t) => t.id);
  newsIds = db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .all()
    .map((n) => n.id);
  const eventId = db.select({ id: events.id }).from(events).limit(1).get()!.id;
  const owner = (n: string) => ({ ownerEmail: `owner-${n}@business.example`, locale: 'nl' });
  const drafts = { restaurant: restaurantDraft, tour: tourDraft, event: (tag: string) => eventDraft(tag, soon) } as const;
  for (const kind of ['restaurant', 'tour', 'event'] as const) {
    db.insert(listings)
      .values([
        { id: `${kind}-pending`, kind, status: 'pending_review', draft: drafts[kind](`${kind}-pending`), submittedAt: now, ...owner(`${kind}-p`) },
        {
          id: `${kind}-changes`,
          kind,
          status: 'changes_requested',
          draft: drafts[kind](`${kind}-changes`),
          reviewNote: mark(`${kind}-note`),
          reviewedAt: now,
          ...owner(`${kind}-c`),
        },
        { id: `${kind}-awaiting`, kind, status: 'awaiting_content', ...owner(`${kind}-a`) },
      ])
      .run();
  }
  // Live partner listings whose edits wait for review: the public entry stays as approved.
  liveRestaurant = {
    id: restaurantIds[0],
    name: db.select({ n: restaurantTranslations.name }).from(restaurantTranslations).where(eq(restaurantTranslations.restaurantId, restaurantIds[0])).get()!.n,
  };
  const live = [
    { kind: 'restaurant', entryId: restaurantIds[0], table: restaurants },
    { kind: 'tour', entryId: tourIds[0], table: tours },
    { kind: 'event', entryId: eventId, table: events },
  ] as const;
  for (const { kind, entryId, table } of live) {
    db.update(table).set({ partnerUntil: end }).where(eq(table.id, entryId)).run();
    db.insert(listings)
      .values({
        id: `${kind}-live-edit`,
        kind,
        entryId,
        status: 'live',
        liveFrom: now,
        endsAt: end,
        draft: drafts[kind](`${kind}-live-edit`),
        submittedAt: now,
        ...owner(`${kind}-l`),
      })
      .run();
  }
  // Reviews (issue 20) not approved: waiting for the email, in the admin's queue, rejected. Only approved ones are public.
  for (const [placeKind, placeId] of [
    ['restaurant', restaurantIds[0]],
    ['tour', tourIds[0]],
    ['event', eventId],
  ] as const) {
    for (const status of ['pending', 'confirmed', 'rejected'] as const) {
      const tag = `${placeKind}-review-${status}`;
      db.insert(reviews)
        .values({
          placeKind,
          placeId,
          status,
          rating: 1,
          authorName: mark(`${tag}-name`),
          country: mark(`${tag}-country`),
          comment: `Not public yet ${mark(`${tag}-comment`)}`,
          visitMonth: '2026-10',
          locale: 'en',
          email: `${mark(`${tag}-email`)}@example.com`,
          rejectReason: status === 'rejected' ? mark(`${tag}-reason`) : null,
          replyText: mark(`${tag}-reply`),
          replyFrom: 'guide',
        })
        .run();
    }
  }
  db.$client.close();
  server = await startServer(dataDir);
});
afterAll(() => server?.stop());

const inDutch = (p: string) => (p === '/' ? '/nl' : `/nl${p}`);

/** Each page route with its dynamic segments filled with every id of its kind. */
function pageAddresses(): string[] {
  // The listing editor (/listing/<token>) shows its owner's own draft by design; it is private, not public.
  const routes = listPageRoutes(/^(api|objects|listing)(\/|$)/);
  const english = routes.flatMap((route) => {
    if (route === '/restaurant/[id]') return [...restaurantIds, Math.max(...restaurantIds) + 1].map((id) => `/restaurant/${id}`);
    if (route === '/tour/[id]') return [...tourIds, Math.max(...tourIds) + 1].map((id) => `/tour/${id}`);
    if (route === '/restaurant/[id]/reviews') return [restaurantIds[0], Math.max(...restaurantIds) + 1].map((id) => `/restaurant/${id}/reviews`);
    if (route === '/tour/[id]/reviews') return [tourIds[0], Math.max(...tourIds) + 1].map((id) => `/tour/${id}/reviews`);
    if (route === '/news/[id]') return [...newsIds, Math.max(...newsIds) + 1].map((id) => `/news/${id}`);
    if (route.startsWith('/newsletter/')) return [route.replace('[token]', 'a'.repeat(32))];
    if (route === '/[kind]/[id]/write-review')
      return [...restaurantIds.map((id) => `/restaurant/${id}/write-review`), ...tourIds.map((id) => `/tour/${id}/write-review`)];
    // The admin's preview shows a waiting draft to admins only: signed out, it is the login page.
    if (route === '/admin/preview/[listingId]') return ['/admin/preview/any-listing'];
    if (route.includes('[')) throw new Error(`no ids for ${route}: add them to this test`);
    return [route];
  });
  const lists = [
    ...restaurantCategories.flatMap((c) => [`/restaurants?category=${c}`, `/restaurants?category=${c}&page=2`]),
    ...tourCategories.flatMap((c) => [`/tours?category=${c}`, `/tours?category=${c}&page=2`]),
    '/search?q=roti',
    '/search?q=nature',
    '/checkout?plan=restaurant',
  ];
  return [...english, ...lists].flatMap((p) => [p, inDutch(p)]);
}

/** Public API reads, from the files under src/pages/api (writes, admin and payment callbacks left out). */
function apiAddresses(): string[] {
  const root = path.resolve('src/pages/api');
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const writes = /^(admin|stripe|bank-transfer)\/|^create-stripe-checkout\.ts$/;
  const routes = files.filter((f) => !writes.test(f)).map((f) => `/api/${f.replace(/\.ts$/, '').replace(/(^|\/)index$/, '')}`);
  return routes.flatMap((route) => {
    const ids = route.startsWith('/api/restaurants/[') ? restaurantIds : route.startsWith('/api/tours/[') ? tourIds : null;
    if (route.includes('[') && !ids) throw new Error(`no ids for ${route}: add them to this test`);
    const withIds = ids ? ids.map((id) => route.replace(/\[[^\]]+\]/, String(id))) : [route];
    const categories = route === '/api/restaurants' ? restaurantCategories : route === '/api/tours' ? tourCategories : ['all'];
    return withIds.flatMap((address) =>
      ['en', 'nl'].flatMap((lang) => categories.map((c) => `${address}?lang=${lang}&limit=100${c === 'all' ? '' : `&category=${c}`}`)),
    );
  });
}

async function fetchText(address: string): Promise<{ status: number; body: string }> {
  const res = await fetch(new URL(address, server.baseUrl));
  return { status: res.status, body: await res.text() };
}

function findMarkers(body: string): string[] {
  const lower = body.toLowerCase();
  return markers.filter((m) => lower.includes(m.toLowerCase()));
}

describe('no public query returns pending content', () => {
  it('keeps every marker of a pending, sent-back or waiting draft out of every public page, API answer and sitemap', async () => {
    const addresses = [...pageAddresses(), ...apiAddresses(), '/sitemap.xml', '/robots.txt'];
    const sitemap = await fetchText('/sitemap.xml');
    for (const m of sitemap.body.matchAll(/<loc>https?:\/\/[^/]+(\/sitemap-\d+\.xml)<\/loc>/g)) addresses.push(m[1]);
    expect(addresses.length).toBeGreaterThan(100);
    const leaks: string[] = [];
    for (let round = 0; round < 2; round++) {
      for (const address of addresses) {
        const { status, body } = await fetchText(address);
        expect(status, address).toBeLessThan(500);
        const found = findMarkers(body);
        if (found.length > 0) leaks.push(`${address}: ${found.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('still serves the approved version of a live listing whose edit waits for review, with its badge', async () => {
    for (const prefix of ['', '/nl']) {
      const { status, body } = await fetchText(`${prefix}/restaurant/${liveRestaurant.id}`);
      expect(status).toBe(200);
      expect(body).toContain(liveRestaurant.name);
      expect(body).toContain('data-testid="partner-badge"');
    }
    const api = JSON.parse((await fetchText(`/api/restaurants/${liveRestaurant.id}`)).body) as { name: string; partner: boolean };
    expect(api).toMatchObject({ name: liveRestaurant.name, partner: true });
  });
});
