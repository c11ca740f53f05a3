/**
 * A partner entry in the dashboard, in English and Dutch: its row carries "Partner · until <date>", and its delete
 * warns that it is paid until then and will not go without a reason; an entry without a paid listing keeps the
 * plain confirmation.
 */
import type { Browser } from '@playwright/test';
import type Database from 'better-sqlite3';
import { readStat, toast } from './admin-content-helpers';
import { expect, test } from './fixtures';
import { signIn } from './helpers/admin';
import { expectAxeClean } from './helpers/axe';
import { openOwnServerPage, useOwnServerPage, type OwnServerPage } from './helpers/own-server';

test.describe.configure({ mode: 'serial' });

/** The last moment of 14 March 2030 in Paramaribo (UTC-3): how a listing's end is stored. */
const ENDS_AT = Date.parse('2030-03-15T02:59:59.999Z');
const names = { partner: '', other: '' };

/** Makes the newest restaurant a partner by a live listing, as an approval leaves it. */
function preparePartner(db: Database.Database): void {
  const [partner, other] = db
    .prepare(`select r.id, t.name from restaurants r join restaurant_translations t on t.restaurant_id = r.id and t.locale = 'en' order by r.id desc limit 2`)
    .all() as { id: number; name: string }[];
  names.partner = partner!.name;
  names.other = other!.name;
  const now = Date.now();
  db.prepare(
    `insert into listings (id, kind, entry_id, status, live_from, ends_at, owner_email, created_at, updated_at) values (?, 'restaurant', ?, 'live', ?, ?, ?, ?, ?)`,
  ).run(crypto.randomUUID(), partner!.id, now - 86_400_000, ENDS_AT, 'owner@warung.example', now, now);
  db.prepare(`update restaurants set partner_until = ? where id = ?`).run(ENDS_AT, partner!.id);
}

async function openAdminWithPartner(browser: Browser): Promise<OwnServerPage> {
  const opened = await openOwnServerPage(browser, preparePartner);
  await signIn(opened.page);
  await readStat(opened.page, 'Restaurants');
  return opened;
}

const { page } = useOwnServerPage(openAdminWithPartner);

test('nl: the partner row carries "Partner · tot 14 mrt 2030" and the delete warns in Dutch', async () => {
  await page.goto('/nl/admin');
  await readStat(page, 'Restaurants', 'Totalen van de site');
  const row = page.getByRole('row', { name: new RegExp(names.partner) });
  await expect(row.getByText('Partner · tot 14 mrt 2030')).toBeVisible();
  await row.getByRole('button', { name: `${names.partner} verwijderen` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Dit is een betalende partner: de vermelding is betaald tot 14 mrt 2030.');
  await expect(confirm.getByLabel('Reden (wordt bewaard in de geschiedenis van de vermelding)')).toBeVisible();
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(confirm).toBeHidden();
});

test('en: the badge shows only on the partner; its delete asks for a reason before it goes', async () => {
  await page.goto('/admin');
  await readStat(page, 'Restaurants');
  const row = page.getByRole('row', { name: new RegExp(names.partner) });
  await expect(row.getByText('Partner · until 14 Mar 2030')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(names.other) }).getByText(/^Partner/)).toHaveCount(0);

  await row.getByRole('button', { name: `Delete ${names.partner}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete '${names.partner}'?` });
  await expect(confirm).toContainText('This is a paying partner: its listing is paid until 14 Mar 2030.');
  await expectAxeClean(page, '[role="alertdialog"]');
  // No reason: nothing is sent, the field says why.
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText('Please give a reason of at least 3 characters.')).toBeVisible();
  const reason = confirm.getByLabel("Reason (kept in the listing's history)");
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toBeVisible();
  await reason.fill('The restaurant closed for good');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(toast(page)).toContainText('Restaurant deleted');
});

test('en: an entry without a paid listing keeps the plain confirmation', async () => {
  await page.goto('/admin');
  await readStat(page, 'Restaurants');
  await page.getByRole('button', { name: `Delete ${names.other}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete '${names.other}'?` });
  await expect(confirm).toContainText('You can undo this for 30 seconds.');
  await expect(confirm.getByRole('textbox')).toHaveCount(0);
  await expect(confirm).not.toContainText('partner');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
});
