import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getKeyFilePath, getTwoFactorKey, openSecret, parseKey, sealSecret } from './secret-box.server';

const key = Buffer.alloc(32, 7);

describe('2FA secret encryption', () => {
  it('round-trips and never stores the secret in clear', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'admin-1', key);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(sealed).toMatch(/^v1:/);
    expect(openSecret(sealed, 'admin-1', key)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealSecret('same', 'admin-1', key)).not.toBe(sealSecret('same', 'admin-1', key));
  });

  it('refuses another account, another key and tampering', () => {
    const sealed = sealSecret('secret', 'admin-1', key);
    expect(openSecret(sealed, 'admin-2', key)).toBeNull();
    expect(openSecret(sealed, 'admin-1', Buffer.alloc(32, 8))).toBeNull();
    const [v, iv, body] = sealed.split(':');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(openSecret(`${v}:${iv}:${flipped.toString('base64url')}`, 'admin-1', key)).toBeNull();
    expect(openSecret('garbage', 'admin-1', key)).toBeNull();
  });

  it('reads keys as hex or base64 and refuses other lengths', () => {
    expect(parseKey('07'.repeat(32))).toEqual(key);
    expect(parseKey(key.toString('base64'))).toEqual(key);
    expect(() => parseKey('short')).toThrow(/32 bytes/);
  });
});

describe('the key file', () => {
  const previous = process.env.DATA_DIR;
  afterEach(() => {
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
  });

  it('is created once under DATA_DIR with owner-only permissions, and TWO_FACTOR_KEY wins over it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-key-'));
    process.env.DATA_DIR = dir;
    const first = getTwoFactorKey({});
    expect(first.length).toBe(32);
    expect(fs.statSync(getKeyFilePath()).mode & 0o777).toBe(0o600);
    expect(getTwoFactorKey({})).toEqual(first);
    const fromEnv = getTwoFactorKey({ TWO_FACTOR_KEY: key.toString('hex') });
    expect(fromEnv).toEqual(key);
  });
});
