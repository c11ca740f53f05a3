/** Today's opening hours in Paramaribo time (spec sections 3 and 8). */

export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof weekdays)[number];

export const SITE_TIME_ZONE = 'America/Paramaribo';

const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: SITE_TIME_ZONE });

/** The lowercase weekday name of a moment in Paramaribo. */
export function getWeekdayInParamaribo(now: Date): Weekday {
  return weekdayFormat.format(now).toLowerCase() as Weekday;
}

export type TodayHours = { kind: 'none' } | { kind: 'closed' } | { kind: 'open'; hours: string };

/** What a restaurant's hours say about today: no hours at all, closed, or open with a text. */
export function getTodayHours(openingHours: Record<string, string> | null | undefined, now: Date): TodayHours {
  if (!openingHours || Object.keys(openingHours).length === 0) return { kind: 'none' };
  const today = openingHours[getWeekdayInParamaribo(now)]?.trim();
  if (!today) return { kind: 'none' };
  if (/^(closed|gesloten)$/i.test(today)) return { kind: 'closed' };
  return { kind: 'open', hours: today };
}
