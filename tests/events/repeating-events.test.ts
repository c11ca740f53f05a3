/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types. */
/**
 * Issue 31, events that repeat, over HTTP on a server clock the test moves (Paramaribo is UTC-3): the admin API
 * stores a weekly schedule and a list of dates and reads them back; the events page, 'This weekend' and the
 * upcoming list show a weekly event at its next occurrence (a past one does not count); its .ics, read by ical.js,
 * repeats at the right times.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { sampleEvent, sendJson } from '../admin-content/helpers';
import { htmlAttribute } from '../helpers/html-attribute';

const at = (local: string) => new Date(`${local}-03:00`);
const iso = (local: string) => at(local).toISOString();
// Thursday 3 December 2026, 10:00 in Paramaribo.
const THURSDAY = at('2026-12-03T10:00');

/** Every Friday from Wednesday 2 December, 9:00 PM until 2:00 AM, the last one on 26 February 2027. */
const weekly = {
  ...sampleEvent,
  date: '2026-12-02T12:00:00-03:00',
  repeat: 'weekly',
  weekday: 5,
  endTime: '02:00',
  lastDate: '2027-02-26T12:00:00-03:00',
  translations: {
    en: { ...sampleEvent.translations.en, name: 'Test Weekly Kaseko Friday' },
    nl: { ...sampleEvent.translations.nl, name: 'Test Wekelijkse Kasekovrijdag' },
  },
};

let server: RunningServer;
let admin: AdminSession;
let id: number;
beforeAll(async () => {
  server = await startServer(copyFixture(inject('fixtureDir')), { PAGE_CACHE: '0' }, { clockStart: THURSDAY });
  admin = await signInAsAdmin(server.baseUrl);
  const created = await sendJson(admin, 'POST', '/api/admin/events', weekly);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  id = created.body.id;
}, 180_000);
afterAll(() => server?.stop());

const call = (method: string, path: string, body?: unknown) => sendJson(admin, method, path, body);
const html = async (path: string) => {
  const res = await fetch(new URL(path, server.baseUrl));
  expect(res.status, path).toBe(200);
  return res.text();
};
/** The card of the test event on a page, or null when the page does not list it. */
const card = (page: string) => {
  const start = page.indexOf(`id="event-${id}"`);
  return start < 0 ? null : page.slice(start, page.indexOf('</article>', start));
};
const adminRow = async () => {
  const list = (await call('GET', '/api/admin/events?limit=100')).body;
  return (list.items ?? list).find((e: any) => e.id === id);
};
const upcoming = async () => ((await call('GET', '/api/events/upcoming?limit=50')).body as any[]).find((e) => e.id === id);

describe('a weekly event', () => {
  it('is stored as sent and read back by the admin API', async () => {
    expect(await adminRow()).toMatchObject({ repeat: 'weekly', weekday: 5, endTime: '02:00', lastDate: iso('2027-02-26T12:00'), extraDates: [] });
  });

  it('shows at its next occurrence in the upcoming list, with its end', async () => {
    expect(await upcoming()).toMatchObject({
      date: iso('2026-12-04T21:00'),
      next: { day: '2026-12-04', start: iso('2026-12-04T21:00'), end: iso('2026-12-05T02:00') },
    });
  });

  it('is in "This weekend" on its Friday, saying when it repeats, in both languages', async () => {
    const en = card(await html('/events?when=weekend'));
    expect(en).not.toBeNull();
    expect(en).toMatch(htmlAttribute('datetime', iso('2026-12-04T21:00')));
    expect(en).toContain('Every Friday until February 26, 2027');
    expect(card(await html('/nl/events?when=weekend'))).toContain('Elke vrijdag tot en met 26 februari 2027');
    // Not tonight: it is Thursday.
    expect(card(await html('/events?when=tonight'))).toBeNull();
  });

  it('drops a past occurrence: on Saturday this weekend has none left, and the list shows the next Friday', async () => {
    await server.setClock(at('2026-12-05T10:00'));
    expect(card(await html('/events?when=weekend'))).toBeNull();
    expect(card(await html('/events?when=all'))).toMatch(htmlAttribute('datetime', iso('2026-12-11T21:00')));
    expect((await upcoming()).date).toBe(iso('2026-12-11T21:00'));
    // Friday the 11th in the evening: 'Tonight' has it.
    await server.setClock(at('2026-12-11T19:00'));
    expect(card(await html('/events?when=tonight'))).toMatch(htmlAttribute('datetime', iso('2026-12-11T21:00')));
    await server.setClock(THURSDAY);
  });

  it('imports from its .ics as every Friday 21:00–02:00 until its last date (read by ical.js)', async () => {
    const res = await fetch(new URL(`/events/${id}.ics`, server.baseUrl));
    expect(res.status).toBe(200);
    const vevents = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const event = new ICAL.Event(vevents[0]!);
    expect(event.isRecurring()).toBe(true);
    const starts: string[] = [];
    const ends: string[] = [];
    const it = event.iterator();
    for (let next = it.next(); next; next = it.next()) {
      const o = event.getOccurrenceDetails(next);
      starts.push(o.startDate.toJSDate().toISOString());
      ends.push(o.endDate.toJSDate().toISOString());
    }
    expect(starts).toHaveLength(13);
    expect(starts[0]).toBe(iso('2026-12-04T21:00'));
    expect(ends[0]).toBe(iso('2026-12-05T02:00'));
    expect(starts.at(-1)).toBe(iso('2027-02-26T21:00'));
    expect(ends.at(-1)).toBe(iso('2027-02-27T02:00'));
  });
});

describe('the schedule in the admin API', () => {
  it('stores a list of dates, each with its own start time, and shows the next one', async () => {
    const dates = { ...weekly, repeat: 'dates', weekday: null, lastDate: null, endTime: '', extraDates: [{ day: '2026-12-12', time: '20:00' }] };
    expect((await call('PUT', `/api/admin/events/${id}`, dates)).status).toBe(200);
    expect(await adminRow()).toMatchObject({ repeat: 'dates', weekday: null, endTime: '', extraDates: [{ day: '2026-12-12', time: '20:00' }] });
    // Thursday the 3rd: the first date (Wednesday the 2nd) is past, the next is Saturday the 12th at 20:00, without an end.
    expect((await upcoming()).next).toEqual({ day: '2026-12-12', start: iso('2026-12-12T20:00'), end: null });
  });

  it.each([
    ['a last date before the first', { lastDate: '2026-11-20T12:00:00-03:00' }, 'Last date cannot be before the date'],
    ['an end time that is no time', { endTime: '25:00' }, 'End time must be a time such as 02:00'],
    [
      'another date that is no day',
      { repeat: 'dates', extraDates: [{ day: '2026-02-30', time: '' }] },
      'Other dates must be one per line, such as 2026-12-05 21:00',
    ],
  ])('refuses %s with 400 and a message', async (_name, change, message) => {
    const res = await call('PUT', `/api/admin/events/${id}`, { ...weekly, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });
});
