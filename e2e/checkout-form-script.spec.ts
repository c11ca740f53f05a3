/**
 * The checkout form island (CheckoutForm.tsx, react-hook-form) beyond checkout.spec.ts: React stays
 * off the page until the visitor reaches for the form; a field is checked once it is left and then
 * as it is typed in, with the schema (zod) loaded only at that first check; and a form kept in the
 * browser (back from the bank-transfer screen) is filled in again.
 */
import { expect, test } from './fixtures';
import { usePaymentsRig } from './helpers/payments-rig';
import { REACT_RUNTIME } from './helpers/scripts';
import { hydrateCheckoutForm } from './helpers/checkout-form';

test.describe.configure({ mode: 'default' });

const { url } = usePaymentsRig();

test('checks a field once it is left, then as it is typed in; the check (zod and the schema) loads only for that', async ({ page }) => {
  await page.goto(url('/checkout?plan=event'));
  await hydrateCheckoutForm(page);
  const schemaLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/_astro\/checkout-check\.[\w-]+\.js$/.test(e.name)));
  const business = page.getByLabel('Business name');
  const message = page.getByText('Business name must be at least 2 characters', { exact: true });
  await business.fill('X');
  await expect(message).toHaveCount(0);
  expect(await schemaLoaded()).toBe(false);

  await business.blur();
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('id', 'businessName-error');
  await expect(business).toHaveAttribute('aria-invalid', 'true');
  await expect(business).toHaveAttribute('aria-describedby', 'businessName-error');
  await expect(business).toHaveClass(/input-error/);
  expect(await schemaLoaded()).toBe(true);

  await business.fill('Xavier Bar');
  await expect(message).toHaveCount(0);
  await expect(business).not.toHaveAttribute('aria-invalid');
  await expect(business).not.toHaveAttribute('aria-describedby');
  await expect(business).toBeFocused();
  // Another field, typed in but not yet left, is not checked.
  await page.getByLabel('Contact name').fill('M');
  await expect(page.getByText('Contact name must be at least 2 characters')).toHaveCount(0);
});

test('fills in the form kept in the browser, with its card choice', async ({ page }) => {
  await page.addInitScript(() => {
    const form = { businessName: 'Stored Bar', contactName: 'Maya Pinas', email: 'maya@kaseko.example', currency: 'USD', paymentMethod: 'creditcard' };
    localStorage.setItem('checkoutFormData', JSON.stringify(form));
  });
  await page.goto(url('/nl/checkout?plan=event'));
  await hydrateCheckoutForm(page);
  await expect(page.getByLabel('Bedrijfsnaam')).toHaveValue('Stored Bar');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('maya@kaseko.example');
  await expect(page.getByLabel('Plaats')).toHaveValue('');
  await expect(page.getByLabel('Creditcard')).toBeChecked();
  await expect(page.getByLabel('Creditcard')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Betaal $33 USD met creditcard' })).toBeVisible();
  await expect(page.getByTestId('bank-transfer-note')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe('event');
});

test('the form is a React island: no React before the first interaction, then react-hook-form checks it', async ({ page }) => {
  const fetched: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') void r.text().then((body) => REACT_RUNTIME.test(body) && fetched.push(new URL(r.url()).pathname));
  });
  await page.goto(url('/checkout?plan=event'), { waitUntil: 'networkidle' });
  const island = page.locator('astro-island[client="interaction"]').filter({ has: page.locator('form[data-checkout-form]') });
  await expect(island).toHaveCount(1);
  await expect(island).toHaveAttribute('ssr', '');
  expect(fetched, 'React before any interaction').toEqual([]);
  // Without the island running, the server's button label stays.
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();

  await page.getByLabel('Email address').focus();
  await expect(page.locator('form[data-checkout-form][data-ready]')).toHaveCount(1);
  await expect(island).not.toHaveAttribute('ssr');
  expect(fetched.length, 'React loaded at the first interaction').toBeGreaterThan(0);
  await page.getByLabel('Email address').fill('maya@');
  await page.getByLabel('Email address').blur();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to bank transfer' }).click();
  await expect(page.getByText('Business name must be at least 2 characters', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Business name')).toBeFocused();
  expect(page.url()).toContain('/checkout?plan=event');
});
