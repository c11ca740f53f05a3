import zlib from 'node:zlib';
import { expect, type Page, type Response } from '@playwright/test';

/** Strings only React's client runtime holds (its element marker, react-dom's root property). */
export const REACT_RUNTIME = /react\.transitional\.element|__reactContainer/;

/** Every script a page runs on load: the files it fetches and its inline scripts (not JSON-LD), with their text. */
async function collectScripts(page: Page, path: string): Promise<{ url: string; body: string }[]> {
  const files: Promise<{ url: string; body: string }>[] = [];
  const onResponse = (r: Response) => {
    if (r.request().resourceType() === 'script') files.push(r.text().then((body) => ({ url: new URL(r.url()).pathname, body })));
  };
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', onResponse);
  }
  const inline = await page
    .locator('script:not([src]):not([type="application/ld+json"])')
    .evaluateAll((els) => els.map((el, i) => ({ url: `inline #${i}`, body: el.textContent ?? '' })));
  return [...(await Promise.all(files)), ...inline];
}

/**
 * Each page loads no React runtime before the visitor does something, and under `maxGzipBytes` of script in all: its
 * islands (the list filters, the cards' save hearts, the header's search field) hydrate only at the first interaction
 * with them (`client:interaction`, or `client:stored` with nothing saved), so none may hydrate on load, idle or sight.
 */
export async function expectNoReactBeforeInteraction(page: Page, paths: readonly string[], maxGzipBytes = 10 * 1024): Promise<void> {
  for (const path of paths) {
    const scripts = await collectScripts(page, path);
    expect(
      scripts.filter((s) => REACT_RUNTIME.test(s.body)).map((s) => s.url),
      `${path}: React runtime`,
    ).toEqual([]);
    expect(
      scripts.reduce((sum, s) => sum + zlib.gzipSync(s.body).length, 0),
      `${path}: JS bytes, gzip`,
    ).toBeLessThan(maxGzipBytes);
    const directives = await page.locator('astro-island').evaluateAll((els) => els.map((el) => el.getAttribute('client')));
    expect(new Set(directives), `${path}: how the islands hydrate`).toEqual(new Set(['interaction', 'stored']));
    await expect(page.locator('astro-island[ssr]'), `${path}: every island still server HTML`).toHaveCount(directives.length);
  }
}
