/**
 * The write of a review (issue 20), shared by POST /api/reviews (JSON, answered `{ ok }` or
 * `{ error }`) and the form page's own POST (a browser without JavaScript, answered with the page).
 * A filled honeypot gets the answer of a success and stores nothing.
 */
import type { Db } from '~/db/client';
import { useTranslations, type Locale } from '~/i18n';
import { hitRateLimit } from '~/platform/http/rate-limit.server';
import { jsonError, jsonOk } from '~/platform/http/json';
import { readLimitedBody, readLimitedFormData } from '~/platform/http/limited-body.server';
import { logEvent } from '~/platform/log/logger';
import { OPEN_WRITE_GATE, type WriteGate } from '~/platform/http/write-gate';
import { REVIEW_LIMITS } from './review';
import { collectReviewErrors, isHoneypotFilled, makeReviewFormSchema, REVIEW_FIELDS, type ReviewFieldErrors, type ReviewFormValues } from './review-form';
import { findReviewablePlace, submitReview } from './review-writes.server';
import { reviewPerEmail, toReviewEmailBucket } from './write-limits';

/** The form posts a few kilobytes at most; a body much larger is not the form. */
const MAX_REVIEW_BODY_BYTES = 32 * 1024;

export type WriteOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: ReviewFieldErrors; values: ReviewFormValues }
  | { kind: 'no-place'; message: string }
  | { kind: 'limited'; message: string; retryAfterMs: number }
  /** The write gate's 429 (src/platform/http/write-gate.ts), to answer as it is. */
  | { kind: 'gated'; response: Response };

/** The posted values as text, to show the form again (only known fields, each cut to a sane length). */
function pickReviewValues(data: Record<string, unknown>): ReviewFormValues {
  const values: ReviewFormValues = {};
  for (const field of REVIEW_FIELDS) {
    const v = data[field];
    if (typeof v === 'string' || typeof v === 'number') values[field] = String(v).slice(0, REVIEW_LIMITS.commentMax * 2);
  }
  return values;
}

/** A refused write: costs only the client address's budget (the gate's reject), unless that answers a 429 itself. */
function refuse(gate: WriteGate, outcome: WriteOutcome): WriteOutcome {
  const response = gate.reject();
  return response ? { kind: 'gated', response } : outcome;
}

/**
 * Checks and stores one review written in `lang`; `data` holds the fields as posted. A honeypot, an
 * invalid form, an unknown place or an email over its limit costs only the client address's budget;
 * a review that passes counts toward the ceiling of all addresses (the write gate's admit).
 */
export function writeReview(db: Db, data: Record<string, unknown>, lang: Locale, now: Date, gate: WriteGate = OPEN_WRITE_GATE): WriteOutcome {
  if (isHoneypotFilled(data)) {
    logEvent('review_honeypot', { lang }, 'warn');
    return refuse(gate, { kind: 'sent' });
  }
  const t = useTranslations(lang);
  const parsed = makeReviewFormSchema(lang, now).safeParse(data);
  if (!parsed.success) return refuse(gate, { kind: 'invalid', errors: collectReviewErrors(parsed.error.issues), values: pickReviewValues(data) });
  const form = parsed.data;
  const place = findReviewablePlace(db, form.placeKind, form.placeId, lang);
  if (!place) return refuse(gate, { kind: 'no-place', message: t('reviewWrite.error.place') });
  const limit = hitRateLimit(db.$client, `write:review:email:${toReviewEmailBucket(form.email)}`, reviewPerEmail(process.env), now.getTime());
  if (!limit.ok) {
    logEvent('write_limited_email', { rule: 'review' }, 'warn');
    return refuse(gate, {
      kind: 'limited',
      message: t('ops.emailLimited', { minutes: Math.max(1, Math.ceil(limit.retryAfterMs / 60_000)) }),
      retryAfterMs: limit.retryAfterMs,
    });
  }
  const busy = gate.admit();
  if (busy) return { kind: 'gated', response: busy };
  submitReview(db, form, place, lang, now);
  logEvent('review_written', { placeKind: place.kind, lang });
  return { kind: 'sent' };
}

/** A form body (url-encoded or multipart) as an object of its text fields; null when unreadable or too large. */
export async function readReviewForm(request: Request): Promise<Record<string, unknown> | null> {
  const posted = await readLimitedFormData(request, MAX_REVIEW_BODY_BYTES);
  if (!posted.ok) return null;
  const data: Record<string, unknown> = {};
  for (const [key, value] of posted.data.entries()) if (typeof value === 'string') data[key] ??= value;
  return data;
}

/** Reads the endpoint's body: JSON or a form; null when it is neither or unreadable. */
async function readApiBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/json\b/i.test(type)) {
    try {
      const body = await readLimitedBody(request, MAX_REVIEW_BODY_BYTES);
      if (!body.ok) return null;
      const data: unknown = JSON.parse(new TextDecoder().decode(body.bytes));
      return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return readReviewForm(request);
  return null;
}

/** POST /api/reviews: 202 `{ ok: true }` once the confirmation email is queued; `{ error }` with 400, 404, 415 or 429 otherwise. */
export async function handleReviewApi(db: Db, request: Request, now: Date, gate: WriteGate = OPEN_WRITE_GATE): Promise<Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/json|application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    return gate.reject() ?? jsonError(415, 'Send JSON or a form with the review');
  }
  const data = await readApiBody(request);
  if (!data) return gate.reject() ?? jsonError(400, 'The body could not be read');
  const lang: Locale = data.lang === 'nl' ? 'nl' : 'en';
  const outcome = writeReview(db, data, lang, now, gate);
  switch (outcome.kind) {
    case 'gated':
      return outcome.response;
    case 'sent':
      return jsonOk({ ok: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
    case 'invalid': {
      const [field, message] = Object.entries(outcome.errors)[0] ?? ['_form', 'Invalid input'];
      return Response.json({ error: `${field}: ${message}`, errors: outcome.errors }, { status: 400 });
    }
    case 'no-place':
      return jsonError(404, outcome.message);
    case 'limited':
      return jsonError(429, outcome.message, { 'Retry-After': String(Math.ceil(outcome.retryAfterMs / 1000)) });
  }
}
