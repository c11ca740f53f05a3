/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/**
 * Unit tests of pure code: they touch no database, environment, clock or child process, so they share
 * workers and loaded modules (one fork per file cost ~1.7 s, two thirds of their run).
 * `*.server.test.ts` files and these, which set process-wide state (TZ, env, the server clock, the
 * scheduler), stay one fork per file with the integration tests.
 */
const SHARED_STATE_UNIT_TESTS = [
  'src/features/listings/lifecycle/period.test.ts',
  'src/features/listings/lifecycle/clock.test.ts',
  'src/features/listings/payments/stripe-config.test.ts',
  'src/platform/cache/astro-provider.test.ts',
  'src/platform/log/logger.test.ts',
];
const UNIT_TESTS = ['src/**/*.test.ts', 'tools/**/*.test.ts'];

export default getViteConfig({
  test: {
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 60_000,
    // As in Playwright: in CI a failed test runs once more. Two early-413 tests (a body refused while it is still being
    // sent) race the server's close on a loaded machine (EPIPE before the answer is read); they pass alone and on rerun.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
    // Most integration files wait on a server child process; two at once keep both CPU cores of a CI machine busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: UNIT_TESTS, exclude: ['**/*.server.test.ts', ...SHARED_STATE_UNIT_TESTS], pool: 'threads', isolate: false },
      },
      {
        extends: true,
        // Tests share one process-wide SQLite path per file; keep files isolated.
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts', 'src/**/*.server.test.ts', 'tools/**/*.server.test.ts', ...SHARED_STATE_UNIT_TESTS],
          pool: 'forks',
        },
      },
    ],
  },
});
