/** The bank-transfer screen: redirect without stored data, amount and bank details, and the real receipt upload. */
import type { Page } from '@playwright/test';
import { bankForm, RECEIPT_PNG as PNG, startPaymentsRig, type PaymentsRig } from '../tests/payments/helpers';
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';
import { waitForHydration } from './helpers/hydration';

test.describe.configure({ mode: 'default' });

let rig: PaymentsRig;
test.beforeAll(async () => {
  rig = await startPaymentsRig(process.env.E2E_FIXTURE_DIR ?? '');
});
test.afterAll(() => rig?.stop());

const url = (path: string) => `${rig.server.baseUrl}${path}`;

/** Puts a plan and a checkout form in the browser, as the checkout page does. */
async function storeOrder(page: Page, plan: string, form: Record<string, unknown>) {
  await page.goto(url('/contact'));
  await page.evaluate(([p, f]) => {
    localStorage.setItem('selectedPlan', p);
    localStorage.setItem('checkoutFormData', f);
  }, [plan, JSON.stringify(form)] as const);
}

for (const path of ['/checkout/bank-transfer', '/bank-transfer-checkout', '/nl/checkout/bank-transfer']) {
  test(`${path} sends a visitor without a stored order back to the checkout`, async ({ page }) => {
    await page.goto(url(path));
    await expect(page).toHaveURL(new RegExp(`${path.startsWith('/nl') ? '/nl' : ''}/checkout$`));
  });
}

test('refuses a stored form that is not a bank transfer', async ({ page }) => {
  await storeOrder(page, 'event', bankForm({ currency: 'USD', paymentMethod: 'creditcard' }));
  await page.goto(url('/checkout/bank-transfer'));
  // Back at the checkout, which picks up the stored plan.
  await expect(page).toHaveURL(/\/checkout\?plan=event$/);
});

test('shows the amount, bank account and notes, and uploads a receipt', async ({ page }) => {
  await storeOrder(page, 'event', bankForm({ businessName: 'Waterkant Events' }));
  await page.goto(url('/bank-transfer-checkout'));
  await waitForHydration(page);
  await expect(page.getByTestId('transfer-amount')).toHaveText('SRD 1,250');
  const amount = page.getByRole('region', { name: 'Transfer Amount' });
  await expect(amount).toContainText('Event Listing');
  await expect(amount).toContainText('Waterkant Events');
  const details = page.getByRole('region', { name: 'Bank Account Details' });
  for (const text of ['Demo Bank of Suriname', 'Suriname Guide N.V.', '000 1234 567', 'SRD']) await expect(details).toContainText(text);
  await expect(page.getByRole('region', { name: 'Important Notes' })).toContainText('Processing takes 24–48 hours');
  await expectAxeClean(page);

  const upload = page.getByRole('button', { name: 'Upload Receipt' });
  const input = page.getByLabel('Receipt file');
  await expect(upload).toBeDisabled();

  await input.setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert')).toContainText('Invalid File Type');
  await expect(page.getByRole('alert')).toContainText('Please upload a JPEG, PNG, or PDF file.');
  await expect(upload).toBeDisabled();

  await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) });
  await expect(page.getByRole('alert')).toContainText('File Too Large');
  await expect(page.getByRole('alert')).toContainText('Please upload a file smaller than 5MB.');
  await expect(upload).toBeDisabled();

  // Named and declared as a PDF, but HTML inside: the browser lets it through, the server does not.
  await input.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await expect(page.getByText('Selected file: receipt.pdf')).toBeVisible();
  await upload.click();
  await expect(page.getByRole('alert')).toContainText('Invalid File Type');
  expect(rig.orders().filter((o) => o.business_name === 'Waterkant Events')).toHaveLength(0);

  await input.setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(page.getByRole('heading', { name: 'Receipt Uploaded!' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Receipt Uploaded Successfully!' })).toContainText("Your payment is being verified. You'll receive confirmation within 24 hours.");
  await expect(page.getByText('We verify your transfer within 24–48 hours.')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('selectedPlan'), localStorage.getItem('checkoutFormData')])).toEqual([null, null]);
  const order = rig.orders().find((o) => o.business_name === 'Waterkant Events');
  expect(order).toMatchObject({ status: 'awaiting_verification', plan_type: 'event', amount: 1250, currency: 'SRD', receipt_mime: 'image/png' });
  await expectAxeClean(page);
});

test('shows the USD amount in Dutch and says Upload Failed when the server cannot be reached', async ({ page }) => {
  await storeOrder(page, 'tour', bankForm({ businessName: 'Marowijne Tours', currency: 'USD' }));
  await page.goto(url('/nl/checkout/bank-transfer'));
  await expect(page.getByTestId('transfer-amount')).toHaveText('$26 USD');
  await expect(page.getByRole('region', { name: 'Belangrijk' })).toContainText('24–48 uur');
  await expectAxeClean(page);
  await page.route('**/api/bank-transfer/receipt**', (route) => route.abort('connectionreset'));
  await page.getByLabel('Bestand met betaalbewijs').setInputFiles({ name: 'bon.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Betaalbewijs uploaden' }).click();
  await expect(page.getByRole('alert')).toContainText('Uploaden mislukt');
  await expect(page.getByRole('alert')).toContainText('Er ging iets mis bij het uploaden van je betaalbewijs. Probeer het opnieuw.');
  expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe('tour');
});
