/**
 * The per-email half of the public write limits: checked by the checkout and receipt handlers once
 * they have read a valid form, since the email is in the body the middleware does not read. It stops
 * one customer's address being used for a flood from many client addresses.
 */
import type { Db } from '~/db/client';
import { useTranslations, type Locale } from '~/i18n';
import { logEvent } from '~/platform/log/logger';
import { hitRateLimit } from '~/platform/http/rate-limit.server';
import { getWriteRule, toEmailBucket, type WriteRuleName } from './write-rules';

export type EmailLimitDecision = { ok: true } | { ok: false; retryAfterMs: number; retryAfterSeconds: number; message: string };

/** Counts one write for the email and decides; a refusal carries the visitor's message and Retry-After. */
export function hitEmailLimit(db: Db, rule: WriteRuleName, email: string, locale: Locale, now: Date): EmailLimitDecision {
  const limit = getWriteRule(rule).perEmail(process.env);
  const decision = hitRateLimit(db.$client, `write:${rule}:email:${toEmailBucket(email)}`, limit, now.getTime());
  if (decision.ok) return { ok: true };
  logEvent('write_limited_email', { rule }, 'warn');
  const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
  return {
    ok: false,
    retryAfterMs: decision.retryAfterMs,
    retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
    message: useTranslations(locale)('ops.emailLimited', { minutes }),
  };
}
