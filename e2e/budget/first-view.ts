/**
 * Measures a page's first view on a 412 px phone: the bytes of its HTML, CSS, JavaScript and
 * images as the browser loads them, compressed as a server would send them (gzip and brotli for
 * text; images as stored), and how its images load. Used by e2e/budgets.spec.ts and
 * scripts/bench-pages.ts, with Playwright's test runner or playwright-core alike.
 */
import zlib from 'node:zlib';
import type { Browser, BrowserContextOptions, Response } from 'playwright-core';
import { hydrateEveryIsland, waitForHydration } from '../helpers/hydration';
import { seedStorage } from './pages';

/** The phone of Lighthouse's mobile run: 412 × 823 CSS px at 1.75 device pixels. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

interface ByteCount {
  raw: number;
  gzip: number;
  brotli: number;
}

interface ImageCheck {
  src: string;
  loading: string;
  /** Intersects the first screen. */
  aboveFold: boolean;
  /** Drawn area in CSS px², to find the largest image at the top. */
  area: number;
  /** Loaded width in image pixels, and the width the slot needs on this screen. */
  naturalWidth: number;
  neededWidth: number;
  currentSrc: string;
}

export interface FirstView {
  status: number;
  html: ByteCount;
  css: ByteCount;
  js: ByteCount;
  jsFiles: string[];
  /** The page's inline scripts (Astro's island loader and client directives, small plain scripts), JSON-LD left out. */
  inlineJs: ByteCount;
  /** Bytes of the images fetched for the first view (already compressed formats). */
  images: number;
  imageCount: number;
  /** Islands besides the header's search field. */
  hasIslands: boolean;
  imageChecks: ImageCheck[];
}

const zero = (): ByteCount => ({ raw: 0, gzip: 0, brotli: 0 });

/** Compressed sizes of a text body at the levels a server would use on the fly. */
function countBytes(body: Buffer): ByteCount {
  return {
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 6 }).length,
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
  };
}

function add(a: ByteCount, b: ByteCount): ByteCount {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

/** The inline scripts of an HTML page, counted together (each would be compressed with the page). */
function countInlineScripts(html: string): ByteCount {
  const bodies = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return countBytes(Buffer.from(bodies.join('\n')));
}

/** Loads a URL in a fresh phone-sized context, with the local storage given, and measures what its first view fetched. */
export async function measureFirstView(browser: Browser, url: string, storage?: Record<string, string>): Promise<FirstView> {
  const context = await browser.newContext(PHONE);
  await seedStorage(context, storage);
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  // The document is fetched on its own too: a page that a script moves on (the bank-transfer page
  // opened without an order) drops its body from the browser before it could be read.
  const doc = await context.request.get(url);
  const html = Buffer.from(await doc.body());
  const main = await page.goto(url, { waitUntil: 'load' });
  // The first view is complete once its islands have hydrated: their code has been fetched and run.
  await waitForHydration(page);
  const result: FirstView = {
    status: main?.status() ?? doc.status(),
    html: countBytes(html),
    css: zero(),
    js: zero(),
    jsFiles: [],
    inlineJs: countInlineScripts(html.toString('utf8')),
    images: 0,
    imageCount: 0,
    // The page's own islands: the header's search field (an island on every page, hydrated at the first interaction)
    // loads nothing before then, which the before-interaction budget checks on every page.
    hasIslands: html
      .toString('utf8')
      .replace(/<header id="site-header"[\s\S]*?<\/header>/, '')
      .includes('<astro-island'),
    imageChecks: [],
  };
  for (const r of responses) {
    const type = r.request().resourceType();
    if (r === main || type === 'document' || (r.status() >= 300 && r.status() < 400)) continue;
    const body = await r.body().catch(() => null);
    if (!body) continue;
    if (type === 'stylesheet') result.css = add(result.css, countBytes(body));
    else if (type === 'script') {
      result.js = add(result.js, countBytes(body));
      result.jsFiles.push(new URL(r.url()).pathname);
    } else if (type === 'image') {
      result.images += body.length;
      result.imageCount++;
    }
  }
  result.imageChecks = await page.evaluate((dpr) => {
    return [...document.images]
      .map((img) => {
        const box = img.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0 && getComputedStyle(img).visibility !== 'hidden';
        const aboveFold = visible && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
        return {
          visible,
          src: img.getAttribute('src') ?? '',
          loading: img.getAttribute('loading') ?? 'eager',
          aboveFold,
          area: visible ? Math.round(Math.min(box.width, innerWidth) * Math.min(box.height, innerHeight)) : 0,
          naturalWidth: img.naturalWidth,
          neededWidth: Math.round(box.width * dpr),
          currentSrc: img.currentSrc,
        };
      })
      .filter((i) => i.visible)
      .map(({ visible: _visible, ...rest }) => rest);
  }, PHONE.deviceScaleFactor ?? 1);
  await context.close();
  return result;
}

export interface IslandScripts {
  /** How many islands the page has. */
  islands: number;
  /** Script files run once every island is hydrated, less the page's own plain scripts: React's runtime and the islands. */
  js: ByteCount;
  jsFiles: string[];
}

/**
 * Loads a URL on the phone, brings every island to life as a visitor would (pointed at, scrolled
 * to) and counts the script files that took: every file fetched from the first interaction on, and
 * before it only the islands' own files (each island's component and renderer, for one hydrated on
 * load or idle); the chrome's plain scripts and what they import are the first view's, not React's.
 */
export async function measureIslandScripts(browser: Browser, url: string, storage?: Record<string, string>): Promise<IslandScripts> {
  const context = await browser.newContext(PHONE);
  await seedStorage(context, storage);
  const page = await context.newPage();
  const scripts: { path: string; response: Response; beforeInteraction: boolean }[] = [];
  let interacting = false;
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push({ path: new URL(r.url()).pathname, response: r, beforeInteraction: !interacting });
  });
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const islandFiles = new Set(
    await page
      .locator('astro-island')
      .evaluateAll((els) => els.flatMap((el) => ['component-url', 'renderer-url'].map((name) => new URL(el.getAttribute(name) ?? '', location.href).pathname))),
  );
  const result: IslandScripts = { islands: await page.locator('astro-island').count(), js: zero(), jsFiles: [] };
  interacting = true;
  await hydrateEveryIsland(page);
  await page.waitForLoadState('networkidle');
  for (const { path, response, beforeInteraction } of scripts) {
    if (beforeInteraction && !islandFiles.has(path)) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    result.js = add(result.js, countBytes(body));
    result.jsFiles.push(path);
  }
  await context.close();
  return result;
}
