/**
 * The checkout in the browser against a server wired to the local Stripe mock: No Plan Selected,
 * the order summary, the form rules, SRD forcing bank transfer, the whole card flow to an active
 * order and Stripe being down. The payment result page: payment-result.spec.ts.
 */
import type { Page } from '@playwright/test';
import { WEBHOOK_SECRET } from '../tests/payments/helpers';
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';
import { fillCheckoutFields, requiredFieldMessages, hydrateCheckoutForm } from './helpers/checkout-form';
import { waitForHydration } from './helpers/hydration';
import { usePaymentsRig } from './helpers/payments-rig';

test.describe.configure({ mode: 'default' });

const { rig, url } = usePaymentsRig();
/** Analytics event names the page sent through the provider's tag, across navigations. */
let events: string[] = [];
test.beforeEach(async ({ page }) => {
  rig.mock.failStatus = null;
  rig.mock.webhook = null;
  events = [];
  await page.exposeFunction('recordAnalyticsEvent', (name: string) => void events.push(name));
  await page.addInitScript(() => {
    const w = window as unknown as { gtag: (...args: unknown[]) => void; recordAnalyticsEvent: (name: unknown) => void };
    w.gtag = (...args: unknown[]) => void w.recordAnalyticsEvent(args[1]);
  });
});

async function fillForm(page: Page, values: { business?: string; currency?: 'SRD' | 'USD'; method?: 'Credit card' | 'Bank transfer' } = {}) {
  await hydrateCheckoutForm(page);
  await fillCheckoutFields(page, 'en', values.business ?? 'Kaseko Club');
  if (values.currency === 'USD') await page.getByLabel('USD – US dollar').check();
  if (values.method) await page.getByLabel(values.method).check();
}

test('shows No Plan Selected without a plan, in both languages', async ({ page }) => {
  await page.goto(url('/checkout'));
  await expect(page.getByRole('heading', { name: 'No Plan Selected' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Contact' })).toHaveAttribute('href', '/contact#packages');
  await expectAxeClean(page);
  await page.goto(url('/nl/checkout?plan=gold'));
  await expect(page.getByRole('heading', { name: 'Geen pakket gekozen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar Contact' })).toHaveAttribute('href', '/nl/contact#packages');
});

test('continues with a stored plan when the address has none', async ({ page }) => {
  await page.goto(url('/contact'));
  await page.evaluate(() => localStorage.setItem('selectedPlan', 'tour'));
  await page.goto(url('/checkout'));
  await expect(page).toHaveURL(/\/checkout\?plan=tour$/);
  await expect(page.getByTestId('summary-plan')).toHaveText('Tour Listing');
});

test('summarises the order with the first 3 features and +N more', async ({ page }) => {
  await page.goto(url('/checkout?plan=event'));
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByTestId('summary-plan')).toHaveText('Event Listing');
  await expect(summary).toContainText('Duration3 months');
  await expect(summary).toContainText('SubtotalSRD 1,250 or $33 USD');
  await expect(summary).toContainText('Processing feeSRD 0');
  await expect(summary.getByTestId('summary-total')).toHaveText('SRD 1,250 or $33 USD');
  await expect(summary.getByRole('listitem')).toHaveText([
    'Listing in the nightlife calendar',
    'Event photo, date, time and location',
    'Chance to be the featured event on the home page',
    '+3 more features',
  ]);
  await expect.poll(() => events).toContain('checkout_initiated');
  await expectAxeClean(page);
  await page.goto(url('/nl/checkout?plan=restaurant'));
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Besteloverzicht' })).toContainText('+3 extra onderdelen');
  await expectAxeClean(page);
});

test('validates every field with the spec messages', async ({ page }) => {
  await page.goto(url('/checkout?plan=restaurant'));
  await hydrateCheckoutForm(page);
  await page.getByRole('button', { name: 'Continue to bank transfer' }).click();
  for (const message of requiredFieldMessages) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Business name')).toBeFocused();
  await expect(page.getByLabel('Business name')).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page);
  await page.getByLabel('Email address').fill('maya@');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByLabel('Phone number').blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await fillForm(page);
  for (const message of requiredFieldMessages) await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  expect(page.url()).toContain('/checkout?plan=restaurant');

  await page.goto(url('/nl/checkout?plan=restaurant'));
  await hydrateCheckoutForm(page);
  await page.getByRole('button', { name: 'Verder naar bankoverschrijving' }).click();
  await expect(page.getByText('De bedrijfsnaam moet minstens 2 tekens hebben')).toBeVisible();
  await expect(page.getByText('Vul een plaats in')).toBeVisible();
});

test('choosing SRD forces bank transfer; a card is only offered in USD', async ({ page }) => {
  await page.goto(url('/checkout?plan=event'));
  await hydrateCheckoutForm(page);
  const card = page.getByLabel('Credit card');
  const bank = page.getByLabel('Bank transfer');
  await expect(page.getByLabel('SRD – Surinamese dollar')).toBeChecked();
  await expect(card).toBeDisabled();
  await expect(bank).toBeChecked();
  await expect(page.getByText('Card payments are available in USD only.')).toBeVisible();
  await page.getByLabel('USD – US dollar').check();
  await expect(card).toBeEnabled();
  await card.check();
  await expect(page.getByRole('button', { name: 'Pay $33 USD by card' })).toBeVisible();
  await expect(page.getByTestId('bank-transfer-note')).toHaveCount(0);
  await page.getByLabel('SRD – Surinamese dollar').check();
  await expect(bank).toBeChecked();
  await expect(card).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue to bank transfer' })).toBeVisible();
});

test('bank transfer keeps the form in the browser and goes to the bank-transfer screen', async ({ page }) => {
  await page.goto(url('/checkout?plan=tour'));
  await fillForm(page, { business: 'Bank Route Tours' });
  await page.getByRole('button', { name: 'Continue to bank transfer' }).click();
  await expect(page).toHaveURL(/\/checkout\/bank-transfer$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('checkoutFormData') ?? 'null'));
  expect(stored).toMatchObject({ businessName: 'Bank Route Tours', currency: 'SRD', paymentMethod: 'banktransfer' });
  expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe('tour');
  expect(events).toEqual(['checkout_initiated', 'payment_started']);
});

