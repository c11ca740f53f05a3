/** The weekdays and the weekday of a moment in Paramaribo time (spec sections 3 and 8). */

export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof weekdays)[number];

export const SITE_TIME_ZONE = 'America/Paramaribo';

const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: SITE_TIME_ZONE });

/** The lowercase weekday name of a moment in Paramaribo. */
export function getWeekdayInParamaribo(now: Date): Weekday {
  return weekdayFormat.format(now).toLowerCase() as Weekday;
}
