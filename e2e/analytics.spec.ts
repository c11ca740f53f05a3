/** Analytics: the Google tag and a page view only when PUBLIC_ANALYTICS_ID is set; errors logged when the tag fails. */
import { expect, test } from './fixtures';
import { startOwnServer } from './helpers/own-server';
import type { RunningServer } from '../tests/helpers/server';

const TAG = 'https://www.googletagmanager.com/gtag/js**';

test('nothing is loaded when no analytics id is set', async ({ page }) => {
  const tagRequests: string[] = [];
  page.on('request', (r) => r.url().includes('googletagmanager') && tagRequests.push(r.url()));
  // The loader would add the tag in the load event's handler, which `goto` waits for.
  await page.goto('/restaurants');
  expect(tagRequests).toEqual([]);
  await expect(page.locator('[data-analytics-id]')).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
});

test.describe('with an analytics id', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startOwnServer(undefined, { PUBLIC_ANALYTICS_ID: 'G-TEST12345' });
  });
  test.afterAll(() => server.stop());

  test('loads the Google tag after the page and queues a page view for every page', async ({ page }) => {
    const loaded: string[] = [];
    await page.route(TAG, (route) => {
      loaded.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.google_tag_manager = {};' });
    });
    for (const path of ['/restaurants', '/nl/restaurant/1']) {
      await page.goto(`${server.baseUrl}${path}`);
      await expect.poll(() => loaded.length).toBe(path === '/restaurants' ? 1 : 2);
      const queue = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => Array.from(a)));
      expect(queue).toContainEqual(['config', 'G-TEST12345']);
    }
    expect(loaded[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    // The tag is requested only once the page has loaded, so it never competes with the content.
    const [tagStart, loadEnd] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((e) => e.name.includes('googletagmanager'))!.startTime,
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    ]);
    expect(tagStart).toBeGreaterThanOrEqual(loadEnd);
    const html = await (await page.request.get(`${server.baseUrl}/restaurants`)).text();
    expect(html).not.toMatch(/<script[^>]+googletagmanager/);
  });

  test('named events go through the tag: a language change', async ({ page }) => {
    await page.route(TAG, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.google_tag_manager = {};' }));
    await page.goto(`${server.baseUrl}/restaurants`);
    await page.waitForFunction(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer));
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('[data-lang-switch]')!.addEventListener('click', (e) => e.preventDefault()));
    await page.getByRole('link', { name: 'Bekijk deze pagina in het Nederlands' }).click();
    const queue = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => Array.from(a)));
    expect(queue).toContainEqual(['event', 'language_change', { language: 'nl' }]);
  });

  test('logs a console error when the tag fails to load', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route(TAG, (route) => route.abort('failed'));
    await page.goto(`${server.baseUrl}/restaurants`);
    await expect.poll(() => errors.join('\n')).toContain('Analytics: the tag script failed to load');
  });

  test('logs a console error when the script loads but the tag is missing', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route(TAG, (route) => route.fulfill({ contentType: 'text/javascript', body: '/* not the tag */' }));
    await page.goto(`${server.baseUrl}/restaurants`);
    await expect.poll(() => errors.join('\n')).toContain('Analytics: the tag script loaded but did not start');
  });
});
