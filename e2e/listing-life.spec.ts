/**
 * The whole life of a paid listing in a browser (issue 17), on a server clock the test moves and a
 * real SMTP server catching the mail: pay by card against the local Stripe server, open the link
 * from the email, send the listing in English and Dutch with a photo, see nothing public, approve,
 * see the badge and first place in both languages, get one reminder 14 days before the end, renew
 * early and see the end move by three months, then pass the end and see the badge go.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { getPeriodEnd, getReminderAt, getRenewedEnd } from '~/features/listings/lifecycle/period';
import { makeJpeg } from '../tests/listings/editor-helpers';
import { RECEIPT_PNG } from '../tests/payments/helpers';
import { expect, test } from './fixtures';
import { signIn } from './helpers/admin';
import { fillCheckoutFields, hydrateCheckoutForm } from './helpers/checkout-form';
import { startListingRig, type ListingRig } from './helpers/listing-rig';

test.describe.configure({ mode: 'default' });

const BUYER = 'maya@kaseko.example';
const BUSINESS = 'Kasavi Corner';
/** 11:00 in Paramaribo on a Wednesday: the period starts when the admin approves, the same moment here. */
const START = new Date('2027-01-27T14:00:00Z');
const MINUTE = 60_000;

let rig: ListingRig;
test.beforeAll(async () => {
  rig = await startListingRig(START);
});
test.afterAll(() => rig?.stop());

/** Moves the server's clock (running what fell due) and the browser's. */
async function moveClock(page: Page, at: Date): Promise<void> {
  await rig.server.setClock(at);
  await page.clock.setFixedTime(at);
}

function listingRow(owner = BUYER): { status: string; ends_at: number | null; entry_id: number | null } {
  const db = new Database(path.join(rig.dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare('select status, ends_at, entry_id from listings where owner_email = ?').get(owner) as ReturnType<typeof listingRow>;
  } finally {
    db.close();
  }
}

async function payByCard(page: Page, checkoutPath: string, fill: boolean): Promise<void> {
  await page.goto(checkoutPath);
  await hydrateCheckoutForm(page);
  if (fill) {
    await fillCheckoutFields(page, 'en', BUSINESS);
    await page.getByLabel('USD – US dollar').check();
    await page.getByLabel('Credit card').check();
  }
  await page.getByRole('button', { name: /Pay .* by card/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
}

/** The first card of a list page: its heading's text. */
const firstCard = (page: Page) => page.locator('main article').first();

test('a card-paid restaurant listing from payment to its end', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: rig.server.baseUrl });
  const page = await context.newPage();
  await page.clock.setFixedTime(START);

  // 1. Pay by card; the confirmation email carries the private link to the editor.
  await payByCard(page, '/checkout?plan=restaurant', true);
  await rig.smtp.waitFor(1);
  await expect.poll(() => rig.mailTo(BUYER, /^Payment received/).length).toBe(1);
  const editorUrl = rig.linkIn(rig.mailTo(BUYER, /^Payment received/)[0]!, `${rig.server.baseUrl}/listing/`);

  // 2. Send the listing in English and Dutch with a photo.
  await page.goto(editorUrl);
  await expect(page.getByText('Awaiting your content')).toBeVisible();
  await page.locator('[name="en.name"]').fill(BUSINESS);
  await page.locator('[name="en.description"]').fill('Cassava bread, pom and saoto soup from old family recipes, a short walk from the Waterkant.');
  await page.locator('[name="en.cuisine"]').fill('Surinamese');
  await page.locator('[name="en.location"]').fill('Zwartenhovenbrugstraat 12, Paramaribo');
  await page.locator('[name="nl.name"]').fill(BUSINESS);
  await page.locator('[name="nl.description"]').fill('Kasavebrood, pom en saoto-soep naar oude familierecepten, op loopafstand van de Waterkant.');
  await page.locator('[name="nl.cuisine"]').fill('Surinaams');
  await page.locator('#photo-main').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg() });
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review.')).toBeVisible();

  // 3. Nothing public while it waits.
  for (const listPath of ['/restaurants', '/nl/restaurants']) {
    await page.goto(listPath);
    await expect(page.getByText(BUSINESS)).toHaveCount(0);
  }

  // 4. The admin approves it (no typed rating: stars come from visitor reviews, issue 20).
  await signIn(page);
  await page.getByRole('tab', { name: 'Listings' }).click();
  await page.getByRole('button', { name: `Open listing ${BUSINESS}` }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const end = getPeriodEnd(START);
  // The confirmation names the end the server will set, by the server's (moved) clock.
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    `stays live until ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'America/Paramaribo' }).format(end)}`,
  );
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Listing approved', { exact: false }).first()).toBeVisible();
  expect(listingRow()).toMatchObject({ status: 'live', ends_at: end.getTime() });
  const history = page.locator('summary', { hasText: 'History' });
  if ((await history.count()) === 0) await page.getByRole('button', { name: `Open listing ${BUSINESS}` }).click();
  await history.click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Content sent for review' })).toContainText('by the business');
  await expect(page.getByRole('listitem').filter({ hasText: /· Approved by/ })).toContainText('by admin@example.com');

  // 5. Live: the badge, and first place in both languages.
  await page.goto('/restaurants');
  await expect(firstCard(page)).toContainText(BUSINESS);
  await expect(firstCard(page)).toContainText('Guide partner');
  await page.goto('/nl/restaurants');
  await expect(firstCard(page)).toContainText(BUSINESS);
  await expect(firstCard(page)).toContainText('Partner van de gids');

  // 6. Fourteen days before the end: one reminder, however often the scheduler looks again.
  const reminderAt = getReminderAt(end, 'reminder_14d');
  await moveClock(page, new Date(reminderAt.getTime() + MINUTE));
  await expect.poll(() => rig.mailTo(BUYER, /ends in two weeks/).length).toBe(1);
  await moveClock(page, new Date(reminderAt.getTime() + 60 * MINUTE));
  const reminders = rig.mailTo(BUYER, /ends in two weeks/);
  expect(reminders).toHaveLength(1);

  // 7. Renew early from the reminder's link: the end moves by three months, no day lost.
  const renewUrl = rig.linkIn(reminders[0]!, `${rig.server.baseUrl}/checkout?renew=`);
  await payByCard(page, renewUrl, false);
  const renewedEnd = getRenewedEnd(end, new Date(reminderAt.getTime() + 60 * MINUTE));
  await expect.poll(() => listingRow().ends_at).toBe(renewedEnd.getTime());
  expect(renewedEnd.getTime()).toBeGreaterThan(end.getTime() + 85 * 86_400_000);

  // 8. Past the renewed end: the badge and first place go, the entry stays.
  await moveClock(page, new Date(renewedEnd.getTime() + MINUTE));
  expect(listingRow().status).toBe('ended');
  await page.goto(`/restaurant/${listingRow().entry_id}`);
  await expect(page.getByRole('heading', { name: BUSINESS })).toBeVisible();
  await expect(page.getByText('Guide partner')).toHaveCount(0);
  await page.goto('/nl/restaurants');
  await expect(firstCard(page)).not.toContainText(BUSINESS);
  await context.close();
});

