/**
 * A kept offline copy of a place never shows "Open now · closes at …" from the time it was saved: the
 * worker hides the line; the restaurant list draws it again at the device's clock (here a fake one, years
 * away from the server's), and a restaurant's own page leaves it hidden beside the week's hours.
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
  test(`a kept restaurant page does not show the open/closed line of the time it was saved (${lang})`, async () => {
    const { page } = app;
    const restaurants = (await (await page.request.get(`/api/restaurants?lang=${lang}&limit=100`)).json()) as Restaurant[];
    const place = restaurants.find((r) => describeOpenLine(r.openingHours, new Date(), lang, stringsIn(lang)))!;
    const shown = await keepThenGoOffline(page, `${prefix}/restaurant/${place.id}`);
    expect(shown).not.toBe('');
    await page.goto(`${prefix}/restaurant/${place.id}`);
    await expect(page.locator('[data-offline-note]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.name);
    // The page keeps no script to redraw it (its first view stays within the JavaScript budget): the line is hidden.
    await expect(page.locator('[data-open-line]')).toBeHidden();
    await expect(page.locator('[data-open-line]')).toHaveAttribute('data-time-bound', 'stale');
    // The week's hours stay: the visitor can still read them.
    await expect(page.locator('[data-week-hours]')).toBeVisible();
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
  await expect(page.locator('[data-time-bound="device"]').first()).toBeVisible();
  // Every card at once: its id, and its line as drawn on the device (null: no line).
  const drawn = await page.locator('[data-restaurant-card]').evaluateAll((cards) =>
    cards.map((card) => {
      const line = card.querySelector<HTMLElement>('[data-open-line]');
      return {
        id: card.getAttribute('data-restaurant-card'),
        text: line && !line.hidden ? line.textContent!.replace(/\s+/g, ' ').trim() : null,
        by: line?.dataset.timeBound ?? null,
      };
    }),
  );
  expect(drawn.length).toBeGreaterThan(1);
  const expected = drawn.map(({ id }) => {
    const place = restaurants.find((r) => String(r.id) === id)!;
    const line = describeOpenLine(place.openingHours, at, 'en', stringsIn('en'));
    return { id, text: line ? line.text.replace(/\s+/g, ' ') : null, by: line ? 'device' : null };
  });
  expect(drawn).toEqual(expected);
});
