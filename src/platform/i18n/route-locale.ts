/**
 * The language of a page route that serves every language from one file, `src/pages/[...locale]/x.astro`:
 * no prefix is English (`/x`), another language's code is that language (`/nl/x`). The default language
 * spelled out (`/en/x`) and any other prefix are no page at all: the route answers 404.
 */
import type { Db } from '~/db/client';
import { defaultLocale, isLocale, type Locale } from './config';

/** The `locale` param of a `[...locale]` route as a language, or null when the route must answer 404. */
export function resolveRouteLocale(param: string | undefined): Locale | null {
  if (param === undefined) return defaultLocale;
  return param !== defaultLocale && isLocale(param) ? param : null;
}

/** True when a matched route pattern is one of those `[...locale]` routes. */
export function isLocaleRoute(routePattern: string | undefined): boolean {
  return typeof routePattern === 'string' && routePattern.startsWith('/[...locale]');
}

/**
 * What such a route answers for a prefix that is no language: an empty 404, which Astro replaces with the
 * site's 404 page. Marked as HTML because Astro keeps this answer's headers over the page's: unmarked, the
 * security middleware would stamp its strict policy for non-pages on it, and the 404 page would lose its styles.
 */
export function noSuchLocale(): Response {
  return new Response(null, { status: 404, headers: { 'Content-Type': 'text/html' } });
}

/** What a page's resolver works out from a request: the state to render and the status to answer with. */
export interface PageAnswer<State> {
  state: State;
  status: number;
}

/** The parts of a `[...locale]` page's Astro global that answerLocalizedPage reads and sets. */
interface LocalizedPageContext {
  params: Record<string, string | undefined>;
  request: Request;
  url: URL;
  response: { status?: number };
  /** The request's clock (movable in tests) and the process's database connection. */
  locals: { now: Date; db: Db };
}

/**
 * The route's language, then `resolve`'s answer for the request at this moment: a Response (a redirect,
 * or the 404 of a prefix that is no language) for the page to return as it is, or the state to render,
 * with its status already set on the page's response.
 */
export async function answerLocalizedPage<State>(
  page: LocalizedPageContext,
  resolve: (db: Db, request: Request, url: URL, lang: Locale, now: Date) => Promise<PageAnswer<State> | Response>,
): Promise<Response | { lang: Locale; state: State }> {
  const lang = resolveRouteLocale(page.params.locale);
  if (!lang) return noSuchLocale();
  const answer = await resolve(page.locals.db, page.request, page.url, lang, page.locals.now);
  if (answer instanceof Response) return answer;
  page.response.status = answer.status;
  return { lang, state: answer.state };
}
