/**
 * Issue 19: the guide is installable. Chromium's own check (DevTools Protocol
 * Page.getInstallabilityErrors) finds nothing missing on the English and the Dutch home page once
 * the service worker runs, and each page links its language's manifest.
 */
import { expect, test } from './fixtures';
import { openAppContext, waitForServiceWorker } from './helpers/offline';

for (const [lang, path, manifest] of [
  ['en', '/', '/manifest.webmanifest'],
  ['nl', '/nl/', '/nl/manifest.webmanifest'],
] as const) {
  test(`the ${lang} home page is installable: no installability errors`, async ({ baseURL }) => {
    const app = await openAppContext(baseURL!);
    try {
      const { page } = app;
      await page.goto(path);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
      await waitForServiceWorker(page);
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(new URL(url).pathname).toBe(manifest);
      expect(errors).toEqual([]);
    } finally {
      await app.close();
    }
  });
}
