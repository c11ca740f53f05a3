/**
 * Issue 19: reading offline in real Chromium with the service worker (context.setOffline). A page
 * opened before comes back from the cache with the offline note; a page never opened answers the
 * offline page in its language; admin and checkout pages are never kept.
 */
import { expect, test } from './fixtures';
import { listCaches, openAppContext, waitForServiceWorker, type AppContext } from './helpers/offline';

let app: AppContext;

test.beforeEach(async ({ baseURL }) => {
  app = await openAppContext(baseURL!);
  // The first view is not the worker's (it registers after load); every navigation after this one is.
  await app.page.goto('/');
  await waitForServiceWorker(app.page);
});

test.afterEach(async () => {
  await app.close();
});

/**
 * Cuts the network right after the visits. The browser's HTTP cache still holds the pages (sent with
 * stale-while-revalidate=300); the worker fetches past it, so the copy comes from its cache, with the note.
 */
async function goOffline(): Promise<void> {
  await app.context.setOffline(true);
}

/** Opens each path through the worker and waits until the pages cache holds it. */
async function visit(paths: string[]): Promise<void> {
  for (const path of paths) {
    const res = await app.page.goto(path);
    expect(res?.status(), path).toBe(200);
  }
  await expect.poll(async () => Object.values(await listCaches(app.page)).flat()).toEqual(expect.arrayContaining(paths));
}

test('a visited page opens offline with the note, in English and in Dutch', async () => {
  const { page, context } = app;
  await visit(['/restaurants', '/nl/tours']);
  // The images the pages drew are kept too (same origin only).
  await expect.poll(async () => (await listCaches(page))['guide-images-v1']?.length ?? 0).toBeGreaterThan(0);
  await goOffline();

  await page.goto('/restaurants');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-offline-note]')).toHaveText(/^Offline – showing a saved copy from \w{3} \d{1,2}, \d{4}, \d{2}:\d{2}$/);
  await expect(page.locator('[data-offline-page]')).toHaveCount(0);

  await page.goto('/nl/tours');
  await expect(page.locator('[data-offline-note]')).toHaveText(/^Offline – je ziet een opgeslagen kopie van \d{1,2} \w{3}\.? \d{4}/);

  // Back online, the fresh page is shown again, without the note.
  await context.setOffline(false);
  await page.goto('/restaurants');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-offline-note]')).toHaveCount(0);
  // A redirect still leads on through the worker (a page past the end goes to the last page).
  await page.goto('/restaurants?page=999');
  await expect(page).toHaveURL(/\/restaurants(\?page=\d+)?$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('a page never opened answers the offline page in the language of its address', async () => {
  const { page } = app;
  await goOffline();

  await page.goto('/tour/2');
  await expect(page.locator('[data-offline-page] h1')).toHaveText('You are offline');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[data-offline-page] a.btn')).toHaveAttribute('href', '/');
  // Styled like the site: the precached stylesheet applies.
  await expect(page.locator('[data-offline-page] a.btn')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await page.goto('/nl/tour/2');
  await expect(page.locator('[data-offline-page] h1')).toHaveText('Je bent offline');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('[data-offline-page] a.btn')).toHaveAttribute('href', '/nl');
});

test('admin and checkout pages are never kept, nor served from a cache', async () => {
  const { page } = app;
  const never = ['/admin/login', '/checkout?plan=event', '/checkout', '/nl/checkout/bank-transfer', '/checkout/success'];
  for (const path of never) await page.goto(path);
  await visit(['/events']); // a public page in between is kept, so the worker did run
  const kept = Object.values(await listCaches(page)).flat();
  expect(kept.filter((p) => /admin|checkout|bank-transfer/.test(p))).toEqual([]);

  await goOffline();
  for (const path of ['/admin/login', '/checkout?plan=event']) {
    await page.goto(path);
    await expect(page.locator('[data-offline-page]'), path).toBeVisible();
    await expect(page.locator('input[type="password"], input[name="email"]'), path).toHaveCount(0);
  }
});
