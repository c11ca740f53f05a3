import { describe, expect, it } from 'vitest';
import { buildEventCalendar, getEventCalendarPath, getEventCardPath, getEventFileName, parseEventClock } from './event-calendar';
import type { GuideEvent } from './event';
import { icsLines as lines } from '../../../tests/helpers/ics-lines';

const event = {
  id: 7,
  name: 'Bigi Poku, aan de Waterkant',
  description: 'Kaseko; kawina\nen meer',
  category: 'Live muziek',
  time: '21:00 uur',
  location: 'Waterkant, Paramaribo',
  // Stored by the admin form: noon of the day in Paramaribo.
  date: '2026-12-05T15:00:00.000Z',
  price: 15,
  imageUrl: null,
  isFeatured: false,
  ticketUrl: '',
} as unknown as GuideEvent;
const now = new Date('2026-11-26T13:00:00Z');

describe('an event clock text', () => {
  it.each([
    ['9:00 PM', [21, 0]],
    ['9pm', [21, 0]],
    ['12:30 AM', [0, 30]],
    ['12 PM', [12, 0]],
    ['21:00 uur', [21, 0]],
    ['20.30 uur', [20, 30]],
    ['Doors 7:30 PM, show 9 PM', [19, 30]],
  ])('reads %s', (text, clock) => expect(parseEventClock(text)).toEqual(clock));
  it.each(['All day', 'From sunset', '', '25:00', '13 PM', 'Day 3'])('finds no time in %j', (text) => expect(parseEventClock(text)).toBeNull());
});

describe("an event's calendar file", () => {
  it('starts on the event day at the English clock time in Paramaribo (UTC-3) and names no end the guide does not know', () => {
    const text = lines(buildEventCalendar(event, { lang: 'nl', englishTime: '9:00 PM', siteUrl: 'https://guide.example', now }));
    expect(text).toContain('DTSTART:20261206T000000Z');
    expect(text.filter((l) => l.startsWith('DTEND') || l.startsWith('DURATION'))).toEqual([]);
    expect(text).toContain('DTSTAMP:20261126T130000Z');
  });
  it("is in the page's language, escaped, with a stable id and the card's address", () => {
    const text = lines(buildEventCalendar(event, { lang: 'nl', englishTime: '9:00 PM', siteUrl: 'https://guide.example/', now }));
    expect(text).toContain('PRODID:-//Suriname Guide//Events//NL');
    expect(text).toContain('UID:event-7@guide.example');
    expect(text).toContain('SUMMARY:Bigi Poku\\, aan de Waterkant');
    expect(text).toContain('DESCRIPTION:Kaseko\\; kawina\\nen meer');
    expect(text).toContain('LOCATION:Waterkant\\, Paramaribo');
    expect(text).toContain('URL:https://guide.example/nl/events?when=all#event-7');
  });
  it('is an all-day event on the Paramaribo day when no time can be read', () => {
    const late = { ...event, time: 'All night', date: '2026-12-06T02:00:00.000Z' } as GuideEvent; // 5 December, 23:00 local
    const text = lines(buildEventCalendar(late, { lang: 'en', englishTime: 'All night', siteUrl: 'http://localhost:4321', now }));
    expect(text).toContain('DTSTART;VALUE=DATE:20261205');
    expect(text.filter((l) => l.startsWith('DTEND'))).toEqual([]);
    expect(text).toContain('URL:http://localhost:4321/events?when=all#event-7');
  });
});

describe('event addresses', () => {
  it('leads to the card in the list of all events, and to the .ics in both languages', () => {
    expect(getEventCardPath(7, 'en')).toBe('/events?when=all#event-7');
    expect(getEventCardPath(7, 'nl')).toBe('/nl/events?when=all#event-7');
    expect(getEventCalendarPath(7, 'nl')).toBe('/nl/events/7.ics');
  });
  it('names the file after the event in plain ASCII', () => {
    expect(getEventFileName({ id: 7, name: 'Kaseko Fever on the Waterkant' })).toBe('kaseko-fever-on-the-waterkant.ics');
    expect(getEventFileName({ id: 7, name: 'Dj’s & café-avond!' })).toBe('dj-s-cafe-avond.ics');
    expect(getEventFileName({ id: 9, name: '★★★' })).toBe('event-9.ics');
  });
});
