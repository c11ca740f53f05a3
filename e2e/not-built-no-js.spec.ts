/**
 * Read More and Subscribe only show a message (spec section 1; Get Tickets and Book This Tour became links in issue 18). Without
 * JavaScript the buttons open that message as a popover, which the browser does by itself; nothing
 * is sent. With JavaScript the live region speaks instead and the popovers stay shut.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const messages = {
  en: {
    read: 'Full articles are not available yet: the article page has not been built.',
    newsletter: 'Newsletter sign-up is not implemented yet. Thank you for your interest!',
  },
  nl: {
    read: 'Hele artikelen lezen kan nog niet: de artikelpagina is nog niet gebouwd.',
    newsletter: 'Aanmelden voor de nieuwsbrief kan nog niet. Bedankt voor je interesse!',
  },
};

/** Clicks the first button for a feature and expects its popover with the message, then closes it. */
async function expectPopover(page: Page, feature: keyof typeof messages.en, lang: 'en' | 'nl', close: 'escape' | 'button') {
  const popover = page.locator(`#not-built-${feature}`);
  await expect(popover).toBeHidden();
  const url = page.url();
  await page.locator(`[popovertarget="not-built-${feature}"]`).first().click();
  await expect(popover).toBeVisible();
  await expect(popover).toHaveText(messages[lang][feature]);
  expect(page.url()).toBe(url);
  if (close === 'escape') await page.keyboard.press('Escape');
  else await popover.getByRole('button').click();
  await expect(popover).toBeHidden();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the not-built buttons show their message in a popover, sending nothing (en)', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document' || r.resourceType() === 'fetch' || r.resourceType() === 'xhr') requests.push(r.url());
    });
    await page.goto('/');
    await page.getByRole('region', { name: 'Stay Updated' }).getByLabel('Email address').fill('visitor@example.com');
    await expectPopover(page, 'newsletter', 'en', 'button');
    await expectPopover(page, 'read', 'en', 'escape');
    expect(requests).toHaveLength(1); // the home page itself
  });

  test('the popovers speak Dutch on Dutch pages', async ({ page }) => {
    await page.goto('/nl/news');
    await expectPopover(page, 'read', 'nl', 'escape');
    await expectPopover(page, 'newsletter', 'nl', 'button');
  });
});

test('with JavaScript the live region shows the message and the popover stays shut', async ({ page }) => {
  // `goto` waits for the load event, and the page's module scripts have run before it.
  await page.goto('/news');
  await page.locator('[data-not-built]').first().click();
  await expect(page.locator('#not-built-notice')).toHaveText(messages.en.read);
  await expect(page.locator('#not-built-read')).toBeHidden();
});
