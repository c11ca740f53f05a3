/**
 * The admin's Reviews queue (issue 20), in English and Dutch: confirmed reviews (put in with SQL)
 * wait in the tab with a count badge; one is approved, one rejected with a reason, one gets a reply.
 * The effect is checked through GET /api/admin/reviews and the review_stats row the triggers keep.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { startServer } from '../tests/helpers/server';
import { expect, test } from './fixtures';
import { signIn, toastItems } from './helpers/admin';
import { expectAxeClean } from './helpers/axe';
import { useOwnServerPage, type OwnServerPage } from './helpers/own-server';

test.describe.configure({ mode: 'serial' });

let dataDir = '';
let place = { id: 0, name: '' };
const COMMENT = 'We hadden een heerlijke roti met kip, de bediening was snel en vriendelijk.';

/** A fixture copy with four confirmed reviews (ids 9001–9004) and one pending (9005) of the first restaurant. */
async function open(browser: Browser): Promise<OwnServerPage> {
  dataDir = copyFixture(process.env.E2E_FIXTURE_DIR || (await ensureFixture()));
  const db = new Database(path.join(dataDir, 'guide.db'));
  try {
    place = db
      .prepare(`select restaurant_id as id, name from restaurant_translations where locale = 'en' order by restaurant_id limit 1`)
      .get() as typeof place;
    db.prepare('delete from reviews').run();
    db.prepare('delete from review_stats').run();
    const insert = db.prepare(
      `insert into reviews (id, place_kind, place_id, status, rating, author_name, country, comment, visit_month, locale, email, confirmed_at)
       values (?, 'restaurant', ?, ?, ?, ?, 'Suriname', ?, '2026-10', ?, ?, ?)`,
    );
    const at = Date.parse('2026-11-01T12:00:00Z');
    insert.run(9001, place.id, 'confirmed', 5, 'Anja', COMMENT, 'nl', 'anja@example.com', at + 1);
    insert.run(9002, place.id, 'confirmed', 1, 'Boris', 'Terrible, nothing like the pictures, avoid this place.', 'en', 'boris@example.com', at + 2);
    insert.run(9003, place.id, 'confirmed', 4, 'Chandra', 'Lekkere bami en een mooi terras aan de Waterkant.', 'nl', 'chandra@example.com', at + 3);
    insert.run(9004, place.id, 'confirmed', 2, 'Dewi', 'Lang wachten op het eten, maar de sapjes waren lekker.', 'nl', 'dewi@example.com', at + 4);
    insert.run(9005, place.id, 'pending', 3, 'Eddy', 'Not yet confirmed by email, so never in the queue.', 'en', 'eddy@example.com', null);
  } finally {
    db.close();
  }
  const server = await startServer(dataDir);
  const context = await browser.newContext({ baseURL: server.baseUrl });
  return { server, context, page: await context.newPage() };
}

const own = useOwnServerPage(open);

function stats(): { count: number; sum: number } | undefined {
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare(`select review_count as count, rating_sum as sum from review_stats where place_kind = 'restaurant' and place_id = ?`).get(place.id) as
      { count: number; sum: number } | undefined;
  } finally {
    db.close();
  }
}

