import { describe, expect, it } from 'vitest';
import { isSecretKey, redactRequestTarget, redactValue } from './redact';

describe('isSecretKey', () => {
  it.each([
    'password',
    'newPassword',
    'currentPassword',
    'token',
    'uploadToken',
    'secret',
    'twoFactorSecret',
    'authorization',
    'cookie',
    'Set-Cookie',
    'code',
    'twoFactorCode',
    'session_id',
    'apiKey',
  ])('treats %s as secret', (k) => {
    expect(isSecretKey(k)).toBe(true);
  });
  it.each(['username', 'email', 'status', 'statusCode', 'errorCode', 'path', 'requestId', 'bytes'])('keeps %s', (k) => {
    expect(isSecretKey(k)).toBe(false);
  });
});

describe('redactValue', () => {
  it('replaces secret fields at any depth and keeps the rest', () => {
    const out = redactValue({ username: 'ana', password: 'hunter22', nested: { twoFactorCode: '123456', list: [{ token: 't' }] } });
    expect(out).toEqual({ username: 'ana', password: '[redacted]', nested: { twoFactorCode: '[redacted]', list: [{ token: '[redacted]' }] } });
  });

  it('describes errors and survives cycles', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    const err = Object.assign(new Error('disk full'), { code: 'ENOSPC' });
    expect(redactValue({ loop, err })).toMatchObject({ loop: { a: 1, self: '[circular]' }, err: { name: 'Error', message: 'disk full', errorCode: 'ENOSPC' } });
  });
});

describe('redactRequestTarget', () => {
  it('hides secret query values only', () => {
    expect(redactRequestTarget('/api/admin/upload/abc?token=xyz&w=2')).toBe('/api/admin/upload/abc?token=[redacted]&w=2');
    expect(redactRequestTarget('/checkout/success?session_id=cs_123')).toBe('/checkout/success?session_id=[redacted]');
    expect(redactRequestTarget('/api/restaurants?lang=nl')).toBe('/api/restaurants?lang=nl');
    expect(redactRequestTarget('/x?%ZZ=1')).toBe('/x?%ZZ=1');
  });
});
