import { describe, expect, it } from 'vitest';
import { formatAuthEvent } from './auth-log.server';

describe('auth event lines', () => {
  it('are one JSON line with only the allowed fields', () => {
    const fields = { adminId: 'a1', ip: '127.0.0.1', password: 'hunter22', token: 'abc', twoFactorCode: '123456' } as Record<string, string>;
    const line = formatAuthEvent('login.failure', fields, new Date('2026-01-01T00:00:00Z'));
    expect(line.includes('\n')).toBe(false);
    const parsed = JSON.parse(line);
    expect(parsed).toEqual({ time: '2026-01-01T00:00:00.000Z', level: 'warn', type: 'auth', event: 'login.failure', adminId: 'a1', ip: '127.0.0.1' });
    expect(line).not.toContain('hunter22');
    expect(line).not.toContain('123456');
  });
});