test('pays by card through Stripe hosted Checkout to an active listing', async ({ page }) => {
  rig.mock.webhook = { url: url('/api/stripe/webhook'), secret: WEBHOOK_SECRET };
  await page.goto(url('/checkout?plan=event'));
  await fillForm(page, { business: 'Card Flow Lounge', currency: 'USD', method: 'Credit card' });
  const started = page.waitForRequest((r) => r.url().endsWith('/api/create-stripe-checkout'));
  await page.getByRole('button', { name: 'Pay $33 USD by card' }).click();
  const body = (await started).postDataJSON();
  expect(body).toMatchObject({
    planType: 'event',
    amount: 33,
    currency: 'USD',
    businessName: 'Card Flow Lounge',
    customerEmail: 'maya@kaseko.example',
    customerName: 'Maya Pinas',
  });
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Your Event Listing has been activated.')).toBeVisible();
  await expect(page.getByText('Business: Card Flow Lounge')).toBeVisible();
  await expect(page.getByText('Fill in your listing from the link in the email we just sent you.')).toBeVisible();
  await expect(page.getByText('Once you send it, our team reviews your listing within 24 hours.')).toBeVisible();
  // The editor link, offered to this browser once: a reload shows the steps without it.
  const editor = page.getByRole('link', { name: 'Fill in your listing now' });
  await expect(editor).toHaveAttribute('href', /^\/listing\/[a-z2-7]{32}$/);
  const editorPath = (await editor.getAttribute('href')) ?? '';
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Back to Contact' })).toHaveAttribute('href', '/contact');
  expect(await page.evaluate(() => [localStorage.getItem('selectedPlan'), localStorage.getItem('checkoutFormData')])).toEqual([null, null]);
  expect(events).toEqual(['checkout_initiated', 'payment_started', 'payment_completed']);
  await expectAxeClean(page);
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  const order = rig.orders().find((o) => o.stripe_session_id === sessionId);
  expect(order).toMatchObject({ status: 'active', business_name: 'Card Flow Lounge', amount: 33, currency: 'USD' });
  // The webhook and the success page both saw the paid session; the listing was activated once.
  expect(
    rig.server
      .output()
      .split('\n')
      .filter((l) => l.includes('"event":"listing_activated"') && l.includes(sessionId)),
  ).toHaveLength(1);
  await page.reload();
  await expect(page.getByText('Fill in your listing from the link in the email we just sent you.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fill in your listing now' })).toHaveCount(0);
  await page.goto(url(editorPath));
  await expect(page.getByText('Awaiting your content')).toBeVisible();
});

test('shows Payment Failed and keeps the order pending when Stripe is down', async ({ page }) => {
  rig.mock.failStatus = 503;
  await page.goto(url('/checkout?plan=restaurant'));
  await fillForm(page, { business: 'Stripe Down Diner', currency: 'USD', method: 'Credit card' });
  await page.getByRole('button', { name: 'Pay $26 USD by card' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Payment Failed' });
  await expect(toast).toContainText('There was an error processing your payment. Please try again.');
  await expect(page).toHaveURL(/\/checkout\?plan=restaurant$/);
  await expect(page.getByRole('button', { name: 'Pay $26 USD by card' })).toBeEnabled();
  expect(rig.orders().find((o) => o.business_name === 'Stripe Down Diner')?.status).toBe('pending');
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
});
