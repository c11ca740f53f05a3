/** The public GET of one item by id in the asked language (GET /api/restaurants/:id?lang=, /api/tours/:id?lang=). */
import type { APIRoute } from 'astro';
import type { Locale } from '~/platform/i18n/config';
import { jsonError, jsonOk } from './json';
import { langQuerySchema, parseId, parseQuery } from './query';

/** The route: `?lang=` and the id checked (400 otherwise), then the item, or 404 with `notFound`. */
export function itemByIdRoute<Item>(find: (db: App.Locals['db'], id: number, lang: Locale) => Item | null, notFound: string): APIRoute {
  return ({ url, params, locals }) => {
    const q = parseQuery(url, langQuerySchema);
    if ('response' in q) return q.response;
    const p = parseId(params.id);
    if ('response' in p) return p.response;
    const item = find(locals.db, p.id, q.data.lang);
    return item ? jsonOk(item) : jsonError(404, notFound);
  };
}
