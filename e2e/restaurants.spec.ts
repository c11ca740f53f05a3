/**
 * Restaurants list: cards, the filter rules through the UI (with and without JavaScript), the in-place update
 * (address, Back and Forward, the announced count, focus), the loading text, the fallback to a page load, axe.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeClean, expectAxeCleanWithoutScripts, testAxeCleanInBothLanguages } from './helpers/axe';
import { expectNoReactBeforeInteraction } from './helpers/scripts';
import { fetchRestaurants, type Restaurant } from './helpers/public-api';

/** The spec's filter rules (section 5), written out again here so the test checks the app, not itself. */
const specRules: Record<string, (r: Restaurant) => boolean> = {
  all: () => true,
  'fine-dining': (r) => r.cuisine.toLowerCase().includes('fine') || r.priceRange === '$$$$',
  'street-food': (r) => r.cuisine.toLowerCase().includes('street') || r.priceRange === '$',
  'local-creole': (r) => /creole|surinamese/i.test(r.cuisine),
  international: (r) => /international|chinese|italian/i.test(r.cuisine),
};

const filterNames: Record<string, string> = {
  all: 'All Categories',
  'fine-dining': 'Fine Dining',
  'street-food': 'Street Food',
  'local-creole': 'Surinamese',
  international: 'International',
};

const cardNames = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

