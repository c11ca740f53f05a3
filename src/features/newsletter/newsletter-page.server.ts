/**
 * What the newsletter pages show (issue 18). The confirm and unsubscribe links open a page with a
 * button (GET changes nothing, so a mail scanner that follows links confirms nothing); the button
 * posts back to the same address, which does it.
 */
import type { Db } from '~/db/client';
import type { Locale } from '~/i18n';
import { noSuchLocale, resolveRouteLocale } from '~/platform/i18n/route-locale';
import { confirmPath, unsubscribePath } from './newsletter';
import { OPEN_WRITE_GATE, type WriteGate } from '~/platform/http/write-gate';
import { checkConfirmToken, checkUnsubscribeToken, confirmSubscription, unsubscribe, type TokenCheck } from './subscribers.server';

export type NewsletterPageState =
  | { view: 'signup'; sent: boolean; invalid: boolean }
  | { view: 'confirm'; result: 'ask' | 'done' | 'expired' | 'unknown' }
  | { view: 'unsubscribe'; result: 'ask' | 'done' | 'unknown' };

type TokenPageAnswer = { state: NewsletterPageState; status: number } | Response;

/**
 * A POST's token checked before anything is written: an unknown or expired one costs only the
 * client address's budget (the gate's reject; a 429 once that is spent), a valid one counts toward
 * the ceiling of all addresses (the gate's admit) and then does the write.
 */
function gatePost(gate: WriteGate, check: TokenCheck): Response | null {
  return check.ok ? gate.admit() : gate.reject();
}

/** The page state of a confirm link for a GET or a POST, and its HTTP status (or the write gate's 429). */
function resolveConfirmPage(db: Db, method: string, token: string, now: Date, gate: WriteGate = OPEN_WRITE_GATE): TokenPageAnswer {
  let check = checkConfirmToken(db, token, now);
  if (method === 'POST') {
    const refused = gatePost(gate, check);
    if (refused) return refused;
    if (check.ok) check = confirmSubscription(db, token, now);
  }
  if (!check.ok) return { state: { view: 'confirm', result: check.reason }, status: check.reason === 'expired' ? 410 : 404 };
  return { state: { view: 'confirm', result: method === 'POST' ? 'done' : 'ask' }, status: 200 };
}

/** The page state of an unsubscribe link for a GET or a POST, and its HTTP status (or the write gate's 429). */
function resolveUnsubscribePage(db: Db, method: string, token: string, now: Date, gate: WriteGate = OPEN_WRITE_GATE): TokenPageAnswer {
  let check = checkUnsubscribeToken(db, token);
  if (method === 'POST') {
    const refused = gatePost(gate, check);
    if (refused) return refused;
    if (check.ok) check = unsubscribe(db, token, now);
  }
  if (!check.ok) return { state: { view: 'unsubscribe', result: 'unknown' }, status: 404 };
  return { state: { view: 'unsubscribe', result: method === 'POST' ? 'done' : 'ask' }, status: 200 };
}

/** The parts of the confirm and unsubscribe pages' Astro global that answerTokenPage reads and sets. */
interface TokenPageContext {
  params: Record<string, string | undefined>;
  request: Request;
  locals: { db: Db; now: Date; writeGate?: WriteGate };
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
  const answer = resolve(page.locals.db, page.request.method, token, page.locals.now, page.locals.writeGate);
  if (answer instanceof Response) return answer;
  page.response.status = answer.status;
  page.response.headers.set('Cache-Control', 'no-store');
  return { lang, path: view === 'confirm' ? confirmPath(token) : unsubscribePath(token), state: answer.state };
}

/** The sign-up page's state from its query (?sent=1 after a sign-up, ?error=email after a bad address). */
export function resolveSignupPage(url: URL): NewsletterPageState {
  return { view: 'signup', sent: url.searchParams.get('sent') === '1', invalid: url.searchParams.get('error') === 'email' };
}
