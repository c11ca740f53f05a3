import { describe, expect, it } from 'vitest';
import { getWeekdayInParamaribo, type Weekday } from '~/platform/dates/weekdays';
import { seedEvents } from './content/events';
import { getSeedEventDate, parseClock } from './event-dates';

const names: Record<string, Weekday> = {
  monday: 'monday',
  tuesday: 'tuesday',
  wednesday: 'wednesday',
  thursday: 'thursday',
  friday: 'friday',
  saturday: 'saturday',
  sunday: 'sunday',
  maandag: 'monday',
  dinsdag: 'tuesday',
  woensdag: 'wednesday',
  donderdag: 'thursday',
  vrijdag: 'friday',
  zaterdag: 'saturday',
  zondag: 'sunday',
};
/** The weekday an event's English or Dutch name mentions ('Kawinazondag' counts), or null. */
function namedWeekday(text: string): Weekday | null {
  const hit = new RegExp(Object.keys(names).join('|'), 'i').exec(text);
  return hit ? names[hit[0].toLowerCase()]! : null;
}

const paramariboClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Paramaribo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** A week of load moments: every day, early in the morning and late at night (past midnight UTC). */
const loadMoments = Array.from({ length: 7 }, (_, day) => [
  new Date(Date.UTC(2026, 10, 23 + day, 10, 0)),
  new Date(Date.UTC(2026, 10, 24 + day, 2, 45)),
]).flat();

describe('demo event dates', () => {
  it('puts every event named after a weekday on that weekday, whatever day the content is loaded', () => {
    const named = seedEvents.filter((e) => namedWeekday(e.en.name) ?? namedWeekday(e.nl.name));
    expect(named.map((e) => e.en.name)).toEqual(expect.arrayContaining(['Bigi Poku Friday', 'Kawina Sunday in the Palmentuin']));
    for (const event of named) {
      const day = namedWeekday(event.en.name) ?? namedWeekday(event.nl.name);
      expect(event.weekday, event.en.name).toBe(day);
      for (const loadedAt of loadMoments) {
        expect(getWeekdayInParamaribo(getSeedEventDate(event, loadedAt)), `${event.en.name} loaded ${loadedAt.toISOString()}`).toBe(day);
      }
    }
  });

  it('dates every event ahead of the load, no later than a week past its day count, at its own local time', () => {
    for (const loadedAt of loadMoments) {
      for (const event of seedEvents) {
        const date = getSeedEventDate(event, loadedAt);
        const daysAhead = (date.getTime() - loadedAt.getTime()) / 86_400_000;
        expect(daysAhead, event.en.name).toBeGreaterThan(event.daysFromLoad - 1);
        expect(daysAhead, event.en.name).toBeLessThan(event.daysFromLoad + 8);
        const [hour, minute] = parseClock(event.en.time);
        expect(paramariboClock.format(date)).toBe(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
      }
    }
  });

  it('has the five sample events of the spec right after the one featured event: ids 2 to 6, priced 20 to 40', () => {
    expect(seedEvents.filter((e) => e.isFeatured)).toEqual([seedEvents[0]]);
    const samples = seedEvents.slice(1, 6);
    expect(samples.map((e) => e.en.name)).toEqual([
      'Kaseko Under the Palms',
      'Waterkant Salsa & Zouk Night',
      'Heritage Evening at the Fort',
      'Blackwater Beats Festival',
      'Rooftop Sessions: Caribbean House',
    ]);
    const prices = samples.map((e) => e.price);
    expect([Math.min(...prices), Math.max(...prices)]).toEqual([20, 40]);
    for (const e of samples) expect(e.nl.description).not.toBe(e.en.description);
  });

  it('reads English clock texts', () => {
    expect(parseClock('9:30 PM')).toEqual([21, 30]);
    expect(parseClock('12:00 AM')).toEqual([0, 0]);
    expect(parseClock('2:00 PM')).toEqual([14, 0]);
    expect(parseClock('soon')).toEqual([20, 0]);
  });
});
