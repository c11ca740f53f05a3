/**
 * The structured data of the public pages in both languages, over HTTP against the built server: every
 * `@type` and property is schema.org's and valid for its type (tests/helpers/schema-vocabulary.ts),
 * Google's required properties of Event, Restaurant and NewsArticle are there, and the pages say what the
 * issue asks: events with their start in Paramaribo time, offers and partner organizer, anchored at their
 * card; articles by the guide with its logo; the home page's WebSite and SearchAction; priceRange as text;
 * and the language a text was written in where the page shows the English one in its place.
 */
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { eventTranslations, events, listingOrders, listings } from '~/db/schema';
import { eventInputSchema } from '~/features/events/event';
import { createEvent } from '~/features/events/index.server';
import { createNews } from '~/features/news/news-writes.server';
import { copyFixture } from '../helpers/fixture';
import { makeListing } from '../helpers/sample-listings';
import { checkJsonLd, loadVocabulary } from '../helpers/schema-vocabulary';
import { startServer, type RunningServer } from '../helpers/server';

type Node = Record<string, unknown>;
const at = (local: string) => new Date(`${local}-03:00`);
// Thursday 26 November 2026, 10:00 in Paramaribo.
const NOW = at('2026-11-26T10:00');

let server: RunningServer;
const ids: Record<string, number> = {};
beforeAll(async () => {
  const dir = copyFixture(inject('fixtureDir'));
  const db = openDatabase(path.join(dir, 'guide.db'));
  // The demo events give way to three whose every fact is known.
  db.delete(eventTranslations)
    .where(sql`1 = 1`)
    .run();
  db.delete(events)
    .where(sql`1 = 1`)
    .run();
  const texts = { description: 'Music and food by the river', category: 'Live Music', location: 'Waterkant 5' };
  const add = (name: string, local: string, extra: Record<string, unknown>, nl: Record<string, string> | null, time = '9:00 PM') =>
    createEvent(
      db,
      eventInputSchema.parse({
        date: at(local).toISOString(),
        ...extra,
        translations: { en: { name, ...texts, time }, ...(nl ? { nl: { name, ...texts, ...nl } } : {}) },
      }),
    );
  ids.paid = add(
    'Paid Night',
    '2026-11-27T21:00',
    { price: 25, ticketUrl: 'https://tickets.example/paid' },
    { description: 'Muziek en eten', time: '21.00 uur' },
  );
  // No Dutch text: the Dutch page shows the English one.
  ids.free = add('Free Morning', '2026-11-28T09:30', { price: 0 }, null, '9:30 AM');
  ids.partner = add('Partner Party', '2026-11-28T23:00', { price: 10 }, { description: 'Feest', time: 'De hele nacht' }, 'All night');
  // The partner event's paid listing is live: its business is the organizer.
  const listingId = makeListing(db, 'jsonld', { kind: 'event' });
  db.update(listings)
    .set({ entryId: ids.partner, status: 'live', liveFrom: NOW, endsAt: at('2027-02-26T23:59') })
    .where(eq(listings.id, listingId))
    .run();
  db.update(events)
    .set({ partnerUntil: at('2027-02-26T23:59') })
    .where(eq(events.id, ids.partner))
    .run();
  db.update(listingOrders).set({ businessName: 'Club Touché NV' }).where(eq(listingOrders.id, 'order-jsonld')).run();
  ids.article = createNews(db, {
    imageUrl: 'https://images.example/article.jpg',
    imageUrls: [],
    isFeatured: false,
    publishedAt: at('2026-11-20T12:00'),
    translations: { en: { title: 'English only', content: 'Written in English.', category: 'Travel', excerpt: 'In English', imageAlts: [] } },
  });
  db.$client.close();
  // The page cache is off: each page is read as this file left the database.
  server = await startServer(dir, { PAGE_CACHE: '0' }, { clockStart: NOW });
});
afterAll(async () => {
  await server?.stop();
});

const jsonLdOf = async (p: string): Promise<Node[]> => {
  const res = await fetch(`${server.baseUrl}${p}`);
  expect(res.status, p).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node);
};

