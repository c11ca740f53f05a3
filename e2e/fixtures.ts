/**
 * The Playwright `test` of this project: `baseURL` points at the shared server started in global
 * setup, and a failed test names the requests of its page that were still open, so a wait that
 * timed out on the network says what it waited for.
 */
import { test as base, expect, type Request } from '@playwright/test';

export const test = base.extend({
  // Playwright requires the destructuring pattern even when a fixture uses no other fixture.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  page: async ({ page }, use, testInfo) => {
    const open = new Map<Request, number>();
    const started = Date.now();
    page.on('request', (r) => open.set(r, Date.now() - started));
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || open.size === 0) return;
    const lines = [...open].map(([r, at]) => `  ${r.method()} ${r.url()} (${r.resourceType()}, opened at ${at} ms)`);
    console.error(`Requests still open when "${testInfo.title}" failed:\n${lines.join('\n')}`);
  },
});
export { expect };
