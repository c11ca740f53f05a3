import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('opens in English with the chrome and demo content', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await expect(nav.getByRole('link', { name: 'Nightlife' })).toHaveAttribute('href', '/events');
    await expect(page.getByRole('contentinfo')).toContainText('Paramaribo, Suriname');
  });

  test('opens in Dutch and the toggle moves between the two versions', async ({ page }) => {
    await page.goto('/nl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).first().getByRole('link', { name: 'Uitgaan' })).toHaveAttribute('href', '/nl/events');
    await page.getByRole('link', { name: 'View this page in English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en');
  });
});
