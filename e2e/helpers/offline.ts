/**
 * Browser rigs for the offline and installable app (issue 19). The shared Playwright config blocks
 * service workers (so no other spec meets a cached page); these specs allow them in contexts of their own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import config from '../../playwright.config';

export interface AppContext {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
  /** Closes the browser and opens it again on the same profile (as after a restart); the old context is gone. */
  restart: () => Promise<AppContext>;
}

/**
 * A persistent (not incognito) Chromium profile with service workers allowed: Chromium reports an
 * incognito window as not installable, and a saved copy should outlive a browser restart.
 */
export async function openAppContext(baseURL: string, viewport = { width: 412, height: 915 }, profile?: string): Promise<AppContext> {
  const dir = profile ?? fs.mkdtempSync(path.join(os.tmpdir(), 'guide-offline-'));
  const launch = config.use?.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(dir, { ...launch, baseURL, viewport, serviceWorkers: 'allow' });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    restart: async () => {
      await context.close();
      return openAppContext(baseURL, viewport, dir);
    },
  };
}

/** Waits until the page's service worker is active and controls the page (registration waits for `load`). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const ready = await navigator.serviceWorker.ready;
    return Boolean(ready.active && ready.active.state === 'activated' && navigator.serviceWorker.controller);
  });
}

/** The addresses kept in each cache of the page's origin. */
export function listCaches(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
    }
    return result;
  });
}
