import { describe, expect, it } from 'vitest';
import { getCheckoutFormOrigins, getStripeConfig, getStripeClient, isCardPaymentAvailable, parseApiBase } from './stripe.server';

describe('stripe configuration', () => {
  it('parses an http(s) API base into host, port and protocol', () => {
    expect(parseApiBase('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(parseApiBase('https://stripe.example')).toEqual({ host: 'stripe.example', port: 443, protocol: 'https' });
    expect(parseApiBase('ftp://x')).toBeNull();
    expect(parseApiBase('not a url')).toBeNull();
    expect(parseApiBase(undefined)).toBeNull();
  });

  it('turns card payments off without a secret key', () => {
    const off = getStripeConfig({ STRIPE_SECRET_KEY: '  ' });
    expect(isCardPaymentAvailable(off)).toBe(false);
    expect(getStripeClient(off)).toBeNull();
    const on = getStripeConfig({ STRIPE_SECRET_KEY: 'sk_test_localmock', STRIPE_TIMEOUT_MS: '1500' });
    expect(isCardPaymentAvailable(on)).toBe(true);
    expect(on.timeoutMs).toBe(1500);
    expect(getStripeClient(on)).toBe(getStripeClient(on));
  });

  it('lets checkout forms go on to Stripe, and to a local Stripe when one is configured', () => {
    expect(getCheckoutFormOrigins(getStripeConfig({}))).toEqual(['https://checkout.stripe.com']);
    expect(getCheckoutFormOrigins(getStripeConfig({ STRIPE_API_BASE: 'http://127.0.0.1:12111/' }))).toEqual([
      'https://checkout.stripe.com',
      'http://127.0.0.1:12111',
    ]);
    expect(getCheckoutFormOrigins(getStripeConfig({ STRIPE_API_BASE: 'https://stripe.test' }))).toEqual(['https://checkout.stripe.com', 'https://stripe.test']);
    expect(getCheckoutFormOrigins(getStripeConfig({ STRIPE_API_BASE: 'http://[::1]:8080' }))).toEqual(['https://checkout.stripe.com', 'http://[::1]:8080']);
  });
});
