/**
 * Issue 21, the events page on a phone, over HTTP on a server clock the test sets (Paramaribo is UTC-3):
 * the next 7 days by default with the featured event and 'More events', 'Tonight', 'This weekend' and
 * 'All' as plain links, empty states with a way back, a redirect for a `when` that is no filter, and
 * 'Add to calendar' as an .ics file in the address's language.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { eventTranslations, events } from '~/db/schema';
import { eventInputSchema } from '~/features/events/event';
import { createEvent } from '~/features/events/index.server';
import { copyFixture } from '../helpers/fixture';
import { icsLines as lines } from '../helpers/ics-lines';
import { startServer, type RunningServer } from '../helpers/server';

const at = (local: string) => new Date(`${local}-03:00`);
// Thursday 26 November 2026, 10:00 in Paramaribo.
const THURSDAY = at('2026-11-26T10:00');
const SUNDAY_NIGHT = at('2026-11-29T23:30');

/** The demo events replaced by a known week: [English name, local start, English time, featured]. */
const WEEK: [string, string, string, boolean][] = [
  ['Yesterday Jazz', '2026-11-25T20:00', '8:00 PM', false],
  ['Thursday Jam', '2026-11-26T21:00', '9:00 PM', false],
  ['Friday Kaseko', '2026-11-27T22:00', '10:00 PM', false],
  ['Sunday Brunch Beats', '2026-11-29T12:00', 'All day', false],
  ['Wednesday Poetry', '2026-12-02T19:30', '7:30 PM', false],
  ['Next Thursday Salsa', '2026-12-03T20:00', '8:00 PM', false],
  ['Bigi Poku Festival', '2026-12-20T16:00', '4:00 PM', true],
];

let server: RunningServer;
const ids = new Map<string, number>();
beforeAll(async () => {
  const dir = copyFixture(inject('fixtureDir'));
  const db = openDatabase(path.join(dir, 'guide.db'));
  // Every demo event goes: the test's week takes their place.
  db.delete(eventTranslations)
    .where(sql`1 = 1`)
    .run();
  db.delete(events)
    .where(sql`1 = 1`)
    .run();
  for (const [name, local, time, isFeatured] of WEEK) {
    const texts = { description: `${name}; with food, drinks`, category: 'Live Music', time, location: 'Waterkant, Paramaribo' };
    const id = createEvent(
      db,
      eventInputSchema.parse({
        date: at(local).toISOString(),
        price: 10,
        isFeatured,
        translations: { en: { name, ...texts }, nl: { ...texts, name: `${name} (nl)`, category: 'Live muziek', time: time.replace(':00 PM', ' uur') } },
      }),
    );
    ids.set(name, id);
  }
  db.$client.close();
  server = await startServer(dir, {}, { clockStart: THURSDAY });
  // A loaded two-core machine can take a minute to start the server.
}, 180_000);
afterAll(() => server?.stop());

const get = (p: string) => fetch(new URL(p, server.baseUrl), { redirect: 'manual' });
const page = async (p: string) => {
  const res = await get(p);
  expect(res.status, p).toBe(200);
  return res.text();
};
/** The names of the cards in the filter's list (not the featured card). */
const listed = (html: string) => {
  const list = html.split('id="upcoming-events"')[1]!.split('</section>')[0]!;
  return [...list.matchAll(/<h3 class="card-title[^"]*">([^<]+)<\/h3>/g)].map((m) => m[1]!.trim());
};
const featuredId = (html: string) => /data-featured-event="(\d+)"/.exec(html)?.[1] ?? null;
const current = (html: string) => [...html.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1]);

