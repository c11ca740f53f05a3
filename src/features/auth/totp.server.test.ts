import { describe, expect, it } from 'vitest';
import { checkTotpCode, createTotpEnrollment, createTotpSecret, generateTotpCode } from './totp.server';

// RFC 6238 appendix B: SHA-1 seed '12345678901234567890' (ASCII), here in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238 test vectors through the app code path)', () => {
  it.each(VECTORS)('at T=%i gives %s (8 digits) and its last 6 digits', async (t, eight) => {
    expect(await generateTotpCode(RFC_SECRET, t * 1000, 8)).toBe(eight);
    expect(await generateTotpCode(RFC_SECRET, t * 1000)).toBe(eight.slice(2));
    const check = await checkTotpCode(RFC_SECRET, eight.slice(2), t * 1000);
    expect(check).toEqual({ valid: true, step: Math.floor(t / 30) });
  });

  it('accepts one step of drift either side and nothing further', async () => {
    const t = 1111111109_000;
    expect((await checkTotpCode(RFC_SECRET, '081804', t + 30_000)).valid).toBe(true);
    expect((await checkTotpCode(RFC_SECRET, '081804', t - 30_000)).valid).toBe(true);
    expect((await checkTotpCode(RFC_SECRET, '081804', t + 90_000)).valid).toBe(false);
    expect((await checkTotpCode(RFC_SECRET, '081804', t - 90_000)).valid).toBe(false);
  });

  it('refuses a code whose step is not after the last used step', async () => {
    const t = 1234567890_000;
    const first = await checkTotpCode(RFC_SECRET, '005924', t);
    expect(first.valid).toBe(true);
    if (!first.valid) return;
    expect((await checkTotpCode(RFC_SECRET, '005924', t, first.step)).valid).toBe(false);
    // The previous step's code is older than the last use: refused too.
    const older = await generateTotpCode(RFC_SECRET, t - 30_000);
    expect((await checkTotpCode(RFC_SECRET, older, t, first.step)).valid).toBe(false);
    // The next step's code is fine.
    const next = await generateTotpCode(RFC_SECRET, t + 30_000);
    expect((await checkTotpCode(RFC_SECRET, next, t + 30_000, first.step)).valid).toBe(true);
  });

  it('refuses malformed and wrong codes', async () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '28708 ', '000000']) {
      expect((await checkTotpCode(RFC_SECRET, code, 59_000)).valid).toBe(false);
    }
  });

  it('makes fresh secrets and an otpauth QR code', async () => {
    const a = createTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(createTotpSecret()).not.toBe(a);
    const { uri, qrCode } = await createTotpEnrollment(a, 'alice');
    expect(uri).toContain('otpauth://totp/');
    expect(uri).toContain(`secret=${a}`);
    expect(uri).toContain('issuer=Suriname%20Guide');
    expect(qrCode.startsWith('data:image/png;base64,')).toBe(true);
  });
});

describe('the RFC secret', () => {
  it('is the base32 form of the ASCII seed', async () => {
    const { encodeBase32UpperCaseNoPadding } = await import('@oslojs/encoding');
    expect(encodeBase32UpperCaseNoPadding(new TextEncoder().encode('12345678901234567890'))).toBe(RFC_SECRET);
  });
});
