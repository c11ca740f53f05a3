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
 * Each page loads no React runtime and under `maxGzipBytes` of script in all (the list pages' plain scripts). The save
 * hearts are islands that load React only at a tap (or with places saved), so they are the only islands allowed.
 */
export async function expectPlainScriptsOnly(page: Page, paths: readonly string[], maxGzipBytes = 10 * 1024): Promise<void> {
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
    // The header's search field is an island on every page and the cards' save hearts are islands (React only at the
    // first interaction with either); the page has no other.
    await expect(page.locator('main astro-island:not([component-url*="SaveHeart"])'), `${path}: islands`).toHaveCount(0);
  }
}
