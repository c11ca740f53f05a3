/** Tours list and detail: cards, the filter rules through the UI (with and without JavaScript), detail sections and fallbacks, 404, axe. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeClean, expectAxeCleanWithoutScripts, testAxeCleanInBothLanguages } from './helpers/axe';
import { expectNoReactBeforeInteraction } from './helpers/scripts';
import { fetchTours, type Tour } from './helpers/public-api';
import { startOwnServer } from './helpers/own-server';

/** The spec's filter rules (section 5), written out again so the test checks the app, not itself. */
const specRules: Record<string, (t: Tour) => boolean> = {
  all: () => true,
  adventure: (t) => /adventure|hiking/i.test(t.category),
  cultural: (t) => /cultural|heritage/i.test(t.category),
  nature: (t) => /nature|wildlife/i.test(t.category),
  'river-cruise': (t) => /river|cruise/i.test(t.category),
};

const filterNames: Record<string, string> = {
  all: 'All Tours',
  adventure: 'Adventure',
  cultural: 'Cultural',
  nature: 'Nature',
  'river-cruise': 'River Cruise',
};

const cardHeadings = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
const countText = (n: number) => (n === 0 ? 'No tours found for the selected category.' : n === 1 ? '1 tour' : `${n} tours`);

test.describe('tours list', () => {
  test('shows every tour as a card with the spec fields', async ({ page }) => {
    const all = await fetchTours(page);
    const response = await page.goto('/tours');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Tours & Adventures' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(countText(all.length));
    await expect(cardHeadings(page)).toHaveText(all.map((t) => t.name));

    const tour = all.find((t) => t.description.length > 100)!;
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: tour.name, exact: true }) });
    await expect(card.getByRole('link', { name: tour.name })).toHaveAttribute('href', `/tour/${tour.id}`);
    await expect(card.getByTestId('tour-category')).toHaveText(tour.category);
    await expect(card.getByText(tour.duration, { exact: true }).first()).toBeVisible();
    await expect(card.getByText(`$${tour.price} USD`, { exact: true })).toBeVisible();
    await expect(card.getByText('per person')).toBeVisible();
    await expect(card.getByText(`Max ${tour.maxPeople} people`)).toBeVisible();
    await expect(card).toContainText(tour.location);
    const description = (await card.locator('p').first().textContent())!;
    expect(description.endsWith('...')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(103);
    expect(tour.description.startsWith(description.slice(0, -3))).toBe(true);
    // The first card's image is the largest at the top: never lazy. The others are.
    await expect(page.getByRole('article').first().locator('img')).toHaveAttribute('loading', 'eager');
    await expect(page.getByRole('article').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  });

  test('filters by the spec rules without reloading the page', async ({ page }) => {
    const all = await fetchTours(page);
    await page.goto('/tours');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('status').evaluate((el) => el.setAttribute('data-marker', '1'));
    const filters = page.getByRole('navigation', { name: 'Filter tours by category' });

    for (const category of ['adventure', 'cultural', 'nature', 'river-cruise', 'all']) {
      const expected = all.filter(specRules[category]!).map((t) => t.name);
      expect(expected.length, `the fixture has tours in ${category}`).toBeGreaterThan(0);
      await filters.getByRole('link', { name: filterNames[category], exact: true }).click();
      await expect(page).toHaveURL(category === 'all' ? /\/tours$/ : new RegExp(`/tours\\?category=${category}$`));
      await expect(page.getByRole('status')).toHaveText(countText(expected.length));
      await expect(cardHeadings(page)).toHaveText(expected);
      await expect(filters.getByRole('link', { name: filterNames[category], exact: true })).toHaveAttribute('aria-current', 'page');
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    // The polite status line is the same element throughout, so each new count is announced.
    await expect(page.locator('[role=status][data-marker]')).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL(/\?category=river-cruise$/);
    await expect(cardHeadings(page)).toHaveText(all.filter(specRules['river-cruise']!).map((t) => t.name));
    await expect(page.getByRole('status')).toHaveText(countText(all.filter(specRules['river-cruise']!).length));
    await expect(filters.getByRole('link', { name: 'River Cruise' })).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(cardHeadings(page)).toHaveText(all.map((t) => t.name));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("shows the loading text while the filter's page loads, and keeps the focus on the filter", async ({ page }) => {
    const all = await fetchTours(page);
    await page.goto('/tours');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/tours?category=nature', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Nature', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Loading tours...');
    await expect(page.locator('#tour-list')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('status')).toHaveText(countText(all.filter(specRules.nature!).length));
    await expect(page).toHaveURL(/\/tours\?category=nature$/);
    await expect(page.getByRole('link', { name: 'Nature', exact: true })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Nature', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the filters are a React island: no React on the first view, hydrated at the first interaction', async ({ page }) => {
    await expectNoReactBeforeInteraction(page, ['/nl/tours', '/tours']);
    const island = page.locator('astro-island[component-url*="ListFilters"]');
    await expect(island).toHaveAttribute('client', 'interaction');
    await expect(island.getByRole('navigation', { name: 'Filter tours by category' })).toBeVisible();
    await expect(island.getByRole('status')).toHaveText(/^\d+ tours$/);
    await island.getByRole('link', { name: 'Nature', exact: true }).focus();
    await expect(island).not.toHaveAttribute('ssr');
    expect(await island.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer')))).toBe(true);
  });

  test('is in Dutch under /nl with Dutch filters, texts and links', async ({ page }) => {
    const all = await fetchTours(page, 'nl');
    await page.goto('/nl/tours');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Tours en avonturen' })).toBeVisible();
    const filters = page.getByRole('navigation', { name: 'Tours filteren op categorie' });
    await expect(filters.getByRole('link', { name: 'Alle tours' })).toHaveAttribute('aria-current', 'page');
    await expect(cardHeadings(page)).toHaveText(all.map((t) => t.name));
    await expect(page.getByText(`Max. ${all[0]!.maxPeople} personen`).first()).toBeVisible();
    await expect(page.getByText('per persoon').first()).toBeVisible();
    await filters.getByRole('link', { name: 'Natuur' }).click();
    await expect(page).toHaveURL(/\/nl\/tours\?category=nature$/);
    await expect(page.getByRole('main').getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/nl\/tour\/\d+$/);
  });

  test('describes the list for search engines with prices in SRD', async ({ page }) => {
    const all = await fetchTours(page);
    await page.goto('/tours');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement).toHaveLength(all.length);
    expect(data.itemListElement[0].item.offers.priceCurrency).toBe('SRD');
  });

  testAxeCleanInBothLanguages('/tours');

  test('has no serious accessibility violations after a filter click (nl)', async ({ page }) => {
    await page.goto('/nl/tours');
    await page.getByRole('link', { name: 'Riviertocht' }).click();
    await expect(page).toHaveURL(/\?category=river-cruise$/);
    await expectAxeClean(page);
  });
});

test.describe('tours list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters through plain links by the spec rules', async ({ page }) => {
    const all = await fetchTours(page);
    await page.goto('/tours');
    for (const category of ['adventure', 'cultural', 'nature', 'river-cruise']) {
      await page.getByRole('navigation', { name: 'Filter tours by category' }).getByRole('link', { name: filterNames[category], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/tours\\?category=${category}$`));
      const expected = all.filter(specRules[category]!).map((t) => t.name);
      await expect(page.getByRole('status')).toHaveText(countText(expected.length));
      await expect(cardHeadings(page)).toHaveText(expected);
    }
    await expectAxeCleanWithoutScripts(page);
  });

  test('treats an unknown category as all and a page past the end as the last page', async ({ page }) => {
    const all = await fetchTours(page);
    await page.goto('/tours?category=space');
    await expect(page.getByRole('link', { name: 'All Tours' })).toHaveAttribute('aria-current', 'page');
    const response = await page.goto('/tours?page=9');
    expect(response?.status()).toBe(200);
    await expect(cardHeadings(page)).toHaveText(all.slice(0, 24).map((t) => t.name));
  });
});

test.describe('tours list with an empty category', () => {
  test('says no tours were found', async ({ browser }) => {
    const server = await startOwnServer((db) => {
      db.prepare("DELETE FROM tour_categories WHERE category = 'river-cruise'").run();
    });
    try {
      const page = await browser.newPage({ baseURL: server.baseUrl });
      await page.goto('/tours?category=river-cruise');
      await expect(page.getByRole('status')).toHaveText('No tours found for the selected category.');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
      // With JavaScript, a click from the full list says so in place.
      await page.goto('/tours');
      await page.getByRole('link', { name: 'River Cruise' }).click();
      await expect(page).toHaveURL(/\/tours\?category=river-cruise$/);
      await expect(page.getByRole('status')).toHaveText('No tours found for the selected category.');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
      // From a list that opened empty (no island on it, so no island loader), the full list's save hearts still work:
      // the page is opened whole rather than swapped.
      await page.goto('/tours?category=river-cruise');
      await page.getByRole('link', { name: 'All Tours', exact: true }).click();
      await expect(page).toHaveURL(/\/tours$/);
      const heart = page
        .getByRole('main')
        .getByRole('button', { name: /^Save / })
        .first();
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.close();
    } finally {
      await server.stop();
    }
  });
});
