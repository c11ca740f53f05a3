/**
 * What the write-a-review page and the confirm page show (issue 20), decided on the server. The form
 * page takes its own POST (a browser without JavaScript): the form again with its messages and
 * values, or "check your email". The confirm link opens a page with a button (GET changes nothing,
 * so a mail scanner that follows links confirms nothing); the button posts back and confirms.
 */
import type { Db } from '~/db/client';
import { useTranslations, type Locale } from '~/i18n';
import { noSuchLocale, resolveRouteLocale } from '~/platform/i18n/route-locale';
import { parseWholeNumber } from '~/platform/http/whole-number';
import type { WriteGate } from '~/platform/http/write-gate';
import { WRITABLE_PLACE_KINDS, type ReviewFieldErrors, type ReviewFormValues, type WritablePlaceKind } from './review-form';
import { checkReviewToken, confirmReview, findReviewablePlace, type ReviewablePlace } from './review-writes.server';
import { readReviewForm, writeReview } from './write-route.server';

export type WritePageState = { view: 'form'; values: ReviewFormValues; errors: ReviewFieldErrors & { _form?: string } } | { view: 'sent' };

export type ConfirmPageState = { result: 'ask' | 'done' | 'expired' | 'unknown'; placeName: string | null; token: string };

/** The parts of a page's Astro global these read and set. */
interface PageContext {
  params: Record<string, string | undefined>;
  request: Request;
  url: URL;
  locals: { db: Db; now: Date; writeGate?: WriteGate };
  response: { status?: number; headers: Headers };
}

const isWritableKind = (value: unknown): value is WritablePlaceKind => (WRITABLE_PLACE_KINDS as readonly unknown[]).includes(value);

/**
 * The form page `[...locale]/[kind]/[id]/write-review`: a Response (404 for an unknown language prefix
 * or a place that is not there) to return as it is, or what to render with the status set.
 */
export async function answerWriteReviewPage(page: PageContext): Promise<Response | { lang: Locale; place: ReviewablePlace; state: WritePageState }> {
  const lang = resolveRouteLocale(page.params.locale);
  if (!lang) return noSuchLocale();
  const kind = page.params.kind;
  const id = parseWholeNumber(page.params.id, { min: 1 });
  const place = isWritableKind(kind) && id !== null ? findReviewablePlace(page.locals.db, kind, id, lang) : null;
  // An empty 404 marked as HTML: Astro answers with the site's 404 page.
  if (!place) return noSuchLocale();
  page.response.headers.set('Cache-Control', 'no-store');
  if (page.request.method !== 'POST') return { lang, place, state: { view: 'form', values: {}, errors: {} } };

  const data = await readReviewForm(page.request);
  if (!data) {
    const refused = page.locals.writeGate?.reject();
    if (refused) return refused;
    page.response.status = 400;
    return { lang, place, state: { view: 'form', values: {}, errors: { _form: useTranslations(lang)('reviewWrite.error.unreadable') } } };
  }
  // The place is the page's, whatever the form says.
  const outcome = writeReview(page.locals.db, { ...data, placeKind: place.kind, placeId: place.id }, lang, page.locals.now, page.locals.writeGate);
  switch (outcome.kind) {
    case 'gated':
      return outcome.response;
    case 'sent':
      return { lang, place, state: { view: 'sent' } };
    case 'invalid':
      page.response.status = 400;
      return { lang, place, state: { view: 'form', values: outcome.values, errors: outcome.errors } };
    case 'no-place':
      return noSuchLocale();
    case 'limited':
      page.response.status = 429;
      page.response.headers.set('Retry-After', String(Math.ceil(outcome.retryAfterMs / 1000)));
      return { lang, place, state: { view: 'form', values: {}, errors: { _form: outcome.message } } };
  }
}

/** The confirm page `[...locale]/review/confirm?token=`: asks on GET, confirms on POST; 404 for an unknown or used link, 410 for an expired one. */
export function answerReviewConfirmPage(page: PageContext): Response | { lang: Locale; state: ConfirmPageState } {
  const lang = resolveRouteLocale(page.params.locale);
  if (!lang) return noSuchLocale();
  const token = page.url.searchParams.get('token') ?? '';
  const { db, now } = page.locals;
  const check = page.request.method === 'POST' ? confirmReview(db, token, now) : checkReviewToken(db, token, now);
  page.response.headers.set('Cache-Control', 'no-store');
  if (!check.ok) {
    page.response.status = check.reason === 'expired' ? 410 : 404;
    return { lang, state: { result: check.reason, placeName: null, token: '' } };
  }
  const { placeKind, placeId } = check.review;
  const place = isWritableKind(placeKind) ? findReviewablePlace(db, placeKind, placeId, lang) : null;
  return { lang, state: { result: page.request.method === 'POST' ? 'done' : 'ask', placeName: place?.name ?? null, token } };
}
