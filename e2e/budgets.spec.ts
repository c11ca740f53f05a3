/**
 * Byte budgets of every public page's first view on a 412 px phone, in both languages:
 * HTML under 14 KB and CSS under 20 KB compressed, at most 10 KB of script before any interaction
 * (React's runtime is never on the first view's path), React's runtime plus all islands of a page
 * at most 75 KB once every island is hydrated (pages with islands), images lazy below the fold and the largest image at
 * the top loaded eagerly in AVIF/WebP at its size.
 */
import { expect, test } from './fixtures';
import { measureFirstView, measureIslandScripts } from './budget/first-view';
import { localize, PUBLIC_PAGES } from './budget/pages';
import { REACT_RUNTIME } from './helpers/scripts';

const KB = 1024;
const HTML_BUDGET = 14 * KB;
const CSS_BUDGET = 20 * KB;
/** The chrome's own scripts (top bar, language offer) on a page without islands (a page may set its own, PublicPage.jsBudget). */
const CHROME_JS_BUDGET = 6 * KB;
/** Every script a page runs before the visitor does anything: its files and its inline scripts (Astro's island loader). */
const BEFORE_INTERACTION_JS_BUDGET = 10 * KB;
/** React's client runtime (about 65 KB) plus every island of the page, once all are hydrated. */
const ISLAND_JS_BUDGET = 75 * KB;

for (const page of PUBLIC_PAGES) {
  for (const lang of ['en', 'nl'] as const) {
    test(`${page.name} (${lang}) stays within the first-view budgets`, async ({ browser, baseURL }) => {
      const view = await measureFirstView(browser, `${baseURL}${localize(page.path, lang)}`, page.storage);
      expect(view.status, 'status').toBe(200);
      expect.soft(view.html.gzip, 'HTML bytes, gzip').toBeLessThan(page.htmlBudget ?? HTML_BUDGET);
      expect.soft(view.css.gzip, 'CSS bytes, gzip').toBeLessThan(CSS_BUDGET);
      if (page.noReact) expect(view.hasIslands, `no island (React) on this page: ${view.jsFiles.join(', ')}`).toBe(false);
      expect
        .soft(view.js.gzip + view.inlineJs.gzip, `JS before any interaction, gzip: ${view.jsFiles.join(', ')} and inline`)
        .toBeLessThanOrEqual(BEFORE_INTERACTION_JS_BUDGET);
      if (!view.hasIslands) {
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

      // React's runtime and all islands, once hydrated, stay within 75 KB (measured in a fresh context: the first
      // view's files are counted again there). A page without islands has nothing more to measure.
      if (!view.hasIslands) return;
      const islands = await measureIslandScripts(browser, `${baseURL}${localize(page.path, lang)}`, page.storage);
      expect(islands.jsFiles.length, 'the islands fetched their code').toBeGreaterThan(0);
      expect(islands.js.gzip, `React and islands, gzip: ${islands.jsFiles.join(', ')}`).toBeLessThanOrEqual(page.islandBudget ?? ISLAND_JS_BUDGET);
    });
  }
}

test('the carousel page keeps React off the first view and loads it at the first interaction', async ({ page }) => {
  const fetched: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') void r.text().then((body) => REACT_RUNTIME.test(body) && fetched.push(new URL(r.url()).pathname));
  });
  await page.goto('/restaurant/1', { waitUntil: 'networkidle' });
  expect(fetched, 'React before any interaction').toEqual([]);
  await page.getByRole('region', { name: 'Photos' }).hover();
  await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();
  await expect.poll(() => fetched.length, 'React loaded at the first interaction').toBeGreaterThan(0);
});
