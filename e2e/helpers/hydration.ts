import type { Page } from '@playwright/test';

/**
 * Resolves once every island that hydrates on load or idle has hydrated (Astro drops the `ssr`
 * attribute then): a click or a typed value before that lands on server HTML and is lost.
 * A `client:visible` island is not waited for: it hydrates only once it is scrolled to; nor is a
 * `client:interaction` one, which waits for the visitor (see hydrateEveryIsland), nor a `client:stored`
 * one (the save heart), which waits for the visitor too unless something is saved on the device
 * (the checkout form: hydrateCheckoutForm in ./checkout-form.ts).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"]):not([client="interaction"]):not([client="stored"])'));
}

/**
 * Brings every island of the page to life as a visitor would reach it: pointed at (client:interaction, client:stored)
 * or scrolled into view (client:visible), then waits until none is left with its server HTML only. An island not shown
 * on this screen (the header's search field below 1280 px: nothing of it is drawn) cannot be reached and is left alone.
 */
export async function hydrateEveryIsland(page: Page): Promise<void> {
  const islands = page.locator('astro-island');
  for (let i = 0; i < (await islands.count()); i++) {
    const island = islands.nth(i);
    if (!(await isDrawn(island))) continue;
    const directive = await island.getAttribute('client');
    if (directive === 'interaction' || directive === 'stored') await island.dispatchEvent('pointerover');
    // An island is `display: contents`; its first element child is what scrolls into view.
    else if (directive === 'visible') await island.locator(':scope > *').first().scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(
    () => ![...document.querySelectorAll('astro-island[ssr]')].some((el) => [...el.children].some((c) => c.getClientRects().length > 0)),
  );
}

/** True when some element of the island has a box on screen (an island itself is `display: contents`). */
const isDrawn = (island: ReturnType<Page['locator']>): Promise<boolean> =>
  island.evaluate((el) => [...el.children].some((child) => child.getClientRects().length > 0));
