import { describe, expect, it } from 'vitest';
import { describeDraftSaved } from './draft-time';

describe('describeDraftSaved', () => {
  it('says the Paramaribo time (UTC-3) on a 24-hour clock, without a date on the same day', () => {
    const now = new Date('2026-11-28T20:00:00Z'); // 17:00 in Paramaribo
    expect(describeDraftSaved(new Date('2026-11-28T17:32:00Z'), now, 'en')).toEqual({ time: '14:32', date: null });
    expect(describeDraftSaved(new Date('2026-11-28T17:32:00Z'), now, 'nl')).toEqual({ time: '14:32', date: null });
  });

  it('adds the date when the draft was saved on another Paramaribo day, although the same UTC day', () => {
    const now = new Date('2026-11-28T12:00:00Z'); // 09:00 on the 28th in Paramaribo
    const savedAt = new Date('2026-11-28T02:05:00Z'); // 23:05 on the 27th in Paramaribo
    expect(describeDraftSaved(savedAt, now, 'en')).toEqual({ time: '23:05', date: 'November 27, 2026' });
    expect(describeDraftSaved(savedAt, now, 'nl')).toEqual({ time: '23:05', date: '27 november 2026' });
  });
});