describe('the events page filters, without JavaScript', () => {
  it('shows the featured event, then only the next 7 days, and links to more events', async () => {
    await server.setClock(THURSDAY);
    const html = await page('/events');
    expect(featuredId(html)).toBe(String(ids.get('Bigi Poku Festival')));
    expect(listed(html)).toEqual(['Thursday Jam', 'Friday Kaseko', 'Sunday Brunch Beats', 'Wednesday Poetry']);
    expect(current(html)).toEqual(['/events']);
    expect(html).toMatch(/<a class="[^"]*" href="\/events\?when=all" data-more-events/);
    expect(html).toContain('All 6 upcoming events, by date.');
    for (const when of ['tonight', 'weekend', 'all']) expect(html).toContain(`href="/events?when=${when}"`);
    expect(html).toContain('Thursday, November 26, 2026 to Wednesday, December 2, 2026');
  });

  it('Tonight is today in Paramaribo; This weekend is the coming Friday to Sunday on a Thursday', async () => {
    await server.setClock(THURSDAY);
    const tonight = await page('/events?when=tonight');
    expect(listed(tonight)).toEqual(['Thursday Jam']);
    expect(featuredId(tonight)).toBeNull();
    expect(current(tonight)).toEqual(['/events?when=tonight']);
    const weekend = await page('/nl/events?when=weekend');
    expect(listed(weekend)).toEqual(['Friday Kaseko (nl)', 'Sunday Brunch Beats (nl)']);
    expect(current(weekend)).toEqual(['/nl/events?when=weekend']);
    expect(weekend).toContain('Dit weekend');
  });

  it('All lists every event from today on, the featured one above the list', async () => {
    await server.setClock(THURSDAY);
    const html = await page('/events?when=all');
    expect(featuredId(html)).toBe(String(ids.get('Bigi Poku Festival')));
    expect(listed(html)).toEqual(['Thursday Jam', 'Friday Kaseko', 'Sunday Brunch Beats', 'Wednesday Poetry', 'Next Thursday Salsa']);
    expect(html).toContain(`id="event-${ids.get('Next Thursday Salsa')}"`);
    expect(html).toContain(`id="event-${ids.get('Bigi Poku Festival')}"`);
    expect(html).not.toContain('data-more-events');
  });

  it('on Sunday night the weekend and tonight are what is left of Sunday; empty filters offer a way back', async () => {
    await server.setClock(SUNDAY_NIGHT);
    // The page cache runs on the server clock: Thursday's copies expired at Thursday's midnight.
    expect(listed(await page('/events?when=weekend'))).toEqual(['Sunday Brunch Beats']);
    expect(listed(await page('/events'))).toEqual(['Sunday Brunch Beats', 'Wednesday Poetry', 'Next Thursday Salsa']);
    await server.setClock(at('2026-11-30T09:00'));
    const empty = await page('/nl/events?when=tonight');
    expect(listed(empty)).toEqual([]);
    expect(empty).toContain('Vanavond staat er niets op de agenda.');
    expect(empty).toMatch(/<a class="[^"]*" href="\/nl\/events" data-events-back>Bekijk de komende 7 dagen<\/a>/);
  });

  it.each(['/events?when=bogus', '/events?when=', '/events?when=week', '/events?when=all&when=tonight', '/nl/events?when=%3Cscript%3E'])(
    'sends %s to the default view',
    async (p) => {
      const res = await get(p);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(p.startsWith('/nl') ? '/nl/events' : '/events');
    },
  );
});

describe('Add to calendar', () => {
  it('links every event to its .ics, named after the event', async () => {
    await server.setClock(THURSDAY);
    const html = await page('/events?when=all');
    for (const [name] of WEEK.slice(1)) {
      const id = ids.get(name)!;
      expect(html).toContain(`href="/events/${id}.ics"`);
    }
    expect(html).toMatch(/download="thursday-jam\.ics"[^>]*>[\s\S]*?Add<span class="sr-only"> Thursday Jam<\/span> to calendar/);
  });

  it('answers an iCalendar file in the address language', async () => {
    await server.setClock(THURSDAY);
    const id = ids.get('Friday Kaseko')!;
    const res = await get(`/nl/events/${id}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="friday-kaseko-nl.ics"');
    const body = await res.text();
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const l = lines(body);
    expect(l).toContain('VERSION:2.0');
    expect(l).toContain('PRODID:-//Suriname Guide//Events//NL');
    expect(l).toContain(`UID:event-${id}@127.0.0.1`);
    expect(l).toContain('DTSTAMP:20261126T130000Z');
    expect(l).toContain('DTSTART:20261128T010000Z');
    // The guide stores no end time: the file names none rather than make one up.
    expect(l.filter((line) => /^(DTEND|DURATION)[;:]/.test(line))).toEqual([]);
    expect(l).toContain('SUMMARY:Friday Kaseko (nl)');
    expect(l).toContain('DESCRIPTION:Friday Kaseko\\; with food\\, drinks');
    expect(l).toContain('LOCATION:Waterkant\\, Paramaribo');
    expect(l).toContain(`URL:${server.baseUrl}/nl/events?when=all#event-${id}`);
    // An event without a readable time is a whole day.
    const allDay = lines(await (await get(`/events/${ids.get('Sunday Brunch Beats')}.ics`)).text());
    expect(allDay).toContain('DTSTART;VALUE=DATE:20261129');
    expect(allDay.filter((line) => line.startsWith('DTEND'))).toEqual([]);
  });

  it('parses as iCalendar, with no end the event does not have', async () => {
    await server.setClock(THURSDAY);
    for (const [name, timed] of [
      ['Friday Kaseko', true],
      ['Sunday Brunch Beats', false],
    ] as const) {
      const text = await (await get(`/events/${ids.get(name)}.ics`)).text();
      const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
      const event = new ICAL.Event(vevent);
      expect(event.summary).toBe(name);
      expect(vevent.hasProperty('dtend'), name).toBe(false);
      expect(vevent.hasProperty('duration'), name).toBe(false);
      expect(event.startDate.isDate, name).toBe(!timed);
      if (timed) expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-28T01:00:00.000Z');
      else expect(event.startDate.toString()).toBe('2026-11-29');
    }
  });

  it.each(['/events/999999.ics', '/events/0.ics', '/events/01.ics', '/events/abc.ics', '/nl/events/-1.ics', '/en/events/1.ics', '/xx/events/1.ics'])(
    'answers 404 in plain text for %s',
    async (p) => {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/(plain|html)/);
    },
  );
});
