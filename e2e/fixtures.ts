/** The Playwright `test` of this project: `baseURL` points at the shared server started in global setup. */
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  // Playwright requires the destructuring pattern even when a fixture uses no other fixture.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };
