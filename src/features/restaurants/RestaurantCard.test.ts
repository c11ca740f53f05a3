import { describe, expect, it } from 'vitest';
import { describeTodayHours, formatRating, toTelHref } from './RestaurantCard';

const strings = { 'hours.none': 'Hours not available', 'hours.closed': 'Closed today', 'hours.openToday': 'Open today: {hours}' };
// Wednesday 2026-11-25 12:00 in Paramaribo (UTC-3).
const wednesday = new Date('2026-11-25T15:00:00Z');

describe('restaurant card texts', () => {
  it("describes today's hours with the spec's three fallbacks", () => {
    expect(describeTodayHours({}, wednesday, strings)).toBe('Hours not available');
    expect(describeTodayHours({ monday: '9:00-17:00' }, wednesday, strings)).toBe('Hours not available');
    expect(describeTodayHours({ wednesday: 'Closed' }, wednesday, strings)).toBe('Closed today');
    expect(describeTodayHours({ wednesday: '11:00-22:00' }, wednesday, strings)).toBe('Open today: 11:00-22:00');
  });

  it('uses the Paramaribo weekday, not the server clock', () => {
    // 01:00 UTC on Thursday is still Wednesday evening in Paramaribo.
    expect(describeTodayHours({ wednesday: '18:00-23:00', thursday: 'Closed' }, new Date('2026-11-26T01:00:00Z'), strings)).toBe('Open today: 18:00-23:00');
  });

  it('formats ratings with one decimal in the page language', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.5, 'nl')).toBe('4,5');
  });

  it('turns a written phone number into a tel: address', () => {
    expect(toTelHref('+597 555-0101')).toBe('tel:+5975550101');
    expect(toTelHref('(597) 42.11.00')).toBe('tel:597421100');
  });
});
