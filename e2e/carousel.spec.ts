/**
 * The image carousel, a React island hydrated at the first interaction (client:interaction):
 * wrap-around buttons, dots, counter, keyboard, swipe without JavaScript, one and no images.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startOwnServer } from './helpers/own-server';
import type { RunningServer } from '../tests/helpers/server';
import { REACT_RUNTIME } from './helpers/scripts';
import { expectAxeClean } from './helpers/axe';

const carousel = (page: Page) => page.getByRole('region', { name: 'Photos' });
const counter = (page: Page) => carousel(page).getByText(/^\d+ \/ \d+$/);

/** Which slide the scroll row shows, from its scroll position. */
const shownSlide = (page: Page) =>
  carousel(page)
    .locator('div[tabindex="0"]')
    .evaluate((row) => Math.round(row.scrollLeft / row.clientWidth) + 1);

/** Resolves once the scroll row has not moved for a few frames (a smooth scroll has ended). */
const settled = (page: Page) =>
  carousel(page)
    .locator('div[tabindex="0"]')
    .evaluate(
      (row) =>
        new Promise<void>((resolve) => {
          let last = row.scrollLeft;
          let still = 0;
          const look = () => {
            still = row.scrollLeft === last ? still + 1 : 0;
            last = row.scrollLeft;
            if (still >= 10) resolve();
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }),
    );

/** Opens a page and points at the carousel, as a visitor reaching for it does: that hydrates it and shows its controls. */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await carousel(page).hover();
  await expect(carousel(page).getByRole('button', { name: 'Next image' })).toBeVisible();
}

