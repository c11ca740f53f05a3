/** The Playwright `test` of this project: `baseURL` points at the shared server started in global setup. */
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };
