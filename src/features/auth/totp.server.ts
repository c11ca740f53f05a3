/**
 * TOTP codes (RFC 6238: SHA-1, 6 digits, 30-second steps) through otplib 13. A code is accepted in
 * the current step or one step either side (clock drift), and only if its step is later than the
 * last accepted one, so each code works once.
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const TOTP_ISSUER = 'Suriname Guide';
const PERIOD_SECONDS = 30;
/** One step of drift either way. */
const TOLERANCE_SECONDS = 30;

export type TotpCheck = { valid: true; step: number } | { valid: false };

/** A new base32 secret of 20 random bytes. */
export function createTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** Checks a code at `nowMs`; refuses codes from a step at or before `afterStep` (already used). */
export async function checkTotpCode(
  secret: string,
  code: string,
  nowMs: number = Date.now(),
  afterStep: number | null = null,
  digits: 6 | 8 = 6,
): Promise<TotpCheck> {
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return { valid: false };
  try {
    const result = await verify({
      secret,
      token: code,
      digits,
      period: PERIOD_SECONDS,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? { valid: true, step: result.timeStep } : { valid: false };
  } catch {
    return { valid: false };
  }
}

/** The code for a secret at a moment (tests and the e2e helper use it as an authenticator app would). */
export function generateTotpCode(secret: string, nowMs: number = Date.now(), digits: 6 | 8 = 6): Promise<string> {
  return generate({ secret, digits, period: PERIOD_SECONDS, epoch: Math.floor(nowMs / 1000) });
}

/** The otpauth:// address and its QR code (a PNG data URL) for an authenticator app. */
export async function createTotpEnrollment(secret: string, username: string): Promise<{ uri: string; qrCode: string }> {
  const uri = generateURI({ issuer: TOTP_ISSUER, label: username, secret, period: PERIOD_SECONDS, digits: 6 });
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { uri, qrCode };
}
