/**
 * JSON-LD (schema.org Event) of the events the Nightlife page lists. The start is the event's day in
 * Paramaribo at the time its clock text names, written with the offset (-03:00); without a readable time
 * only the day; a repeating event is described at the occurrence the page shows (its next one). endDate only
 * from the event's end time (none is made up); no eventSchedule: each list shows one occurrence. Pure: the page passes
 * the addresses, languages and partner names in.
 */
import { parseEventClock, type EventNext, type EventTextFacts, type GuideEvent } from '~/features/events';
import { getParamariboDateAt, getStartOfDayInParamaribo } from '~/platform/dates/paramaribo-day';
import { SITE_TIME_ZONE } from '~/platform/dates/weekdays';
import { parseDate } from '~/platform/dates/format-date';
import { localeTags } from '~/platform/i18n/config';
import { cutDescription } from '~/platform/text/cut-description';
import { getAbsoluteImageUrl, SITE_ADDRESS } from './structured-data';

type JsonLd = Record<string, unknown>;

/** Event prices are shown as '$25 USD' (src/platform/text/prices.ts): the offer says the same. */
const EVENT_PRICE_CURRENCY = 'USD';

/** Descriptions are cut like the cards cut them, a little longer: the page lists up to 120 events. */
const DESCRIPTION_MAX = 300;

export interface EventRef {
  /** The site's origin without a trailing slash. */
  siteUrl: string;
  /** The absolute address of the page listing the event: its card there is `#event-<id>`. */
  pageUrl: string;
  /** The language the event's texts are written in, and its English clock text (events.server.ts, listEventTextFacts). */
  facts: EventTextFacts;
  /** The business behind a partner event (its paid listing), or null. */
  organizer: string | null;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** A moment as Paramaribo's wall clock with its offset: '2026-11-28T21:00:00-03:00'. */
export function formatParamariboDateTime(at: Date): string {
  const p = Object.fromEntries(dateTimeFormat.formatToParts(at).map((x) => [x.type, x.value]));
  const offset = p.timeZoneName === 'GMT' ? '+00:00' : p.timeZoneName!.replace('GMT', '');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/**
 * The event's start: its Paramaribo day at the time its English clock text names ('9:00 PM'; else the page's,
 * '21.30 uur'), as the calendar file reads it; without a readable time the day alone.
 */
export function getEventStartDate(event: Pick<GuideEvent, 'date' | 'time'>, englishTime: string): string | null {
  const date = parseDate(event.date);
  if (!date) return null;
  const day = getStartOfDayInParamaribo(date);
  const clock = parseEventClock(englishTime) ?? parseEventClock(event.time);
  // Noon stands for the day itself: its date is the same on every clock.
  if (!clock) return formatParamariboDateTime(getParamariboDateAt(day, 0, 12)).slice(0, 10);
  return formatParamariboDateTime(getParamariboDateAt(day, 0, clock[0], clock[1]));
}

/** The offer: the ticket address when there is one, the price (0 when free) in the currency the page shows. */
function buildEventOffer(event: GuideEvent): JsonLd {
  const price = Number.isFinite(event.price) && event.price > 0 ? event.price : 0;
  return { '@type': 'Offer', price, priceCurrency: EVENT_PRICE_CURRENCY, ...(event.ticketUrl ? { url: event.ticketUrl } : {}) };
}

/**
 * The dates of the occurrence a list shows (a repeating event's next one, issue 31): its start, or its day
 * without a readable time; the end only when the event has an end time (none is made up).
 */
function getOccurrenceDates(next: EventNext): { startDate: string; endDate?: string } {
  const startDate = next.start ? formatParamariboDateTime(new Date(next.start)) : next.day;
  return next.start && next.end ? { startDate, endDate: formatParamariboDateTime(new Date(next.end)) } : { startDate };
}

/** An Event for the card `#event-<id>` of the page at `pageUrl`, at the occurrence the page shows; null for an event without a readable date. */
export function buildEventJsonLd(event: GuideEvent, { siteUrl, pageUrl, facts, organizer }: EventRef): JsonLd | null {
  const dates = event.next ? getOccurrenceDates(event.next) : null;
  const startDate = dates?.startDate ?? getEventStartDate(event, facts.englishTime);
  if (!startDate) return null;
  const free = !(event.price > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${pageUrl}#event-${event.id}`,
    url: `${pageUrl}#event-${event.id}`,
    name: event.name,
    description: cutDescription(event.description, DESCRIPTION_MAX),
    startDate,
    ...(dates?.endDate ? { endDate: dates.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location,
      address: { '@type': 'PostalAddress', streetAddress: event.location, ...SITE_ADDRESS },
    },
    ...(event.imageUrl ? { image: [getAbsoluteImageUrl(siteUrl, event.imageUrl)] } : {}),
    inLanguage: localeTags[facts.writtenIn],
    ...(free ? { isAccessibleForFree: true } : {}),
    offers: buildEventOffer(event),
    ...(organizer ? { organizer: { '@type': 'Organization', name: organizer } } : {}),
  };
}
