/** Language: the toggle and the stored preference, and the offer of the other language to a returning visitor. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';

const offer = (page: Page) => page.locator('#language-offer');

/** Stores a preferred language before any page script runs, as a returning visitor would have it. */
async function storePreference(page: Page, value: string): Promise<void> {
  await page.addInitScript((v) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('preferredLanguage', v);
      sessionStorage.setItem('seeded', '1');
    }
  }, value);
}

test.describe('language', () => {
  test('the toggle opens the same page in the other language and stores the choice', async ({ page }) => {
    await page.goto('/restaurants');
    await page.getByRole('link', { name: 'Bekijk deze pagina in het Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/restaurants$/);
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('nl');
    await expect(offer(page)).toBeHidden();
    await page.getByRole('link', { name: 'View this page in English' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en');
  });

  test('?lang=nl opens the Dutch page', async ({ page }) => {
    await page.goto('/restaurants?lang=nl');
    await expect(page).toHaveURL(/\/nl\/restaurants$/);
  });

  test('a visitor who chose Dutch is offered the Dutch page, not redirected', async ({ page }) => {
    await storePreference(page, 'nl');
    await page.goto('/restaurant/1');
    await expect(page).toHaveURL(/\/restaurant\/1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toContainText('This page is also available in Dutch.');
    await expect(offer(page).getByRole('link', { name: 'Switch to Dutch' })).toHaveAttribute('href', '/nl/restaurant/1');
    await expectAxeClean(page);
    await offer(page).getByRole('link', { name: 'Switch to Dutch' }).click();
    await expect(page).toHaveURL(/\/nl\/restaurant\/1$/);
    await expect(offer(page)).toBeHidden();
  });

  test("'Stay' hides the offer for the session and stores nothing new", async ({ page }) => {
    await storePreference(page, 'nl');
    await page.goto('/restaurants');
    await offer(page).getByRole('button', { name: 'Stay in English' }).click();
    await expect(offer(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('nl');
    await page.goto('/restaurant/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer(page)).toBeHidden();
  });

  test('the offer works the other way round, in Dutch', async ({ page }) => {
    await storePreference(page, 'en');
    await page.goto('/nl/restaurants');
    await expect(offer(page)).toContainText('Deze pagina is ook in het Engels beschikbaar.');
    await expect(offer(page).getByRole('link', { name: 'Naar het Engels' })).toHaveAttribute('href', '/restaurants');
    await expect(offer(page).getByRole('button', { name: 'In het Nederlands blijven' })).toBeVisible();
  });

  test('no offer without a stored choice, with the same language, or with an invalid value', async ({ page }) => {
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer(page)).toBeHidden();
    for (const [value, path] of [['en', '/restaurants'], ['fr', '/restaurants'], ['nl', '/nl/restaurants']]) {
      await page.evaluate((v) => localStorage.setItem('preferredLanguage', v), value);
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(offer(page), `stored ${value} on ${path}`).toBeHidden();
    }
  });

  test('showing the offer moves nothing on the page', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) (window as unknown as { shift: number }).shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await storePreference(page, 'nl');
    await page.goto('/restaurants');
    await expect(offer(page)).toBeVisible();
    expect(await offer(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
  });
});
