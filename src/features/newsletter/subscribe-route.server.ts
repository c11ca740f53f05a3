/**
 * POST /api/newsletter (issue 18): a form post from the newsletter box (answered with a 303 to the
 * "check your inbox" page, so it works without JavaScript) or JSON (answered 202). A valid address
 * always gets the same answer, known or not, limited or not: nothing tells whether it is subscribed.
 */
import type { Db } from '~/db/client';
import { localizePath, type Locale } from '~/i18n';
import { hitRateLimit } from '~/platform/http/rate-limit.server';
import { jsonError, jsonOk } from '~/platform/http/json';
import { logEvent } from '~/platform/log/logger';
import { OPEN_WRITE_GATE, type WriteGate } from '~/platform/http/write-gate';
import { newsletterPerEmail, normalizeEmail, subscribedPagePath, subscribeSchema } from './newsletter';
import { subscribe } from './subscribers.server';

const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/** Reads the body as a form or JSON; null when it is neither. */
async function readBody(request: Request): Promise<{ form: boolean; data: Record<string, unknown> } | null> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const data: unknown = await request.json();
      return data && typeof data === 'object' && !Array.isArray(data) ? { form: false, data: data as Record<string, unknown> } : null;
    }
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await request.formData();
      return { form: true, data: { email: form.get('email') ?? undefined, lang: form.get('lang') ?? undefined } };
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Handles the sign-up. A body that is unreadable or invalid, or an email over its own limit, costs
 * only the client address's budget (the write gate's reject); a sign-up that goes ahead counts
 * toward the ceiling of all addresses (its admit).
 */
export async function handleSubscribe(db: Db, request: Request, now: Date, gate: WriteGate = OPEN_WRITE_GATE): Promise<Response> {
  const body = await readBody(request);
  if (!body) return gate.reject() ?? jsonError(415, 'Send a form or JSON with an email');
  const parsed = subscribeSchema.safeParse(body.data);
  if (!parsed.success) {
    const refused = gate.reject();
    if (refused) return refused;
    const lang: Locale = body.data.lang === 'nl' ? 'nl' : 'en';
    if (body.form) return redirect(subscribedPagePath(lang, 'invalid'));
    return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid input');
  }
  const { email, lang } = parsed.data;
  const limit = hitRateLimit(db.$client, `write:newsletter:email:${normalizeEmail(email)}`, newsletterPerEmail(process.env), now.getTime());
  const refused = limit.ok ? gate.admit() : gate.reject();
  if (refused) return refused;
  if (limit.ok) {
    const outcome = subscribe(db, email, lang, now);
    logEvent('newsletter_signup', { outcome, lang });
  } else {
    logEvent('write_limited_email', { rule: 'newsletter' }, 'warn');
  }
  return body.form ? redirect(subscribedPagePath(lang, 'sent')) : jsonOk({ ok: true, next: localizePath('/newsletter', lang) }, { status: 202 });
}
