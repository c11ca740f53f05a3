/**
 * The floating buttons (back to top, search) never cover a link, button, form field, label or heading
 * of the main pages, on a phone (412 px) and a desktop (1280 px): each page is scrolled from top to
 * bottom in steps and, at every step, the boxes of the buttons that show are compared with the page's.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fetchJson, type NewsArticle } from './helpers/public-api';

/** What the floating buttons overlap at this scroll position ('' when nothing), as 'tag "text"' lines. */
const coveredNow = (page: Page) =>
  page.evaluate(() => {
    const floating = document.getElementById('floating-buttons');
    if (!floating || floating.dataset.covering === 'true') return [];
    const shown = [...floating.children]
      .filter((b) => b.getAttribute('data-visible') !== 'false' && getComputedStyle(b).opacity !== '0')
      .map((b) => b.getBoundingClientRect());
    const hits: string[] = [];
    for (const el of document.querySelectorAll('a[href], button, summary, input, select, textarea, label, h1, h2, h3, h4, h5, h6')) {
      if (floating.contains(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      const meets = shown.some((b) => b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom);
      if (meets) hits.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return hits;
  });

/** Lets the page's scroll handler run (it waits for the next frame). */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

async function sweep(page: Page): Promise<{ steps: number; shownSteps: number }> {
  const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight - innerHeight, step: Math.round(innerHeight / 4) }));
  let steps = 0;
  let shownSteps = 0;
  for (let y = 0; y <= height + step; y += step) {
    await page.evaluate((top) => scrollTo({ top, behavior: 'instant' }), Math.min(y, height));
    await nextFrames(page);
    expect(await coveredNow(page), `scrolled to ${Math.min(y, height)} px`).toEqual([]);
    steps += 1;
    if ((await page.locator('#floating-buttons').getAttribute('data-covering')) === 'false') shownSteps += 1;
  }
  return { steps, shownSteps };
}

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of ['/', '/restaurants', '/tours', '/events', '/news', '/contact', '/restaurant/1', '/tour/1', '/nl', '/nl/restaurants', 'news-article']) {
      test(`the floating buttons cover no link, button or heading on ${path}`, async ({ page }) => {
        const address = path === 'news-article' ? `/news/${(await fetchJson<NewsArticle[]>(page, '/api/news?lang=en&limit=1'))[0]!.id}` : path;
        await page.goto(address);
        await page.waitForLoadState('load');
        const { steps, shownSteps } = await sweep(page);
        expect(steps).toBeGreaterThan(2);
        // The buttons were not simply hidden all the way down: at some steps they showed and were checked.
        expect(shownSteps).toBeGreaterThan(0);
      });
    }
  });
}
