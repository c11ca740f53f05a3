/**
 * Stripe configuration, read at run time from the environment, and the SDK client built from it.
 * STRIPE_API_BASE points the SDK at another address (a local test server); without a secret key
 * card payments are off and the site keeps working.
 */
import Stripe from 'stripe';

export interface StripeConfig {
  secretKey: string | null;
  webhookSecret: string | null;
  publishableKey: string | null;
  /** host/port/protocol for the SDK, from STRIPE_API_BASE. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  timeoutMs: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Parses STRIPE_API_BASE ('http://127.0.0.1:12111') into the SDK's host options; null when unset or not http(s). */
export function parseApiBase(value: string | undefined): StripeConfig['api'] {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** The Stripe settings of this process. */
export function getStripeConfig(env: NodeJS.ProcessEnv = process.env): StripeConfig {
  const timeout = Number(env.STRIPE_TIMEOUT_MS);
  return {
    secretKey: env.STRIPE_SECRET_KEY?.trim() || null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    publishableKey: env.PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim() || null,
    api: parseApiBase(env.STRIPE_API_BASE),
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

/** Where Stripe's hosted Checkout pages live. */
const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/**
 * The origins a checkout form post may be redirected to (CSP form-action): Stripe's hosted pages,
 * and the STRIPE_API_BASE server, which hosts the pages of a local test Stripe too.
 */
export function getCheckoutFormOrigins(config: StripeConfig = getStripeConfig()): string[] {
  const { api } = config;
  const defaultPort = api?.protocol === 'https' ? 443 : 80;
  const local = api ? `${api.protocol}://${api.host}${api.port === defaultPort ? '' : `:${api.port}`}` : null;
  return local ? [STRIPE_CHECKOUT_ORIGIN, local] : [STRIPE_CHECKOUT_ORIGIN];
}

/** True when card payments can be offered. */
export function isCardPaymentAvailable(config: StripeConfig = getStripeConfig()): boolean {
  return config.secretKey !== null;
}

let cached: { key: string; client: Stripe } | null = null;

/** The SDK client for the current configuration, or null without a secret key. */
export function getStripeClient(config: StripeConfig = getStripeConfig()): Stripe | null {
  if (!config.secretKey) return null;
  const key = JSON.stringify([config.secretKey, config.api, config.timeoutMs]);
  if (cached?.key === key) return cached.client;
  const client = new Stripe(config.secretKey, {
    timeout: config.timeoutMs,
    // One retry with the SDK's idempotency key covers a dropped connection without double charges.
    maxNetworkRetries: 1,
    telemetry: false,
    ...(config.api ?? {}),
  });
  cached = { key, client };
  return client;
}

/** A Stripe static helper for verifying webhook signatures (no API key needed). */
export const stripeWebhooks = Stripe.webhooks;