/** Every node of some JSON-LD with a type, nested ones included. */
function nodesOf(data: unknown): Node[] {
  if (Array.isArray(data)) return data.flatMap(nodesOf);
  if (data === null || typeof data !== 'object') return [];
  const node = data as Node;
  return [...(node['@type'] ? [node] : []), ...Object.values(node).flatMap(nodesOf)];
}
const ofType = (nodes: Node[], type: string) => nodes.filter((n) => [n['@type']].flat().includes(type));
const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Google's required properties (Search Central: Event, Local business, Article). */
const REQUIRED: Record<string, string[]> = {
  Event: ['name', 'startDate', 'location'],
  Restaurant: ['name', 'address'],
  NewsArticle: ['headline', 'image', 'datePublished', 'author'],
};

const PAGES = ['/', '/events', '/events?when=all', '/restaurants', '/restaurant/1', '/tours', '/tour/1', '/news/1'];

describe('structured data against schema.org', () => {
  const vocabulary = loadVocabulary();

  it('the checker knows schema.org: it refuses an unknown type, a property of another type and a made-up enumeration value', () => {
    expect(checkJsonLd(vocabulary, { '@type': 'Restaurant', name: 'x', priceRange: '$$', openingHoursSpecification: [] })).toEqual([]);
    expect(checkJsonLd(vocabulary, { '@type': 'Restaurantt' })).toEqual(['$: @type Restaurantt is no schema.org type']);
    expect(checkJsonLd(vocabulary, { '@type': 'Restaurant', startDate: '2026-01-01' })).toEqual(['$.startDate: not a property of Restaurant']);
    expect(checkJsonLd(vocabulary, { '@type': 'Event', eventStatus: 'https://schema.org/EventHappening' })).toHaveLength(1);
    // Inherited (Event <- Thing), an Action's input constraint, and one of two types.
    expect(checkJsonLd(vocabulary, { '@type': 'Event', url: 'u', alternateName: 'a' })).toEqual([]);
    expect(checkJsonLd(vocabulary, { '@type': 'SearchAction', 'query-input': 'required name=q', 'name-input': 'x' })).toEqual([]);
    expect(checkJsonLd(vocabulary, { '@type': 'SearchAction', 'startDate-input': 'x' })).toHaveLength(1);
    expect(checkJsonLd(vocabulary, { '@type': ['TouristTrip', 'Product'], itinerary: {}, offers: {} })).toEqual([]);
  });

  for (const lang of ['en', 'nl'] as const) {
    it(`uses only schema.org types and properties valid for them, with Google's required properties (${lang})`, async () => {
      const seen = new Set<string>();
      for (const p of [...PAGES, `/news/${ids.article}`]) {
        const address = lang === 'en' ? p : p === '/' ? '/nl' : `/nl${p}`;
        const data = await jsonLdOf(address);
        expect(data.length, address).toBeGreaterThan(0);
        expect(checkJsonLd(vocabulary, data), address).toEqual([]);
        const nodes = nodesOf(data);
        for (const [type, required] of Object.entries(REQUIRED)) {
          for (const node of ofType(nodes, type)) {
            seen.add(type);
            for (const property of required) expect(present(node[property]), `${address} ${type}.${property}`).toBe(true);
            if (type === 'Event') expect(present((node.location as Node).address), `${address} Event.location.address`).toBe(true);
            if (type === 'NewsArticle') expect(present((node.author as Node).name), `${address} NewsArticle.author.name`).toBe(true);
          }
        }
      }
      expect([...seen].sort()).toEqual(['Event', 'NewsArticle', 'Restaurant']);
    });
  }
});

