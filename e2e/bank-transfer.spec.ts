/**
 * The bank-transfer screen: redirect without stored data; the order made when the screen is first
 * shown, with its order number as the payment reference; amount and bank details; the real upload.
 */
import type { Page } from '@playwright/test';
import { bankForm, RECEIPT_PNG as PNG } from '../tests/payments/helpers';
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';
import { waitForHydration } from './helpers/hydration';
import { usePaymentsRig } from './helpers/payments-rig';

test.describe.configure({ mode: 'default' });

const { rig, url } = usePaymentsRig();
/** The statuses of the orders made for a business, oldest first. */
const statusesOf = (business: string) =>
  rig
    .orders()
    .filter((o) => o.business_name === business)
    .map((o) => o.status);

/** Puts a plan and a checkout form in the browser, as the checkout page does. */
async function storeOrder(page: Page, plan: string, form: Record<string, unknown>) {
  await page.goto(url('/contact'));
  await page.evaluate(
    ([p, f]) => {
      localStorage.setItem('selectedPlan', p);
      localStorage.setItem('checkoutFormData', f);
    },
    [plan, JSON.stringify(form)] as const,
  );
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

test('sends a stored form the server refuses back to the checkout, and makes no order', async ({ page }) => {
  // A bank transfer in SRD, so the screen asks for the order; the server's schema finds the name too short.
  await storeOrder(page, 'tour', bankForm({ businessName: 'R', contactName: 'Refused Form Tester' }));
  const asked = page.waitForResponse((r) => r.url().includes('/api/bank-transfer/order'));
  await page.goto(url('/nl/checkout/bank-transfer'));
  expect((await asked).status()).toBe(400);
  await expect(page).toHaveURL(/\/nl\/checkout\?plan=tour$/);
  // The checkout fills in what was kept, for the visitor to put right.
  await expect(page.getByLabel('Contactpersoon')).toHaveValue('Refused Form Tester');
  expect(rig.orders().filter((o) => o.business_name === 'R')).toHaveLength(0);
});

test('makes the order when first shown, quotes its order number, and uploads the receipt to it', async ({ page }) => {
  await storeOrder(page, 'event', bankForm({ businessName: 'Waterkant Events' }));
  await page.goto(url('/bank-transfer-checkout'));
  await waitForHydration(page);
  await expect(page.getByTestId('transfer-amount')).toHaveText('SRD 1,250');
  const amount = page.getByRole('region', { name: 'Transfer Amount' });
  await expect(amount).toContainText('Event Listing');
  // The reference to quote is the order number, and the order exists before any receipt.
  const reference = page.getByTestId('payment-reference');
  await expect(reference).toHaveText(/^SG-[A-HJKMNP-Z2-9]{5}$/);
  await expect(amount).not.toContainText('Waterkant Events');
  await expect(amount).toContainText('Quote this number with your transfer.');
  const orderNumber = (await reference.textContent()) ?? '';
  const waiting = rig.orders().filter((o) => o.business_name === 'Waterkant Events');
  expect(waiting).toHaveLength(1);
  expect(waiting[0]).toMatchObject({ status: 'awaiting_payment', plan_type: 'event', amount: 1250, currency: 'SRD', receipt_path: null });
  const details = page.getByRole('region', { name: 'Bank Account Details' });
  for (const text of ['Demo Bank of Suriname', 'Suriname Guide N.V.', '000 1234 567', 'SRD']) await expect(details).toContainText(text);
  await expect(page.getByRole('region', { name: 'Important Notes' })).toContainText(
    'Bank processing: a transfer can take 24–48 hours to reach our account. We verify your payment within 24 hours of receiving your receipt.',
  );
  await expect(page.getByRole('region', { name: 'Important Notes' })).toContainText('Use your order number as the payment reference');
  await expectAxeClean(page);

  // Shown again (a reload, or back later): the same order, not a second one.
  await page.reload();
  await expect(reference).toHaveText(orderNumber);
  expect(rig.orders().filter((o) => o.business_name === 'Waterkant Events')).toHaveLength(1);

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
  expect(rig.orders().find((o) => o.business_name === 'Waterkant Events')?.status).toBe('awaiting_payment');

  await input.setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(page.getByRole('heading', { name: 'Receipt Uploaded!' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Receipt Uploaded Successfully!' })).toContainText(
    "Your payment is being verified. You'll receive confirmation within 24 hours.",
  );
  await expect(page.getByText('We verify your payment within 24 hours of receiving your receipt.')).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('selectedPlan'), localStorage.getItem('checkoutFormData'), localStorage.getItem('bankTransferOrderKey')]),
  ).toEqual([null, null, null]);
  const orders = rig.orders().filter((o) => o.business_name === 'Waterkant Events');
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    id: waiting[0].id,
    status: 'awaiting_verification',
    plan_type: 'event',
    amount: 1250,
    currency: 'SRD',
    receipt_mime: 'image/png',
  });
  await expectAxeClean(page);
});

