/**
 * The save heart is a React island (SaveHeart.tsx, `client:stored`): React stays off the first view
 * of a visitor with nothing saved, the first tap saves even when it is what starts hydration (and
 * saves once), a saved place's heart shows pressed on the next visit without any interaction, and
 * a save in one tab presses the same heart in another.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { REACT_RUNTIME } from './helpers/scripts';

const STORAGE_KEY = 'guide-saved-places-v1';

/** Records the paths of scripts that hold React's client runtime. */
function watchReact(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') void r.text().then((body) => REACT_RUNTIME.test(body) && fetched.push(new URL(r.url()).pathname));
  });
  return fetched;
}

const storedCount = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length as number, STORAGE_KEY);

test('the hearts are islands that keep React off the first view, and the first tap saves once', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const react = watchReact(page);
  await page.goto('/restaurants', { waitUntil: 'networkidle' });
  const island = page.locator('astro-island[client="stored"][component-url*="SaveHeart"]').first();
  await expect(island).toHaveAttribute('ssr', '');
  const heart = island.getByRole('button', { name: /^Save / });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(react, 'React before any interaction').toEqual([]);

  // Hold the island's code until the tap has landed: the tap is what starts hydration, and it must still count.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await heart.click();
  await expect(island).toHaveAttribute('ssr', '');
  release();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(island).not.toHaveAttribute('ssr');
  expect(await storedCount(page), 'saved once, not toggled twice').toBe(1);
  expect(react.length, 'React loaded at the first tap').toBeGreaterThan(0);
  await page.unroute(/\/_astro\/.+\.js$/);

  // Next visit: with something saved, the hearts hydrate on idle and show it with no interaction.
  await page.reload();
  await expect(page.locator('astro-island[component-url*="SaveHeart"]').first().getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await page.locator('astro-island[component-url*="SaveHeart"]').first().getByRole('button').click();
  await expect.poll(() => storedCount(page)).toBe(0);
  expect(errors, 'no hydration mismatch or refused script').toEqual([]);
});

test('a heart saved in one tab shows pressed in another without a reload', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/nl/tours');
  await second.goto('/nl/tours');
  const heartIn = (page: Page) => page.locator('[data-tour-grid] [data-save-button]').first();
  await expect(heartIn(second)).toHaveAttribute('aria-pressed', 'false');
  await heartIn(first).click();
  await expect(heartIn(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(heartIn(second)).toHaveAttribute('aria-pressed', 'true');
  await expect(heartIn(second)).toHaveAccessibleName(/ bewaren$/);
  // And back: the second tab, hydrated by then, unsaves; the first follows.
  await heartIn(second).click();
  await expect(heartIn(first)).toHaveAttribute('aria-pressed', 'false');
});
