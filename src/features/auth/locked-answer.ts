/** The 429 answer of a locked login, 2FA or password check: the message and when to try again. */
import { jsonError } from '~/platform/http/json';
import { formatLockMessage } from './lock-policy';

export function lockedAnswer(retryAfterMs: number): Response {
  return jsonError(429, formatLockMessage(retryAfterMs), { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) });
}
