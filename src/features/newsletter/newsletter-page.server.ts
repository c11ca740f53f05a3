/**
 * What the newsletter pages show (issue 18). The confirm and unsubscribe links open a page with a
 * button (GET changes nothing, so a mail scanner that follows links confirms nothing); the button
 * posts back to the same address, which does it.
 */
import type { Db } from '~/db/client';
import type { Locale } from '~/i18n';
import { noSuchLocale, resolveRouteLocale } from '~/platform/i18n/route-locale';
import { confirmPath, unsubscribePath } from './newsletter';
import { checkConfirmToken, checkUnsubscribeToken, confirmSubscription, unsubscribe } from './subscribers.server';

export type NewsletterPageState =
  | { view: 'signup'; sent: boolean; invalid: boolean }
  | { view: 'confirm'; result: 'ask' | 'done' | 'expired' | 'unknown' }
  | { view: 'unsubscribe'; result: 'ask' | 'done' | 'unknown' };

/** The page state of a confirm link for a GET or a POST, and its HTTP status. */
export function resolveConfirmPage(db: Db, method: string, token: string, now: Date): { state: NewsletterPageState; status: number } {
  const check = method === 'POST' ? confirmSubscription(db, token, now) : checkConfirmToken(db, token, now);
  if (!check.ok) return { state: { view: 'confirm', result: check.reason }, status: check.reason === 'expired' ? 410 : 404 };
  return { state: { view: 'confirm', result: method === 'POST' ? 'done' : 'ask' }, status: 200 };
}

/** The page state of an unsubscribe link for a GET or a POST, and its HTTP status. */
export function resolveUnsubscribePage(db: Db, method: string, token: string, now: Date): { state: NewsletterPageState; status: number } {
  const check = method === 'POST' ? unsubscribe(db, token, now) : checkUnsubscribeToken(db, token);
  if (!check.ok) return { state: { view: 'unsubscribe', result: 'unknown' }, status: 404 };
  return { state: { view: 'unsubscribe', result: method === 'POST' ? 'done' : 'ask' }, status: 200 };
}

/** The parts of the confirm and unsubscribe pages' Astro global that answerTokenPage reads and sets. */
interface TokenPageContext {
  params: Record<string, string | undefined>;
  request: Request;
  locals: { db: Db; now: Date };
  response: { status?: number; headers: Headers };
}

/**
 * The confirm or unsubscribe page of a link (`[...locale]/newsletter/<view>/[token]`): the 404 of a
 * prefix that is no language, for the route to return as it is; else what to render, with the
 * status set and the answer kept out of every cache (it holds a token).
 */
export function answerTokenPage(
  page: TokenPageContext,
  view: 'confirm' | 'unsubscribe',
): Response | { lang: Locale; path: string; state: NewsletterPageState } {
  const lang = resolveRouteLocale(page.params.locale);
  if (!lang) return noSuchLocale();
  const token = page.params.token ?? '';
  const resolve = view === 'confirm' ? resolveConfirmPage : resolveUnsubscribePage;
  const answer = resolve(page.locals.db, page.request.method, token, page.locals.now);
  page.response.status = answer.status;
  page.response.headers.set('Cache-Control', 'no-store');
  return { lang, path: view === 'confirm' ? confirmPath(token) : unsubscribePath(token), state: answer.state };
}

/** The sign-up page's state from its query (?sent=1 after a sign-up, ?error=email after a bad address). */
export function resolveSignupPage(url: URL): NewsletterPageState {
  return { view: 'signup', sent: url.searchParams.get('sent') === '1', invalid: url.searchParams.get('error') === 'email' };
}
