/**
 * "List your business" / "Zet je bedrijf in de gids": beside the language switch on a wide screen, at the end of the
 * phone menu, never among the six navigation links; it leads to the plans of the contact page in the page's language,
 * with or without JavaScript, and on a phone the plans come before the contact cards. The 412 px bar never scrolls
 * sideways.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';

const langs = [
  { lang: 'en', prefix: '', cta: 'List your business', menu: 'Open menu', nav: 'Main navigation', plans: 'Listing Packages' },
  { lang: 'nl', prefix: '/nl', cta: 'Zet je bedrijf in de gids', menu: 'Menu openen', nav: 'Hoofdmenu', plans: 'Vermeldingspakketten' },
] as const;

/** Nothing on the page is wider than the window: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.win);
  const row = await page.locator('#site-header > div').evaluate((d) => ({ scroll: d.scrollWidth, client: d.clientWidth }));
  expect(row.scroll).toBeLessThanOrEqual(row.client);
}

/** The six navigation links stay the spec's, in its order: the call to businesses is not one of them. */
async function expectSixNavLinks(page: Page, nav: string, prefix: string): Promise<void> {
  const links = page.getByRole('navigation', { name: nav }).getByRole('link');
  const hrefs = ['/', '/restaurants', '/tours', '/events', '/news', '/contact'].map((p) => (prefix ? `${prefix}${p === '/' ? '' : p}` : p));
  await expect(links).toHaveCount(6);
  for (const [i, href] of hrefs.entries()) await expect(links.nth(i)).toHaveAttribute('href', href);
}

for (const l of langs) {
  test.describe(`${l.lang}: on a wide screen`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the call to businesses sits beside the language switch and leads to the plans', async ({ page }) => {
      await page.goto(`${l.prefix}/restaurants`);
      const banner = page.getByRole('banner');
      const cta = banner.getByRole('link', { name: l.cta, exact: true });
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute('href', `${l.prefix}/contact#packages`);
      await expectSixNavLinks(page, l.nav, l.prefix);
      // Beside the language switch: on the same row, right after it, with nothing in between.
      const switchBox = (await banner.getByRole('group').boundingBox())!;
      const ctaBox = (await cta.boundingBox())!;
      expect(Math.abs(switchBox.y + switchBox.height / 2 - (ctaBox.y + ctaBox.height / 2))).toBeLessThan(4);
      expect(ctaBox.x - (switchBox.x + switchBox.width)).toBeGreaterThanOrEqual(0);
      expect(ctaBox.x - (switchBox.x + switchBox.width)).toBeLessThan(16);
      await cta.click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/contact#packages$`));
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      await expect(page.getByRole('heading', { level: 2, name: l.plans })).toBeInViewport();
      await expectAxeClean(page);
    });
  });

  test.describe(`${l.lang}: on a 412 px phone`, () => {
    test.use({ viewport: { width: 412, height: 915 } });

    test('the call to businesses closes the menu and leads to the plans, which come before the contact cards', async ({ page }) => {
      await page.goto(`${l.prefix}/tours`);
      await expectNoSidewaysScroll(page);
      // No room in the bar: only in the menu.
      await expect(page.getByRole('banner').getByRole('link', { name: l.cta, exact: true })).toBeHidden();
      const summary = page.locator('#mobile-menu summary');
      await expect(summary).toHaveAttribute('aria-label', l.menu);
      await summary.click();
      const cta = page.locator('#mobile-menu').getByRole('link', { name: l.cta, exact: true });
      await expect(cta).toBeVisible();
      await expectSixNavLinks(page, l.nav, l.prefix);
      // After the six links, apart from them.
      const lastLink = (await page.getByRole('navigation', { name: l.nav }).getByRole('link').last().boundingBox())!;
      expect((await cta.boundingBox())!.y).toBeGreaterThan(lastLink.y + lastLink.height);
      await expectAxeClean(page, '#mobile-menu');
      await cta.click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/contact#packages$`));
      await expect(page.locator('#mobile-menu')).not.toHaveAttribute('open', '');
      await expect(page.getByRole('heading', { level: 2, name: l.plans })).toBeInViewport();
      await expectNoSidewaysScroll(page);
      // The plans above the contact cards, as seen and in the reading order.
      const firstPlan = (await page.locator('#packages').getByRole('article').first().boundingBox())!;
      const phoneCard = (await page.getByRole('main').getByRole('link', { name: '+597 555-0100' }).boundingBox())!;
      expect(firstPlan.y).toBeLessThan(phoneCard.y);
      const order = await page.evaluate(() => {
        const plans = document.getElementById('packages')!;
        const cards = document.getElementById('contact-cards-title')!;
        return plans.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
      expect(order).toBeTruthy();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 915 } });

  test('the phone menu opens and its call to businesses reaches the Dutch plans', async ({ page }) => {
    await page.goto('/nl/news');
    await page.locator('#mobile-menu summary').click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Zet je bedrijf in de gids', exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/contact#packages$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Vermeldingspakketten' })).toBeInViewport();
  });
});
