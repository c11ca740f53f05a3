import type { Page } from '@playwright/test';

/**
 * Resolves once every island on the page has hydrated (Astro drops the `ssr` attribute then):
 * a click or a typed value before that lands on server HTML and is lost.
 * Only for pages whose islands all hydrate on load or idle, never on `client:visible`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}
