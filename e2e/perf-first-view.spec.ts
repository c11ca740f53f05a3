/**
 * What a 412 px phone really downloads for each public page's first view, in both languages,
 * as sent by the server (compressed bodies, counted as transferred): the HTML under 14 KB (the
 * first round trip), all CSS under 20 KB, and the largest image at the top under 60 KB.
 * e2e/budgets.spec.ts checks the rest of the budgets (scripts, lazy images).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE } from './budget/first-view';
import { localize, PUBLIC_PAGES, seedStorage } from './budget/pages';

const KB = 1024;
const HTML_BUDGET = 14 * KB;
const CSS_BUDGET = 20 * KB;
const TOP_IMAGE_BUDGET = 60 * KB;

/** The largest image drawn in the first screen: its URL as loaded and its drawn area. */
function findTopImage(page: Page): Promise<{ url: string; area: number } | null> {
  return page.evaluate(() => {
    const shown = [...document.images]
      .map((img) => {
        const box = img.getBoundingClientRect();
        const w = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
        const h = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
        return { url: img.currentSrc, area: w * h };
      })
      .filter((i) => i.area > 0 && i.url);
    return shown.sort((a, b) => b.area - a.area)[0] ?? null;
  });
}

/**
 * Waits until each URL has a finished request. The load event has fired by then, but the
 * browser reports a finished request a moment later, over another channel.
 */
async function expectFinished(requests: Request[], urls: string[]): Promise<void> {
  await expect.poll(() => urls.filter((url) => !requests.some((r) => r.url() === url)), { message: 'requests not yet finished' }).toEqual([]);
}

async function transferred(request: Request): Promise<number> {
  return (await request.sizes()).responseBodySize;
}

for (const entry of PUBLIC_PAGES) {
  for (const lang of ['en', 'nl'] as const) {
    test(`${entry.name} (${lang}) first view as transferred: HTML, CSS and top image in budget`, async ({ browser, baseURL }) => {
      const context = await browser.newContext(PHONE);
      await seedStorage(context, entry.storage);
      const page = await context.newPage();
      const requests: Request[] = [];
      page.on('requestfinished', (r) => requests.push(r));
      const main = await page.goto(`${baseURL}${localize(entry.path, lang)}`, { waitUntil: 'load' });
      expect(main?.status()).toBe(200);
      const top = await findTopImage(page);
      const topUrl = top && !top.url.startsWith('data:') ? top.url : null;
      const stylesheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      await expectFinished(requests, topUrl ? [...stylesheets, topUrl] : stylesheets);

      const document = main!.request();
      expect(await main!.headerValue('content-encoding'), 'HTML is sent compressed').toMatch(/^(br|gzip)$/);
      expect(await transferred(document), 'HTML bytes as sent').toBeLessThan(HTML_BUDGET);

      let css = 0;
      for (const r of requests.filter((x) => x.resourceType() === 'stylesheet')) css += await transferred(r);
      expect(css, 'CSS bytes as sent').toBeLessThan(CSS_BUDGET);

      if (topUrl) {
        const request = requests.find((r) => r.url() === topUrl)!;
        expect(await transferred(request), `top image bytes: ${topUrl}`).toBeLessThan(TOP_IMAGE_BUDGET);
      }
      await context.close();
    });
  }
}
