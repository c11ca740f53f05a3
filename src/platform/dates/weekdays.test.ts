import { describe, expect, it } from 'vitest';
import { getTodayHours, getWeekdayInParamaribo } from './weekdays';

const week = {
  monday: '9:00-17:00',
  tuesday: '9:00-17:00',
  wednesday: '9:00-17:00',
  thursday: '9:00-17:00',
  friday: '9:00-22:00',
  saturday: '10:00-23:00',
  sunday: 'Closed',
};

describe('opening hours', () => {
  it('uses Paramaribo time (UTC-3), not UTC', () => {
    // Monday 01:30 UTC is still Sunday 22:30 in Paramaribo.
    expect(getWeekdayInParamaribo(new Date('2026-11-23T01:30:00Z'))).toBe('sunday');
    expect(getWeekdayInParamaribo(new Date('2026-11-23T03:30:00Z'))).toBe('monday');
  });
  it("gives today's hours", () => {
    expect(getTodayHours(week, new Date('2026-11-27T15:00:00Z'))).toEqual({ kind: 'open', hours: '9:00-22:00' });
  });
  it('says closed for a Closed day', () => {
    expect(getTodayHours(week, new Date('2026-11-22T15:00:00Z'))).toEqual({ kind: 'closed' });
  });
  it('has no hours for an empty map or a missing day', () => {
    expect(getTodayHours({}, new Date())).toEqual({ kind: 'none' });
    expect(getTodayHours(null, new Date())).toEqual({ kind: 'none' });
    expect(getTodayHours({ monday: '9-5' }, new Date('2026-11-22T15:00:00Z'))).toEqual({ kind: 'none' });
  });
});