test('names the upload area by its heading, not by where it sits, with the upload beside the notes on a desktop', async ({ browser }) => {
  for (const lang of ['en', 'nl'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await storeOrder(page, 'tour', bankForm({ businessName: `Layout ${lang}` }));
    await page.goto(url(lang === 'nl' ? '/nl/checkout/bank-transfer' : '/checkout/bank-transfer'));
    const notes = page.getByRole('region', { name: lang === 'nl' ? 'Belangrijk' : 'Important Notes' });
    const uploadTitle = page.locator('#upload-title');
    const notesBox = (await notes.boundingBox())!;
    const uploadBox = (await uploadTitle.boundingBox())!;
    expect(uploadBox.x).toBeGreaterThan(notesBox.x + notesBox.width / 2);
    const text = (await notes.textContent()) ?? '';
    expect(text).not.toMatch(lang === 'nl' ? /hieronder/i : /\bbelow\b/i);
    expect(text).toContain(`'${(await uploadTitle.textContent()) ?? ''}'`);
    await context.close();
  }
});

test('shows the USD amount in Dutch and says Upload Failed when the server cannot be reached', async ({ page }) => {
  await storeOrder(page, 'tour', bankForm({ businessName: 'Marowijne Tours', currency: 'USD' }));
  await page.goto(url('/nl/checkout/bank-transfer'));
  await expect(page.getByTestId('transfer-amount')).toHaveText('$26 USD');
  await expect(page.getByTestId('payment-reference')).toHaveText(/^SG-/);
  await expect(page.getByRole('region', { name: 'Belangrijk' })).toContainText('24–48 uur');
  await expect(page.getByRole('region', { name: 'Over te maken bedrag' })).toContainText('Vermeld dit nummer bij je overschrijving.');
  await expectAxeClean(page);
  await page.route('**/api/bank-transfer/receipt**', (route) => route.abort('connectionreset'));
  await page.getByLabel('Bestand met betaalbewijs').setInputFiles({ name: 'bon.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Betaalbewijs uploaden' }).click();
  await expect(page.getByRole('alert')).toContainText('Uploaden mislukt');
  await expect(page.getByRole('alert')).toContainText('Er ging iets mis bij het uploaden van je betaalbewijs. Probeer het opnieuw.');
  expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe('tour');
});

test('a retried upload whose answer was lost stores the receipt once', async ({ page }) => {
  await storeOrder(page, 'restaurant', bankForm({ businessName: 'Lost Answer Cafe' }));
  await page.goto(url('/checkout/bank-transfer'));
  await expect(page.getByTestId('payment-reference')).toHaveText(/^SG-/);
  // The first upload reaches the server, but its answer never reaches the browser.
  let dropped = false;
  await page.route('**/api/bank-transfer/receipt**', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByLabel('Receipt file').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload Receipt' }).click();
  await expect(page.getByRole('alert')).toContainText('Upload Failed');
  await page.getByRole('button', { name: 'Upload Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt Uploaded!' })).toBeVisible();
  const orders = rig.orders().filter((o) => o.business_name === 'Lost Answer Cafe');
  expect(orders).toHaveLength(1);
  expect(orders[0]?.status).toBe('awaiting_verification');
});

test('a changed form gets a new order; a screen whose order cannot be made still takes the receipt', async ({ page }) => {
  await storeOrder(page, 'event', bankForm({ businessName: 'Changed Mind Bar' }));
  await page.goto(url('/checkout/bank-transfer'));
  const reference = page.getByTestId('payment-reference');
  await expect(reference).toHaveText(/^SG-/);
  const first = await reference.textContent();
  // Back at the checkout with another plan: the stored key no longer fits, so a new order.
  await page.evaluate(() => localStorage.setItem('selectedPlan', 'tour'));
  await page.reload();
  await expect(reference).toHaveText(/^SG-/);
  expect(await reference.textContent()).not.toBe(first);
  expect(
    rig
      .orders()
      .filter((o) => o.business_name === 'Changed Mind Bar')
      .map((o) => o.plan_type)
      .sort(),
  ).toEqual(['event', 'tour']);

  await storeOrder(page, 'event', bankForm({ businessName: 'Offline Moment Bar' }));
  await page.route('**/api/bank-transfer/order**', (route) => route.abort('connectionreset'));
  await page.goto(url('/checkout/bank-transfer'));
  await expect(page.getByRole('region', { name: 'Transfer Amount' })).toContainText('Use your business name as the payment reference instead');
  await expect(reference).toHaveText('Offline Moment Bar');
  await page.getByLabel('Receipt file').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt Uploaded!' })).toBeVisible();
  expect(statusesOf('Offline Moment Bar')).toEqual(['awaiting_verification']);
});

test('waits for the order before a receipt can go up, so a quick upload never makes a second order', async ({ page }) => {
  await storeOrder(page, 'tour', bankForm({ businessName: 'Quick Hands Tours' }));
  // The order's answer is held until the file is chosen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/bank-transfer/order**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url('/checkout/bank-transfer'));
  await waitForHydration(page);
  await expect(page.getByTestId('transfer-amount')).toHaveText('SRD 1,000');
  await page.getByLabel('Receipt file').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  const upload = page.getByRole('button', { name: 'Upload Receipt' });
  await expect(upload).toBeDisabled();
  release();
  await expect(page.getByTestId('payment-reference')).toHaveText(/^SG-/);
  await upload.click();
  await expect(page.getByRole('heading', { name: 'Receipt Uploaded!' })).toBeVisible();
  expect(statusesOf('Quick Hands Tours')).toEqual(['awaiting_verification']);
});

test('when the upload code cannot load, the receipt goes up as a form post for the order', async ({ page }) => {
  await storeOrder(page, 'event', bankForm({ businessName: 'Dropped Code Bar' }));
  await page.goto(url('/checkout/bank-transfer'));
  await expect(page.getByTestId('payment-reference')).toHaveText(/^SG-/);
  // The upload's code is loaded once a file is chosen; here the connection drops first.
  await page.route('**/_astro/upload-flow*.js', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Receipt file').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload Receipt' }).click();
  await expect(page).toHaveURL(/\/checkout\/bank-transfer\?receipt=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Receipt Uploaded!' })).toBeVisible();
  expect(statusesOf('Dropped Code Bar')).toEqual(['awaiting_verification']);
});
