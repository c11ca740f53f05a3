/** The floating buttons on a phone: they never cover a detail page's actions, and search leads to a focused search box. */
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
    // Detail pages have no floating search; other pages keep it, and there it steps aside too.
    const detailPage = /\/(restaurant|tour)\//.test(path);
    await expect(page.locator('#floating-buttons [data-search-trigger]')).toHaveCount(detailPage ? 0 : 1);
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

for (const [from, label, home] of [
  ['/tours', 'Search the guide', '/'],
  ['/nl/news', 'Zoeken in de gids', '/nl'],
] as const) {
  test(`the floating search button on ${from} opens the home page with the search box focused`, async ({ page }) => {
    await page.goto(from);
    await page.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${home === '/' ? '' : home}/?#search$`));
    await expect(page.locator('#hero-search-input')).toBeFocused();
    await expect(page.locator('#hero-search-input')).toBeInViewport();
    await page.keyboard.type('tours');
    await expect(page.locator('#hero-search-input')).toHaveValue('tours');
  });
}

test('without JavaScript the floating search button still lands on the search box', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await page.goto('/tours');
  await page.getByRole('link', { name: 'Search the guide' }).click();
  await expect(page).toHaveURL(/\/#search$/);
  await expect(page.locator('#hero-search-input')).toBeInViewport();
  // The hero took the focus as the link's target: the next Tab is the search box.
  await page.keyboard.press('Tab');
  await expect(page.locator('#hero-search-input')).toBeFocused();
  await context.close();
});
