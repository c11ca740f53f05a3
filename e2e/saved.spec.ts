/**
 * Issue 19 part 2: saving places for offline use, in real Chromium with the service worker. A place
 * saved from its card is still listed after a browser restart, and with no network its detail page
 * and image open from the saved cache; removing it drops them. Without JavaScript there is no heart.
 */
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';
import { listCaches, openAppContext, waitForServiceWorker, type AppContext } from './helpers/offline';

const SAVED_CACHE = 'guide-saved-v1';

async function goOffline(app: AppContext): Promise<void> {
  const cdp = await app.context.newCDPSession(app.page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await app.context.setOffline(true);
}

for (const lang of ['en', 'nl'] as const) {
  const prefix = lang === 'nl' ? '/nl' : '';
  test(`${lang}: a restaurant saved from its card opens offline after a restart, and removing it drops it`, async ({ baseURL }) => {
    let app = await openAppContext(baseURL!);
    try {
      await app.page.goto(`${prefix}/`);
      await waitForServiceWorker(app.page);
      await app.page.goto(`${prefix}/restaurants`);
      const card = app.page
        .locator('article')
        .filter({ has: app.page.locator('[data-save-slot]') })
        .first();
      const name = (await card.locator('h2').textContent())!.trim();
      const href = (await card.locator('h2 a').getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${prefix}/restaurant/\\d+$`));
      const heart = card.getByRole('button', { name: lang === 'nl' ? `${name} bewaren` : `Save ${name}` });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      const id = href.split('/').pop();
      await expect
        .poll(async () => (await listCaches(app.page))[SAVED_CACHE] ?? [])
        .toEqual(expect.arrayContaining([`/restaurant/${id}`, `/nl/restaurant/${id}`, expect.stringMatching(/^\/objects\/uploads\/.+\?w=400&format=webp$/)]));

      // Reopened, the worker wakes on the first page (the Saved page, from the precache); then the network goes.
      app = await app.restart();
      const { page } = app;
      await page.goto(`${prefix}/saved`);
      await waitForServiceWorker(page);
      await goOffline(app);
      await page.goto(`${prefix}/saved`);
      await expect(page.locator('h1')).toHaveText(lang === 'nl' ? 'Bewaarde plekken' : 'Saved places');
      const saved = page.locator(`[data-saved-place="restaurant:${id}"]`);
      await expect(saved.locator('h2')).toHaveText(name);
      await expect.poll(() => saved.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

      // The detail page and its main image, from the saved cache with the offline note.
      await saved.locator('h2 a').click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('h1')).toHaveText(name);
      await expect(page.locator('[data-offline-note]')).toBeVisible();
      await expect(page.locator('[data-offline-page]')).toHaveCount(0);
      await expect
        .poll(() =>
          page
            .locator('main img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);

      // Unsave on the Saved page: the card goes, the empty state shows, the copies are dropped.
      await page.goto(`${prefix}/saved`);
      const remove = page.getByRole('button', { name: lang === 'nl' ? `${name} verwijderen` : `Remove ${name}` });
      await expect(remove).toHaveText(lang === 'nl' ? 'Verwijderen' : 'Remove');
      await remove.click();
      await expect(page.locator('[data-saved-place]')).toHaveCount(0);
      await expect(page.locator('[data-saved-empty]')).toHaveText(
        lang === 'nl'
          ? 'Nog niets bewaard — tik op het hartje bij een restaurant, tour of evenement om het offline te bewaren.'
          : 'Nothing saved yet — tap the heart on a restaurant, tour or event to keep it for offline use.',
      );
      await expect.poll(async () => (await listCaches(page))[SAVED_CACHE] ?? []).toEqual([]);
      await page.goto(href);
      await expect(page.locator('[data-offline-page]')).toBeVisible();
    } finally {
      await app.close();
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('no heart is shown on cards or detail pages, and the Saved page says it needs JavaScript', async ({ page }) => {
    for (const path of ['/restaurants', '/nl/tours', '/events', '/restaurant/1', '/nl/tour/1']) {
      await page.goto(path);
      expect(await page.locator('[data-save-slot]').count(), path).toBeGreaterThan(0);
      // The island's server HTML holds the button, hidden where scripting is off: nothing to see, reach or tap.
      await expect(page.getByRole('button', { name: /^Save | bewaren$/ }), path).toHaveCount(0);
      for (const button of await page.locator('[data-save-button]').all()) await expect(button, path).toBeHidden();
    }
    await page.goto('/saved');
    await expect(page.locator('[data-saved-noscript]')).toHaveText('This page needs JavaScript to read the places saved on this device.');
    await expect(page.locator('[data-saved-noscript]')).toBeVisible();
    await expect(page.locator('[data-saved-empty]')).toBeHidden();
  });
});

test('the Saved page has no serious accessibility violations, empty and with a place', async ({ page }) => {
  await page.goto('/nl/saved');
  await expect(page.locator('[data-saved-empty]')).toBeVisible();
  await expect(page.locator('[data-saved-noscript]')).toBeHidden();
  await expectAxeClean(page);
  await page.goto('/restaurants');
  const heart = page.locator('[data-save-button]').first();
  await heart.click();
  // The tap that hydrates the heart's island is replayed once React runs: wait for it before leaving.
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved');
  await expect(page.locator('[data-saved-place]')).toHaveCount(1);
  await expectAxeClean(page);
});

test('the home page and search results offer the heart too; a saved event leads to its card; the header opens the Saved page', async ({ page }) => {
  await page.goto('/nl/');
  await expect(page.locator('[data-pick] [data-save-button]').first()).toBeVisible();
  // The featured event's heart; on the events page the same event's card carries the anchor.
  const eventCard = page.locator('[data-featured-event]');
  const eventId = await eventCard.getAttribute('data-featured-event');
  await eventCard.locator('[data-save-button]').click();
  await expect(eventCard.locator('[data-save-button]')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/search?q=paramaribo&kind=restaurant');
  await expect(page.getByRole('main').locator('[data-save-button]').first()).toBeVisible();
  const headerLink = page.getByRole('banner').getByRole('link', { name: 'Saved places' });
  await headerLink.click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(headerLink).toHaveAttribute('aria-current', 'page');
  await page.locator(`[data-saved-place="event:${eventId}"] h2 a`).click();
  await expect(page).toHaveURL(new RegExp(`/events\\?when=all#event-${eventId}$`));
  await expect(page.locator(`#event-${eventId}`)).toBeInViewport();
});

test('the Saved page draws its cards with a plain script (no React), in Dutch, and links only to pages of this site', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const place = (id: number, name: string, en: string) => ({
    id,
    kind: 'tour',
    name,
    paths: { en, nl: en === '/tour/1' ? '/nl/tour/1' : en },
    image: null,
    facts: ['3 uur', 'Paramaribo'],
    savedAt: '2026-11-26T10:00:00.000Z',
  });
  await page.addInitScript(
    (list) => localStorage.setItem('guide-saved-places-v1', JSON.stringify(list)),
    [place(1, 'Rivier <b>tocht</b>', '/tour/1'), place(2, 'Tampered', 'javascript:alert(1)')],
  );
  await page.goto('/nl/saved');
  const first = page.locator('[data-saved-place="tour:1"]');
  await expect(first.locator('h2')).toHaveText('Rivier <b>tocht</b>');
  await expect(first.locator('h2 a')).toHaveAttribute('href', '/nl/tour/1');
  await expect(first).toContainText('Tour');
  await expect(first).toContainText('3 uur · Paramaribo');
  await expect(first.locator('img')).toHaveCount(0);
  await expect(page.locator('[data-saved-place="tour:2"] h2 a')).toHaveAttribute('href', '#');
  await expect(page.locator('[data-saved-noscript]')).toBeHidden();
  await expect(page.locator('main astro-island')).toHaveCount(0);
  expect(scripts.filter((s) => /react|client\./i.test(s))).toEqual([]);
  await page.getByRole('button', { name: 'Tampered verwijderen' }).click();
  await expect(page.locator('[data-saved-place]')).toHaveCount(1);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('guide-saved-places-v1') ?? '[]').length)).toBe(1);
});
