/**
 * How a repeating event repeats, under its date on a card (issue 31): 'Every Friday' (until its last date), the
 * other dates still to come of a list, and the end time when one is set. Rows of the card's list; nothing for a
 * one-off event without an end time.
 */
import type { ReactElement } from 'react';
import { formatSiteDate } from '~/platform/dates/format-date';
import type { Locale } from '~/platform/i18n/config';
import { fillTemplate } from '~/ui/lists/format';
import type { GuideEvent } from './event';
import type { EventCardStrings } from './event-card-strings';
import { getParamariboDay, getParamariboNoon, parseClockInput, weekdayOf } from './event-occurrences';

interface EventScheduleNoteProps {
  event: GuideEvent;
  lang: Locale;
  strings: Pick<EventCardStrings, 'events.repeats' | 'events.alsoOn' | 'events.ends' | 'events.every' | 'events.everyUntil'>;
}

/** 'Every Friday', 'Every Friday until 5 December 2026' or null. */
function describeWeekly(event: GuideEvent, lang: Locale, strings: EventScheduleNoteProps['strings']): string | null {
  const weekday = event.repeat === 'weekly' ? (event.weekday ?? weekdayOf(getParamariboDay(new Date(event.date)))) : null;
  if (weekday === null) return null;
  // 29 November 2026 is a Sunday: weekday n is n days after it.
  const day = new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-US', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 29 + weekday));
  const lastDate = event.lastDate ? formatSiteDate(event.lastDate, lang, 'long') : null;
  return lastDate ? fillTemplate(strings['events.everyUntil'], { day, date: lastDate }) : fillTemplate(strings['events.every'], { day });
}

/** The end time as read: English '2:00 AM'; Dutch keeps the 24-hour clock as typed, '02:00'. */
function describeEnd(event: GuideEvent, lang: Locale): string | null {
  const end = parseClockInput(event.endTime);
  if (!end) return null;
  if (lang === 'nl') return event.endTime;
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1, end[0], end[1]));
}

/** The rows, or nothing. */
export default function EventScheduleNote({ event, lang, strings }: EventScheduleNoteProps): ReactElement {
  const shownDay = event.next?.day ?? getParamariboDay(new Date(event.date));
  const every = describeWeekly(event, lang, strings);
  const later =
    event.repeat === 'dates'
      ? event.extraDates
          .map((d) => d.day)
          .filter((day) => day > shownDay)
          .sort()
          .slice(0, 4)
          .map((day) => formatSiteDate(getParamariboNoon(day), lang, 'long'))
      : [];
  const endText = describeEnd(event, lang);
  return (
    <>
      {every && (
        <>
          <dt className="font-semibold">{strings['events.repeats']}</dt>
          <dd data-testid="event-repeats">{every}</dd>
        </>
      )}
      {later.length > 0 && (
        <>
          <dt className="font-semibold">{strings['events.alsoOn']}</dt>
          <dd data-testid="event-also-on">{later.join(', ')}</dd>
        </>
      )}
      {endText && (
        <>
          <dt className="font-semibold">{strings['events.ends']}</dt>
          <dd>{endText}</dd>
        </>
      )}
    </>
  );
}
