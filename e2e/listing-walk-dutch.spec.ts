/**
 * The paying business's walk, counted (README "Partner listings"): a Dutch-speaking warung owner on a
 * 412 px phone orders by bank transfer from the header's call to action, uploads the receipt; the
 * admin verifies from the emailed deep link; the owner writes the listing in Dutch only, is refused
 * once for the missing photo, opens the link again in a fresh browser and finds the work, adds the
 * photo, saves a draft and sends; the "received" email comes in Dutch; the admin approves from the
 * emailed link; the English page shows the Dutch text marked "Written in Dutch"; the editor page says
 * "live until" and, 13 days before the end, offers the renewal. Every tap and typed field is counted.
 */
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { getPeriodEnd } from '~/features/listings/lifecycle/period';
import { makeJpeg } from '../tests/listings/editor-helpers';
import { RECEIPT_PNG } from '../tests/payments/helpers';
import { FIXTURE_ADMIN } from '../tests/helpers/fixture-cache';
import { expect, test } from './fixtures';
import { waitForHydration } from './helpers/hydration';
import { startListingRig, type ListingRig } from './helpers/listing-rig';
import { hydrateCheckoutForm } from './helpers/checkout-form';

const OWNER = 'rani@warungrani.example';
const BUSINESS = 'Warung Rani';
/** 10:00 in Paramaribo on a Monday. */
const START = new Date('2027-03-01T13:00:00Z');
const DAY = 86_400_000;

let rig: ListingRig;
test.beforeAll(async () => {
  rig = await startListingRig(START);
});
test.afterAll(() => rig?.stop());

/** Counts what a person does: a tap (click, check, file pick) or a typed field. */
class Counter {
  taps = 0;
  fields = 0;
  async tap(target: { click: () => Promise<void> }): Promise<void> {
    this.taps++;
    await target.click();
  }
  async type(target: { fill: (v: string) => Promise<void> }, value: string): Promise<void> {
    this.fields++;
    await target.fill(value);
  }
}

const phone = (browser: { newContext: (o: object) => Promise<BrowserContext> }) =>
  browser.newContext({ baseURL: rig.server.baseUrl, viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, locale: 'nl-NL' });

