/** Issue 21: the public pages share one set of parts (page header, back link, detail width, cards, badges), 44 px tap targets and a readable article measure. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const boxOf = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

test.describe('shared page parts', () => {
  test('every list page opens with the same dark header band', async ({ page }) => {
    const looks: string[] = [];
    for (const path of ['/restaurants', '/tours', '/events', '/news', '/nl/restaurants']) {
      await page.goto(path);
      const band = page
        .getByRole('main')
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 1 }) })
        .first();
      await expect(band).toBeVisible();
      looks.push(await band.evaluate((el) => `${getComputedStyle(el).backgroundImage} ${getComputedStyle(el).color}`));
    }
    expect(new Set(looks).size).toBe(1);
  });

  test('detail pages share the back link, and restaurant and tour pages have the same width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const looks: string[] = [];
    const widths: number[] = [];
    for (const [path, name] of [
      ['/restaurant/1', 'Back to Restaurants'],
      ['/tour/1', 'Back to Tours'],
      ['/news/1', 'Back to News'],
    ] as const) {
      await page.goto(path);
      const back = page.getByRole('main').getByRole('link', { name });
      await expect(back).toHaveAttribute('data-back-link', '');
      looks.push(await back.evaluate((el) => ['color', 'fontSize', 'fontWeight'].map((p) => getComputedStyle(el)[p as 'color']).join(' ')));
      expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      if (!path.startsWith('/news')) widths.push((await boxOf(page, '[data-detail-layout]')).width);
    }
    expect(new Set(looks).size).toBe(1);
    expect(widths).toHaveLength(2);
    expect(widths[0]).toBe(widths[1]);
  });

  test('restaurant and tour cards are links through their names, with no separate View Details', async ({ page }) => {
    for (const [path, card] of [
      ['/restaurants', '[data-restaurant-card]'],
      ['/tours', '[data-tour-card]'],
    ]) {
      await page.goto(path);
      const first = page.locator(card).first();
      await expect(first.getByRole('link', { name: /view details/i })).toHaveCount(0);
      const href = await first.locator('h2 a').getAttribute('href');
      // A click on the card's text (not on the name) opens the place.
      await first.locator('p').first().click({ force: true });
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    }
  });

  test('badges: one style per meaning, in the palette', async ({ page }) => {
    const colourOf = async (path: string, selector: string) => {
      await page.goto(path);
      return page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    };
    const pick = await colourOf('/restaurants', '[data-badge="pick"]');
    const category = await colourOf('/tours', '[data-testid="tour-category"]');
    const status = await colourOf('/tours', '[data-badge="status"]');
    expect(new Set([pick, category, status]).size).toBe(3);
    // The same meaning looks the same on another page.
    expect(await colourOf('/news', '[data-badge="pick"]')).toBe(pick);
    // No purple or orange is left: every category badge colour on the events page is one of the three tones.
    await page.goto('/events');
    const colours = await page.getByTestId('event-category').evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).backgroundColor))]);
    expect(colours.length).toBeLessThanOrEqual(3);
  });

  test('news article text stays within 75 characters a line', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/news/1');
    const body = page.getByTestId('news-body');
    // The article's own text on one line in the body's font gives its average character width.
    const perLine = await body.evaluate((el) => {
      const sample = document.createElement('span');
      sample.style.whiteSpace = 'nowrap';
      sample.textContent = el.textContent!.trim().slice(0, 400);
      el.append(sample);
      const average = sample.getBoundingClientRect().width / sample.textContent.length;
      sample.remove();
      return el.getBoundingClientRect().width / average;
    });
    expect(perLine).toBeLessThanOrEqual(75);
  });

  for (const width of [412, 1280]) {
    test(`tap targets in the nav, filters and footer are at least 44 px (pagination: src/ui/pagination.test.ts) (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/restaurants');
      const selectors = ['header[role="banner"] a, header a, header summary', 'nav[aria-label="Filter restaurants by category"] a', 'footer a'];
      for (const selector of selectors) {
        const heights = await page
          .locator(selector)
          .evaluateAll((els) =>
            els
              .filter((el) => (el as HTMLElement).offsetParent !== null)
              .map((el) => [el.textContent?.trim() ?? '', el.getBoundingClientRect().height] as const),
          );
        expect(heights.length, selector).toBeGreaterThan(0);
        for (const [text, height] of heights) expect(height, `${selector}: ${text}`).toBeGreaterThanOrEqual(44);
      }
    });
  }
});
