import { defineConfig } from '@playwright/test';

/** Browser tests in Debian's Chromium against the built server (see e2e/global-setup.ts). */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // In CI a test that fails is run once more and, passing then, reported as flaky (the line reporter names it): a loaded
  // 2-core CI machine has failed timing-sensitive browser tests that pass on every rerun. Locally nothing is retried.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    // No spec but the offline ones (e2e/helpers/offline.ts allows them) may meet a page from a service worker's cache.
    // E2E_SERVICE_WORKERS=allow runs a spec with the worker, e.g. the first-view budgets.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
  },
});
