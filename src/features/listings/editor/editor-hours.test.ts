import { describe, expect, it } from 'vitest';
import { assembleDayHours, assembleOpeningHours, copyMondayHours, neutralFromOpeningHours, openingHoursSlotProblems, slotsFromDayText } from './editor-hours';
import { editorKinds } from './editor-kinds';
import { readPostedValues, valuesFromInput } from './editor-values';

describe('listing editor opening hours: slots <-> stored text', () => {
  it('assembles Closed, one range, lunch and dinner, past midnight, not given', () => {
    expect(assembleDayHours({ closed: 'on', open1: '09:00', close1: '17:00' })).toBe('Closed');
    expect(assembleDayHours({ open1: '09:00', close1: '17:00' })).toBe('09:00-17:00');
    expect(assembleDayHours({ open1: '11:30', close1: '14:30', open2: '18:00', close2: '01:00' })).toBe('11:30-14:30, 18:00-01:00');
    expect(assembleDayHours({ open2: '18:00', close2: '23:00' })).toBe('18:00-23:00');
    expect(assembleDayHours({})).toBe('');
    expect(assembleDayHours({ open1: '9:00', close1: '17.30' })).toBe('09:00-17:30');
  });

  it('keeps text that does not fit the slots while they stay empty', () => {
    const three = '07:00-09:00, 12:00-14:00, 18:00-22:00';
    expect(slotsFromDayText(three)).toMatchObject({ kept: three, open1: '' });
    expect(assembleDayHours(slotsFromDayText(three))).toBe(three);
    expect(slotsFromDayText('10am - 8pm')).toMatchObject({ kept: '10am - 8pm' });
    expect(assembleDayHours({ kept: '10am - 8pm', open1: '10:00', close1: '20:00' })).toBe('10:00-20:00');
  });

  it('reads stored hours into the slots and back without loss', () => {
    const hours = { monday: 'Closed', tuesday: '11:30-14:30, 18:00-01:00', wednesday: '09:00-17:00' };
    const neutral = neutralFromOpeningHours(hours, 'openingHours');
    expect(neutral['openingHours.monday.closed']).toBe('on');
    expect(neutral['openingHours.tuesday.close2']).toBe('01:00');
    expect(assembleOpeningHours(neutral, 'openingHours')).toEqual({ ...hours, thursday: '', friday: '', saturday: '', sunday: '' });
  });

  it('names each day that is not in the stored format', () => {
    const neutral = {
      'openingHours.monday.open1': '11:00',
      'openingHours.tuesday.open1': '09:00',
      'openingHours.tuesday.close1': '09:00',
      'openingHours.wednesday.open1': '11:00',
      'openingHours.wednesday.close1': '15:00',
      'openingHours.wednesday.open2': '14:00',
      'openingHours.wednesday.close2': '22:00',
      'openingHours.thursday.open1': '18:00',
      'openingHours.thursday.close1': '22:00',
      'openingHours.thursday.open2': '11:00',
      'openingHours.thursday.close2': '14:00',
      'openingHours.friday.kept': '10am - 8pm',
    };
    expect(openingHoursSlotProblems(neutral, 'openingHours')).toEqual([
      { day: 'monday', problem: 'missingTime' },
      { day: 'tuesday', problem: 'sameTime' },
      { day: 'wednesday', problem: 'overlap' },
      { day: 'thursday', problem: 'order' },
      { day: 'friday', problem: 'format' },
    ]);
  });

  it('reads a posted form and a draft through the editor values', () => {
    const kind = editorKinds.restaurant;
    const form = new FormData();
    form.set('openingHours.tuesday.open1', '11:30');
    form.set('openingHours.tuesday.close1', '14:30');
    form.set('openingHours.tuesday.open2', '18:00');
    form.set('openingHours.tuesday.close2', '01:00');
    form.set('openingHours.monday.closed', 'on');
    const values = readPostedValues(kind, form, []);
    expect(kind.toInput(values).openingHours).toEqual({ monday: 'Closed', tuesday: '11:30-14:30, 18:00-01:00' });
    const back = valuesFromInput(kind, { openingHours: { monday: 'Closed', tuesday: '11:30-14:30, 18:00-01:00' } });
    expect(back.neutral['openingHours.tuesday.open2']).toBe('18:00');
    expect(back.neutral['openingHours.monday.closed']).toBe('on');
  });
});

describe('copy Monday to all days', () => {
  it("copies Monday's closed box, slots and kept text to every other day", () => {
    const copied = copyMondayHours(
      { 'openingHours.monday.open1': '11:30', 'openingHours.monday.close1': '14:30', 'openingHours.sunday.closed': 'on', other: 'x' },
      'openingHours',
    );
    expect(copied['openingHours.sunday.closed']).toBe('');
    expect(copied['openingHours.sunday.open1']).toBe('11:30');
    expect(copied['openingHours.tuesday.close1']).toBe('14:30');
    expect(copied['openingHours.saturday.open2']).toBe('');
    expect(copied.other).toBe('x');
  });
});
