import { describe, expect, it } from 'vitest';
import { getSampleEvents } from './sample-events';
import { isStaticImageBase } from './static-images';

const now = new Date('2026-11-22T15:00:00Z');

describe('getSampleEvents', () => {
  it('has the five samples of the spec: ids 2 to 6, priced 20 to 40', () => {
    const events = getSampleEvents('en', now);
    expect(events.map((e) => e.id)).toEqual([2, 3, 4, 5, 6]);
    const prices = events.map((e) => e.price);
    expect(Math.min(...prices)).toBe(20);
    expect(Math.max(...prices)).toBe(40);
    for (const p of prices) expect(p).toBeGreaterThanOrEqual(20);
  });

  it('dates every sample after today, so they never show as past', () => {
    for (const e of getSampleEvents('en', now)) expect(new Date(e.date).getTime()).toBeGreaterThan(now.getTime());
  });

  it('is sorted soonest first', () => {
    const dates = getSampleEvents('en', now).map((e) => e.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('has the same events in Dutch with Dutch texts', () => {
    const en = getSampleEvents('en', now);
    const nl = getSampleEvents('nl', now);
    expect(nl.map((e) => [e.id, e.price, e.date])).toEqual(en.map((e) => [e.id, e.price, e.date]));
    for (const [i, e] of nl.entries()) {
      expect(e.description).not.toBe(en[i]!.description);
      for (const field of ['name', 'description', 'category', 'time', 'location'] as const) expect(e[field].length).toBeGreaterThan(0);
    }
  });

  it('points every sample at a bundled picture', () => {
    for (const e of getSampleEvents('nl', now)) expect(isStaticImageBase(e.imageUrl)).toBe(true);
  });
});