test.describe('carousel with several images', () => {
  test('steps with previous and next, wrapping around at both ends', async ({ page }) => {
    await openHydrated(page, '/restaurant/1');
    const total = Number((await counter(page).textContent())!.split(' / ')[1]);
    expect(total).toBeGreaterThan(1);
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await carousel(page).getByRole('button', { name: 'Previous image' }).click();
    await expect(counter(page)).toHaveText(`${total} / ${total}`);
    await expect.poll(() => shownSlide(page)).toBe(total);
    await carousel(page).getByRole('button', { name: 'Next image' }).click();
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await expect.poll(() => shownSlide(page)).toBe(1);
    await carousel(page).getByRole('button', { name: 'Next image' }).click();
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await expect.poll(() => shownSlide(page)).toBe(2);
  });

  test('the last click wins: Next then Prev at once, again and again, ends on the first image', async ({ page }) => {
    await openHydrated(page, '/restaurant/1');
    const total = Number((await counter(page).textContent())!.split(' / ')[1]);
    const next = carousel(page).getByRole('button', { name: 'Next image' });
    const previous = carousel(page).getByRole('button', { name: 'Previous image' });
    for (let round = 0; round < 10; round++) {
      await next.click();
      await previous.click();
      // The row comes to rest on the first image and stays there, and the counter says so.
      await expect.poll(() => shownSlide(page)).toBe(1);
      await settled(page);
      await expect(counter(page)).toHaveText(`1 / ${total}`);
      expect(await shownSlide(page)).toBe(1);
    }
  });

  test('a smooth scroll still running from an earlier press never overrides the last one', async ({ page }) => {
    await openHydrated(page, '/restaurant/1');
    // Next, then Previous, and then the first press's smooth scroll carries the row to the second
    // image after all (what a browser did one time in three): the row goes back to the first.
    await carousel(page).evaluate(
      (region) =>
        new Promise<void>((resolve) => {
          const row = region.querySelector<HTMLElement>('div[tabindex="0"]')!;
          region.querySelector<HTMLButtonElement>('button[aria-label="Next image"]')!.click();
          region.querySelector<HTMLButtonElement>('button[aria-label="Previous image"]')!.click();
          requestAnimationFrame(() => {
            row.scrollTo({ left: row.clientWidth, behavior: 'instant' });
            resolve();
          });
        }),
    );
    await expect.poll(() => shownSlide(page)).toBe(1);
    await settled(page);
    await expect(counter(page)).toHaveText(/^1 \/ /);
    expect(await shownSlide(page)).toBe(1);
  });

  test("the visitor's own scroll right after a press is followed, not undone", async ({ page }) => {
    await openHydrated(page, '/restaurant/1');
    const row = carousel(page).locator('div[tabindex="0"]');
    await carousel(page).getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => shownSlide(page)).toBe(2);
    // The press's own smooth scroll has landed, but its target still holds (HOLD_MS): a wheel now is
    // the visitor's. A wheel while the browser's smooth scroll is still in flight lands where the
    // browser's snapping puts it, which is not ours to decide.
    await settled(page);
    const box = (await row.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width, 0);
    await expect.poll(() => shownSlide(page)).toBe(3);
    await settled(page);
    await expect(counter(page)).toHaveText(/^3 \/ /);
    expect(await shownSlide(page)).toBe(3);
  });

  test('jumps with the dots and marks the current one', async ({ page }) => {
    await openHydrated(page, '/restaurant/1');
    const dot = carousel(page).getByRole('button', { name: 'Go to image 3' });
    await dot.click();
    await expect(counter(page)).toHaveText(/^3 \/ /);
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(carousel(page).getByRole('button', { name: 'Go to image 1' })).not.toHaveAttribute('aria-current', 'true');
    await expect.poll(() => shownSlide(page)).toBe(3);
  });

  test('works with the arrow keys once focused', async ({ page }) => {
    await page.goto('/restaurant/1');
    // Focus alone (a keyboard visitor's Tab) hydrates it.
    await carousel(page).locator('div[tabindex="0"]').focus();
    await expect(carousel(page).getByRole('button', { name: 'Next image' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(/^2 \/ /);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(/^(\d+) \/ \1$/);
    await page.keyboard.press('Home');
    await expect(counter(page)).toHaveText(/^1 \/ /);
  });

  test('follows a swipe: the counter shows the image in view', async ({ page }) => {
    await openHydrated(page, '/restaurant/1');
    await carousel(page)
      .locator('div[tabindex="0"]')
      .evaluate((row) => row.scrollTo({ left: row.clientWidth, behavior: 'instant' }));
    await expect(counter(page)).toHaveText(/^2 \/ /);
  });

  test('keeps its place when the window is resized', async ({ page }) => {
    await openHydrated(page, '/restaurant/1');
    await carousel(page).getByRole('button', { name: 'Go to image 2' }).click();
    await expect(counter(page)).toHaveText(/^2 \/ /);
    await page.setViewportSize({ width: 700, height: 2000 });
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(counter(page)).toHaveText(/^2 \/ /);
    await expect.poll(() => shownSlide(page)).toBe(2);
  });

  test('jumps without animation when the visitor asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page, '/restaurant/1');
    const row = carousel(page).locator('div[tabindex="0"]');
    expect(await row.evaluate((el) => getComputedStyle(el).scrollBehavior)).toBe('auto');
    // With smooth scrolling the position would still be moving right after the click.
    const left = await page.evaluate(() => {
      const r = document.querySelector<HTMLElement>('[aria-roledescription="carousel"] div[tabindex="0"]')!;
      document.querySelector<HTMLButtonElement>('button[aria-label="Next image"]')!.click();
      return r.scrollLeft / r.clientWidth;
    });
    expect(Math.round(left)).toBe(1);
  });

  for (const path of ['/restaurant/1', '/nl/tour/1']) {
    test(`on ${path} React loads only at the first touch, and then the carousel works`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') void r.text().then((body) => REACT_RUNTIME.test(body) && scripts.push(new URL(r.url()).pathname));
      });
      // A hydration mismatch or a script the CSP refuses (the inlined directive) shows as a console error.
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(path, { waitUntil: 'networkidle' });
      const region = page.getByRole('region', { name: path.startsWith('/nl') ? "Foto's" : 'Photos' });
      const next = region.getByRole('button', { name: path.startsWith('/nl') ? 'Volgende foto' : 'Next image' });
      // The server's HTML, controls hidden, waiting for the visitor: no React fetched yet.
      await expect(page.locator('main astro-island[client="interaction"][ssr]')).toHaveCount(1);
      await expect(next).toBeHidden();
      expect(scripts).toEqual([]);
      await region.dispatchEvent('touchstart');
      await next.click();
      await expect(region.getByText(/^\d+ \/ \d+$/)).toHaveText(/^2 \/ /);
      // The carousel has hydrated; the save heart's island still waits for its own first touch (and the header's search field
      // for its own).
      await expect(page.locator('main astro-island[client="interaction"][ssr]')).toHaveCount(0);
      await expect(page.locator('main astro-island[client="stored"][ssr]')).toHaveCount(1);
      expect(scripts.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  }

  test('a swipe before the island runs is where the counter starts', async ({ page }) => {
    await page.goto('/restaurant/1', { waitUntil: 'networkidle' });
    // The swipe itself is the first interaction: the row scrolls natively while React loads.
    await carousel(page)
      .locator('div[tabindex="0"]')
      .evaluate((row) => row.scrollTo({ left: 2 * row.clientWidth, behavior: 'instant' }));
    await expect(carousel(page).getByRole('button', { name: 'Next image' })).toBeVisible();
    await expect(counter(page)).toHaveText(/^3 \/ /);
    await expect(carousel(page).getByRole('button', { name: 'Go to image 3' })).toHaveAttribute('aria-current', 'true');
  });

  test('once hydrated, its controls have no serious accessibility violations', async ({ page }) => {
    await openHydrated(page, '/restaurant/1');
    await expectAxeClean(page, '[aria-roledescription="carousel"]');
  });

  test('swipes without JavaScript: a scroll-snap row with the first image loaded', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/restaurant/1');
    const row = carousel(page).locator('div[tabindex="0"]');
    expect(await row.evaluate((el) => [getComputedStyle(el).scrollSnapType, el.scrollWidth > el.clientWidth])).toEqual(['x mandatory', true]);
    await expect(carousel(page).locator('img').first()).toBeInViewport();
    await expect(carousel(page).getByRole('button')).toHaveCount(0);
    await row.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }));
    await expect(carousel(page).locator('img').nth(1)).toBeInViewport();
    await context.close();
  });
});

