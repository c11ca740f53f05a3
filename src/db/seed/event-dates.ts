/**
 * When a demo event takes place, counted from the moment the content is loaded (an injected clock):
 * so the Nightlife page has upcoming events on the day the guide is set up, and each keeps its date
 * once stored (the admin edits or removes them like any other event).
 */
import { getParamariboDateAt } from '~/platform/dates/paramaribo-day';
import { getWeekdayInParamaribo } from '~/platform/dates/weekdays';
import type { SeedEvent } from './types';

/** Hour and minute of an English clock text like '9:30 PM' (20:00 when unreadable). */
export function parseClock(text: string): [number, number] {
  const m = /(\d{1,2})(?::(\d{2}))?\s*(am|pm)?/i.exec(text);
  if (!m) return [20, 0];
  let hour = Number(m[1]) % 24;
  const minute = Number(m[2] ?? 0) % 60;
  const suffix = m[3]?.toLowerCase();
  if (suffix === 'pm' && hour < 12) hour += 12;
  if (suffix === 'am' && hour === 12) hour = 0;
  return [hour, minute];
}

/**
 * The start of a demo event: `daysFromLoad` days after `loadedAt` in Paramaribo, moved on to the
 * next day that is the event's `weekday` when it names one, at the local time of its English text.
 */
export function getSeedEventDate(event: Pick<SeedEvent, 'daysFromLoad' | 'weekday' | 'en'>, loadedAt: Date): Date {
  const [hour, minute] = parseClock(event.en.time);
  let days = event.daysFromLoad;
  // Noon stands for the whole calendar day: no time zone step can push it into the next or previous one.
  while (event.weekday && getWeekdayInParamaribo(getParamariboDateAt(loadedAt, days, 12)) !== event.weekday) days++;
  return getParamariboDateAt(loadedAt, days, hour, minute);
}
