import { describe, expect, it } from 'vitest';
import { describeOpenLine, describeTodayHours, describeWeek, secondsUntilNextOpenChange, type OpenLineStrings } from './hours-view';
import strings from './strings';

const today = { 'hours.none': 'Hours not available', 'hours.closed': 'Closed today', 'hours.openToday': 'Open today: {hours}' };
const lines = (lang: 'en' | 'nl') => Object.fromEntries(Object.entries(strings[lang]).filter(([k]) => k.startsWith('restaurants.'))) as OpenLineStrings;
// Wednesday 2026-11-25 12:00 in Paramaribo (UTC-3).
const wednesday = new Date('2026-11-25T15:00:00Z');
const at = (local: string) => new Date(`${local}-03:00`);
const week = { monday: '11:00-22:00', tuesday: '11:00-22:00', wednesday: '11:00-14:00, 17:00-01:00', thursday: 'Closed', friday: '17:00-23:30' };

describe('today on a card', () => {
  it("describes today's hours in the page language's clock, with the spec's fallbacks", () => {
    expect(describeTodayHours({}, wednesday, 'en', today)).toBe('Hours not available');
    expect(describeTodayHours({ monday: '09:00-17:00' }, wednesday, 'en', today)).toBe('Hours not available');
    expect(describeTodayHours({ wednesday: 'Closed' }, wednesday, 'en', today)).toBe('Closed today');
    expect(describeTodayHours({ wednesday: '11:00-22:00' }, wednesday, 'en', today)).toBe('Open today: 11:00 AM – 10:00 PM');
    expect(describeTodayHours({ wednesday: '11:00-22:00' }, wednesday, 'nl', today)).toBe('Open today: 11:00 – 22:00');
  });

  it('uses the Paramaribo weekday, not the server clock', () => {
    // 01:00 UTC on Thursday is still Wednesday evening in Paramaribo.
    expect(describeTodayHours({ wednesday: '18:00-23:00', thursday: 'Closed' }, new Date('2026-11-26T01:00:00Z'), 'en', today)).toBe(
      'Open today: 6:00 PM – 11:00 PM',
    );
  });
});

describe('the week', () => {
  it('lists the known days Monday first, in each language, today marked', () => {
    const en = describeWeek(week, 'en', wednesday, 'Closed');
    expect(en.map((r) => [r.name, r.text, r.today])).toEqual([
      ['Monday', '11:00 AM – 10:00 PM', false],
      ['Tuesday', '11:00 AM – 10:00 PM', false],
      ['Wednesday', '11:00 AM – 2:00 PM, 5:00 PM – 1:00 AM', true],
      ['Thursday', 'Closed', false],
      ['Friday', '5:00 PM – 11:30 PM', false],
    ]);
    expect(describeWeek(week, 'nl', wednesday, 'Gesloten').map((r) => `${r.name} ${r.text}`)).toEqual([
      'Maandag 11:00 – 22:00',
      'Dinsdag 11:00 – 22:00',
      'Woensdag 11:00 – 14:00, 17:00 – 01:00',
      'Donderdag Gesloten',
      'Vrijdag 17:00 – 23:30',
    ]);
    expect(describeWeek({}, 'en', wednesday, 'Closed')).toEqual([]);
  });
});

describe('the open-now line', () => {
  it('says open and when it closes, or when it opens next, in each language', () => {
    expect(describeOpenLine(week, at('2026-11-23T10:00'), 'en', lines('en'))).toEqual({ open: false, text: 'Closed · opens at 11:00 AM' });
    expect(describeOpenLine(week, at('2026-11-23T12:00'), 'en', lines('en'))).toEqual({ open: true, text: 'Open now · closes at 10:00 PM' });
    expect(describeOpenLine(week, at('2026-11-23T12:00'), 'nl', lines('nl'))?.text).toBe('Nu open · sluit om 22:00');
    expect(describeOpenLine(week, at('2026-11-23T10:00'), 'nl', lines('nl'))?.text).toBe('Gesloten · opent om 11:00');
    // Past midnight: Thursday 00:30 is still Wednesday's evening range.
    expect(describeOpenLine(week, at('2026-11-26T00:30'), 'en', lines('en'))?.text).toBe('Open now · closes at 1:00 AM');
    // Thursday closed: Friday opens tomorrow.
    expect(describeOpenLine(week, at('2026-11-26T12:00'), 'en', lines('en'))?.text).toBe('Opens tomorrow at 5:00 PM');
    expect(describeOpenLine(week, at('2026-11-26T12:00'), 'nl', lines('nl'))?.text).toBe('Opent morgen om 17:00');
    // Friday night after closing: Saturday and Sunday unknown but a Monday opening is found.
    expect(describeOpenLine(week, at('2026-11-27T23:45'), 'en', lines('en'))?.text).toBe('Opens Monday at 11:00 AM');
    expect(describeOpenLine(week, at('2026-11-27T23:45'), 'nl', lines('nl'))?.text).toBe('Opent maandag om 11:00');
  });

  it('says nothing when today is unknown, and Closed when no day opens', () => {
    expect(describeOpenLine(week, at('2026-11-28T12:00'), 'en', lines('en'))).toBeNull();
    expect(describeOpenLine({ wednesday: 'Closed' }, wednesday, 'en', lines('en'))).toEqual({ open: false, text: 'Closed' });
  });
});

describe('how long such a line stays true', () => {
  it('counts the seconds to the first opening or closing among the entries, wrapping the week', () => {
    expect(secondsUntilNextOpenChange([week], at('2026-11-23T10:00:30'))).toBe(59 * 60 + 30);
    expect(secondsUntilNextOpenChange([week, { monday: '10:15-12:00' }], at('2026-11-23T10:00'))).toBe(15 * 60);
    // Friday 23:40: next is Monday 11:00 (Saturday and Sunday unknown).
    expect(secondsUntilNextOpenChange([week], at('2026-11-27T23:40'))).toBe((20 + 24 * 60 * 2 + 11 * 60) * 60);
    // Saturday night range past the week's end closes Sunday 02:00.
    expect(secondsUntilNextOpenChange([{ saturday: '20:00-02:00' }], at('2026-11-29T01:00'))).toBe(3600);
    expect(secondsUntilNextOpenChange([{ monday: 'Closed' }, {}], wednesday)).toBeNull();
  });
});
