/**
 * The checkout form's plain script (checkout-form.ts) beyond checkout.spec.ts: a field is checked
 * once it is left and then as it is typed in, with the schema (zod) loaded only at that first
 * check; and a form kept in the browser (back from the bank-transfer screen) is filled in again.
 */
import { expect, test } from './fixtures';
import { waitForHydration } from './helpers/hydration';
import { usePaymentsRig } from './helpers/payments-rig';

test.describe.configure({ mode: 'default' });

const { url } = usePaymentsRig();

test('checks a field once it is left, then as it is typed in; the check (zod and the schema) loads only for that', async ({ page }) => {
  await page.goto(url('/checkout?plan=event'));
  await waitForHydration(page);
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
  await waitForHydration(page);
  await expect(page.getByLabel('Bedrijfsnaam')).toHaveValue('Stored Bar');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('maya@kaseko.example');
  await expect(page.getByLabel('Plaats')).toHaveValue('');
  await expect(page.getByLabel('Creditcard')).toBeChecked();
  await expect(page.getByLabel('Creditcard')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Betaal $33 USD met creditcard' })).toBeVisible();
  await expect(page.getByTestId('bank-transfer-note')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe('event');
});
