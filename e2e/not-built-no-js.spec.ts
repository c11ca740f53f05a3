/**
 * Get Tickets and Book This Tour only show a message (spec section 1). Without
 * JavaScript the buttons open that message as a popover, which the browser does by itself; nothing
 * is sent. With JavaScript the live region speaks instead and the popovers stay shut.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fetchTours } from './helpers/public-api';

const messages = {
  en: {
    tickets: 'Ticket sales are not available yet: ticketing has not been built.',
    book: 'Online booking is not available yet: the booking form has not been built.',
  },
  nl: {
    tickets: 'Tickets kopen kan nog niet: de ticketverkoop is nog niet gebouwd.',
    book: 'Online boeken kan nog niet: het boekingsformulier is nog niet gebouwd.',
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
    await page.goto('/events');
    await expectPopover(page, 'tickets', 'en', 'escape');
    await page.goto('/');
    const tour = (await fetchTours(page))[0]!;
    requests.length = 0;
    await page.goto(`/tour/${tour.id}`);
    await expectPopover(page, 'book', 'en', 'button');
    expect(requests).toHaveLength(1); // the tour page itself
  });

  test('the popovers speak Dutch on Dutch pages', async ({ page }) => {
    await page.goto('/nl/news');
    await page.goto('/nl/events');
    await expectPopover(page, 'tickets', 'nl', 'button');
  });
});

test('with JavaScript the live region shows the message and the popover stays shut', async ({ page }) => {
  // `goto` waits for the load event, and the page's module scripts have run before it.
  await page.goto('/news');
  await page.locator('[data-not-built]').first().click();
  await expect(page.locator('#not-built-notice')).toHaveText(messages.en.newsletter);
  await expect(page.locator('#not-built-newsletter')).toBeHidden();
});