async function listed(page: Page, status: string): Promise<{ id: number; reply: { text: string; from: string } | null; rejectReason: string | null }[]> {
  const res = await page.request.get(`/api/admin/reviews?status=${status}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { reviews: { id: number; reply: { text: string; from: string } | null; rejectReason: string | null }[] }).reviews;
}

test('an admin approves, rejects with a reason and replies in the Reviews tab (English)', async () => {
  const page = own.page;
  await signIn(page);
  const tab = page.getByRole('tab', { name: /^Reviews/ });
  await expect(tab).toContainText('4 waiting');
  await tab.click();
  await expect(page.getByRole('button', { name: 'Waiting (4)' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'Visitor reviews' });
  await expect(table.locator('tbody tr')).toHaveCount(4);
  // Newest confirmed first; the pending review is not there.
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-review-id', '9004');
  await expect(table).not.toContainText('eddy@example.com');
  const anja = table.locator('tr[data-review-id="9001"]');
  await expect(anja.getByRole('link', { name: place.name, exact: true })).toHaveAttribute('href', `/restaurant/${place.id}`);
  await expect(anja).toContainText('anja@example.com');
  await expect(anja).toContainText(COMMENT);
  await expect(anja.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expectAxeClean(page);

  await anja.getByRole('button', { name: `Approve: the review by Anja of ${place.name}` }).click();
  await expect(toastItems(page).filter({ hasText: 'Review approved' })).toBeVisible();
  await expect(table.locator('tr[data-review-id="9001"]')).toHaveCount(0);
  await expect(tab).toContainText('3 waiting');
  expect(stats()).toEqual({ count: 1, sum: 5 });

  await table
    .locator('tr[data-review-id="9002"]')
    .getByRole('button', { name: /^Reject: the review by Boris/ })
    .click();
  const reject = page.getByRole('dialog', { name: 'Reject this review?' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Please give a reason.')).toBeVisible();
  await reject.getByLabel('Reason').fill('Abusive, no details of a visit');
  await expectAxeClean(page, '[role="dialog"]');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toHaveCount(0);
  await expect(toastItems(page).filter({ hasText: 'Review rejected' })).toBeVisible();
  expect(stats()).toEqual({ count: 1, sum: 5 });
  expect((await listed(page, 'rejected')).find((r) => r.id === 9002)?.rejectReason).toBe('Abusive, no details of a visit');

  await page.getByRole('button', { name: 'Approved (1)' }).click();
  await table
    .locator('tr[data-review-id="9001"]')
    .getByRole('button', { name: /^Reply: the review by Anja/ })
    .click();
  const reply = page.getByRole('dialog', { name: 'Reply to Anja' });
  await reply.getByLabel('Reply', { exact: true }).fill('Thank you, Anja! See you soon.');
  await reply.getByRole('radio', { name: 'The business' }).check();
  await reply.getByRole('button', { name: 'Save reply' }).press('Enter');
  await expect(reply).toHaveCount(0);
  await expect(toastItems(page).filter({ hasText: 'Reply saved' })).toBeVisible();
  await expect(table.locator('tr[data-review-id="9001"]')).toContainText('Reply from the business');
  const approved = await listed(page, 'approved');
  expect(approved.map((r) => r.id)).toEqual([9001]);
  expect(approved[0].reply).toMatchObject({ text: 'Thank you, Anja! See you soon.', from: 'business' });
});

test('the same in Dutch, and cards on a phone', async () => {
  const page = own.page;
  await page.goto('/nl/admin#reviews');
  const tab = page.getByRole('tab', { name: /^Beoordelingen/ });
  await expect(tab).toContainText('2 wachtend');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Beoordelingen van bezoekers' });
  await table
    .locator('tr[data-review-id="9003"]')
    .getByRole('button', { name: /^Goedkeuren: de beoordeling van Chandra/ })
    .click();
  await expect(toastItems(page).filter({ hasText: 'Beoordeling goedgekeurd' })).toBeVisible();
  expect(stats()).toEqual({ count: 2, sum: 9 });

  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone each row is drawn as a card (a grid box), and the page does not scroll sideways.
  const card = table.locator('tr[data-review-id="9004"]');
  expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(card).toContainText('dewi@example.com');
  await expect(card.getByRole('link', { name: place.name, exact: true })).toHaveAttribute('href', `/nl/restaurant/${place.id}`);
  await card.getByRole('button', { name: /^Afwijzen: de beoordeling van Dewi/ }).click();
  const reject = page.getByRole('dialog', { name: 'Deze beoordeling afwijzen?' });
  await reject.getByLabel('Reden').fill('Dubbel ingestuurd');
  await reject.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(toastItems(page).filter({ hasText: 'Beoordeling afgewezen' })).toBeVisible();
  await expect(page.getByText('Er wachten geen beoordelingen. Goed gedaan!')).toBeVisible();
  await expect(tab).not.toContainText('wachtend');

  await page.getByRole('button', { name: 'Goedgekeurd (2)' }).click();
  const chandra = table.locator('tr[data-review-id="9003"]');
  await chandra.getByRole('button', { name: /^Reageren: de beoordeling van Chandra/ }).click();
  const reply = page.getByRole('dialog', { name: 'Reageren op Chandra' });
  await reply.getByLabel('Reactie', { exact: true }).fill('Dank je wel, Chandra!');
  await reply.getByRole('radio', { name: 'Suriname Gids' }).check();
  await reply.getByRole('button', { name: 'Reactie opslaan' }).click();
  await expect(toastItems(page).filter({ hasText: 'Reactie opgeslagen' })).toBeVisible();
  await expect(chandra).toContainText('Reactie van Suriname Gids');
  await expectAxeClean(page);
  const approved = await listed(page, 'approved');
  expect(approved.find((r) => r.id === 9003)?.reply).toMatchObject({ text: 'Dank je wel, Chandra!', from: 'guide' });
  expect(stats()).toEqual({ count: 2, sum: 9 });
});
