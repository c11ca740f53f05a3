import type { Page } from '@playwright/test';

/**
 * Resolves once every island that hydrates on load or idle has hydrated (Astro drops the `ssr`
 * attribute then), and every plain-script form that marks itself with `data-ready` (the checkout
 * form) has started: a click or a typed value before that lands on server HTML and is lost.
 * A `client:visible` island is not waited for: it hydrates only once it is scrolled to.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"]), form[data-checkout-form]:not([data-ready])'));
}
