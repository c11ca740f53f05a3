/**
 * Issue 18, "Open now", in a browser on a server clock the test sets (Paramaribo is UTC-3): the filter on /restaurants
 * with JavaScript off (links) and on (a click swaps in the filter page's list), in English and Dutch, the cards' open/closed lines, and the
 * detail page's week with today highlighted. The page cache is off here: the clock jumps, and the cache's own bound is
 * tested over HTTP (tests/lists/open-now.test.ts).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { seedRestaurants } from '~/db/seed/content/restaurants';
import { openStateAt } from '~/platform/dates/opening-hours';
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { startServer, type RunningServer } from '../tests/helpers/server';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'default' });

const at = (local: string) => new Date(`${local}-03:00`);
const MONDAY_MORNING = at('2026-11-23T09:00');
const FRIDAY_NIGHT = at('2026-11-27T23:30');
const openAt = (now: Date, lang: 'en' | 'nl' = 'en') =>
  seedRestaurants
    .filter((r) => openStateAt(r.openingHours, now).kind === 'open')
    .map((r) => r[lang].name)
    .sort();

let server: RunningServer;
let dataDir: string;
test.beforeAll(async () => {
  dataDir = copyFixture(process.env.E2E_FIXTURE_DIR || (await ensureFixture()));
  server = await startServer(dataDir, { PAGE_CACHE: '0' }, { clockStart: MONDAY_MORNING });
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function moveClock(page: Page, when: Date): Promise<void> {
  await server.setClock(when);
  await page.clock.setFixedTime(when);
}

/** The names on the cards that are showing. */
async function shownNames(page: Page): Promise<string[]> {
  const names = await page.locator('article:visible h2').allTextContents();
  return names.map((n) => n.trim()).sort();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Monday morning and Friday night show different open restaurants, in English and Dutch', async ({ page }) => {
    await moveClock(page, MONDAY_MORNING);
    await page.goto(`${server.baseUrl}/restaurants`);
    await page.getByRole('link', { name: 'Open now' }).click();
    await expect(page).toHaveURL(/\/restaurants\?open=now$/);
    expect(await shownNames(page)).toEqual(openAt(MONDAY_MORNING));
    const lines = page.locator('[data-open-line]');
    await expect(lines).toHaveCount(openAt(MONDAY_MORNING).length);
    for (const line of await lines.allTextContents()) expect(line).toMatch(/^Open now · closes at \d{1,2}:\d\d (AM|PM)$/);

    await moveClock(page, FRIDAY_NIGHT);
    await page.goto(`${server.baseUrl}/nl/restaurants?category=local-creole`);
    await page.getByRole('link', { name: 'Nu open' }).click();
    await expect(page).toHaveURL(/\/nl\/restaurants\?category=local-creole&open=now$/);
    const creole = seedRestaurants.filter((r) => /creole|surinamese/i.test(r.en.cuisine)).map((r) => r.nl.name);
    await expect.poll(() => shownNames(page)).toEqual(openAt(FRIDAY_NIGHT, 'nl').filter((n) => creole.includes(n)));
    await page.getByRole('link', { name: 'Alle categorieën' }).click();
    await expect(page).toHaveURL(/\/nl\/restaurants\?open=now$/);
    await expect.poll(() => shownNames(page)).toEqual(openAt(FRIDAY_NIGHT, 'nl'));
    expect(openAt(FRIDAY_NIGHT)).not.toEqual(openAt(MONDAY_MORNING));
    for (const line of await page.locator('[data-open-line]').allTextContents()) expect(line).toMatch(/^Nu open · sluit om \d\d:\d\d$/);
  });
});

test.describe('with JavaScript', () => {
  test("a click on Open now shows the server's open list, its lines drawn at the server clock", async ({ page }) => {
    await moveClock(page, FRIDAY_NIGHT);
    await page.goto(`${server.baseUrl}/restaurants`);
    await expect(page.locator('[data-open-line="closed"]').first()).toBeVisible();
    await page.getByRole('link', { name: 'Open now' }).click();
    await expect(page).toHaveURL(/\/restaurants\?open=now$/);
    await expect(page.getByRole('status')).toHaveText(`${openAt(FRIDAY_NIGHT).length} restaurants`);
    await expect.poll(() => shownNames(page)).toEqual(openAt(FRIDAY_NIGHT));
    await expect(page.locator('article:visible [data-open-line="closed"]')).toHaveCount(0);
    await expect(page.locator('article:visible [data-open-line="open"]').first()).toContainText(/^Open now · closes at /);

    await moveClock(page, MONDAY_MORNING);
    await page.goto(`${server.baseUrl}/nl/restaurants?open=now`);
    expect(await shownNames(page)).toEqual(openAt(MONDAY_MORNING, 'nl'));
    await page.getByRole('link', { name: 'Nu open' }).click();
    await expect(page).toHaveURL(/\/nl\/restaurants$/);
    await expect(page.getByRole('status')).toHaveText(`${seedRestaurants.length} restaurants`);
    await expect(page.locator('article:visible')).toHaveCount(seedRestaurants.length);
  });

  test("the detail page lists the week and highlights today's row", async ({ page }) => {
    await moveClock(page, MONDAY_MORNING);
    await page.goto(`${server.baseUrl}/restaurant/1`);
    const week = page.getByRole('table', { name: 'Opening hours' });
    await expect(week.getByRole('rowheader')).toHaveText(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => new RegExp(`^${d}`)),
    );
    await expect(week.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(week.locator('tr[aria-current="date"] th')).toHaveText(/^Monday\s*Today$/);
    await page.goto(`${server.baseUrl}/nl/restaurant/1`);
    const nl = page.getByRole('table', { name: 'Openingstijden' });
    await expect(nl.locator('tr[aria-current="date"] th')).toHaveText(/^Maandag\s*Vandaag$/);
    await expect(nl.locator('tr[aria-current="date"] td')).toHaveText(/^\d\d:\d\d – \d\d:\d\d|Gesloten/);
  });
});
