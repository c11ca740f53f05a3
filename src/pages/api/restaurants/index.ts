import type { APIRoute } from 'astro';
import { listRestaurants } from '~/features/restaurants/restaurants.server';
import { jsonOk } from '~/platform/http/json';
import { openLinesMaxAge } from '~/features/restaurants/hours-view';
import { openListMaxAge, openMinuteAt } from '~/features/restaurants/restaurant-open-now.server';
import { restaurantListQuerySchema } from '~/features/restaurants/restaurant-query';
import { nextPageHeaders, parseQuery } from '~/platform/http/query';

/** GET /api/restaurants?lang=&category=&open=now&limit=&cursor= — restaurants, partners first, each part in id order. */
export const GET: APIRoute = ({ url, locals, cache }) => {
  const q = parseQuery(url, restaurantListQuerySchema);
  if ('response' in q) return q.response;
  const { open, ...query } = q.data;
  const page = listRestaurants(locals.db, { ...query, openAt: open ? openMinuteAt(locals.now) : undefined });
  // The list island draws open/closed lines from these hours at X-Server-Time: kept no longer than they (and, for
  // open=now, the list itself) hold.
  const maxAge = open
    ? openListMaxAge(locals.db, locals.now)
    : openLinesMaxAge(
        page.items.map((r) => r.openingHours),
        locals.now,
      );
  cache.set({ maxAge });
  const headers = new Headers(nextPageHeaders(url, page.nextCursor));
  headers.set('X-Server-Time', locals.now.toISOString());
  return jsonOk(page.items, { headers });
};
