/** The search page (/search and /nl/search) with JavaScript off and on, and the header search field. */
import { expect, test } from './fixtures';
import { testAxeCleanInBothLanguages } from './helpers/axe';

for (const javaScriptEnabled of [false, true]) {
  test.describe(`search page, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the form searches, groups by kind with counts and filters by kind', async ({ page }) => {
      await page.goto('/search');
      await page.locator('#search-page-q').fill('Commewijne');
      await page.locator('#search-page-q').press('Enter');
      await expect(page).toHaveURL(/\/search\?q=Commewijne$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “Commewijne”');
      await expect(page.getByRole('heading', { level: 2, name: /Tours/ })).toBeVisible();
      await expect(page.locator('mark').first()).toHaveText(/Commewijne/i);
      await page.getByRole('link', { name: /^Tours \(\d+\)$/ }).click();
      await expect(page).toHaveURL(/kind=tour/);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });

    test('in Dutch it finds Dutch text and forgives a typo, naming the corrected query', async ({ page }) => {
      await page.goto('/nl/search?q=plantages');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultaten voor “plantages”');
      await expect(page.getByRole('link', { name: /Plantages van Commewijne/ })).toBeVisible();
      await page.goto('/nl/search?q=Paramribo');
      await expect(page.locator('[data-corrected-query]')).toHaveText('We tonen resultaten voor paramaribo · Zoek in plaats daarvan naar Paramribo');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.getByRole('link', { name: 'Paramribo' }).click();
      await expect(page).toHaveURL(/\/nl\/search\?q=Paramribo&exact=1$/);
      await expect(page.getByText('Niets gevonden voor “Paramribo”.')).toBeVisible();
      await page.getByRole('link', { name: 'paramaribo' }).click();
      await expect(page).toHaveURL(/\/nl\/search\?q=paramaribo$/);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    });

    test("results are the list pages' cards with the snippet, linking to their pages, with only the hearts as islands", async ({ page }) => {
      const main = page.getByRole('main');
      await page.goto('/search?q=paramaribo&kind=restaurant');
      await expect(main.locator('[data-restaurant-card] h3 a').first()).toHaveAttribute('href', /^\/restaurant\/\d+$/);
      await expect(main.locator('article mark').first()).toHaveText(/paramaribo/i);
      // Each card's heart is a SaveHeart island; without JavaScript it stays hidden (nothing to tap).
      await expect(main.getByRole('button', { name: /^Save / })).toHaveCount(javaScriptEnabled ? await main.locator('[data-save-slot]').count() : 0);
      await page.goto('/search?q=paramaribo&kind=tour');
      await expect(main.locator('[data-tour-card] h3 a').first()).toHaveAttribute('href', /^\/tour\/\d+$/);
      await page.goto('/nl/search?q=paramaribo&kind=event');
      const eventLink = main.locator('article[data-event-id] h3 a').first();
      await expect(eventLink).toHaveAttribute('href', /^\/nl\/events\?when=all#event-\d+$/);
      await page.goto('/search?q=paramaribo&kind=news');
      await expect(main.locator('article[data-news-id] a').first()).toHaveAttribute('href', /^\/news\/\d+$/);
      // The cards are plain HTML: their hearts are the only islands.
      await expect(main.locator('astro-island:not([component-url*="SaveHeart"])')).toHaveCount(0);
    });

    test('an event result leads to its card in the list of all events', async ({ page }) => {
      await page.goto('/nl/search?q=paramaribo&kind=event');
      const links = page.getByRole('main').locator('article[data-event-id] h3 a');
      // The last result: further ahead than the next 7 days the events page opens with.
      const href = (await links.last().getAttribute('href'))!;
      await page.goto(href);
      await expect(page.locator(`#${href.split('#')[1]}`)).toBeInViewport();
      // The featured event (not repeated in the grid) and each card of the grid carry the anchor.
      const featured = await page.locator('[data-featured-event]').getAttribute('data-featured-event');
      await expect(page.locator(`#event-${featured}`)).toHaveCount(1);
      const id = await page.locator('#upcoming-events article[data-event-id]').last().getAttribute('data-event-id');
      await expect(page.locator(`#event-${id}`)).toHaveCount(1);
    });

    test('the header field searches from any page', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/tours');
      // A plain search box without JavaScript (and until React runs), the combobox once live: the same field.
      await page.locator('#header-search-q').fill('Galibi');
      await page.locator('#header-search-q').press('Enter');
      await expect(page).toHaveURL(/\/search\?q=Galibi$/);
      await expect(page.getByRole('link', { name: /Galibi/ }).first()).toBeVisible();
    });

    if (javaScriptEnabled)
      test('the header field offers the names it would find as you type, and a chosen one opens its page', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto('/nl/tours');
        const field = page.locator('#header-search-q');
        // One letter off ("Galbii"): the same typo rules as the search page.
        await field.pressSequentially('Galbii');
        const options = page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option');
        await expect(options.first()).toBeVisible();
        const name = (await options.first().textContent())!;
        expect(name).toMatch(/Galibi/);
        await options.first().click();
        await expect(page).toHaveURL(/\/nl\/tour\/\d+$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      });
  });
}

test.describe('search page accessibility, results', () => testAxeCleanInBothLanguages('/search?q=paramaribo'));
test.describe('search page accessibility, nothing found', () => testAxeCleanInBothLanguages('/search?q=Paramribo&exact=1'));
test.describe('search page accessibility, corrected query', () => testAxeCleanInBothLanguages('/search?q=Paramribo'));
test.describe('search page accessibility, no query', () => testAxeCleanInBothLanguages('/search'));
