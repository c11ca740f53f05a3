/**
 * The top bar on a phone (412 px) in both languages: the brand on one line with every button inside
 * the window, an opaque bar over the page when scrolled, and the menu's current page readable
 * (contrast at least 4.5:1) with its text centred in the row.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 412, height: 915 } });

/** The WCAG contrast of the element's text colour on its background colour (both as the browser paints them). */
const contrastOf = (el: Locator) =>
  el.evaluate((node) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgb = (css: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (c: number[]) =>
      c
        .map((v) => v / 255)
        .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    // The background is the first painted one from the element up (white at the end).
    let bg = 'rgb(255, 255, 255)';
    for (let n: Element | null = node; n; n = n.parentElement) {
      const c = getComputedStyle(n).backgroundColor;
      if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') {
        bg = c;
        break;
      }
    }
    const [a, b] = [luminance(rgb(getComputedStyle(node).color)), luminance(rgb(bg))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });

for (const [lang, prefix, name, menu] of [
  ['en', '', 'Suriname Guide', 'Open menu'],
  ['nl', '/nl', 'Suriname Gids', 'Menu openen'],
] as const) {
  test.describe(lang, () => {
    test('the brand stays on one line and every button fits in the 412 px bar', async ({ page }) => {
      await page.goto(`${prefix}/restaurants`);
      const brand = page.locator('#site-header > div > a').first();
      await expect(brand).toHaveText(name);
      const lines = await brand.evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a.querySelector('span')!);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
      const row = await page.locator('#site-header > div').evaluate((d) => ({ scroll: d.scrollWidth, client: d.clientWidth }));
      expect(row.scroll).toBeLessThanOrEqual(row.client);
      const box = await page.locator('#mobile-menu summary').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(412);
    });

    test('the bar is opaque over the page title once scrolled', async ({ page }) => {
      await page.goto(`${prefix}/restaurants`);
      await page.evaluate(() => scrollTo({ top: 120, behavior: 'instant' }));
      const header = page.locator('#site-header');
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      const paint = await header.evaluate((h) => {
        const s = getComputedStyle(h);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.fillStyle = s.backgroundColor;
        ctx.fillRect(0, 0, 1, 1);
        return { alpha: ctx.getImageData(0, 0, 1, 1).data[3], backdrop: s.backdropFilter };
      });
      expect(paint.alpha).toBe(255);
      expect(paint.backdrop).toBe('none');
      // The title went under the bar: what shows at the bar's middle is the bar.
      const topmost = await page.evaluate(() => document.elementFromPoint(200, 32)?.closest('#site-header') !== null);
      expect(topmost).toBe(true);
    });

    test("the menu's current page reads at 4.5:1 or more, its text centred in the row", async ({ page }) => {
      await page.goto(`${prefix}/restaurants`);
      await page.locator('#mobile-menu summary', { hasText: '' }).click();
      await expect(page.locator('#mobile-menu summary')).toHaveAttribute('aria-label', menu);
      const current = page.locator('#mobile-menu a[aria-current="page"]');
      await expect(current).toBeVisible();
      expect(await contrastOf(current)).toBeGreaterThanOrEqual(4.5);
      const offset = await current.evaluate((a) => {
        const box = a.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(a);
        const text = range.getBoundingClientRect();
        return Math.abs(text.top + text.height / 2 - (box.top + box.height / 2));
      });
      expect(offset).toBeLessThanOrEqual(2);
    });
  });
}
