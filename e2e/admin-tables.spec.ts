/**
 * The admin tables (issue 21) in English and Dutch, on a desktop and a 412 px phone: search narrows
 * the rows, a column header sorts (aria-sort), thumbnails, 'View on site' links, cards on the phone
 * without sideways page scroll, the tab bar, and the Orders tab's heading and badge of waiting orders.
 */
import type { Page } from '@playwright/test';
import type Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { signIn } from './helpers/admin';
import { expectAxeClean } from './helpers/axe';
import { waitForHydration } from './helpers/hydration';
import { openOwnServerPage, useOwnServerPage } from './helpers/own-server';

test.describe.configure({ mode: 'serial' });

const DAY = 24 * 60 * 60 * 1000;

/** Orders of every kind: two wait for the admin (a receipt to review, a paid card order), three do not. */
function addOrders(db: Database.Database) {
  const insert = db.prepare(
    `insert into listing_orders (id, plan_type, amount, currency, payment_method, status, business_name, contact_name, email, phone,
      billing_address, city, locale, created_at, updated_at) values (?, 'restaurant', 26, 'USD', ?, ?, ?, 'Sita Ram', 'sita@example.com',
      '+597 555-0303', 'Waterkant 3', 'Paramaribo', 'en', ?, ?)`,
  );
  const now = Date.now();
  const orders: [string, string, string, number][] = [
    ['banktransfer', 'awaiting_verification', 'Receipt Roti', now - DAY],
    ['creditcard', 'paid', 'Paid Pom', now - 2 * DAY],
    ['banktransfer', 'awaiting_payment', 'Unpaid Bami', now - 3 * DAY],
    ['creditcard', 'active', 'Live Saoto', now - 4 * DAY],
    ['banktransfer', 'rejected', 'Refused Roti', now - 5 * DAY],
  ];
  for (const [method, status, name, at] of orders) insert.run(crypto.randomUUID(), method, status, name, at, at);
}
const WAITING = 2;

const { page } = useOwnServerPage((browser) => openOwnServerPage(browser, addOrders));

const TEXT = {
  en: { prefix: '', search: 'Search', name: 'Name', count: (a: number, b: number) => `${a} of ${b}`, table: 'Restaurants', orders: 'Listing orders' },
  nl: {
    prefix: '/nl',
    search: 'Zoeken',
    name: 'Naam',
    count: (a: number, b: number) => `${a} van ${b}`,
    table: 'Restaurants',
    orders: 'Bestellingen van vermeldingen',
  },
} as const;

interface AdminItem {
  id: number;
  translations: { en: { name?: string; title?: string; cuisine?: string } };
}
async function readItems(p: Page, kind: string): Promise<AdminItem[]> {
  const res = await p.request.get(`/api/admin/${kind}?limit=100`);
  return (await res.json()) as AdminItem[];
}

const rowsOf = (p: Page) => p.locator('table.admin-cards > tbody > tr');

async function openDashboard(p: Page, lang: 'en' | 'nl', hash = 'restaurants') {
  // A new document each time (a change of the #hash alone would not reload the dashboard).
  await p.goto('about:blank');
  await p.goto(`${TEXT[lang].prefix}/admin#${hash}`);
  await waitForHydration(p);
}

test('signs in', async () => {
  await signIn(page);
});

