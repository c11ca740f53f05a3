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

  for (const [lang, path, current, other, otherName, otherHref] of [
    ['en', '/tours', 'EN', 'NL', 'Bekijk deze pagina in het Nederlands', '/nl/tours'],
    ['nl', '/nl/tours', 'NL', 'EN', 'View this page in English', '/tours'],
  ] as const) {
    test(`the toggle marks the page's own language (${lang}) and links the other one`, async ({ page }) => {
      await page.goto(path);
      const group = page.locator('#site-header').getByRole('group', { name: lang === 'en' ? 'Language' : 'Taal' });
      const marked = group.locator('[aria-current="true"]');
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveText(new RegExp(`^${current}`));
      await expect(marked).not.toHaveAttribute('href');
      const link = group.getByRole('link', { name: otherName });
      await expect(link).toHaveText(new RegExp(`^${other}`));
      await expect(link).toHaveAttribute('href', otherHref);
      await expect(link).not.toHaveAttribute('aria-current');
      // Marked so a sighted visitor sees it: bolder than the link, underlined, and in the full text colour.
      const look = (el: HTMLElement) => {
        const style = getComputedStyle(el);
        return { weight: Number(style.fontWeight), underline: style.textDecorationLine.includes('underline'), alpha: style.color };
      };
      const mine = await marked.evaluate(look);
      const theirs = await link.evaluate(look);
      expect(mine.weight).toBeGreaterThanOrEqual(700);
      expect(theirs.weight).toBeLessThan(600);
      expect(mine.underline).toBe(true);
      expect(theirs.underline).toBe(false);
      expect(mine.alpha).not.toBe(theirs.alpha);
      await expectAxeClean(page, '#site-header');
    });
  }

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
    for (const [value, path] of [
      ['en', '/restaurants'],
      ['fr', '/restaurants'],
      ['nl', '/nl/restaurants'],
    ]) {
      await page.evaluate((v) => localStorage.setItem('preferredLanguage', v), value);
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(offer(page), `stored ${value} on ${path}`).toBeHidden();
    }
  });

  test('showing the offer moves nothing on the page', async ({ page }) => {
    await storePreference(page, 'nl');
    await page.goto('/restaurants');
    await expect(offer(page)).toBeVisible();
    expect(await offer(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    // Where the page's parts sit with the offer shown, and again once it is gone: an offer in the flow would move them.
    // (Not the page's layout-shift score: late images or a slow machine shift a page for reasons of their own.)
    const places = () =>
      page.evaluate(() =>
        ['#site-header', 'main h1', 'main article'].map((sel) => {
          const box = document.querySelector(sel)?.getBoundingClientRect();
          return box ? [sel, Math.round(box.top + scrollY), Math.round(box.left)] : [sel, null];
        }),
      );
    const shown = await places();
    await offer(page).getByRole('button', { name: 'Stay in English' }).click();
    await expect(offer(page)).toBeHidden();
    expect(await places()).toEqual(shown);
  });
});
