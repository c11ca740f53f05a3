/**
 * Issue 18, "Open now": the filter on /restaurants and /nl/restaurants without JavaScript (a GET parameter kept with
 * the category and paging), the open/closed lines from the server clock, and a cache that never serves them past the
 * next opening or closing. The demo guide on a server clock the test sets (Paramaribo is UTC-3).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedRestaurants } from '~/db/seed/content/restaurants';
import { openStateAt } from '~/platform/dates/opening-hours';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

const at = (local: string) => new Date(`${local}-03:00`);
// Monday 2026-11-23, 09:00 in Paramaribo; Friday 2026-11-27, 23:30.
const MONDAY_MORNING = at('2026-11-23T09:00');
const FRIDAY_NIGHT = at('2026-11-27T23:30');

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(copyFixture(inject('fixtureDir')), {}, { clockStart: MONDAY_MORNING });
});
afterAll(() => server?.stop());

const get = (path: string) => fetch(new URL(path, server.baseUrl), { redirect: 'manual' });
const cardNames = (html: string) =>
  [...html.matchAll(/<h2 class="card-title[^"]*"><a [^>]*>([^<]+)<\/a><\/h2>/g)].map((m) => m[1]!.replace(/&#(39|x27);/g, "'").replace(/&amp;/g, '&'));
const openAt = (now: Date) => seedRestaurants.filter((r) => openStateAt(r.openingHours, now).kind === 'open').map((r) => r.en.name);

describe('the open-now filter without JavaScript', () => {
  it('lists only the restaurants open at the server clock, in both languages, with their lines', async () => {
    await server.setClock(MONDAY_MORNING);
    const expected = openAt(MONDAY_MORNING);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(seedRestaurants.length);
    const en = await (await get('/restaurants?open=now')).text();
    expect(cardNames(en).sort()).toEqual([...expected].sort());
    expect(en.match(/data-open-line="open"/g)).toHaveLength(expected.length);
    expect(en).toContain('Open now · closes at');
    expect(en).not.toContain('data-open-line="closed"');
    expect(en).toMatch(/<a href="\/restaurants"[^>]*aria-current="true"[^>]*data-open-filter/);
    const nl = await (await get('/nl/restaurants?open=now')).text();
    expect(cardNames(nl)).toHaveLength(expected.length);
    expect(nl).toContain('Nu open · sluit om');
    expect(nl).toMatch(/<a href="\/nl\/restaurants"[^>]*aria-current="true"[^>]*data-open-filter/);
    // What is open changes by the hour: search engines index the lists, not this moment's subset.
    const robots = /<meta name="robots" content="noindex/;
    expect([en, nl].map((html) => robots.test(html))).toEqual([true, true]);
    expect(robots.test(await (await get('/restaurants?category=street-food')).text())).toBe(false);
  });

  it('shows different restaurants on a Friday night, and closed lines on the full list', async () => {
    await server.setClock(FRIDAY_NIGHT);
    const expected = openAt(FRIDAY_NIGHT);
    expect(expected.sort()).not.toEqual(openAt(MONDAY_MORNING).sort());
    // The page cache runs on the server clock: Monday's copies expired long before Friday night.
    const html = await (await get('/restaurants?open=now')).text();
    expect(cardNames(html).sort()).toEqual([...expected].sort());
    const all = await (await get('/nl/restaurants')).text();
    expect(cardNames(all)).toHaveLength(seedRestaurants.length);
    expect(all).toMatch(/Opent (morgen|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) om \d\d:\d\d|Gesloten · opent om/);
    expect(all).toMatch(/<a href="\/nl\/restaurants\?open=now"[^>]*data-open-filter/);
  });

  it('keeps the category in the filter links and the filter in the category links and the redirect past the end', async () => {
    await server.setClock(MONDAY_MORNING);
    const html = await (await get('/restaurants?category=local-creole&open=now')).text();
    expect(html).toContain('href="/restaurants?category=street-food&amp;open=now"');
    expect(html).toMatch(/<a href="\/restaurants\?category=local-creole"[^>]*aria-current="true"[^>]*data-open-filter/);
    const past = await get('/nl/restaurants?category=local-creole&open=now&page=9');
    expect(past.status).toBe(302);
    expect(past.headers.get('location')).toBe('/nl/restaurants?category=local-creole&open=now');
  });

  it('answers open=now on the API and refuses other values', async () => {
    await server.setClock(MONDAY_MORNING);
    const res = await get('/api/restaurants?open=now&lang=nl');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-server-time')).toBe(MONDAY_MORNING.toISOString());
    expect(((await res.json()) as { name: string }[]).map((r) => r.name)).toHaveLength(openAt(MONDAY_MORNING).length);
    const bad = await get('/api/restaurants?open=later');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "open must be 'now'" });
  });
});

describe('the cache of pages with open/closed lines', () => {
  // Two minutes before 11:00, when several demo restaurants open: no page may be kept past it.
  const BEFORE_ELEVEN = at('2026-11-23T10:58');
  const sharedAges = (res: Response) => {
    const header = res.headers.get('cache-control') ?? '';
    return { sMaxage: Number(/s-maxage=(\d+)/.exec(header)?.[1]), swr: Number(/stale-while-revalidate=(\d+)/.exec(header)?.[1] ?? 0) };
  };

  it('keeps the list, the open list, the detail page and the API no longer than the next opening or closing', async () => {
    await server.setClock(BEFORE_ELEVEN);
    const id = seedRestaurants.findIndex((r) => r.openingHours.monday.startsWith('11:00')) + 1;
    for (const path of ['/restaurants?y=1', '/nl/restaurants?open=now&y=1', `/restaurant/${id}?y=1`, '/api/restaurants?y=1']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const { sMaxage, swr } = sharedAges(res);
      // Without the bound: s-maxage=60 and stale-while-revalidate=300 (an hour's server age).
      expect(sMaxage + swr, path).toBeLessThanOrEqual(120);
      expect(sMaxage, path).toBeGreaterThan(0);
    }
  });
});
