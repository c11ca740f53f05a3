/**
 * A bank transfer from the checkout to an order awaiting verification, then verified or rejected in
 * the admin Orders tab; orders never paid within 14 days are hidden until 'Show lapsed orders'.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { FIXTURE_ADMIN } from '../tests/helpers/fixture-cache';
import { bankForm, cardRequest, makeBankOrder, postReceipt, RECEIPT_PNG as PNG } from '../tests/payments/helpers';
import { expect, test } from './fixtures';
import { signIn, submitLogin } from './helpers/admin';
import { expectAxeClean } from './helpers/axe';
import { waitForHydration } from './helpers/hydration';
import { usePaymentsRig } from './helpers/payments-rig';

test.describe.configure({ mode: 'default' });

const { rig } = usePaymentsRig();

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: rig.server.baseUrl });
  return context.newPage();
}

async function openOrdersTab(page: Page): Promise<void> {
  await signIn(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('table', { name: 'Listing orders' })).toBeVisible();
}

test('a bank transfer bought in the browser is verified in the Orders tab', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/contact');
  await page.getByRole('link', { name: 'Get started with the Tour Listing' }).click();
  await page.getByLabel('Business name').fill('Approval Tours');
  await page.getByLabel('Contact name').fill('Sita Ramdin');
  await page.getByLabel('Email address').fill('sita@approvaltours.example');
  await page.getByLabel('Phone number').fill('+597 555-0707');
  await page.getByLabel('Street address').fill('Henck Arronstraat 5');
  await page.getByLabel('City').fill('Paramaribo');
  await page.getByRole('button', { name: 'Continue to bank transfer' }).click();
  await expect(page.getByTestId('transfer-amount')).toHaveText('SRD 1,000');
  await page.getByLabel('Receipt file').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt Uploaded!' })).toBeVisible();
  const order = rig.orders().find((o) => o.business_name === 'Approval Tours');
  expect(order).toMatchObject({ status: 'awaiting_verification', amount: 1000, currency: 'SRD', plan_type: 'tour' });
  const { order_number: orderNumber } = order as unknown as { order_number: string };

  await openOrdersTab(page);
  // Other tests of this file may add orders at the same time: the card shows at least this one.
  await expect(page.getByRole('region', { name: 'Site totals' })).toContainText(/Open orders\s*[1-9]/);
  const row = page.getByRole('row', { name: /Approval Tours/ });
  await expect(row).toContainText('Tour');
  await expect(row).toContainText('sita@approvaltours.example');
  await expect(row).toContainText('SRD 1,000');
  await expect(row).toContainText('Bank transfer');
  await expect(row).toContainText('Awaiting verification');
  await expect(row).toContainText(`Order ${orderNumber}`);
  await expectAxeClean(page);

  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Download the receipt of Approval Tours' }).click();
  expect((await download).suggestedFilename()).toBe(`receipt-${order?.id}.png`);

  await row.getByRole('button', { name: 'Verify the payment of Approval Tours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify bank transfer' });
  await expect(dialog).toContainText('Confirm that SRD 1,000 from Approval Tours has arrived.');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Payment verified').first()).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: /Verify/ })).toHaveCount(0);
  const verified = rig.orders().find((o) => o.id === order?.id);
  expect(verified?.status).toBe('active');
  const start = new Date(verified?.activated_at ?? 0);
  const end = new Date(verified?.listing_ends_at ?? 0);
  expect((end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()).toBe(3);
  await page.context().close();
});

test('a transfer is rejected with a reason', async ({ browser }) => {
  const { orderId } = await makeBankOrder(rig.server.baseUrl, 'event', bankForm({ businessName: 'Rejected Rhythms' }));
  const res = await postReceipt(rig.server.baseUrl, { bytes: PNG, name: 'r.png', type: 'image/png' }, { orderId, idempotencyKey: crypto.randomUUID() });
  expect(res.status).toBe(201);

  const page = await newPage(browser);
  await openOrdersTab(page);
  const row = page.getByRole('row', { name: /Rejected Rhythms/ });
  await row.getByRole('button', { name: 'Reject the payment of Rejected Rhythms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject bank transfer' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please give a reason of at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('No transfer received');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('Reason: No transfer received');
  expect(rig.orders().find((o) => o.business_name === 'Rejected Rhythms')?.status).toBe('rejected');
  await page.context().close();
});

test('hides orders never paid within 14 days until Show lapsed orders is ticked, in both languages', async ({ browser }) => {
  const { orderId, orderNumber } = await makeBankOrder(rig.server.baseUrl, 'event', bankForm({ businessName: 'Forgotten Transfer' }));
  const db = new Database(path.join(rig.dataDir, 'guide.db'));
  try {
    db.prepare('update listing_orders set created_at = created_at - ? where id = ?').run(15 * 24 * 60 * 60 * 1000, orderId);
  } finally {
    db.close();
  }
  const page = await newPage(browser);
  await openOrdersTab(page);
  const table = page.getByRole('table', { name: 'Listing orders' });
  await expect(table.getByRole('row', { name: /Forgotten Transfer/ })).toHaveCount(0);
  const show = page.getByRole('checkbox', { name: 'Show lapsed orders' });
  await expect(show).not.toBeChecked();
  await show.check();
  const row = table.getByRole('row', { name: /Forgotten Transfer/ });
  await expect(row).toContainText('Lapsed');
  await expect(row).toContainText(`Order ${orderNumber}`);
  // Paid late after all: the admin can still verify it from the statement.
  await expect(row.getByRole('button', { name: 'Verify the payment of Forgotten Transfer' })).toBeVisible();
  await expectAxeClean(page);
  await show.uncheck();
  await expect(table.getByRole('row', { name: /Forgotten Transfer/ })).toHaveCount(0);

  await page.goto('/nl/admin');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Bestellingen' }).click();
  await page.getByRole('checkbox', { name: 'Vervallen bestellingen tonen' }).check();
  await expect(page.getByRole('row', { name: /Forgotten Transfer/ })).toContainText('Vervallen');
  await page.context().close();
});

test('shows the 50 newest orders and loads the older ones on request', async ({ browser }) => {
  for (let i = 1; i <= 55; i++) {
    const created = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: `Paging Bar ${String(i).padStart(2, '0')}` }));
    expect(created.status).toBe(200);
  }
  // 'Forgotten Transfer' of the test above is lapsed, so not listed.
  const total = rig.orders().filter((o) => o.business_name !== 'Forgotten Transfer').length;
  const page = await newPage(browser);
  await openOrdersTab(page);
  const rows = page.getByRole('table', { name: 'Listing orders' }).getByRole('row');
  await expect(rows).toHaveCount(50 + 1);
  await expect(page.getByText('Showing the 50 newest orders.')).toBeVisible();
  await expect(rows.filter({ hasText: 'Paging Bar 55' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Paging Bar 01' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Load older orders' }).click();
  await expect(page.getByText(`All ${total} orders shown.`)).toBeVisible();
  await expect(rows).toHaveCount(total + 1);
  await expect(rows.filter({ hasText: 'Paging Bar 01' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Load older orders' })).toHaveCount(0);
  await expectAxeClean(page);
  await page.context().close();
});

test("an admin email's deep link to an order survives the sign-in, in both languages", async ({ browser }) => {
  const { orderId } = await makeBankOrder(rig.server.baseUrl, 'tour', bankForm({ businessName: 'Deep Link Tours' }));
  for (const prefix of ['', '/nl']) {
    const page = await newPage(browser);
    // Signed out, as an admin opening the email on a new device.
    await page.goto(`${prefix}/admin?order=${orderId}#orders`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/login\\?next=.*#orders$`));
    await waitForHydration(page);
    const fields = prefix ? { user: 'Gebruikersnaam', pass: 'Wachtwoord', button: 'Inloggen' } : null;
    if (fields) {
      await page.getByLabel(fields.user).fill(FIXTURE_ADMIN.username);
      await page.getByLabel(fields.pass).fill(FIXTURE_ADMIN.password);
      await page.getByRole('button', { name: fields.button }).click();
    } else await submitLogin(page, FIXTURE_ADMIN.username, FIXTURE_ADMIN.password);
    await expect(page).toHaveURL(`${prefix}/admin?order=${orderId}#orders`);
    await expect(page.getByRole('tab', { name: prefix ? /Bestellingen/ : /Orders/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`tr[data-order-id="${orderId}"]`)).toHaveAttribute('aria-current', 'true');
    await page.context().close();
  }
});

test('the login page refuses to send a signed-in admin off the dashboard', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/admin/login?next=//evil.example/admin');
  await waitForHydration(page);
  await submitLogin(page, FIXTURE_ADMIN.username, FIXTURE_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.context().close();
});