describe('what the pages say', () => {
  it('lists each event on /events as an Event anchored at its card, starting in Paramaribo time, with offers and no made-up end', async () => {
    for (const lang of ['en', 'nl'] as const) {
      const prefix = lang === 'en' ? '' : '/nl';
      const all = ofType(await jsonLdOf(`${prefix}/events?when=all`), 'Event');
      const byName = Object.fromEntries(all.map((e) => [e.name as string, e]));
      expect(Object.keys(byName).sort()).toEqual(['Free Morning', 'Paid Night', 'Partner Party']);
      const page = `${server.baseUrl}${prefix}/events?when=all`;
      expect(byName['Paid Night']).toMatchObject({
        '@id': `${page}#event-${ids.paid}`,
        // The English clock text on both pages ('21.00 uur' says the same).
        startDate: '2026-11-27T21:00:00-03:00',
        offers: { '@type': 'Offer', price: 25, priceCurrency: 'USD', url: 'https://tickets.example/paid' },
        location: { '@type': 'Place', name: 'Waterkant 5', address: { '@type': 'PostalAddress', addressCountry: 'SR' } },
        inLanguage: lang === 'en' ? 'en-US' : 'nl-SR',
      });
      expect(byName['Paid Night']!.description).toBe(lang === 'en' ? 'Music and food by the river' : 'Muziek en eten');
      expect(byName['Free Morning']).toMatchObject({
        startDate: '2026-11-28T09:30:00-03:00',
        isAccessibleForFree: true,
        offers: { price: 0 },
        // Written in English only: the Dutch page shows that text and says it is English.
        inLanguage: 'en-US',
        description: 'Music and food by the river',
      });
      // 'All night' names no time: the day alone.
      expect(byName['Partner Party']).toMatchObject({ startDate: '2026-11-28', organizer: { '@type': 'Organization', name: 'Club Touché NV' } });
      for (const e of all) expect(e).not.toHaveProperty('endDate');
      expect(byName['Paid Night']).not.toHaveProperty('organizer');
      // The default view (next 7 days) anchors at its own address, where the cards are.
      const week = ofType(await jsonLdOf(`${prefix}/events`), 'Event');
      expect(week.map((e) => e['@id'])).toContain(`${server.baseUrl}${prefix}/events#event-${ids.paid}`);
    }
  });

  it("names the guide as an article's author and publisher with a logo the site serves, in the article's written language", async () => {
    const dutch = ofType(await jsonLdOf(`/nl/news/${ids.article}`), 'NewsArticle')[0]!;
    expect(dutch.inLanguage).toBe('en-US');
    expect(dutch.headline).toBe('English only');
    expect(dutch.author).toMatchObject({ '@type': 'Organization', name: 'Suriname Gids', url: `${server.baseUrl}/nl` });
    const publisher = dutch.publisher as { name: string; logo: { '@type': string; url: string } };
    expect(publisher).toMatchObject({ '@type': 'Organization', name: 'Suriname Gids', logo: { '@type': 'ImageObject' } });
    const logo = await fetch(publisher.logo.url.replace(/^https?:\/\/[^/]+/, server.baseUrl));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    // An article written in Dutch says so.
    expect(ofType(await jsonLdOf('/nl/news/1'), 'NewsArticle')[0]!.inLanguage).toBe('nl-SR');
    expect(ofType(await jsonLdOf(`/news/${ids.article}`), 'NewsArticle')[0]!.inLanguage).toBe('en-US');
  });

  it('gives the home page a WebSite with a SearchAction to /search in its language, and the guide as Organization', async () => {
    for (const [home, search, name] of [
      ['/', '/search', 'Suriname Guide'],
      ['/nl', '/nl/search', 'Suriname Gids'],
    ] as const) {
      const data = await jsonLdOf(home);
      const [site] = ofType(data, 'WebSite');
      expect(site).toMatchObject({
        name,
        potentialAction: {
          '@type': 'SearchAction',
          target: { urlTemplate: `${server.baseUrl}${search}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      });
      expect(ofType(data, 'Organization')[0]).toMatchObject({ name, logo: { '@type': 'ImageObject' } });
      // The search box's address answers with results.
      const target = (site!.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate.replace('{search_term_string}', 'roti');
      expect((await fetch(target.replace(/^https?:\/\/[^/]+/, server.baseUrl))).status).toBe(200);
    }
  });

  it('writes a restaurant price range as text', async () => {
    const [restaurant] = ofType(await jsonLdOf('/restaurant/1'), 'Restaurant');
    expect(restaurant!.priceRange).toMatch(/^\${1,4}$/);
    for (const item of ofType(await jsonLdOf('/nl/restaurants'), 'Restaurant')) expect(typeof item.priceRange).toBe('string');
  });
});
