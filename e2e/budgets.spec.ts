/**
 * Byte budgets of every public page's first view on a 412 px phone, in both languages:
 * HTML under 14 KB and CSS under 20 KB compressed, JavaScript only where islands are, images
 * lazy below the fold and the largest image at the top loaded eagerly in AVIF/WebP at its size.
 */
import { expect, test } from './fixtures';
import { measureFirstView } from './budget/first-view';
import { localize, PUBLIC_PAGES } from './budget/pages';

const KB = 1024;
const HTML_BUDGET = 14 * KB;
const CSS_BUDGET = 20 * KB;
/** The chrome's own scripts (top bar, language offer) on a page without islands (a page may set its own, PublicPage.jsBudget). */
const CHROME_JS_BUDGET = 6 * KB;
/** React's client runtime (about 60 KB) plus the page's islands. */
const ISLAND_JS_BUDGET = 100 * KB;

for (const page of PUBLIC_PAGES) {
  for (const lang of ['en', 'nl'] as const) {
    test(`${page.name} (${lang}) stays within the first-view budgets`, async ({ browser, baseURL }) => {
      const view = await measureFirstView(browser, `${baseURL}${localize(page.path, lang)}`, page.storage);
      expect(view.status, 'status').toBe(200);
      expect.soft(view.html.gzip, 'HTML bytes, gzip').toBeLessThan(HTML_BUDGET);
      expect.soft(view.css.gzip, 'CSS bytes, gzip').toBeLessThan(CSS_BUDGET);
      if (page.noReact) expect(view.hasIslands, `no island (React) on this page: ${view.jsFiles.join(', ')}`).toBe(false);
      if (view.hasIslands) expect.soft(view.js.gzip, `JS bytes, gzip: ${view.jsFiles.join(', ')}`).toBeLessThan(ISLAND_JS_BUDGET);
      else {
        expect.soft(view.js.gzip, `JS without islands: ${view.jsFiles.join(', ')}`).toBeLessThan(page.jsBudget ?? CHROME_JS_BUDGET);
        expect
          .soft(
            view.jsFiles.filter((f) => /client\.|react/i.test(f)),
            'no framework runtime',
          )
          .toEqual([]);
      }

      for (const img of view.imageChecks.filter((i) => !i.aboveFold)) {
        expect.soft(img.loading, `below the fold, lazy: ${img.src}`).toBe('lazy');
      }
      const top = view.imageChecks.filter((i) => i.aboveFold).sort((a, b) => b.area - a.area)[0];
      if (top) {
        expect.soft(top.loading, `largest image at the top, not lazy: ${top.src}`).not.toBe('lazy');
        if (top.src.startsWith('/objects/uploads/')) {
          expect.soft(top.currentSrc, 'modern format').toMatch(/format=(avif|webp)/);
          expect.soft(top.naturalWidth, `sized for its slot (${top.neededWidth} px needed)`).toBeLessThanOrEqual(Math.max(400, top.neededWidth * 2));
        }
      }
    });
  }
}