test('a tour paid by bank transfer in Dutch, verified by the admin, goes live as a partner', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = 'sita@mailco.example';
  const tour = 'Commewijne Fietstochten';
  const context = await browser.newContext({ baseURL: rig.server.baseUrl });
  const page = await context.newPage();
  // After the first walk's dates, whether or not it ran first.
  await moveClock(page, new Date('2027-09-01T13:00:00Z'));

  // 1. Order in Dutch and upload the receipt.
  await page.goto('/nl/checkout?plan=tour');
  await hydrateCheckoutForm(page);
  await page.getByLabel('Bedrijfsnaam').fill(tour);
  await page.getByLabel('Contactpersoon').fill('Sita Ramdin');
  await page.getByLabel('E-mailadres').fill(owner);
  await page.getByLabel('Telefoonnummer').fill('+597 555-0707');
  await page.getByLabel('Straat en huisnummer').fill('Henck Arronstraat 5');
  await page.getByLabel('Plaats').fill('Paramaribo');
  await page.getByRole('button', { name: 'Verder naar bankoverschrijving' }).click();
  await expect(page.getByTestId('payment-reference')).toHaveText(/^SG-/);
  await page.getByLabel('Bestand met betaalbewijs').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await page.getByRole('button', { name: 'Betaalbewijs uploaden' }).click();
  await expect(page.getByRole('heading', { name: 'Betaalbewijs geüpload!' })).toBeVisible();

  // 2. The admin verifies the transfer; the Dutch confirmation carries the Dutch editor link.
  await signIn(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('button', { name: `Verify the payment of ${tour}` }).click();
  await page.getByRole('dialog', { name: 'Verify bank transfer' }).getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Payment verified').first()).toBeVisible();
  await expect.poll(() => rig.mailTo(owner, /^Betaling bevestigd/).length).toBe(1);
  const editorUrl = rig.linkIn(rig.mailTo(owner, /^Betaling bevestigd/)[0]!, `${rig.server.baseUrl}/nl/listing/`);

  // 3. The business sends its tour from the Dutch editor.
  await page.goto(editorUrl);
  await expect(page.getByText('Wacht op je inhoud')).toBeVisible();
  await page.locator('[name="price"]').fill('65');
  await page.locator('[name="maxPeople"]').fill('12');
  await page.locator('[name="en.name"]').fill(tour);
  await page
    .locator('[name="en.description"]')
    .fill('A day by bicycle along the old plantations of Commewijne, with lunch at Frederiksdorp and the ferry back at sunset.');
  await page.locator('[name="en.category"]').fill('Cultural');
  await page.locator('[name="en.duration"]').fill('1 day');
  await page.locator('[name="en.location"]').fill('Commewijne');
  await page.locator('[name="en.operator"]').fill(tour);
  await page
    .locator('[name="nl.description"]')
    .fill('Een dag fietsen langs de oude plantages van Commewijne, met lunch op Frederiksdorp en bij zonsondergang de veerboot terug.');
  await page.locator('#photo-main').setInputFiles({ name: 'bike.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg('#3a7') });
  await page.getByRole('button', { name: 'Ter controle insturen' }).click();
  await expect(page.getByText('Ingestuurd ter controle')).toBeVisible();
  await page.goto('/nl/tours');
  await expect(page.getByText(tour)).toHaveCount(0);

  // 4. Approved: live, first on the tour lists with the badge, in both languages.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Listings' }).click();
  await page.getByRole('button', { name: `Open listing ${tour}` }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Listing approved', { exact: false }).first()).toBeVisible();
  expect(listingRow(owner).status).toBe('live');
  await expect.poll(() => rig.mailTo(owner, /^Je vermelding staat online/).length).toBe(1);
  await page.goto('/nl/tours');
  await expect(firstCard(page)).toContainText(tour);
  await expect(firstCard(page)).toContainText('Partner van de gids');
  await page.goto('/tours');
  await expect(firstCard(page)).toContainText('Guide partner');
  await context.close();
});
