/**
 * Issue 31: a repeating event's .ics, read back with a real iCalendar library (ical.js): a weekly schedule is one
 * VEVENT with an RRULE whose expanded occurrences start and end at the right Paramaribo times; a list of dates is
 * one VEVENT per date; DTEND only from an end time.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildEventCalendar } from './event-calendar';
import type { GuideEvent } from './event';

const at = (local: string) => new Date(`${local}-03:00`).toISOString();
const base = {
  id: 9,
  name: 'Bigi Poku Friday',
  description: 'Two DJs',
  category: 'Club Night',
  time: '10:00 PM',
  location: 'Club Ananas, Paramaribo',
  refundTerms: '',
  // Stored by the admin form: noon of the first day in Paramaribo (Wednesday 2 December 2026).
  date: at('2026-12-02T12:00'),
  price: 10,
  imageUrl: null,
  isFeatured: false,
  ticketUrl: '',
  imageAlts: [],
  partner: false,
  partnerUntil: null,
  createdAt: at('2026-11-01T12:00'),
  repeat: 'weekly',
  weekday: 5,
  endTime: '02:00',
  lastDate: at('2026-12-25T12:00'),
  extraDates: [],
} satisfies GuideEvent;
const options = { lang: 'en' as const, englishTime: '10:00 PM', siteUrl: 'https://guide.example', now: new Date('2026-11-28T13:00:00Z') };

const vevents = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');

/** Every occurrence of a VEVENT as [start, end] in UTC ISO text (end null without DTEND). */
function expand(vevent: ICAL.Component): [string, string | null][] {
  const event = new ICAL.Event(vevent);
  const out: [string, string | null][] = [];
  const it = event.iterator();
  for (let next = it.next(); next && out.length < 20; next = it.next()) {
    const details = event.getOccurrenceDetails(next);
    out.push([details.startDate.toJSDate().toISOString(), vevent.hasProperty('dtend') ? details.endDate.toJSDate().toISOString() : null]);
  }
  return out;
}

describe('the .ics of a repeating event', () => {
  it('gives a weekly schedule one VEVENT with an RRULE: every Friday 22:00–02:00 until its last date', () => {
    const text = buildEventCalendar(base, options);
    const [vevent, ...more] = vevents(text);
    expect(more).toEqual([]);
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20261226T025959Z');
    expect(expand(vevent!)).toEqual(
      ['04', '11', '18', '25'].map((d) => [at(`2026-12-${d}T22:00`), new Date(Date.parse(at(`2026-12-${d}T22:00`)) + 4 * 3_600_000).toISOString()]),
    );
  });

  it('runs on without UNTIL when there is no last date, and gives no DTEND without an end time', () => {
    const text = buildEventCalendar({ ...base, lastDate: null, endTime: '' }, options);
    const [vevent] = vevents(text);
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=SA\r\n');
    expect(vevent!.hasProperty('dtend')).toBe(false);
    expect(expand(vevent!).slice(0, 2)).toEqual([
      [at('2026-12-04T22:00'), null],
      [at('2026-12-11T22:00'), null],
    ]);
  });

  it('stops a paid listing’s weekly schedule at the listing’s end', () => {
    const text = buildEventCalendar({ ...base, lastDate: null, partnerUntil: at('2026-12-12T23:59') }, options);
    expect(expand(vevents(text)[0]!).map(([start]) => start)).toEqual([at('2026-12-04T22:00'), at('2026-12-11T22:00')]);
  });

  it('gives a list of dates one VEVENT per date, each at its own start, ending at the end time', () => {
    const dates = { ...base, repeat: 'dates' as const, weekday: null, lastDate: null, endTime: '23:30', extraDates: [{ day: '2026-12-09', time: '20:00' }] };
    const all = vevents(buildEventCalendar(dates, options));
    expect(all.map((v) => v.getFirstPropertyValue('uid'))).toEqual(['event-9-2026-12-02@guide.example', 'event-9-2026-12-09@guide.example']);
    expect(all.map((v) => v.hasProperty('rrule'))).toEqual([false, false]);
    expect(all.flatMap(expand)).toEqual([
      [at('2026-12-02T22:00'), at('2026-12-02T23:30')],
      [at('2026-12-09T20:00'), at('2026-12-09T23:30')],
    ]);
  });

  it('keeps a one-off event as it was: one VEVENT, DTEND only from an end time', () => {
    const once = { ...base, repeat: 'once' as const, weekday: null, lastDate: null };
    expect(expand(vevents(buildEventCalendar(once, options))[0]!)).toEqual([[at('2026-12-02T22:00'), at('2026-12-03T02:00')]]);
    expect(expand(vevents(buildEventCalendar({ ...once, endTime: '' }, options))[0]!)).toEqual([[at('2026-12-02T22:00'), null]]);
  });
});
