/** When the editor's draft was saved, as the page says it: Paramaribo time, the day only when it was not today. Runs anywhere. */
import type { Locale } from '~/i18n';
import { formatSiteDate } from '~/platform/dates/format-date';
import { getStartOfDayInParamaribo } from '~/platform/dates/paramaribo-day';
import { SITE_TIME_ZONE } from '~/platform/dates/weekdays';

// 24-hour clock in both languages, as Suriname writes times ('14:32').
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SITE_TIME_ZONE });

/** The time ('14:32') and, when `savedAt` is not on today's Paramaribo date, the date in the page's language. */
export function describeDraftSaved(savedAt: Date, now: Date, lang: Locale): { time: string; date: string | null } {
  const sameDay = getStartOfDayInParamaribo(savedAt).getTime() === getStartOfDayInParamaribo(now).getTime();
  return { time: clock.format(savedAt), date: sameDay ? null : formatSiteDate(savedAt, lang) };
}
