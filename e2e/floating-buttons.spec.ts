/** The floating buttons on a phone never cover a page's actions; the header's search icon leads to a focused search field. */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 412, height: 915 } });

/** What lies on top of the action at points across it ('' where the action itself is topmost, or the point is off screen). */
const covering = (action: Locator) =>
  action.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const points = [0.05, 0.25, 0.5, 0.75, 0.95].map((x) => [box.left + box.width * x, box.top + box.height / 2] as const);
    return points
      .map(([x, y]) => {
        if (y < 0 || y >= innerHeight) return '';
        const top = document.elementFromPoint(x, y);
        return !top || el.contains(top) ? '' : (top.closest('[id]')?.id ?? top.tagName);
      })
      .filter(Boolean)
      .join(', ');
  });

/** Scrolls so the action's top sits `fromBottom` px above the bottom of the window, then lets the page react for two frames. */
async function placeNearBottom(page: Page, action: Locator, fromBottom: number): Promise<void> {
  await action.evaluate((el, gap) => {
    const top = el.getBoundingClientRect().top + scrollY;
    scrollTo({ top: top - innerHeight + gap, behavior: 'instant' });
  }, fromBottom);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

for (const [path, role, name] of [
  ['/restaurant/1', 'link', 'Call Restaurant'],
  ['/restaurant/1', 'link', 'Open in Google Maps'],
  ['/tour/1', 'link', 'WhatsApp'],
  ['/nl/restaurant/1', 'link', 'Bel het restaurant'],
  ['/nl/tour/1', 'link', 'Bellen'],
  ['/contact', 'link', 'Get started with the Event Listing'],
] as const) {
  test(`no floating button covers '${name}' on ${path}, wherever it is scrolled`, async ({ page }) => {
    // A short phone, so the back-to-top button (shown after 400 px of scroll) is out when the action passes.
    await page.setViewportSize({ width: 412, height: 640 });
    await page.goto(path);
    // Search lives in the header alone (issue 32: one search button on screen): nothing floats but back-to-top.
    await expect(page.locator('#floating-buttons a')).toHaveCount(1);
    const action = page.getByRole('main').getByRole(role, { name: new RegExp(`^${name}`) });
    await expect(action).toBeVisible();
    let backToTopSeen = false;
    for (let fromBottom = 0; fromBottom <= 200; fromBottom += 8) {
      await placeNearBottom(page, action, fromBottom);
      expect(await covering(action), `${fromBottom} px from the bottom`).toBe('');
      backToTopSeen ||= (await page.locator('#back-to-top').getAttribute('data-visible')) === 'true';
    }
    // The back-to-top button showed at some of those positions and stepped aside: the check above was not empty.
    expect(backToTopSeen).toBe(true);
    // Away from the action it comes back.
    await page.evaluate(() => scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(page.locator('#floating-buttons')).toHaveAttribute('data-covering', 'false');
    await expect(page.locator('#back-to-top')).toBeVisible();
  });
}

for (const [from, label, searchPath] of [
  ['/tours', 'Search', '/search'],
  ['/nl/news', 'Zoeken', '/nl/search'],
] as const) {
  test(`the header search icon on ${from} opens the search page with its field focused`, async ({ page }) => {
    await page.goto(from);
    await page.locator('#site-header').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${searchPath}$`));
    await expect(page.locator('#search-page-q')).toBeFocused();
    await page.keyboard.type('tours');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${searchPath}\\?q=tours$`));
  });
}

test('without JavaScript the header search icon still leads to a focused search field', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await page.goto('/tours');
  await page.locator('#site-header').getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('#search-page-q')).toBeFocused();
  await context.close();
});
