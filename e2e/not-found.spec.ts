/** The '404 Page Not Found' page: status 404 for unknown paths in both languages, its links, axe. */
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';

const cases = [
  { path: '/nope', lang: 'en', title: '404 Page Not Found', home: 'Go to the home page', homeHref: '/' },
  { path: '/nl/nope', lang: 'nl', title: '404 Pagina niet gevonden', home: 'Naar de startpagina', homeHref: '/nl' },
  { path: '/tours/extra/deep', lang: 'en', title: '404 Page Not Found', home: 'Go to the home page', homeHref: '/' },
  { path: '/nl/nieuws', lang: 'nl', title: '404 Pagina niet gevonden', home: 'Naar de startpagina', homeHref: '/nl' },
] as const;

test.describe('404 page', () => {
  for (const c of cases) {
    test(`answers ${c.path} with the not-found page and status 404`, async ({ page }) => {
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      // The number shows once, not as '404' above '404 Page Not Found'.
      expect((await page.locator('[data-not-found]').innerText()).match(/404/g)).toHaveLength(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const prefix = c.lang === 'en' ? '' : '/nl';
      const links = page.locator('[data-not-found] nav').getByRole('link');
      expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(
        ['/restaurants', '/tours', '/events', '/news'].map((p) => `${prefix}${p}`),
      );
      await page.getByRole('link', { name: c.home }).click();
      await expect(page).toHaveURL(new RegExp(`${c.homeHref === '/' ? '/' : '/nl'}$`));
      expect((await page.request.get(c.homeHref)).status()).toBe(200);
    });
  }

  test('the language toggle keeps the unknown address', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByRole('link', { name: /Bekijk deze pagina in het Nederlands/ })).toHaveAttribute('href', '/nl/nope');
  });

  for (const path of ['/nope', '/nl/nope']) {
    test(`has no serious accessibility violations (${path})`, async ({ page }) => {
      await page.goto(path);
      await expectAxeClean(page);
    });
  }
});
