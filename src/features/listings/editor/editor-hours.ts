/**
 * The listing editor's opening hours without JavaScript (issue 18): per day a Closed checkbox and two fixed opens/closes
 * slots (lunch and dinner), assembled here into the stored text ('Closed', '11:30-14:30, 18:00-01:00', '' when not given).
 * A day whose saved text does not fit the slots (older text, more than two ranges) is carried in a hidden input and kept
 * while the slots stay empty. Runs anywhere.
 */
import { CLOSED } from '~/platform/dates/opening-hours';
import { dayDraftFromText, dayHoursProblem, dayTextFromDraft, type DayProblem, type RangeDraft } from '~/platform/dates/opening-hours-draft';
import { weekdays, type Weekday } from '~/platform/dates/weekdays';

/** The posted inputs of one day: `openingHours.<day>.<slot>`. */
const HOUR_SLOTS = ['closed', 'open1', 'close1', 'open2', 'close2', 'kept'] as const;
type HourSlot = (typeof HOUR_SLOTS)[number];
export type DaySlots = Record<HourSlot, string>;

/** The posted names of every day's inputs. */
export function hourInputNames(field: string): string[] {
  return weekdays.flatMap((day) => HOUR_SLOTS.map((slot) => `${field}.${day}.${slot}`));
}

/** A time as typed where the browser has no time picker ('9:00', '9.30') in the stored 'HH:MM'; anything else as it is. */
function tidyTime(value: string): string {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(value.trim());
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : value.trim();
}

/** A day's stored text from its slots: Closed wins; filled slots in order; with none filled, the kept text. */
export function assembleDayHours(slots: Partial<DaySlots>): string {
  if ((slots.closed ?? '') !== '') return CLOSED;
  const ranges: RangeDraft[] = [1, 2]
    .map((n) => ({ open: tidyTime(slots[`open${n}` as HourSlot] ?? ''), close: tidyTime(slots[`close${n}` as HourSlot] ?? '') }))
    .filter((r) => r.open !== '' || r.close !== '');
  if (ranges.length === 0) return (slots.kept ?? '').trim();
  return dayTextFromDraft({ mode: 'open', ranges });
}

/** A day's stored text in the slots (the inverse of assembleDayHours for what fits them). */
export function slotsFromDayText(text: string | undefined): DaySlots {
  const slots: DaySlots = { closed: '', open1: '', close1: '', open2: '', close2: '', kept: '' };
  const draft = dayDraftFromText(text);
  if (draft.mode === 'closed') slots.closed = 'on';
  else if (draft.mode === 'open' && draft.ranges.length <= 2) {
    draft.ranges.forEach((r, i) => {
      slots[`open${i + 1}` as HourSlot] = r.open;
      slots[`close${i + 1}` as HourSlot] = r.close;
    });
  } else if (draft.mode !== 'unset') slots.kept = (text ?? '').trim();
  return slots;
}

/** One day's slots out of the form's neutral values. */
export function daySlots(neutral: Record<string, string>, field: string, day: Weekday): DaySlots {
  return Object.fromEntries(HOUR_SLOTS.map((slot) => [slot, neutral[`${field}.${day}.${slot}`] ?? ''])) as DaySlots;
}

/** The weekday map the kind's input takes (days not given are left out by the form bridge). */
export function assembleOpeningHours(neutral: Record<string, string>, field: string): Record<Weekday, string> {
  return Object.fromEntries(weekdays.map((day) => [day, assembleDayHours(daySlots(neutral, field, day))])) as Record<Weekday, string>;
}

/** The form's values of a stored weekday map. */
export function neutralFromOpeningHours(hours: Record<string, unknown>, field: string): Record<string, string> {
  return Object.fromEntries(
    weekdays.flatMap((day) => {
      const slots = slotsFromDayText(typeof hours[day] === 'string' ? hours[day] : '');
      return HOUR_SLOTS.map((slot) => [`${field}.${day}.${slot}`, slots[slot]]);
    }),
  );
}

/** Each day whose assembled text is not in the stored format, with what is wrong (the input name is `<field>.<day>`). */
export function openingHoursSlotProblems(neutral: Record<string, string>, field: string): Array<{ day: Weekday; problem: DayProblem }> {
  const hours = assembleOpeningHours(neutral, field);
  return weekdays.flatMap((day) => {
    const problem = dayHoursProblem(hours[day]);
    return problem ? [{ day, problem }] : [];
  });
}

/** The id of the hours fieldset: a no-JavaScript "Copy Monday to all days" comes back there. */
export const HOURS_ANCHOR = 'opening-hours';

/** The form's values with Monday's slots (closed box, times, kept text) copied to every other day, as the admin form's button does. */
export function copyMondayHours(neutral: Record<string, string>, field: string): Record<string, string> {
  const out = { ...neutral };
  const monday = daySlots(neutral, field, 'monday');
  for (const day of weekdays) {
    if (day === 'monday') continue;
    for (const slot of HOUR_SLOTS) out[`${field}.${day}.${slot}`] = monday[slot];
  }
  return out;
}
