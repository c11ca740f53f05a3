/**
 * The server's settings, read from the environment and validated once at start: a missing or
 * malformed setting stops the server with a message that names it.
 */
import { z } from 'zod';

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const httpUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v), `${name} must be a URL such as https://example.com`)
    .refine((v) => !URL.canParse(v) || ['http:', 'https:'].includes(new URL(v).protocol), `${name} must start with http:// or https://`);

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`);

const rateLimit = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^[1-9]\d{0,8}\s*\/\s*[1-9]\d{0,8}$/.test(v), `${name} must be "count/seconds" with both at least 1, e.g. 10/600`);

const flag = (name: string) => z.enum(['0', '1'], { error: `${name} must be 0 or 1` }).transform((v) => v === '1');

const configSchema = z
  .object({
    NODE_ENV: optional(z.string()),
    HOST: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9.:[\]-]+$/, 'HOST must be a host name or an IP address such as 127.0.0.1'),
    ),
    PORT: optional(wholeNumber('PORT', 1, 65535)),
    SITE_URL: optional(httpUrl('SITE_URL')),
    DATA_DIR: optional(z.string()),
    DATABASE_PATH: optional(z.string()),
    BACKUP_DIR: optional(z.string()),
    TRUST_PROXY: optional(flag('TRUST_PROXY')),
    STRIPE_API_BASE: optional(httpUrl('STRIPE_API_BASE')),
    SHUTDOWN_TIMEOUT_MS: optional(wholeNumber('SHUTDOWN_TIMEOUT_MS', 100, 600_000)),
    HEALTH_MIN_FREE_MB: optional(wholeNumber('HEALTH_MIN_FREE_MB', 0, 10_000_000)),
    LOG_LEVEL: optional(z.enum(['debug', 'info', 'warn', 'error', 'silent'], { error: 'LOG_LEVEL must be debug, info, warn, error or silent' })),
    RATE_LIMIT_CHECKOUT: optional(rateLimit('RATE_LIMIT_CHECKOUT')),
    RATE_LIMIT_CHECKOUT_GLOBAL: optional(rateLimit('RATE_LIMIT_CHECKOUT_GLOBAL')),
    RATE_LIMIT_RECEIPTS: optional(rateLimit('RATE_LIMIT_RECEIPTS')),
    RATE_LIMIT_RECEIPTS_GLOBAL: optional(rateLimit('RATE_LIMIT_RECEIPTS_GLOBAL')),
    RATE_LIMIT_CHECKOUT_EMAIL: optional(rateLimit('RATE_LIMIT_CHECKOUT_EMAIL')),
    RATE_LIMIT_RECEIPTS_EMAIL: optional(rateLimit('RATE_LIMIT_RECEIPTS_EMAIL')),
    RATE_LIMIT_CHECKOUT_ALERT: optional(wholeNumber('RATE_LIMIT_CHECKOUT_ALERT', 1, 999_999_999)),
    RATE_LIMIT_RECEIPTS_ALERT: optional(wholeNumber('RATE_LIMIT_RECEIPTS_ALERT', 1, 999_999_999)),
    RATE_LIMIT_LISTING_EDITS: optional(rateLimit('RATE_LIMIT_LISTING_EDITS')),
    RATE_LIMIT_LISTING_EDITS_GLOBAL: optional(rateLimit('RATE_LIMIT_LISTING_EDITS_GLOBAL')),
    RATE_LIMIT_LISTING_EDITS_ALERT: optional(wholeNumber('RATE_LIMIT_LISTING_EDITS_ALERT', 1, 999_999_999)),
    RATE_LIMIT_REVIEWS: optional(rateLimit('RATE_LIMIT_REVIEWS')),
    RATE_LIMIT_REVIEWS_EMAIL: optional(rateLimit('RATE_LIMIT_REVIEWS_EMAIL')),
    RATE_LIMIT_REVIEWS_GLOBAL: optional(rateLimit('RATE_LIMIT_REVIEWS_GLOBAL')),
    RATE_LIMIT_REVIEWS_ALERT: optional(wholeNumber('RATE_LIMIT_REVIEWS_ALERT', 1, 999_999_999)),
    STRIPE_TIMEOUT_MS: optional(wholeNumber('STRIPE_TIMEOUT_MS', 100, 120_000)),
    TWO_FACTOR_KEY: optional(
      z
        .string()
        .trim()
        .refine(
          (v) => /^[0-9a-f]{64}$/i.test(v) || (/^[A-Za-z0-9+/_-]{43}=?$/.test(v) && Buffer.from(v, 'base64').length === 32),
          'TWO_FACTOR_KEY must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)',
        ),
    ),
    ADMIN_PASSWORD: optional(z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters')),
    ADMIN_EMAIL: optional(z.email('ADMIN_EMAIL must be an email address')),
    // Transactional email (src/features/mail): without SMTP_URL mail is written to DATA_DIR/mail as .eml files.
    SMTP_URL: optional(
      z
        .string()
        .trim()
        .refine(
          (v) => URL.canParse(v) && ['smtp:', 'smtps:'].includes(new URL(v).protocol),
          'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465',
        ),
    ),
    MAIL_FROM: optional(
      z
        .string()
        .trim()
        .regex(
          /^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
          'MAIL_FROM must be an address, optionally with a name: Suriname Guide <no-reply@example.com>',
        ),
    ),
    MAIL_REPLY_TO: optional(z.email('MAIL_REPLY_TO must be an email address')),
    ADMIN_NOTIFY_EMAIL: optional(
      z
        .string()
        .refine(
          (v) => v.split(',').every((a) => z.email().safeParse(a.trim()).success),
          'ADMIN_NOTIFY_EMAIL must be one or more email addresses separated by commas',
        ),
    ),
    ADMIN_NOTIFY_LANG: optional(z.enum(['en', 'nl'], { error: 'ADMIN_NOTIFY_LANG must be en or nl' })),
    SMTP_TIMEOUT_MS: optional(wholeNumber('SMTP_TIMEOUT_MS', 100, 600_000)),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SITE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: 'SITE_URL is required in production (NODE_ENV=production), e.g. https://surinameguide.example',
      });
    }
  });

/** The validated settings with their defaults filled in. */
export interface ServerConfig {
  production: boolean;
  host: string;
  port: number;
  siteUrl: string;
  dataDir: string;
  databasePath: string | null;
  backupDir: string;
  trustProxy: boolean;
  stripeApiBase: string | null;
  shutdownTimeoutMs: number;
  healthMinFreeBytes: number;
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

/** Validates the environment; on failure returns one message per bad setting, each naming it. */
export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'configuration');
      return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
    });
    return { ok: false, problems: [...new Set(problems)] };
  }
  const e = parsed.data;
  const port = e.PORT ?? 4321;
  return {
    ok: true,
    config: {
      production: e.NODE_ENV === 'production',
      host: e.HOST ?? 'localhost',
      port,
      siteUrl: e.SITE_URL ?? `http://localhost:${port}`,
      dataDir: e.DATA_DIR ?? 'data',
      databasePath: e.DATABASE_PATH ?? null,
      backupDir: e.BACKUP_DIR ?? 'backups',
      trustProxy: e.TRUST_PROXY ?? false,
      stripeApiBase: e.STRIPE_API_BASE ?? null,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS ?? 10_000,
      healthMinFreeBytes: (e.HEALTH_MIN_FREE_MB ?? 256) * 1024 * 1024,
    },
  };
}