test.describe('restaurants list', () => {
  test('shows every restaurant as a card with all the spec fields', async ({ page }) => {
    const all = await fetchRestaurants(page);
    await page.goto('/restaurants');
    await expect(page).toHaveTitle(/Restaurants/);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`${all.length} restaurants`);
    await expect.poll(() => cardNames(page)).toEqual(all.slice(0, 24).map((r) => r.name));

    const pick = all.find((r) => r.isEditorsPick && r.phone)!;
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: pick.name, exact: true }) });
    await expect(card.locator('img')).toHaveAttribute('src', /\/objects\/uploads\//);
    await expect(card.getByText("Editor's Pick")).toBeVisible();
    await expect(card.getByRole('img', { name: /^Rated \d\.\d out of 5 from \d+ reviews?$/ })).toBeVisible();
    await expect(card.getByRole('img', { name: /^Price level [1-4] of 4$/ })).toBeVisible();
    await expect(card.getByText(pick.cuisine, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: pick.phone! })).toHaveAttribute('href', `tel:${pick.phone!.replace(/[^\d+]/g, '')}`);
    await expect(card.getByText(/^(Hours not available|Closed today|Open today: .+)$/)).toBeVisible();
    const description = await card.locator('p').first().textContent();
    expect(description!.length).toBeLessThanOrEqual(103);
    // The whole card is a link through its name (as tour cards).
    await expect(card.getByRole('link', { name: pick.name, exact: true })).toHaveAttribute('href', `/restaurant/${pick.id}`);
  });

  test('filters by the spec rules without reloading the page', async ({ page }) => {
    const all = await fetchRestaurants(page);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/restaurants');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // The polite status line stays the same element (a live region that is replaced says nothing).
    await page.getByRole('status').evaluate((el) => el.setAttribute('data-marker', '1'));
    const filters = page.getByRole('navigation', { name: 'Filter restaurants by category' });

    for (const category of ['fine-dining', 'street-food', 'local-creole', 'international', 'all']) {
      const expected = all.filter(specRules[category]!).map((r) => r.name);
      expect(expected.length, `the fixture has restaurants in ${category}`).toBeGreaterThan(0);
      await filters.getByRole('link', { name: filterNames[category] }).click();
      await expect(page).toHaveURL(category === 'all' ? /\/restaurants$/ : new RegExp(`\\?category=${category}$`));
      await expect(page.getByRole('status')).toHaveText(expected.length === 1 ? '1 restaurant' : `${expected.length} restaurants`);
      await expect.poll(() => cardNames(page)).toEqual(expected);
      await expect(filters.getByRole('link', { name: filterNames[category] })).toHaveAttribute('aria-current', 'page');
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    // Back goes to the previous filter, still without a reload.
    await expect(page.locator('[role=status][data-marker]')).toHaveCount(1);

    // Back goes to the previous filter, still without a reload; Forward again.
    await page.goBack();
    await expect(page).toHaveURL(/\?category=international$/);
    const international = all.filter(specRules.international!).map((r) => r.name);
    await expect(page.getByRole('status')).toHaveText(`${international.length} restaurants`);
    await expect.poll(() => cardNames(page)).toEqual(international);
    await expect(filters.getByRole('link', { name: 'International' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\?category=local-creole$/);
    await expect.poll(() => cardNames(page)).toEqual(all.filter(specRules['local-creole']!).map((r) => r.name));
    await page.goForward();
    await expect(page).toHaveURL(/\?category=international$/);
    await expect(page.getByRole('status')).toHaveText(`${international.length} restaurants`);
    await expect.poll(() => cardNames(page)).toEqual(international);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors, 'no script errors').toEqual([]);
  });

  test('filter links work with the keyboard, and the focus stays on the chosen filter', async ({ page }) => {
    await page.goto('/restaurants');
    await page.getByRole('link', { name: 'Street Food' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?category=street-food$/);
    await expect(page.getByRole('link', { name: 'Street Food' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Street Food' })).toBeFocused();
    await page.getByRole('link', { name: 'Open now' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?category=street-food&open=now$/);
    await expect(page.getByRole('link', { name: 'Open now' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: 'Open now' })).toBeFocused();
    // The category links keep the Open now filter.
    await expect(page.getByRole('link', { name: 'International' })).toHaveAttribute('href', '/restaurants?category=international&open=now');
  });

  test("shows the loading text while the filter's page loads, then its count", async ({ page }) => {
    const all = await fetchRestaurants(page);
    await page.goto('/restaurants');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/restaurants?category=fine-dining', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Fine Dining' }).click();
    await expect(page.getByRole('status')).toHaveText('Loading restaurants...');
    await expect(page.locator('#restaurant-list')).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/restaurants$/);
    release();
    await expect(page.getByRole('status')).toHaveText(`${all.filter(specRules['fine-dining']!).length} restaurants`);
    await expect(page).toHaveURL(/\?category=fine-dining$/);
    await expect(page.locator('#restaurant-list')).not.toHaveAttribute('aria-busy', 'true');
  });

  test('opens the filter page when the list request fails', async ({ page }) => {
    await page.goto('/restaurants');
    let failed = 0;
    // Only the script's request fails; the page load that follows goes through.
    await page.route('**/restaurants?category=international', (route) =>
      route.request().resourceType() === 'fetch' ? (failed++, route.fulfill({ status: 500, body: 'boom' })) : route.continue(),
    );
    await page.getByRole('link', { name: 'International' }).click();
    await expect(page).toHaveURL(/\?category=international$/);
    await expect(page.getByRole('status')).toHaveText(/\d+ restaurants?/);
    await expect(page.getByRole('link', { name: 'International' })).toHaveAttribute('aria-current', 'page');
    expect(failed).toBe(1);
  });

  test('a modified click keeps its browser meaning (a new tab)', async ({ page, context }) => {
    await page.goto('/restaurants');
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Street Food' }).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/restaurants\?category=street-food$/);
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'page');
    await tab.close();
  });

  test('the filters are a React island: no React on the first view, hydrated at the first interaction', async ({ page }) => {
    await expectNoReactBeforeInteraction(page, ['/nl/restaurants', '/restaurants']);
    const island = page.locator('astro-island[component-url*="ListFilters"]');
    await expect(island).toHaveAttribute('client', 'interaction');
    await expect(island.getByRole('navigation', { name: 'Filter restaurants by category' })).toBeVisible();
    await expect(island.getByRole('navigation', { name: 'Show only restaurants open now' })).toBeVisible();
    await expect(island.getByRole('status')).toHaveText(/^\d+ restaurants$/);
    await expect(island).toHaveAttribute('ssr', '');
    await island.getByRole('link', { name: 'Street Food' }).hover();
    await expect(island).not.toHaveAttribute('ssr');
    expect(await island.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer')))).toBe(true);
  });

  test('a filter click that comes before React runs is held and shown in place once it does', async ({ page }) => {
    const all = await fetchRestaurants(page);
    await page.goto('/restaurants');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const island = page.locator('astro-island[component-url*="ListFilters"]');
    await expect(island).toHaveAttribute('ssr', '');
    // A bare click event: no pointer over the island first, so the click itself starts hydration.
    await page.getByRole('link', { name: 'International' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\?category=international$/);
    await expect.poll(() => cardNames(page)).toEqual(all.filter(specRules.international!).map((r) => r.name));
    await expect(island).not.toHaveAttribute('ssr');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 'no page load').toBe(1);
  });

  test('is in Dutch under /nl with Dutch filters and links', async ({ page }) => {
    await page.goto('/nl/restaurants');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('navigation', { name: 'Restaurants filteren op categorie' }).getByRole('link', { name: 'Alle categorieën' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Streetfood' }).click();
    await expect(page).toHaveURL(/\/nl\/restaurants\?category=street-food$/);
    await expect(page.locator('[data-restaurant-card] h2 a').first()).toHaveAttribute('href', /^\/nl\/restaurant\/\d+$/);
    await expect(
      page
        .getByRole('main')
        .getByText(/^(Openingstijden niet bekend|Vandaag gesloten|Vandaag open: .+)$/)
        .first(),
    ).toBeVisible();
  });

  testAxeCleanInBothLanguages('/restaurants');

  test('has no serious accessibility violations after a filter click (nl)', async ({ page }) => {
    await page.goto('/nl/restaurants');
    await page.getByRole('link', { name: 'Nu open' }).click();
    await expect(page).toHaveURL(/\?open=now$/);
    await expect(page.getByRole('link', { name: 'Nu open' })).toHaveAttribute('aria-current', 'true');
    await expectAxeClean(page);
  });
});

test.describe('restaurants list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('renders the cards and filters through plain links', async ({ page }) => {
    const all = await fetchRestaurants(page);
    await page.goto('/restaurants');
    await expect.poll(() => cardNames(page)).toEqual(all.map((r) => r.name));
    await page.getByRole('link', { name: 'Surinamese' }).click();
    await expect(page).toHaveURL(/\?category=local-creole$/);
    await expect.poll(() => cardNames(page)).toEqual(all.filter(specRules['local-creole']!).map((r) => r.name));
    await expect(page.getByRole('link', { name: 'Surinamese' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Open now' }).click();
    await expect(page).toHaveURL(/\?category=local-creole&open=now$/);
    await expect(page.getByRole('link', { name: 'Open now' })).toHaveAttribute('aria-current', 'true');
    await expectAxeCleanWithoutScripts(page);
  });

  test('sends an unknown category to the whole list and a page past the end to the last page', async ({ page }) => {
    await page.goto('/restaurants?category=pizza');
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'page');
    const response = await page.goto('/restaurants?category=street-food&page=9');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/restaurants\?category=street-food$/);
  });
});