function listingRow(): { id: string; status: string; ends_at: number | null; entry_id: number | null } {
  const db = new Database(path.join(rig.dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare('select id, status, ends_at, entry_id from listings where owner_email = ?').get(OWNER) as ReturnType<typeof listingRow>;
  } finally {
    db.close();
  }
}
const mailWith = (subject: RegExp) => rig.smtp.messages.filter((m) => subject.test(m.parsed.subject ?? ''));
const linkIn = (subject: RegExp, pattern: RegExp) => (mailWith(subject)[0]?.parsed.text ?? '').match(pattern)?.[0] ?? '';

async function fillEditor(page: Page, business: Counter): Promise<void> {
  await business.type(page.locator('[name="nl.name"]'), BUSINESS);
  await business.type(page.locator('[name="nl.description"]'), 'Javaanse warung aan de Waterkant: saoto-soep, bami en pecil, vers gemaakt door de familie.');
  await business.type(page.locator('[name="nl.cuisine"]'), 'Javaans');
  await business.type(page.locator('[name="nl.location"]'), 'Waterkant 40, Paramaribo');
}

test('a Dutch warung on a phone, from the header to a live listing in Dutch only, and the admin in few clicks', async ({ browser }) => {
  test.setTimeout(300_000);
  const business = new Counter();
  const admin = new Counter();
  const owner = await phone(browser);
  const page = await owner.newPage();
  await page.clock.setFixedTime(START);

  // 1. From the header's call to action to the plans, then the order by bank transfer.
  await page.goto('/nl');
  await business.tap(page.locator('#mobile-menu summary'));
  await business.tap(page.locator('#mobile-menu').getByRole('link', { name: 'Zet je bedrijf in de gids', exact: true }));
  await business.tap(page.getByRole('link', { name: 'Aan de slag met de Restaurantvermelding' }));
  await hydrateCheckoutForm(page);
  await business.type(page.getByLabel('Bedrijfsnaam'), BUSINESS);
  await business.type(page.getByLabel('Contactpersoon'), 'Rani Sontosoemarto');
  await business.type(page.getByLabel('E-mailadres'), OWNER);
  await business.type(page.getByLabel('Telefoonnummer'), '+597 555-0404');
  await business.type(page.getByLabel('Straat en huisnummer'), 'Waterkant 40');
  await business.type(page.getByLabel('Plaats'), 'Paramaribo');
  await business.tap(page.getByRole('button', { name: 'Verder naar bankoverschrijving' }));
  await expect(page.getByTestId('payment-reference')).toHaveText(/^SG-/);
  business.taps++;
  await page.getByLabel('Bestand met betaalbewijs').setInputFiles({ name: 'overschrijving.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await business.tap(page.getByRole('button', { name: 'Betaalbewijs uploaden' }));
  await expect(page.getByRole('heading', { name: 'Betaalbewijs geüpload!' })).toBeVisible();

  // 2. The admin opens the emailed deep link, signs in, lands on the order and verifies it.
  await expect.poll(() => mailWith(/^Receipt to review/).length).toBe(1);
  const orderLink = linkIn(/^Receipt to review/, /https?:\/\/\S+\/admin\?order=\S+#orders/);
  const desk = await browser.newContext({ baseURL: rig.server.baseUrl });
  const adminPage = await desk.newPage();
  await adminPage.clock.setFixedTime(START);
  admin.taps++;
  await adminPage.goto(orderLink);
  await waitForHydration(adminPage);
  await adminPage.getByLabel('Username').fill(FIXTURE_ADMIN.username);
  await adminPage.getByLabel('Password').fill(FIXTURE_ADMIN.password);
  await admin.tap(adminPage.getByRole('button', { name: 'Sign In' }));
  await expect(adminPage.locator('tr[aria-current="true"]')).toContainText(BUSINESS);
  await admin.tap(adminPage.getByRole('button', { name: `Verify the payment of ${BUSINESS}` }));
  await admin.tap(adminPage.getByRole('dialog', { name: 'Verify bank transfer' }).getByRole('button', { name: 'Verify' }));
  await expect(adminPage.getByText('Payment verified').first()).toBeVisible();
  const verifyClicks = admin.taps;

  // 3. The owner writes the listing in Dutch only and forgets the photo: refused, the work kept.
  await expect.poll(() => mailWith(/^Betaling bevestigd/).length).toBe(1);
  const editorUrl = linkIn(/^Betaling bevestigd/, /https?:\/\/\S+\/nl\/listing\/[a-z2-7]{32}/);
  business.taps++;
  await page.goto(editorUrl);
  await expect(page.getByText('Wacht op je inhoud')).toBeVisible();
  await fillEditor(page, business);
  await business.tap(page.getByRole('button', { name: 'Ter controle insturen' }));
  await expect(page.locator('#photo-main-error')).toHaveText('Een afbeelding is verplicht');
  await owner.close();

  // 4. The link again in a fresh browser: everything is there; add the photo, save a draft, send.
  const again = await phone(browser);
  const fresh = await again.newPage();
  await fresh.clock.setFixedTime(START);
  business.taps++;
  await fresh.goto(editorUrl);
  await expect(fresh.locator('[name="nl.name"]')).toHaveValue(BUSINESS);
  await expect(fresh.locator('[name="nl.location"]')).toHaveValue('Waterkant 40, Paramaribo');
  business.taps++;
  await fresh.locator('#photo-main').setInputFiles({ name: 'warung.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg('#b63') });
  await business.tap(fresh.getByRole('button', { name: 'Concept opslaan' }));
  await expect(fresh.getByText('Je concept is opgeslagen', { exact: false }).first()).toBeVisible();
  await business.tap(fresh.getByRole('button', { name: 'Ter controle insturen' }));
  await expect(fresh.getByText('Ingestuurd ter controle')).toBeVisible();
  await expect.poll(() => rig.mailTo(OWNER, /^We hebben je vermelding ontvangen/).length).toBe(1);
  expect(rig.mailTo(OWNER, /^We hebben je vermelding ontvangen/)[0]!.parsed.text).toContain('binnen 24 uur');

  // 5. The admin approves from the "listing to review" email: the listing opens at once.
  await expect.poll(() => mailWith(/^Listing waiting for review/).length).toBe(1);
  const listingLink = linkIn(/^Listing waiting for review/, /https?:\/\/\S+\/admin\?listing=\S+#listings/);
  admin.taps++;
  await adminPage.goto(listingLink);
  await waitForHydration(adminPage);
  await admin.tap(adminPage.getByRole('button', { name: 'Approve', exact: true }));
  await admin.tap(adminPage.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }));
  await expect(adminPage.getByText('Listing approved', { exact: false }).first()).toBeVisible();
  expect(listingRow().status).toBe('live');
  const approveClicks = admin.taps - verifyClicks;

  // 6. The English page shows the Dutch text, marked and in its language.
  await fresh.goto(`/restaurant/${listingRow().entry_id}`);
  await expect(fresh.getByRole('heading', { name: BUSINESS })).toBeVisible();
  await expect(fresh.locator('[data-written-in="nl"]').first()).toHaveText('Written in Dutch');
  await expect(fresh.locator('[lang="nl"]').filter({ hasText: 'saoto-soep' }).first()).toBeVisible();

  // 7. The editor page: live until the end; 13 days before it, the renewal.
  await fresh.goto(editorUrl);
  await expect(fresh.getByText('Staat op de site tot en met')).toBeVisible();
  await expect(fresh.getByRole('button', { name: 'Vermelding verlengen' })).toHaveCount(0);
  const end = getPeriodEnd(START);
  const soon = new Date(end.getTime() - 13 * DAY);
  await rig.server.setClock(soon);
  await fresh.clock.setFixedTime(soon);
  await fresh.goto(editorUrl);
  await expect(fresh.getByText('Loopt binnenkort af')).toBeVisible();
  await fresh.getByRole('button', { name: 'Vermelding verlengen' }).click();
  await expect(fresh).toHaveURL(/\/nl\/checkout\?renew=[a-z2-7]{32}$/);
  await expect(fresh.getByText('Je verlengt de', { exact: false })).toBeVisible();

  // The counts README "Partner listings" reports.
  expect({ business: business.taps + business.fields, verify: verifyClicks, approve: approveClicks }).toEqual({ business: 22, verify: 4, approve: 3 });
  await again.close();
  await desk.close();
});
