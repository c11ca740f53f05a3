/**
 * A server of its own for browser tests that change data: a fresh copy of the seeded fixture,
 * changed with SQL before the server starts, so the shared server's data stays untouched.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { copyFixture } from '../../tests/helpers/fixture';
import { ensureFixture } from '../../tests/helpers/fixture-cache';
import { startServer, type RunningServer } from '../../tests/helpers/server';

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
