/**
 * Issue 20, what visitors see of reviews, in a browser and in both languages: a restaurant and a tour
 * with approved reviews (and pending, confirmed and rejected ones that must not show), their reviews
 * pages paged without JavaScript, and a place with none. Its own server: the reviews are inserted
 * before it starts.
 */
import type Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';
import { openOwnServerPage, useOwnServerPage } from './helpers/own-server';

const DAY = 86_400_000;

function addReviews(db: Database.Database): void {
  db.prepare('DELETE FROM reviews').run();
  const insert = db.prepare(
    `INSERT INTO reviews (place_kind, place_id, status, rating, author_name, country, comment, visit_month, locale, email, reply_text, reply_from, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const now = Date.now();
  // Restaurant 1: 11 approved (ratings 5 and 4 in turn: average 4.5), the newest 15 days old, in Dutch, with a reply.
  for (let i = 0; i < 11; i++) {
    const first = i === 0;
    insert.run(
      'restaurant',
      1,
      'approved',
      i % 2 === 0 ? 5 : 4,
      `Guest${i}`,
      'Nederland',
      first ? 'Heerlijke pom en vriendelijke bediening, zie https://example.com/spam' : `Good food on visit number ${i}, we will be back.`,
      '2026-10',
      first ? 'nl' : 'en',
      `g${i}@example.com`,
      first ? 'Dank je wel voor je bezoek!' : null,
      first ? 'business' : null,
      now - (15 + i) * DAY,
    );
  }
  insert.run(
    'tour',
    1,
    'approved',
    4,
    'Walker',
    'Belgium',
    'A long and lovely day on the river with a calm guide.',
    '2026-09',
    'en',
    'w@example.com',
    null,
    null,
    now - 3 * DAY,
  );
  for (const [kind, id] of [
    ['restaurant', 1],
    ['tour', 1],
    ['restaurant', 2],
  ] as const) {
    for (const status of ['pending', 'confirmed', 'rejected']) {
      insert.run(
        kind,
        id,
        status,
        1,
        `Hidden${status}`,
        'Nowhere',
        `Hidden ${status} review text, never shown.`,
        '2026-10',
        'en',
        `${status}@example.com`,
        null,
        null,
        now - DAY,
      );
    }
  }
}

test.describe.configure({ mode: 'serial' });
const own = useOwnServerPage((browser) => openOwnServerPage(browser, addReviews));

test.describe('reviews on place pages', () => {
  test('a restaurant page shows its average, its three newest approved reviews and the links, in both languages', async () => {
    const { page } = own;
    await page.goto('/restaurant/1');
    const section = page.getByRole('region', { name: 'Customer Reviews' });
    await expect(section.getByText('4.5 · 11 reviews')).toBeVisible();
    await expect(section.getByRole('img', { name: 'Average rating 4.5 out of 5' })).toBeVisible();
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0).getByRole('heading', { name: 'Guest0' })).toBeVisible();
    // Typed as 'Nederland': named in the page's language.
    await expect(cards.nth(0)).toContainText('from Netherlands');
    await expect(cards.nth(0)).toContainText('2 weeks ago');
    await expect(cards.nth(0)).toContainText('Visited in October 2026');
    await expect(cards.nth(0)).toContainText('Written in Dutch');
    await expect(cards.nth(0)).toContainText('Reply from the business');
    await expect(cards.nth(0).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(cards.nth(0).getByRole('link')).toHaveCount(0);
    await expect(section).not.toContainText('Hidden');
    await expect(section.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/restaurant/1/write-review');
    await expectAxeClean(page);

    await page.goto('/nl/restaurant/1');
    const nl = page.getByRole('region', { name: 'Beoordelingen van gasten' });
    await expect(nl.getByText('4,5 · 11 beoordelingen')).toBeVisible();
    await expect(nl.getByRole('listitem').nth(0)).toContainText('2 weken geleden');
    await expect(nl.getByRole('listitem').nth(0)).toContainText('uit Nederland');
    await expect(nl.getByRole('listitem').nth(0)).toContainText('Reactie van het bedrijf');
    await expect(nl.getByRole('listitem').nth(1)).toContainText('Geschreven in het Engels');
    await expect(nl.getByRole('link', { name: 'Schrijf een beoordeling' })).toHaveAttribute('href', '/nl/restaurant/1/write-review');
    await nl.getByRole('link', { name: 'Alle beoordelingen (11)' }).click();
    await expect(page).toHaveURL(/\/nl\/restaurant\/1\/reviews$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Beoordelingen van');
  });

  test('a tour page shows its rating panel and reviews; a place without reviews claims none', async () => {
    const { page } = own;
    await page.goto('/tour/1');
    const panel = page.getByRole('region', { name: 'Customer Rating', exact: true });
    await expect(panel.getByText('4.0 · 1 review')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'All reviews (1)' })).toHaveAttribute('href', '/tour/1/reviews');
    await expect(page.getByRole('region', { name: 'Reviews', exact: true }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('A long and lovely day on the river')).toBeVisible();
    await expect(page.getByText('Hidden', { exact: false })).toHaveCount(0);
    await page.goto('/nl/tour/1');
    await expect(page.getByRole('region', { name: 'Beoordeling door klanten' }).getByText('4,0 · 1 beoordeling')).toBeVisible();

    await page.goto('/restaurant/2');
    const none = page.getByRole('region', { name: 'Customer Reviews' });
    await expect(none).toContainText('No reviews yet — be the first');
    await expect(none.getByRole('img')).toHaveCount(0);
    await expect(none.getByRole('link', { name: /All reviews/ })).toHaveCount(0);
    await expect(page.getByText('Hidden', { exact: false })).toHaveCount(0);
    await page.goto('/nl/restaurant/2');
    await expect(page.getByRole('region', { name: 'Beoordelingen van gasten' })).toContainText('Nog geen beoordelingen — schrijf de eerste');
  });
});

test.describe('a place reviews page', () => {
  test('pages all approved reviews, newest first, with a way back, and passes axe in both languages', async () => {
    const { page } = own;
    await page.goto('/restaurant/1/reviews');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Reviews of');
    const list = page.locator('[data-review-list] > li');
    await expect(list).toHaveCount(10);
    await expect(list.nth(0).getByRole('heading', { level: 2 })).toHaveText('Guest0');
    await expect(page.getByText('Hidden', { exact: false })).toHaveCount(0);
    await expectAxeClean(page);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/restaurant\/1\/reviews\?page=2$/);
    await expect(list).toHaveCount(1);
    await expect(list.nth(0).getByRole('heading', { level: 2 })).toHaveText('Guest10');
    await page.getByRole('link', { name: 'Back to The Blue Korjaal' }).click();
    await expect(page).toHaveURL(/\/restaurant\/1$/);

    await page.goto('/nl/tour/1/reviews');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('[data-review-list] > li')).toHaveCount(1);
    await expect(page.locator('[data-back-link]')).toHaveAttribute('href', '/nl/tour/1');
    await expectAxeClean(page);
  });

  test('answers an unknown place with 404', async () => {
    const { page } = own;
    const response = await page.goto('/restaurant/999999/reviews');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurant not found');
  });
});

test.describe('reviews page without JavaScript', () => {
  test('pages with plain links', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: own.server.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/restaurant/1/reviews?page=2');
    await expect(page.locator('[data-review-list] > li')).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 1' }).click();
    await expect(page.locator('[data-review-list] > li')).toHaveCount(10);
    await context.close();
  });
});
