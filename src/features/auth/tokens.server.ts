/**
 * Random tokens for session and trusted-device cookies, in the way of the Lucia author's session
 * guide: 160 random bits from the OS, only their SHA-256 hash ever stored.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** A new random token: 20 bytes (160 bits) from a cryptographic source, base32 lowercase. */
export function generateToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20));
}

/** The SHA-256 of a token as lowercase hex: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two hex hashes in constant time (false when their lengths differ). */
export function equalHashes(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True for a string shaped like a token this module makes (so junk cookies skip the database). */
export function isTokenShaped(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[a-z2-7]{32}$/.test(value);
}
