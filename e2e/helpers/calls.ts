import type { Page } from '@playwright/test';

/**
 * Requests a page makes to ask or tell the server something. Files it fetches as it scrolls or
 * hydrates (lazy images, island code, fonts, the favicon) are not calls.
 */
const CALL_TYPES = new Set(['fetch', 'xhr', 'document', 'ping', 'eventsource', 'websocket']);

/**
 * Records, from now on, every call of the page: fetches, XHRs, beacons, navigations, form posts.
 * A button that "calls nothing" leaves the list empty. Start it after `goto` (which waits for the
 * load event): the page's own start-up is not a call of the button.
 */
export function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (CALL_TYPES.has(r.resourceType())) calls.push(`${r.method()} ${r.url()} (${r.resourceType()})`);
  });
  return calls;
}
