import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const problemsOf = (env: Record<string, string | undefined>): string[] => {
  const result = parseConfig(env);
  return result.ok ? [] : result.problems;
};

describe('parseConfig', () => {
  it('fills defaults for a local start with nothing set', () => {
    const result = parseConfig({});
    expect(result).toEqual({
      ok: true,
      config: expect.objectContaining({
        host: 'localhost',
        port: 4321,
        siteUrl: 'http://localhost:4321',
        dataDir: 'data',
        trustProxy: false,
        production: false,
      }),
    });
  });

  it('treats empty values as unset', () => {
    const result = parseConfig({ PORT: '', DATABASE_PATH: '', SITE_URL: ' ' });
    expect(result.ok && result.config.port).toBe(4321);
    expect(result.ok && result.config.databasePath).toBeNull();
  });

  it('reads valid settings', () => {
    const result = parseConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      SITE_URL: 'https://guide.example',
      TRUST_PROXY: '1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      NODE_ENV: 'production',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      siteUrl: 'https://guide.example',
      trustProxy: true,
      stripeApiBase: 'http://127.0.0.1:12111',
      production: true,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '-1' }, 'PORT must be a whole number'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL must be a URL'],
    [{ SITE_URL: 'ftp://guide.example' }, 'SITE_URL must start with http:// or https://'],
    [{ STRIPE_API_BASE: 'file:///etc/passwd' }, 'STRIPE_API_BASE must start with http:// or https://'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be 0 or 1'],
    [{ HOST: 'bad host!' }, 'HOST must be a host name'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be'],
    [{ RATE_LIMIT_RECEIPTS: 'ten' }, 'RATE_LIMIT_RECEIPTS must be "count/seconds" with both at least 1'],
    [{ RATE_LIMIT_CHECKOUT: '0/60' }, 'RATE_LIMIT_CHECKOUT must be "count/seconds" with both at least 1'],
    [{ RATE_LIMIT_REVIEWS_EMAIL: '3 a day' }, 'RATE_LIMIT_REVIEWS_EMAIL must be "count/seconds" with both at least 1'],
    [{ TWO_FACTOR_KEY: 'short' }, 'TWO_FACTOR_KEY must be 32 bytes'],
    [{ STRIPE_TIMEOUT_MS: '10s' }, 'STRIPE_TIMEOUT_MS must be a whole number'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD must be at least 6 characters'],
    [{ NODE_ENV: 'production' }, 'SITE_URL is required in production'],
  ])('refuses %o with a message naming the setting', (env, message) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('accepts a 2FA key in hex or base64', () => {
    expect(parseConfig({ TWO_FACTOR_KEY: 'ab'.repeat(32) }).ok).toBe(true);
    expect(parseConfig({ TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64') }).ok).toBe(true);
  });

  it('reports every bad setting at once', () => {
    expect(problemsOf({ PORT: 'x', TRUST_PROXY: '2', SITE_URL: 'nope' })).toHaveLength(3);
  });
});
