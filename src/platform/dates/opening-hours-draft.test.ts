import { describe, expect, it } from 'vitest';
import { dayDraftFromText, dayHoursProblem, dayTextFromDraft, openingHoursProblems, runsPastMidnight } from './opening-hours-draft';

describe('opening hours draft <-> stored text', () => {
  it('reads not given, Closed, several ranges and a range past midnight', () => {
    expect(dayDraftFromText('')).toEqual({ mode: 'unset' });
    expect(dayDraftFromText(undefined)).toEqual({ mode: 'unset' });
    expect(dayDraftFromText('Closed')).toEqual({ mode: 'closed' });
    expect(dayDraftFromText('11:30-14:30, 18:00-01:00')).toEqual({
      mode: 'open',
      ranges: [
        { open: '11:30', close: '14:30' },
        { open: '18:00', close: '01:00' },
      ],
    });
  });

  it('writes the stored text back without loss', () => {
    for (const text of ['', 'Closed', '09:00-17:00', '11:30-14:30, 18:00-01:00', '07:00-09:00, 12:00-14:00, 17:00-20:00, 21:00-23:00']) {
      expect(dayTextFromDraft(dayDraftFromText(text))).toBe(text);
    }
    expect(dayTextFromDraft({ mode: 'open', ranges: [] })).toBe('');
  });

  it('keeps half-typed ranges so the form can say what is missing', () => {
    const draft = { mode: 'open' as const, ranges: [{ open: '11:00', close: '' }] };
    expect(dayTextFromDraft(draft)).toBe('11:00-');
    expect(dayDraftFromText('11:00-')).toEqual(draft);
    expect(dayHoursProblem('11:00-')).toBe('missingTime');
    expect(dayHoursProblem('-')).toBe('missingTime');
  });

  it('keeps older free text as it is, never blanked', () => {
    expect(dayDraftFromText('10am - 8pm')).toEqual({ mode: 'legacy', text: '10am - 8pm' });
    expect(dayTextFromDraft(dayDraftFromText('10am - 8pm'))).toBe('10am - 8pm');
    expect(dayDraftFromText('9:00-17:00')).toEqual({ mode: 'legacy', text: '9:00-17:00' });
    expect(dayHoursProblem('10am - 8pm')).toBe('format');
    expect(dayHoursProblem('gesloten')).toBe('format');
  });

  it('names what is wrong: same time, order, overlap, too many, bad time', () => {
    expect(dayHoursProblem('09:00-09:00')).toBe('sameTime');
    expect(dayHoursProblem('18:00-22:00, 11:00-14:00')).toBe('order');
    expect(dayHoursProblem('11:00-15:00, 14:00-22:00')).toBe('overlap');
    expect(dayHoursProblem('18:00-01:00, 19:00-20:00')).toBe('overlap');
    expect(dayHoursProblem('01:00-02:00, 03:00-04:00, 05:00-06:00, 07:00-08:00, 09:00-10:00')).toBe('tooMany');
    expect(dayHoursProblem('25:00-26:00')).toBe('format');
  });

  it('finds no problem in the stored format', () => {
    for (const text of ['', 'Closed', '09:00-17:00', '11:30-14:30, 18:00-01:00', '18:00-00:00', '09:00-12:00, 12:00-15:00']) {
      expect(dayHoursProblem(text)).toBeUndefined();
    }
    expect(openingHoursProblems({ monday: 'Closed', tuesday: '11:00-', friday: '10am' })).toEqual([
      { day: 'tuesday', problem: 'missingTime' },
      { day: 'friday', problem: 'format' },
    ]);
  });

  it('tells when a range closes the next day', () => {
    expect(runsPastMidnight({ open: '18:00', close: '01:00' })).toBe(true);
    expect(runsPastMidnight({ open: '18:00', close: '00:00' })).toBe(true);
    expect(runsPastMidnight({ open: '09:00', close: '17:00' })).toBe(false);
    expect(runsPastMidnight({ open: '18:00', close: '' })).toBe(false);
  });
});
