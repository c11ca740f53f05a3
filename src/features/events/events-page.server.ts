import type { Db } from '~/db/client';
import type { Locale } from '~/platform/i18n/config';
import { boundToParamariboDay, SERVER_MAX_AGE } from '~/platform/cache/cache-policy';
import type { EventTextFacts, GuideEvent } from './event';
import { getEventWindow, parseEventFilter, type EventFilter } from './event-windows';
import { countUpcomingEvents, getFeaturedEvent, listEventTextFacts, listEventsInWindow } from './events.server';

/**
 * How many events a filter shows at most (the page has no paging): 'All' is where saved places and
 * search results lead (`/events?when=all#event-<id>`), so it reaches far.
 */
const LIMITS: Record<EventFilter, number> = { tonight: 48, weekend: 48, week: 48, all: 120 };

export interface EventsPageData {
  filter: EventFilter;
  /** The featured event, shown above the list on the default view and on 'All' (and left out of the list there). */
  featured: GuideEvent | null;
  events: GuideEvent[];
  /** Every event from today on: the 'More events' link's count. */
  upcomingCount: number;
  /** Each shown event's written language and English clock text, for its structured data. */
  textFacts: Map<number, EventTextFacts>;
}

/** The Nightlife page's events for `?when=` at `now`, or null for a query that is no filter (the page redirects to its plain address). */
export function loadEventsPage(db: Db, lang: Locale, now: Date, params: URLSearchParams): EventsPageData | null {
  const filter = parseEventFilter(params);
  if (!filter) return null;
  const withFeatured = filter === 'week' || filter === 'all';
  const featured = withFeatured ? getFeaturedEvent(db, lang, now) : null;
  const events = listEventsInWindow(db, lang, getEventWindow(filter, now), LIMITS[filter]).filter((e) => e.id !== featured?.id);
  const ids = [featured, ...events].flatMap((e) => (e ? [e.id] : []));
  return { filter, featured, events, upcomingCount: countUpcomingEvents(db, now), textFacts: listEventTextFacts(db, lang, ids) };
}

/** How long the page cache keeps an events page: every filter counts days from today, so never past the next Paramaribo midnight. */
export function eventsPageMaxAge(now: Date): number {
  return boundToParamariboDay(SERVER_MAX_AGE, now);
}
