/**
 * `npm run screenshots [-- <label>]`: full-page PNGs of every public page (the routes in src/pages,
 * as tests/helpers/page-routes.ts lists them) in English and Dutch at 412 and 1280 px, and of every
 * admin tab, into `screenshots/<label>/` (default label 'current'; the folder is git-ignored), to
 * compare a design change before and after. Uses the built site (`npm run build` first; it builds
 * when dist/ is missing) on a free port with a copy of the seeded test fixture, signs in as the
 * fixture's admin, and keeps shots stable: the server's and the browser's clocks stand still at the
 * fixture's seed moment, animations and transitions are off, lazy images are loaded first.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { localize, PUBLIC_PAGES, seedStorage } from '../e2e/budget/pages';
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture, FIXTURE_ADMIN } from '../tests/helpers/fixture-cache';
import { listPageRoutes } from '../tests/helpers/page-routes';
import { startServer } from '../tests/helpers/server';

const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const WIDTHS = [412, 1280] as const;
const LANGS = ['en', 'nl'] as const;
/** Private pages (emailed links, per-visitor forms) and the admin (shot tab by tab below) are left out, as in tests/perf. */
const NOT_PUBLIC = /^(admin|api|objects|listing|newsletter|review)(\/|$)|^newsletter\.astro$|admin-login/;
const STILL = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }`;

interface Shot {
  name: string;
  path: string;
  storage?: Record<string, string>;
}

const label = process.argv[2] ?? 'current';
if (!/^[\w.-]+$/.test(label)) throw new Error(`The label must be letters, digits, '.', '_' or '-': ${label}`);
const outDir = path.resolve('screenshots', label);

/** The public pages to shoot: each route once, with the measured pages' queries and storage where the budgets list them. */
function publicShots(): Shot[] {
  return listPageRoutes(NOT_PUBLIC).flatMap((route) => {
    const pattern = new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`);
    const listed = PUBLIC_PAGES.filter((p) => pattern.test(p.path.split('?')[0]!));
    const pages = listed.length > 0 ? listed.map((p) => ({ path: p.path, storage: p.storage })) : [{ path: route.replace(/\[[^\]]+\]/g, '1') }];
    return pages.map((p) => ({ ...p, name: slug(p.path) }));
  });
}

const slug = (p: string) =>
  p
    .replace(/^\//, '')
    .replace(/[^\w]+/g, '-')
    .replace(/-$/, '') || 'home';

/** Scrolls through the page so lazy images load, then waits for them and for the fonts. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 150));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => new Promise((r) => ((img.onload = r), (img.onerror = r), setTimeout(r, 15_000)))),
    );
    await document.fonts.ready;
  });
}

async function shoot(page: Page, file: string, attempt = 1): Promise<void> {
  try {
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.addStyleTag({ content: STILL });
    await settle(page);
    await page.screenshot({ path: path.join(outDir, file), fullPage: true, animations: 'disabled', caret: 'hide' });
    console.log(`  ${file}`);
  } catch (error) {
    // A page that moves on by itself (a redirect after load) is shot where it lands.
    if (attempt >= 3) throw error;
    await page.waitForLoadState('load');
    await shoot(page, file, attempt + 1);
  }
}

async function newContext(browser: Browser, baseURL: string, width: number, clock: Date, storage?: Record<string, string>): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 800 ? 900 : 800 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
  await context.clock.setFixedTime(clock);
  await seedStorage(context, storage);
  return context;
}

/** Signs in on the login screen as the fixture's admin and waits for the dashboard. */
async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByLabel('Username').fill(FIXTURE_ADMIN.username);
  await page.getByLabel('Password').fill(FIXTURE_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/?$/);
}

/** Every tab of the dashboard, in each language, clicked in turn (by script, so a tab folded into a phone menu counts too). */
async function shootAdmin(page: Page, width: number): Promise<void> {
  for (const lang of LANGS) {
    await page.goto(localize('/admin', lang));
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    // The sign-in toast ('Login successful') is not part of any tab: wait until it has gone.
    await page
      .locator('li[data-variant]')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    const tabs = page.getByRole('tab');
    const found = await tabs
      .first()
      .waitFor({ state: 'attached', timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    // A dashboard without tabs (folded away on a phone) is shot as one page.
    if (!found) await shoot(page, `admin-01-dashboard--${lang}-${width}.png`);
    const count = found ? await tabs.count() : 0;
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      const name = ((await tab.textContent()) ?? `tab-${i}`).trim();
      await tab.evaluate((el: HTMLElement) => el.click());
      await page.waitForTimeout(400);
      await shoot(page, `admin-${String(i + 1).padStart(2, '0')}-${slug(name.replace(/\d+$/, '')).toLowerCase()}--${lang}-${width}.png`);
    }
  }
}

async function main(): Promise<void> {
  const entry = path.resolve(process.env.ASTRO_OUT_DIR || 'dist', 'server/entry.mjs');
  if (!fs.existsSync(entry)) execSync('npm run build', { stdio: 'inherit' });
  const fixture = await ensureFixture();
  // The moment the fixture was seeded: its events and "open now" read the same on every run.
  const clock = new Date(fs.readFileSync(path.join(fixture, '.complete'), 'utf8').trim());
  const server = await startServer(copyFixture(fixture), {}, { clockStart: clock });
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'] });
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  console.log(`Screenshots into ${path.relative(process.cwd(), outDir)}/ (clock ${clock.toISOString()})`);
  try {
    for (const width of WIDTHS) {
      for (const shot of publicShots()) {
        const context = await newContext(browser, server.baseUrl, width, clock, shot.storage);
        const page = await context.newPage();
        for (const lang of LANGS) {
          await page.goto(localize(shot.path, lang), { waitUntil: 'load' });
          await shoot(page, `${shot.name}--${lang}-${width}.png`);
        }
        await context.close();
      }
      const context = await newContext(browser, server.baseUrl, width, clock);
      const page = await context.newPage();
      await page.goto('/admin/login');
      await shoot(page, `admin-00-login--en-${width}.png`);
      await signIn(page);
      await shootAdmin(page, width);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`${fs.readdirSync(outDir).length} screenshots in ${path.relative(process.cwd(), outDir)}/`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