for (const lang of ['en', 'nl'] as const) {
  for (const width of [1280, 412]) {
    test(`restaurants table: search, sort, thumbnails, View on site (${lang}, ${width} px)`, async () => {
      const L = TEXT[lang];
      await page.setViewportSize({ width, height: 900 });
      await openDashboard(page, lang);
      const items = await readItems(page, 'restaurants');
      const table = page.getByRole('table', { name: L.table });
      await expect(rowsOf(page)).toHaveCount(items.length);
      await expect(page.locator('[data-table-count]')).toContainText(L.count(items.length, items.length));

      // Thumbnails: a small variant of the cover, alt="" (the name is in the next cell); no upload address as text.
      const thumb = rowsOf(page).first().locator('[data-card="thumb"] img');
      await expect(thumb).toHaveAttribute('alt', '');
      await expect(thumb).toHaveAttribute('src', /\/objects\/uploads\/[a-z0-9-]+\?w=\d+/);
      expect(await table.innerText()).not.toContain('/objects/uploads/');

      // Search narrows by name, then by cuisine; the clear button brings every row back.
      const kasaba = items.find((r) => r.translations.en.name === 'Kasaba Corner')!;
      const search = page.getByRole('searchbox', { name: L.search });
      await search.fill('kasaba');
      await expect(rowsOf(page)).toHaveCount(1);
      await expect(rowsOf(page)).toContainText('Kasaba Corner');
      await expect(page.locator('[data-table-count]')).toContainText(L.count(1, items.length));
      const javanese = items.filter((r) => r.translations.en.cuisine?.includes('Javanese'));
      expect(javanese.length).toBeGreaterThan(0);
      await search.fill('JAVANESE');
      await expect(rowsOf(page)).toHaveCount(javanese.length);
      await search.fill('no such place anywhere');
      await expect(rowsOf(page)).toHaveCount(0);
      await expect(page.getByText(/no such place anywhere/)).toBeVisible();
      await search.fill('kasaba');
      await page.getByRole('button', { name: lang === 'en' ? 'Clear search' : 'Zoekopdracht wissen' }).click();
      await expect(search).toBeFocused();
      await expect(rowsOf(page)).toHaveCount(items.length);

      // View on site: the public page in the admin's language, in a new tab.
      const view = page.getByRole('link', {
        name: lang === 'en' ? 'View Kasaba Corner on the site (opens in a new tab)' : 'Kasaba Corner bekijken op de site (opent in een nieuw tabblad)',
      });
      await expect(view).toHaveAttribute('href', `${L.prefix}/restaurant/${kasaba.id}`);
      await expect(view).toHaveAttribute('target', '_blank');

      // Sorting by name: a button in the header, aria-sort on its <th>, ascending then descending (by keyboard).
      const names = items.map((r) => r.translations.en.name!).sort((a, b) => a.localeCompare(b, lang, { sensitivity: 'base', numeric: true }));
      const nameHeader = page.locator('th', { has: page.getByRole('button', { name: L.name, exact: true }) });
      await page.getByRole('button', { name: L.name, exact: true }).click();
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(rowsOf(page).first().locator('[data-card="title"]')).toHaveText(names[0]!);
      await page.getByRole('button', { name: L.name, exact: true }).press('Enter');
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(rowsOf(page).first().locator('[data-card="title"]')).toHaveText(names.at(-1)!);
      await expect(rowsOf(page).last().locator('[data-card="title"]')).toHaveText(names[0]!);

      // The phone shows cards (each row a box as wide as the screen at most) and the page never scrolls sideways.
      const display = await rowsOf(page)
        .first()
        .evaluate((el) => getComputedStyle(el).display);
      expect(display).toBe(width < 640 ? 'grid' : 'table-row');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (width < 640) {
        const box = (await rowsOf(page).first().boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await expect(page.getByRole('row', { name: /Kasaba Corner/ })).toBeVisible();
      }
      await expectAxeClean(page);
    });
  }
}

test('tours, events and news: View on site opens each public page', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const cases = [
    { kind: 'tours', path: (id: number) => `/nl/tour/${id}` },
    { kind: 'events', path: (id: number) => `/nl/events?when=all#event-${id}` },
    { kind: 'news', path: (id: number) => `/nl/news/${id}` },
  ];
  for (const { kind, path } of cases) {
    await openDashboard(page, 'nl', kind);
    const [first] = await readItems(page, kind);
    const name = first!.translations.en.name ?? first!.translations.en.title!;
    await expect(page.getByRole('link', { name: `${name} bekijken op de site (opent in een nieuw tabblad)` })).toHaveAttribute('href', path(first!.id));
    await expect(rowsOf(page).first().locator('[data-card="thumb"]')).toHaveCount(1);
  }
});

for (const lang of ['en', 'nl'] as const) {
  for (const width of [1280, 412]) {
    test(`Orders tab: after the content tabs, with a heading and the count of waiting orders (${lang}, ${width} px)`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openDashboard(page, lang);
      const tabs = page.getByRole('tablist').getByRole('tab');
      const orders = tabs.nth(4);
      await expect(orders).toHaveAttribute('aria-controls', /orders/);
      await expect(orders.locator('[data-orders-waiting] > [aria-hidden="true"]')).toHaveText(String(WAITING));
      await expect(orders).toHaveAccessibleName(new RegExp(lang === 'en' ? `Orders.*${WAITING} waiting` : `Bestellingen.*${WAITING} wachtend`));
      // The same number as the 'Open orders' card.
      const card = page
        .getByRole('region', { name: lang === 'en' ? 'Site totals' : 'Totalen van de site' })
        .locator('div', { hasText: lang === 'en' ? 'Open orders' : 'Open bestellingen' })
        .first();
      await expect(card.locator('p')).toHaveText(String(WAITING));
      await orders.click();
      await expect(page.getByRole('heading', { level: 2, name: TEXT[lang].orders })).toBeVisible();
      await expect(page.getByRole('table', { name: TEXT[lang].orders }).getByRole('row', { name: /Receipt Roti/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAxeClean(page);
    });
  }
}

test('on a phone the tab bar scrolls sideways, shows there is more, and every tab is reached by keyboard', async () => {
  await page.setViewportSize({ width: 412, height: 900 });
  await openDashboard(page, 'en');
  const list = page.getByRole('tablist', { name: 'Dashboard sections' });
  await expect(list).toHaveAttribute('data-more-end', '');
  await expect(list).not.toHaveAttribute('data-more-start', '');
  await page.getByRole('tab', { name: 'Restaurants' }).focus();
  await page.keyboard.press('End');
  const settings = page.getByRole('tab', { name: 'Settings' });
  await expect(settings).toBeFocused();
  await expect(settings).toBeInViewport({ ratio: 1 });
  await expect(list).toHaveAttribute('data-more-start', '');
  await page.keyboard.press('Enter');
  await expect(settings).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
