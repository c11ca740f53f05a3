/**
 * The events page's filters (issue 21): which days of the Paramaribo calendar each one shows. Runs anywhere.
 * - default ('week', no `?when=`): today and the 6 days after it;
 * - 'tonight': today (the whole calendar day: admin-entered events carry a day, their hour is text);
 * - 'weekend': Friday to Sunday; on Friday, Saturday or Sunday the weekend under way (from today on),
 *   on Monday to Thursday the coming one;
 * - 'all': everything from today on.
 */
import { z } from 'zod';
import { getParamariboDateAt } from '~/platform/dates/paramaribo-day';
import { getWeekdayInParamaribo, weekdays } from '~/platform/dates/weekdays';

/** The filters in the order the page offers them; 'week' is the page without a query. */
export const EVENT_FILTERS = ['tonight', 'weekend', 'week', 'all'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];
const DEFAULT_EVENT_FILTER: EventFilter = 'week';

/** `?when=` as the address spells it: every filter but the default, which has no query. */
const whenParamSchema = z.enum(['tonight', 'weekend', 'all']);

/**
 * The filter an address asks for: none → the default; a known value → that filter; anything else
 * (unknown, empty, 'week', repeated) → null, which the page answers with a redirect to its plain address.
 */
export function parseEventFilter(params: URLSearchParams): EventFilter | null {
  const values = params.getAll('when');
  if (values.length === 0) return DEFAULT_EVENT_FILTER;
  if (values.length > 1) return null;
  const parsed = whenParamSchema.safeParse(values[0]);
  return parsed.success ? parsed.data : null;
}

/** Filters whose days are picked by the clock alone (tonight, this weekend): their pages are not indexed (src/ui/list-indexing.ts). */
export function isMomentaryEventFilter(filter: EventFilter): boolean {
  return filter === 'tonight' || filter === 'weekend';
}

/** The query of a filter's address ('' for the default). */
export function eventFilterQuery(filter: EventFilter): string {
  return filter === DEFAULT_EVENT_FILTER ? '' : `?when=${filter}`;
}

/** A span of time: `from` inclusive, `until` exclusive (null: no end). */
export interface EventWindow {
  from: Date;
  until: Date | null;
}

/** Where a filter's days begin and end, for the server's clock `now`. */
export function getEventWindow(filter: EventFilter, now: Date): EventWindow {
  const day = (n: number) => getParamariboDateAt(now, n, 0);
  switch (filter) {
    case 'tonight':
      return { from: day(0), until: day(1) };
    case 'week':
      return { from: day(0), until: day(7) };
    case 'all':
      return { from: day(0), until: null };
    case 'weekend': {
      const weekday = weekdays.indexOf(getWeekdayInParamaribo(now));
      // Sunday 0 … Saturday 6: days from today to the weekend's Friday (≤ 0 when it is under way), and to the Monday after it.
      const toFriday = weekday === 0 ? -2 : 5 - weekday;
      return { from: day(Math.max(0, toFriday)), until: day(toFriday + 3) };
    }
  }
}
