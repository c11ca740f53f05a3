/**
 * The other admin tables (issue 21): Listings, Reviews, Emails, Newsletter and Users, in English and
 * Dutch, on a desktop and a 412 px phone: the search box narrows the loaded rows (and says so when
 * nothing matches), a column header sorts (aria-sort), 'View on site' where the row is a public
 * place, cards on the phone without sideways page scroll, axe clean.
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
let restaurant = { id: 0, name: '' };

/** Known rows for each table (the fixture's own ones removed so the counts are exact). */
function addRows(db: Database.Database) {
  const now = Date.now();
  restaurant = db.prepare(`select restaurant_id as id, name from restaurant_translations where locale = 'en' order by restaurant_id limit 1`).get() as {
    id: number;
    name: string;
  };
  for (const table of [
    'listing_order_links',
    'listing_events',
    'listing_editor_tokens',
    'listings',
    'email_outbox',
    'newsletter_subscribers',
    'reviews',
    'review_stats',
  ])
    db.prepare(`delete from ${table}`).run();

  const listing = db.prepare(
    `insert into listings (id, kind, entry_id, status, live_from, ends_at, owner_email, draft, submitted_at, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  listing.run(crypto.randomUUID(), 'restaurant', restaurant.id, 'live', now - 10 * DAY, now + 100 * DAY, 'ravi@example.com', null, null, now, now);
  const draft = JSON.stringify({ translations: { en: { name: 'Jungle Queue Tour' } } });
  listing.run(crypto.randomUUID(), 'tour', null, 'pending_review', null, null, 'queue@example.com', draft, now - DAY, now, now);
  listing.run(crypto.randomUUID(), 'event', null, 'ended', now - 400 * DAY, now - 30 * DAY, 'zeno@example.com', null, null, now, now);
  listing.run(crypto.randomUUID(), 'restaurant', null, 'awaiting_content', null, null, 'bea@example.com', null, null, now, now);

  const review = db.prepare(
    `insert into reviews (id, place_kind, place_id, status, rating, author_name, country, comment, visit_month, locale, email, confirmed_at)
     values (?, 'restaurant', ?, 'confirmed', ?, ?, 'Suriname', ?, '2026-10', 'en', ?, ?)`,
  );
  review.run(9101, restaurant.id, 4, 'Anja', 'Lovely roti and quick service at the terrace.', 'anja@example.com', now - 3 * DAY);
  review.run(9102, restaurant.id, 1, 'Boris', 'Cold food and a long wait for the bill.', 'boris@example.com', now - 2 * DAY);
  review.run(9103, restaurant.id, 5, 'Chandra', 'The best bami in Paramaribo, friendly staff.', 'chandra@example.com', now - DAY);

  const email = db.prepare(
    `insert into email_outbox (id, event_key, kind, recipients, locale, subject, payload, status, attempts, next_attempt_at, sent_at, last_error, message_id, created_at)
     values (?, ?, ?, ?, 'en', ?, '{}', ?, 1, ?, ?, ?, ?, ?)`,
  );
  const emails: [string, string, string, string][] = [
    ['admin.new_order', 'owner@example.com', 'New order from Kasaba Corner', 'sent'],
    ['buyer.card_paid', 'mira@example.com', 'Your payment was received', 'sent'],
    ['buyer.listing_reminder_3d', 'wendy@example.com', 'Your listing ends in 3 days', 'failed'],
  ];
  emails.forEach(([kind, to, subject, status], i) => {
    const at = now - (i + 1) * DAY;
    email.run(
      `mail-${i}`,
      `e2e-${i}`,
      kind,
      JSON.stringify([to]),
      subject,
      status,
      at,
      status === 'sent' ? at : null,
      status === 'failed' ? 'SMTP 550' : null,
      `<m${i}@x>`,
      at,
    );
  });

  const subscriber = db.prepare(
    `insert into newsletter_subscribers (id, email, locale, status, unsubscribe_token_hash, confirmed_at, unsubscribed_at, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  subscriber.run('s1', 'yara@example.com', 'nl', 'subscribed', 'h1', now - 5 * DAY, null, now - 6 * DAY, now);
  subscriber.run('s2', 'carlos@example.com', 'en', 'pending', 'h2', null, null, now - 2 * DAY, now);
  subscriber.run('s3', 'mila@example.com', 'en', 'unsubscribed', 'h3', now - 9 * DAY, now - DAY, now - 10 * DAY, now);

  const order = db.prepare(
    `insert into listing_orders (id, plan_type, amount, currency, payment_method, status, business_name, contact_name, email, phone,
      billing_address, city, locale, created_at, updated_at) values (?, 'restaurant', ?, 'USD', 'banktransfer', ?, ?, 'Sita Ram', ?,
      '+597 555-0303', 'Waterkant 3', 'Paramaribo', 'en', ?, ?)`,
  );
  order.run('o1', 26, 'awaiting_verification', 'Roti Royal', 'royal@example.com', now - DAY, now - DAY);
  order.run('o2', 120, 'active', 'Bami Bar', 'bami@example.com', now - 2 * DAY, now - 2 * DAY);
  order.run('o3', 60, 'rejected', 'Saoto Spot', 'saoto@example.com', now - 3 * DAY, now - 3 * DAY);

  const admin = db.prepare(`insert into admin_users (id, username, email, password_hash, is_active) values (?, ?, ?, 'x', ?)`);
  admin.run('a-zora', 'zora', 'zora@example.com', 1);
  admin.run('a-bram', 'bram', 'bram@example.com', 0);
}

const { page } = useOwnServerPage((browser) => openOwnServerPage(browser, addRows));

type Lang = 'en' | 'nl';
const T = (lang: Lang, en: string, nl: string) => (lang === 'en' ? en : nl);
const noMatch = (lang: Lang, q: string) => T(lang, `Nothing matches “${q}”.`, `Niets gevonden voor “${q}”.`);

async function openTab(p: Page, lang: Lang, hash: string) {
  await p.goto('about:blank');
  await p.goto(`${lang === 'nl' ? '/nl' : ''}/admin#${hash}`);
  await waitForHydration(p);
}

/** Sorts by the column `label` and expects aria-sort ascending on its header, then descending. */
async function sortBy(p: Page, label: string) {
  const button = p.getByRole('button', { name: label, exact: true }).first();
  const header = p.locator('th', { has: button });
  await button.click();
  await expect(header.first()).toHaveAttribute('aria-sort', 'ascending');
}

/** Rows in each table, as shown: their title cells' text. */
const titles = (p: Page) => p.locator('table.admin-cards > tbody > tr > [data-card="title"]');

async function expectLayout(p: Page, width: number) {
  const display = await p
    .locator('table.admin-cards > tbody > tr')
    .first()
    .evaluate((el) => getComputedStyle(el).display);
  expect(display).toBe(width < 640 ? 'grid' : 'table-row');
  expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAxeClean(p);
}

/** Types `query`, expects `rows` rows; then a query without matches shows the message; then clears. */
async function search(p: Page, lang: Lang, query: string, rows: number, total: number) {
  const box = p.getByRole('searchbox', { name: T(lang, 'Search', 'Zoeken') });
  await box.fill(query);
  await expect(p.locator('table.admin-cards > tbody > tr')).toHaveCount(rows);
  await expect(p.locator('[data-table-count]')).toContainText(T(lang, `${rows} of ${total}`, `${rows} van ${total}`));
  await box.fill('nothing like this');
  await expect(p.getByText(noMatch(lang, 'nothing like this')).first()).toBeVisible();
  await p.getByRole('button', { name: T(lang, 'Clear search', 'Zoekopdracht wissen') }).click();
  await expect(p.locator('[data-table-count]')).toContainText(T(lang, `${total} of ${total}`, `${total} van ${total}`));
}

test('signs in', async () => {
  await signIn(page);
});

for (const lang of ['en', 'nl'] as const) {
  for (const width of [1280, 412]) {
    const at = `(${lang}, ${width} px)`;

    test(`Listings: search, sort by name, View on site ${at}`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openTab(page, lang, 'listings');
      await expect(page.getByRole('table', { name: T(lang, 'Review queue (1)', 'Te controleren (1)') })).toBeVisible();
      // The tab tells from anywhere that one waits, as Orders and Reviews do.
      await expect(page.getByRole('tab', { name: T(lang, 'Listings 1 waiting for review', 'Vermeldingen 1 te controleren') })).toBeVisible();
      await search(page, lang, 'ravi', 1, 4);
      await sortBy(page, T(lang, 'Listing', 'Vermelding'));
      // The queue keeps its one row; the other three by name: the owner's address, the entry's name, the owner's address.
      await expect(titles(page)).toHaveCount(4);
      const all = page.getByRole('table', { name: T(lang, 'Other listings (3)', 'Overige vermeldingen (3)') });
      const names = await all.locator('[data-card="title"] > span').allInnerTexts();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, lang, { sensitivity: 'base', numeric: true })));
      const view = page.getByRole('link', {
        name: T(lang, `View ${restaurant.name} on the site (opens in a new tab)`, `${restaurant.name} bekijken op de site (opent in een nieuw tabblad)`),
      });
      await expect(view).toHaveAttribute('href', `${lang === 'nl' ? '/nl' : ''}/restaurant/${restaurant.id}`);
      await expect(page.locator('[data-listing-id] [data-view-on-site]')).toHaveCount(1);
      await expectLayout(page, width);
    });

    test(`Reviews: search, sort by stars, View on site ${at}`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openTab(page, lang, 'reviews');
      await expect(page.getByRole('table', { name: T(lang, 'Visitor reviews', 'Beoordelingen van bezoekers') })).toBeVisible();
      await search(page, lang, 'bami', 1, 3);
      await sortBy(page, T(lang, 'Review', 'Beoordeling'));
      const ids = page.locator('table.admin-cards > tbody > tr');
      await expect(ids.first()).toHaveAttribute('data-review-id', '9102');
      await expect(ids.last()).toHaveAttribute('data-review-id', '9103');
      const view = page.locator('tr[data-review-id="9101"]').getByRole('link', {
        name: T(lang, `View ${restaurant.name} on the site (opens in a new tab)`, `${restaurant.name} bekijken op de site (opent in een nieuw tabblad)`),
      });
      await expect(view).toHaveAttribute('href', `${lang === 'nl' ? '/nl' : ''}/restaurant/${restaurant.id}`);
      await expectLayout(page, width);
    });

    test(`Emails: search, sort by subject ${at}`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openTab(page, lang, 'emails');
      await expect(page.getByRole('table', { name: T(lang, 'Emails sent by the site', 'E-mails die de site heeft verstuurd') })).toBeVisible();
      await search(page, lang, 'MIRA@example', 1, 3);
      await sortBy(page, T(lang, 'Subject', 'Onderwerp'));
      await expect(titles(page)).toHaveText(['New order from Kasaba Corner', 'Your listing ends in 3 days', 'Your payment was received']);
      // Every kind of email has its name in the Event column (no raw string key).
      await expect(page.locator('tr[data-email-id="mail-2"]')).toContainText(T(lang, 'Listing: ends in 3 days', 'Vermelding: loopt af over 3 dagen'));
      await expectLayout(page, width);
    });

    test(`Newsletter: search, sort by email ${at}`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openTab(page, lang, 'newsletter');
      await expect(page.getByRole('table', { name: T(lang, 'Newsletter subscribers', 'Abonnees van de nieuwsbrief') })).toBeVisible();
      // By the status as shown in the admin's language.
      await search(page, lang, T(lang, 'pending', 'wacht op'), 1, 3);
      await sortBy(page, T(lang, 'Email', 'E-mail'));
      await expect(titles(page)).toHaveText(['carlos@example.com', 'mila@example.com', 'yara@example.com']);
      await expectLayout(page, width);
    });

    test(`Orders: search, sort by amount ${at}`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openTab(page, lang, 'orders');
      await expect(page.getByRole('table', { name: T(lang, 'Listing orders', 'Bestellingen van vermeldingen') })).toBeVisible();
      await search(page, lang, 'bami@', 1, 3);
      await sortBy(page, T(lang, 'Amount', 'Bedrag'));
      await expect(titles(page)).toHaveText([/Roti Royal/, /Saoto Spot/, /Bami Bar/]);
      await expectLayout(page, width);
    });

    test(`Users: search, sort by username ${at}`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openTab(page, lang, 'users');
      await expect(page.getByRole('table', { name: T(lang, 'Admin Users', 'Beheerders') })).toBeVisible();
      const total = await titles(page).count();
      await search(page, lang, 'zora', 1, total);
      await sortBy(page, T(lang, 'Username', 'Gebruikersnaam'));
      await expect(titles(page).first()).toContainText('admin');
      await expect(titles(page).last()).toContainText('zora');
      await page.getByRole('button', { name: T(lang, 'Username', 'Gebruikersnaam'), exact: true }).press('Enter');
      await expect(page.locator('th[aria-sort="descending"]')).toHaveCount(1);
      await expect(titles(page).first()).toContainText('zora');
      // The own row has no actions: on a phone its card has no empty actions strip.
      const own = page.locator('table.admin-cards > tbody > tr', { hasText: 'admin@example.com' }).locator('[data-card="actions"]');
      if (width < 640) await expect(own).toBeHidden();
      await expectLayout(page, width);
    });
  }
}
