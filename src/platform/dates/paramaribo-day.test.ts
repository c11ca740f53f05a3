import { describe, expect, it } from 'vitest';
import { getParamariboDateAt, getStartOfDayInParamaribo } from './paramaribo-day';

describe('Paramaribo days', () => {
  it('starts the day at 03:00 UTC', () => {
    expect(getStartOfDayInParamaribo(new Date('2026-11-22T15:00:00Z')).toISOString()).toBe('2026-11-22T03:00:00.000Z');
  });
  it('is still the previous day before 03:00 UTC', () => {
    expect(getStartOfDayInParamaribo(new Date('2026-11-23T02:59:00Z')).toISOString()).toBe('2026-11-22T03:00:00.000Z');
  });
  it('places a local time some days ahead', () => {
    expect(getParamariboDateAt(new Date('2026-11-22T15:00:00Z'), 3, 21, 30).toISOString()).toBe('2026-11-26T00:30:00.000Z');
  });
});
