import { describe, expect, it } from 'vitest';
import { getWeekdayInParamaribo } from './weekdays';

describe('the Paramaribo weekday', () => {
  it('uses Paramaribo time (UTC-3), not UTC', () => {
    // Monday 01:30 UTC is still Sunday 22:30 in Paramaribo.
    expect(getWeekdayInParamaribo(new Date('2026-11-23T01:30:00Z'))).toBe('sunday');
    expect(getWeekdayInParamaribo(new Date('2026-11-23T03:30:00Z'))).toBe('monday');
  });
});
