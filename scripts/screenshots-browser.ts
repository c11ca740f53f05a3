/** The browser side of `npm run screenshots`: still, settled full-page shots of the public pages and of every admin tab. */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { localize, seedStorage } from '../e2e/budget/pages';
import { slug, type Shot } from './screenshots-shots';

export const WIDTHS = [412, 1280] as const;
export const LANGS = ['en', 'nl'] as const;
const STILL = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }`;

export interface Site {
  baseUrl: string;
  clock: Date;
  admin: { username: string; password: string };
}

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

async function shoot(page: Page, outDir: string, file: string, attempt = 1): Promise<void> {
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
    await shoot(page, outDir, file, attempt + 1);
  }
}

async function newContext(browser: Browser, site: Site, width: number, storage?: Record<string, string>): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: site.baseUrl,
    viewport: { width, height: width < 800 ? 900 : 800 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  await context.clock.setFixedTime(site.clock);
  await seedStorage(context, storage);
  return context;
}

/** Signs in on the login screen as the fixture's admin and waits for the dashboard. */
async function signIn(page: Page, admin: Site['admin']): Promise<void> {
  await page.goto('/admin/login');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/?$/);
}

/** Every tab of the dashboard, in each language, clicked in turn (by script, so a tab folded into a phone menu counts too). */
async function shootAdmin(page: Page, outDir: string, width: number): Promise<void> {
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
    if (!found) await shoot(page, outDir, `admin-01-dashboard--${lang}-${width}.png`);
    const count = found ? await tabs.count() : 0;
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      const name = ((await tab.textContent()) ?? `tab-${i}`).trim();
      // Radix tabs switch on the mouse going down, not on a click: press as a pointer would, then check it took.
      await tab.evaluate((el: HTMLElement) => {
        for (const type of ['mousedown', 'mouseup', 'click']) el.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
      });
      await tab
        .and(page.locator('[aria-selected="true"]'))
        .waitFor({ state: 'attached', timeout: 10_000 })
        .catch(() => Promise.reject(new Error(`The admin tab '${name}' (${lang}, ${width} px) did not open`)));
      // No focus ring left on the tab by the script's press (a visitor's click would not show one).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.waitForTimeout(400);
      await shoot(page, outDir, `admin-${String(i + 1).padStart(2, '0')}-${slug(name.replace(/\d+$/, '')).toLowerCase()}--${lang}-${width}.png`);
    }
  }
}

/** Every public shot in both languages and the admin (login, then each tab) at each width, into `outDir`. */
export async function shootSite(browser: Browser, site: Site, shots: readonly Shot[], outDir: string): Promise<void> {
  for (const width of WIDTHS) {
    for (const shot of shots) {
      const context = await newContext(browser, site, width, shot.storage);
      const page = await context.newPage();
      for (const lang of LANGS) {
        await page.goto(localize(shot.path, lang), { waitUntil: 'load' });
        await shoot(page, outDir, `${shot.name}--${lang}-${width}.png`);
      }
      await context.close();
    }
    const context = await newContext(browser, site, width);
    const page = await context.newPage();
    await page.goto('/admin/login');
    await shoot(page, outDir, `admin-00-login--en-${width}.png`);
    await signIn(page, site.admin);
    await shootAdmin(page, outDir, width);
    await context.close();
  }
}
