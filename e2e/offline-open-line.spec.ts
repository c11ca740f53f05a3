/**
 * A kept offline copy of a place never shows "Open now · closes at …" from the time it was saved: the
 * worker hides the line and the page draws it again at the device's clock (here a fake one, days away
 * from the server's), in the page's language.
 */
import type { Page } from '@playwright/test';
import { describeOpenLine, openLineStringKeys, type OpenLineStrings } from '~/features/restaurants/hours-view';
import restaurantStrings from '~/features/restaurants/strings';
import { expect, test } from './fixtures';
import { listCaches, openAppContext, waitForServiceWorker, type AppContext } from './helpers/offline';
import type { Restaurant } from './helpers/public-api';

let app: AppContext;

test.beforeEach(async ({ baseURL }) => {
  app = await openAppContext(baseURL!);
  await app.page.goto('/');
  await waitForServiceWorker(app.page);
});

test.afterEach(async () => {
  await app.close();
});

const stringsIn = (lang: 'en' | 'nl'): OpenLineStrings =>
  Object.fromEntries(openLineStringKeys.map((key) => [key, restaurantStrings[lang][key]])) as OpenLineStrings;

/** A moment in the coming week at which the line reads otherwise than `shown`, with what it reads then. */
function momentReadingOtherwise(hours: Record<string, string>, lang: 'en' | 'nl', shown: string): { at: Date; text: string } {
  for (let h = 3; h < 7 * 24; h += 3) {
    const at = new Date(Date.now() + h * 3_600_000);
    const line = describeOpenLine(hours, at, lang, stringsIn(lang));
    if (line && line.text !== shown) return { at, text: line.text };
  }
  throw new Error('these hours read the same all week');
}

async function keepThenGoOffline(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect.poll(async () => Object.values(await listCaches(page)).flat()).toContain(path);
  const shown = (await page.locator('[data-open-line]').first().textContent())!.trim();
  await app.context.setOffline(true);
  return shown;
}

for (const [lang, prefix] of [
  ['en', ''],
  ['nl', '/nl'],
] as const) {
  test(`a kept restaurant page works out "open now" again at the device's time (${lang})`, async () => {
    const { page } = app;
    const restaurants = await (await page.request.get(`/api/restaurants?lang=${lang}&limit=100`)).json();
    const place = (restaurants as Restaurant[]).find((r) => describeOpenLine(r.openingHours, new Date(), lang, stringsIn(lang)))!;
    const shown = await keepThenGoOffline(page, `${prefix}/restaurant/${place.id}`);
    const later = momentReadingOtherwise(place.openingHours, lang, shown);
    await page.clock.setFixedTime(later.at);
    await page.goto(`${prefix}/restaurant/${place.id}`);
    await expect(page.locator('[data-offline-note]')).toBeVisible();
    const line = page.locator('[data-open-line]');
    await expect(line).toBeVisible();
    await expect(line).toHaveText(later.text);
    await expect(line).toHaveAttribute('data-time-bound', 'device');
  });
}

test("a kept list page redraws every card's line at the device's time", async () => {
  const { page } = app;
  const restaurants = (await (await page.request.get('/api/restaurants?lang=en&limit=100')).json()) as Restaurant[];
  await keepThenGoOffline(page, '/restaurants');
  // Monday 03:00 in Paramaribo (06:00 UTC), a week ahead: most places are closed then, unlike in the test's daytime.
  const at = new Date(Date.UTC(2030, 0, 7, 6, 0));
  await page.clock.setFixedTime(at);
  await page.goto('/restaurants');
  await expect(page.locator('[data-offline-note]')).toBeVisible();
  const cards = page.locator('[data-restaurant-card]');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const id = await card.getAttribute('data-restaurant-card');
    const place = restaurants.find((r) => String(r.id) === id)!;
    const expected = describeOpenLine(place.openingHours, at, 'en', stringsIn('en'));
    if (expected) {
      await expect(card.locator('[data-open-line]')).toHaveText(expected.text);
      await expect(card.locator('[data-open-line]')).toHaveAttribute('data-time-bound', 'device');
    } else await expect(card.locator('[data-open-line]')).toHaveCount(0);
  }
});
