/**
 * Opening hours as an editor holds them while they are typed (issue 18): per day 'not given', 'Closed', a list of
 * opens/closes pairs as the time inputs give them ('HH:MM' or '' while empty), or older text that is not in the stored
 * format. A draft maps to the stored text and back without loss, so a form can keep the stored text as its value;
 * `dayHoursProblem` names what is wrong with a text in words an editor can act on. Runs anywhere.
 */
import { CLOSED, MAX_RANGES_PER_DAY, parseDayHours, parseTime } from './opening-hours';

/** Monday first, as people list opening hours. */
export const WEEK_FROM_MONDAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** One range as typed: each side 'HH:MM', or '' while empty. */
export type RangeDraft = { open: string; close: string };
export type DayDraft = { mode: 'unset' } | { mode: 'closed' } | { mode: 'open'; ranges: RangeDraft[] } | { mode: 'legacy'; text: string };

/** What is wrong with a day's text. */
export type DayProblem = 'missingTime' | 'sameTime' | 'order' | 'overlap' | 'tooMany' | 'format';

const TYPED_RANGE = /^(\d{2}:\d{2})?-(\d{2}:\d{2})?$/;

/** A day's stored (or half-typed) text as a draft; text that is not ranges of times is kept as older text. */
export function dayDraftFromText(text: string | undefined | null): DayDraft {
  const value = (text ?? '').trim();
  if (value === '') return { mode: 'unset' };
  if (value === CLOSED) return { mode: 'closed' };
  const ranges: RangeDraft[] = [];
  for (const part of value.split(', ')) {
    const m = TYPED_RANGE.exec(part);
    if (!m) return { mode: 'legacy', text: value };
    ranges.push({ open: m[1] ?? '', close: m[2] ?? '' });
  }
  return { mode: 'open', ranges };
}

/** The text of a draft: the stored format when every time is filled in (the inverse of dayDraftFromText). */
export function dayTextFromDraft(draft: DayDraft): string {
  if (draft.mode === 'unset') return '';
  if (draft.mode === 'closed') return CLOSED;
  if (draft.mode === 'legacy') return draft.text;
  return draft.ranges.map((r) => `${r.open}-${r.close}`).join(', ');
}

/** True when a filled-in range closes on the next day ('18:00'–'01:00'; '18:00'–'00:00' closes at midnight). */
export function runsPastMidnight(range: RangeDraft): boolean {
  const open = parseTime(range.open);
  const close = parseTime(range.close);
  return open !== undefined && close !== undefined && close < open;
}

/** Why a day's text is not in the stored format, or undefined when it is. */
export function dayHoursProblem(text: string | undefined | null): DayProblem | undefined {
  if (parseDayHours(text) !== undefined) return undefined;
  const draft = dayDraftFromText(text);
  if (draft.mode !== 'open') return 'format';
  if (draft.ranges.length > MAX_RANGES_PER_DAY) return 'tooMany';
  if (draft.ranges.some((r) => r.open === '' || r.close === '')) return 'missingTime';
  const ranges = draft.ranges.map((r) => ({ open: parseTime(r.open), close: parseTime(r.close) }));
  if (ranges.some((r) => r.open === undefined || r.close === undefined)) return 'format';
  if (ranges.some((r) => r.open === r.close)) return 'sameTime';
  for (let i = 1; i < ranges.length; i++) if (ranges[i]!.open! < ranges[i - 1]!.open!) return 'order';
  return 'overlap';
}

/** The problem of every day of a weekday map that has one. */
export function openingHoursProblems(hours: Record<string, string | undefined>): Array<{ day: string; problem: DayProblem }> {
  return Object.entries(hours).flatMap(([day, text]) => {
    const problem = dayHoursProblem(text);
    return problem ? [{ day, problem }] : [];
  });
}
