/**
 * The search combobox (header field and home hero), a React island hydrated at the first interaction: WAI-ARIA
 * combobox use by keyboard alone in both languages, the live count, Escape, typing while React loads, and axe with
 * the list open.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';

const TEXTS = {
  en: { field: 'Search the guide', list: 'Suggestions', count: /^\d+ suggestions$/, prefix: '' },
  nl: { field: 'Zoek in de gids', list: 'Suggesties', count: /^\d+ suggesties$/, prefix: '/nl' },
} as const;

/** Focuses the field and types at once, as a visitor does: the first focus is what starts React. */
async function typeInto(page: Page, id: string, text: string): Promise<void> {
  await page.locator(`#${id}`).focus();
  await page.keyboard.type(text);
}

for (const lang of ['en', 'nl'] as const) {
  const t = TEXTS[lang];

  test(`header field (${lang}): type, ArrowDown to the second suggestion, Enter opens its page`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${t.prefix}/tours`);
    // Until React runs the field is a plain search box; once live, the combobox.
    await expect(page.getByRole('searchbox', { name: t.field })).toBeVisible();
    await typeInto(page, 'header-search-q', 'restaurants');
    const field = page.getByRole('combobox', { name: t.field });
    // Nothing typed while React loaded is lost.
    await expect(field).toHaveValue('restaurants');
    const listbox = page.getByRole('listbox', { name: t.list });
    await expect(listbox).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: t.count })).toHaveCount(1);
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    await expect(field).not.toHaveAttribute('aria-activedescendant', /.+/);

    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    // The focus never leaves the field.
    await expect(field).toBeFocused();

    const name = (await second.textContent())!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/restaurant/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test(`header field (${lang}): ArrowUp wraps, Escape closes the list then clears the field, Tab leaves`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${t.prefix}/news`);
    await typeInto(page, 'header-search-q', 'restaurants');
    const field = page.getByRole('combobox', { name: t.field });
    const options = page.getByRole('listbox', { name: t.list }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: t.list })).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).not.toHaveAttribute('aria-activedescendant', /.+/);
    await expect(field).toHaveValue('restaurants');
    await page.keyboard.press('Escape');
    await expect(field).toHaveValue('');
    await page.keyboard.type('restaurants');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(field).not.toBeFocused();
    await expect(page.getByRole('listbox', { name: t.list })).toBeHidden();
  });

  test(`axe finds nothing with the list open (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${t.prefix}/events`);
    await typeInto(page, 'header-search-q', 'restaurants');
    await expect(page.getByRole('listbox', { name: t.list })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox', { name: t.list }).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectAxeClean(page);
  });
}

test('hero box: the second suggestion by keyboard opens its page; typed text keeps the hero routing', async ({ page }) => {
  await page.goto('/nl');
  const field = page.locator('#hero-search-input');
  await typeInto(page, 'hero-search-input', 'restaurants');
  const options = page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  const name = (await options.nth(1).textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/nl\/restaurant\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // Enter with nothing highlighted: the keyword still scrolls to its section.
  await page.goto('/');
  await typeInto(page, 'hero-search-input', 'tours');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#tours$/);
  await expect(page.locator('#tours')).toBeInViewport();
});

test('axe finds nothing with the hero list open', async ({ page }) => {
  await page.goto('/');
  await typeInto(page, 'hero-search-input', 'restaurants');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expectAxeClean(page);
});