test.describe('carousel with one image and with none', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startOwnServer((db) => {
      // One image: the cover and no gallery (a restaurant's pictures are its cover, then its gallery).
      db.prepare("UPDATE restaurants SET image_urls = '[]' WHERE id = 2").run();
      db.prepare("UPDATE restaurants SET image_urls = '[]', image_url = '' WHERE id = 3").run();
    });
  });
  test.afterAll(() => server.stop());

  test('shows one image without controls', async ({ page }) => {
    await page.goto(`${server.baseUrl}/restaurant/2`);
    await expect(carousel(page).locator('img')).toHaveCount(1);
    await expect(carousel(page).locator('img')).toBeVisible();
    await expect(carousel(page).getByRole('button')).toHaveCount(0);
    await expect(counter(page)).toHaveCount(0);
    // Nothing to operate: no carousel island; the page's only island is the save heart (and the header's search field).
    await expect(page.locator('astro-island[component-url*="ImageCarousel"]')).toHaveCount(0);
    await expect(page.locator('main astro-island')).toHaveCount(1);
    await expect(page.locator('main astro-island[component-url*="SaveHeart"] [data-save-button]')).toBeVisible();
  });

  test("shows 'No images available' with none", async ({ page }) => {
    await page.goto(`${server.baseUrl}/restaurant/3`);
    await expect(page.getByText('No images available')).toBeVisible();
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    await page.goto(`${server.baseUrl}/nl/restaurant/3`);
    await expect(page.getByText("Geen foto's beschikbaar")).toBeVisible();
  });
});
