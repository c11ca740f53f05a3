/**
 * The renewal checkout in a browser with JavaScript (issue 17): the reminder's link opens the
 * checkout prefilled and saying what it renews; the card payment and the bank-transfer screen make
 * orders tied to that listing. (The no-JavaScript post: tests/payments/renewal-checkout.test.ts.)
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { newToken, seedRenewableListing } from '../tests/payments/renewal-seed';
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';
import { usePaymentsRig } from './helpers/payments-rig';
import { hydrateCheckoutForm } from './helpers/checkout-form';

test.describe.configure({ mode: 'default' });

const { rig, url } = usePaymentsRig();
const DAY = 86_400_000;

const renewsOf = (business: string) => {
  const db = new Database(path.join(rig.dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare('select renews_listing_id as r from listing_orders where business_name = ? order by created_at').all(business) as { r: string | null }[];
  } finally {
    db.close();
  }
};

test('a renewal link opens the checkout prefilled, and the card order renews that listing', async ({ page }) => {
  const { listingId, token } = seedRenewableListing(rig.dataDir, 'Renew Roti Card', Date.now() + 10 * DAY);
  await page.goto(url(`/checkout?renew=${token}`));
  await hydrateCheckoutForm(page);
  const notice = page.getByRole('region', { name: 'Renew your listing' });
  await expect(notice).toContainText('You are renewing the Restaurant Listing of Renew Roti Card');
  await expect(page.getByLabel('Business name')).toHaveValue('Renew Roti Card');
  await expect(page.getByLabel('Email address')).toHaveValue('sita@renew.example');
  await expect(page.getByLabel('Credit card')).toBeChecked();
  await expectAxeClean(page);
  await page.getByRole('button', { name: /Pay/ }).click();
  // The local Stripe mock pays at once and returns to the success page.
  await page.waitForURL(/\/checkout\/success\?session_id=/);
  // The seeded order and the new one share the name: the new one is tied to the listing.
  expect(renewsOf('Renew Roti Card').map((o) => o.r)).toEqual([null, listingId]);
});

test('the bank-transfer screen of a renewal makes its order for that listing', async ({ page }) => {
  const { listingId, token } = seedRenewableListing(rig.dataDir, 'Renew Roti Bank', Date.now() + 10 * DAY);
  await page.goto(url(`/nl/checkout?renew=${token}`));
  await hydrateCheckoutForm(page);
  await expect(page.getByRole('region', { name: 'Je vermelding verlengen' })).toBeVisible();
  await page.getByLabel('SRD – Surinaamse dollar').check();
  await page.getByRole('button', { name: 'Verder naar bankoverschrijving' }).click();
  await expect(page).toHaveURL(new RegExp(`/nl/checkout/bank-transfer\\?renew=${token}$`));
  await expect(page.getByTestId('payment-reference')).toHaveText(/^SG-/);
  expect(renewsOf('Renew Roti Bank').map((o) => o.r)).toEqual([null, listingId]);
});

test('an unknown renewal link shows a notice and the empty checkout', async ({ page }) => {
  await page.goto(url(`/checkout?renew=${newToken()}&plan=tour`));
  await expect(page.getByRole('alert').filter({ hasText: 'This renewal link cannot be used' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('');
});
