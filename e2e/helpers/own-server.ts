/**
 * A server of its own for browser tests that change data: a fresh copy of the seeded fixture,
 * changed with SQL before the server starts, so the shared server's data stays untouched.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { copyFixture } from '../../tests/helpers/fixture';
import { lateBound } from '../../tests/helpers/late-bound';
import { ensureFixture } from '../../tests/helpers/fixture-cache';
import { startServer, type RunningServer } from '../../tests/helpers/server';
import { test } from '../fixtures';

/** Starts a server on a fixture copy after running `prepare` on its database. */
export async function startOwnServer(prepare: (db: Database.Database) => void = () => {}, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = copyFixture(process.env.E2E_FIXTURE_DIR || (await ensureFixture()));
  const db = new Database(path.join(dataDir, 'guide.db'));
  try {
    db.transaction(() => prepare(db))();
  } finally {
    db.close();
  }
  return startServer(dataDir, env);
}

export interface OwnServerPage {
  server: RunningServer;
  context: BrowserContext;
  page: Page;
}

/** A server of its own (see startOwnServer) and a page in a fresh browser context pointed at it. */
export async function openOwnServerPage(browser: Browser, prepare?: (db: Database.Database) => void, env?: Record<string, string>): Promise<OwnServerPage> {
  const server = await startOwnServer(prepare, env);
  const context = await browser.newContext({ baseURL: server.baseUrl });
  return { server, context, page: await context.newPage() };
}

/**
 * Call at the top level of a serial spec: `open` (by default openOwnServerPage) runs before its tests
 * and its context and server are closed after; the answer stands for them inside the tests.
 */
export function useOwnServerPage(open: (browser: Browser) => Promise<OwnServerPage> = (browser) => openOwnServerPage(browser)): OwnServerPage {
  let opened: OwnServerPage | undefined;
  test.beforeAll(async ({ browser }) => {
    opened = await open(browser);
  });
  test.afterAll(async () => {
    await opened?.context.close();
    await opened?.server.stop();
  });
  return {
    server: lateBound(() => opened?.server, 'The own server'),
    context: lateBound(() => opened?.context, 'The browser context'),
    page: lateBound(() => opened?.page, 'The page'),
  };
}
