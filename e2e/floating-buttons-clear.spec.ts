/**
 * The floating buttons (back to top, search) never cover a link, button, form field, label or heading
 * of the main pages, on a phone (412 px) and a desktop (1280 px): each page is scrolled from top to
 * bottom in steps and, at every step, the boxes of the buttons that show are compared with the page's.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fetchJson, type NewsArticle } from './helpers/public-api';

interface SweepResult {
  steps: number;
  /** Steps at which the buttons showed (data-covering="false") and were checked. */
  shownSteps: number;
  /** What the buttons overlapped, as 'at Y px: tag "text"' lines ([] when nothing). */
  covered: string[];
}

/**
 * Scrolls the page from top to bottom in quarter-screen steps inside the browser (one round trip for the
 * whole sweep) and, after two frames at each step (the scroll handler waits for the next frame), lists
 * what the shown buttons overlap.
 */
const sweep = (page: Page): Promise<SweepResult> =>
  page.evaluate(async () => {
    const floating = document.getElementById('floating-buttons');
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const coveredNow = (): string[] => {
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
    };
    const height = document.documentElement.scrollHeight - innerHeight;
    const step = Math.round(innerHeight / 4);
    const result = { steps: 0, shownSteps: 0, covered: [] as string[] };
    for (let y = 0; y <= height + step; y += step) {
      const top = Math.min(y, height);
      scrollTo({ top, behavior: 'instant' });
      await frames();
      result.covered.push(...coveredNow().map((hit) => `at ${top} px: ${hit}`));
      result.steps += 1;
      if (floating?.dataset.covering === 'false') result.shownSteps += 1;
    }
    return result;
  });

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
        const { steps, shownSteps, covered } = await sweep(page);
        expect(covered).toEqual([]);
        expect(steps).toBeGreaterThan(2);
        // The buttons were not simply hidden all the way down: at some steps they showed and were checked.
        expect(shownSteps).toBeGreaterThan(0);
      });
    }
  });
}
