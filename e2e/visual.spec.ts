/**
 * Visual regression of the shared page parts (issue 21): the header, the footer, the list pages' header band, a
 * restaurant card, a tour card and the back link, in English and in the longer Dutch. The site runs on a copy of
 * the fixture with its clock standing still (open/closed lines read the same on every run); a change to a part's
 * look fails here until the baseline is renewed on purpose: `npx playwright test e2e/visual.spec.ts --update-snapshots`
 * after `npm run build`, then look at the new PNGs in e2e/visual.spec.ts-snapshots/ before committing them.
 */
import type { Locator, Page } from '@playwright/test';
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { startServer, type RunningServer } from '../tests/helpers/server';
import { expect, test } from './fixtures';

/** A Thursday, 13:00 in Paramaribo: a weekday afternoon, when the demo restaurants' hours give both open and closed. */
const CLOCK = new Date('2026-11-26T16:00:00Z');
/** No motion, and the floating buttons (fixed to the window, so over whatever part is below them) out of the shots. */
const STILL =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; } #floating-buttons { visibility: hidden !important; }';

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(copyFixture(process.env.E2E_FIXTURE_DIR || (await ensureFixture())), {}, { clockStart: CLOCK });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Opens a page of the fixture server at a width, with the motion stopped and the fonts loaded. */
async function open(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.baseUrl}${path}`);
  await page.addStyleTag({ content: STILL });
  await page.evaluate(() => document.fonts.ready);
}

/** Waits until a part's pictures have loaded (and its save heart, when it has a slot for one). */
async function settled(part: Locator): Promise<Locator> {
  await part.scrollIntoViewIfNeeded();
  for (const img of await part.locator('img').all()) await expect(img).toHaveJSProperty('complete', true);
  if ((await part.locator('[data-save-slot]').count()) > 0) await expect(part.locator('[data-save-button]').first()).toBeVisible();
  return part;
}

const shot = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } as const;

for (const lang of ['en', 'nl'] as const) {
  const at = (path: string) => (lang === 'nl' ? `/nl${path === '/' ? '' : path}` : path);

  test.describe(`shared parts (${lang})`, () => {
    test('site header, wide and on a phone', async ({ page }) => {
      await open(page, at('/'), 1280);
      await expect(await settled(page.getByRole('banner'))).toHaveScreenshot(`header-1280-${lang}.png`, shot);
      await open(page, at('/'), 412);
      await expect(await settled(page.getByRole('banner'))).toHaveScreenshot(`header-412-${lang}.png`, shot);
    });

    test('site footer', async ({ page }) => {
      await open(page, at('/tours'), 1280);
      await expect(await settled(page.getByRole('contentinfo'))).toHaveScreenshot(`footer-1280-${lang}.png`, shot);
    });

    test('list page header band', async ({ page }) => {
      await open(page, at('/restaurants'), 412);
      const band = page
        .getByRole('main')
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 1 }) })
        .first();
      await expect(await settled(band)).toHaveScreenshot(`page-band-412-${lang}.png`, shot);
    });

    test('restaurant and tour cards', async ({ page }) => {
      await open(page, at('/restaurants'), 412);
      await expect(await settled(page.locator('[data-restaurant-card]').first())).toHaveScreenshot(`restaurant-card-412-${lang}.png`, shot);
      await open(page, at('/tours'), 412);
      await expect(await settled(page.locator('[data-tour-card]').first())).toHaveScreenshot(`tour-card-412-${lang}.png`, shot);
    });

    test('back link on a detail page', async ({ page }) => {
      await open(page, at('/restaurant/1'), 1280);
      await expect(await settled(page.locator('[data-back-link]').first())).toHaveScreenshot(`back-link-1280-${lang}.png`, shot);
    });
  });
}
