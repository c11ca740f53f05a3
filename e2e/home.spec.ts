import { expect, test } from './fixtures';
import { testAxeCleanInBothLanguages } from './helpers/axe';
import { startOwnServer } from './helpers/own-server';
import { fetchJson, fetchRestaurants, fetchTours, type GuideEvent, type NewsArticle, type Restaurant } from './helpers/public-api';
import { formatFriendlyCount } from '~/platform/text/friendly-count';

test.describe('home page', () => {
  test('opens in English with the chrome and demo content', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await expect(nav.getByRole('link', { name: 'Nightlife' })).toHaveAttribute('href', '/events');
    await expect(page.getByRole('contentinfo')).toContainText('Paramaribo, Suriname');
  });

  test('opens in Dutch and the toggle moves between the two versions', async ({ page }) => {
    await page.goto('/nl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).first().getByRole('link', { name: 'Uitgaan' })).toHaveAttribute('href', '/nl/events');
    await page.getByRole('link', { name: 'View this page in English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en');
  });
});

test.describe('home page sections', () => {
  test('stacks the sections in the spec order with their section ids', async ({ page }) => {
    await page.goto('/');
    const order = await page.locator('main > section, main > [data-home-section]').evaluateAll((els) => els.map((el) => el.id));
    expect(order).toEqual(['search', 'restaurants', 'tours', 'nightlife', 'news', 'testimonials']);
    // The newsletter box sits in the news section.
    await expect(page.locator('#news').getByRole('region', { name: 'Stay Updated' })).toBeVisible();
  });

  test('hero: quick tiles, chips, scroll cue and stats', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    expect(await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(['/restaurants', '/tours', '/events', '/news']);
    const chips = page.locator('[data-chip]');
    expect(await chips.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(['#restaurants', '#tours', '#nightlife', '#news']);
    await chips.filter({ hasText: 'Kaseko nights' }).click();
    await expect(page).toHaveURL(/#nightlife$/);
    await expect(page.locator('#nightlife')).toBeInViewport();
    await page.getByRole('link', { name: 'Scroll to the restaurants' }).click();
    await expect(page).toHaveURL(/#restaurants$/);
    await expect(page.locator('#restaurants h2')).toBeInViewport();
  });

  for (const lang of ['en', 'nl'] as const) {
    test(`hero stats are the guide's real counts rounded down (${lang})`, async ({ page }) => {
      const restaurants = (await fetchRestaurants(page, lang)).length;
      const tours = (await fetchTours(page, lang)).length;
      const events = (await fetchJson<unknown[]>(page, `/api/events/upcoming?lang=${lang}&limit=100`)).length;
      // The demo content lists 13 restaurants and 11 tours: '10+' each, never the spec's '50+' and '25+'.
      expect([restaurants, tours]).toEqual([13, 11]);
      await page.goto(lang === 'en' ? '/' : '/nl');
      const stats = page.locator('[data-stats]');
      const tag = lang === 'en' ? 'en-US' : 'nl-SR';
      await expect(stats.locator('dd')).toHaveText([restaurants, tours, events].map((n) => formatFriendlyCount(n, tag)).filter((v) => v !== null));
      await expect(stats.locator('dd').nth(0)).toHaveText('10+');
      await expect(stats.locator('dd').nth(1)).toHaveText('10+');
      const labels = lang === 'en' ? ['Restaurants', 'Adventures', 'Events'] : ['Restaurants', 'Avonturen', 'Evenementen'];
      await expect(stats.locator('dt')).toHaveText(labels.slice(0, await stats.locator('dt').count()));
      await expect(stats).not.toContainText(lang === 'en' ? 'Visitors' : 'Bezoekers');
    });
  }

  test('the hero image is the large image at the top: eager, high priority, with a srcset; the rest is lazy', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('[data-hero-image] img');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('[data-hero-image] source[type="image/avif"]')).toHaveAttribute('srcset', /\s1600w/);
    const others = await page.locator('main img').evaluateAll((els) => els.slice(1).map((el) => el.getAttribute('loading')));
    expect(others.length).toBeGreaterThan(5);
    expect(new Set(others)).toEqual(new Set(['lazy']));
  });

  test("shows 2 editor's picks cut to 50 characters and 3 tours", async ({ page }) => {
    const picks = await fetchJson<Restaurant[]>(page, '/api/restaurants/editors-picks?lang=en');
    await page.goto('/');
    const cards = page.locator('#restaurants [data-pick]');
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(picks.slice(0, 2).map((r) => r.name));
    for (const [i, text] of (await cards.getByTestId('pick-description').allTextContents()).entries()) {
      const full = picks[i]!.description;
      if (full.length > 50) {
        expect(text.endsWith('...')).toBe(true);
        expect(text.length).toBeLessThanOrEqual(53);
        expect(full.startsWith(text.slice(0, -3))).toBe(true);
      } else expect(text).toBe(full);
    }
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/restaurant/${picks[0]!.id}`);
    await expect(page.locator('#tours [data-tour-card]')).toHaveCount(3);
    await expect(page.locator('#tours').getByRole('link', { name: 'View all tours' })).toHaveAttribute('href', '/tours');
  });

  test('nightlife shows the featured event and the next 3 upcoming events', async ({ page }) => {
    const featured = await fetchJson<GuideEvent>(page, '/api/events/featured?lang=en');
    const upcoming = await fetchJson<GuideEvent[]>(page, '/api/events/upcoming?lang=en&limit=10');
    await page.goto('/');
    const section = page.locator('#nightlife');
    await expect(section.locator('[data-featured-event]').getByRole('heading', { level: 3 })).toHaveText(featured.name);
    const rows = section.locator('[data-upcoming-list] [data-event-id]');
    await expect(rows).toHaveCount(3);
    const expected = upcoming.filter((e) => e.id !== featured.id).slice(0, 3);
    await expect(rows.getByRole('heading', { level: 4 })).toHaveText(expected.map((e) => e.name));
  });

  test('news shows the first featured article and up to 3 non-featured side articles', async ({ page }) => {
    const [main] = await fetchJson<NewsArticle[]>(page, '/api/news/featured?lang=en');
    const all = await fetchJson<NewsArticle[]>(page, '/api/news?lang=en&limit=100');
    await page.goto('/');
    const section = page.locator('#news');
    await expect(section.locator('[data-featured-news]').getByRole('heading', { level: 3 })).toHaveText(main!.title);
    const side = section.locator('[data-side-articles] article');
    const expected = all.filter((a) => !a.isFeatured).slice(0, 3);
    await expect(side).toHaveCount(expected.length);
    expect(expected.length).toBeLessThanOrEqual(3);
    await expect(side.getByRole('heading', { level: 4 })).toHaveText(expected.map((a) => a.title));
  });

  test('the newsletter box promises only what the sign-up does (no made-up reader count) and Subscribe signs up, landing on the check-your-inbox page', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('region', { name: 'Stay Updated' });
    await expect(box).toContainText('We add your address only once you have confirmed it.');
    await expect(box).not.toContainText(/\d,\d{3}\+/);
    await expect(box.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await box.getByLabel('Email address').fill('home-visitor@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\?sent=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    await expect(page.locator('body')).not.toContainText('home-visitor@example.com');
  });

  test('testimonials show star ratings', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('#testimonials [data-testimonial]');
    expect(await items.count()).toBeGreaterThan(0);
    for (const item of await items.all()) await expect(item.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
  });

  test('is in Dutch under /nl with Dutch sections and links', async ({ page }) => {
    await page.goto('/nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ontdek het hart van Suriname');
    const tiles = page.getByRole('navigation', { name: 'Snelle links' }).getByRole('link');
    expect(await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(['/nl/restaurants', '/nl/tours', '/nl/events', '/nl/news']);
    await expect(page.locator('#restaurants h2')).toHaveText('Tips van de redactie');
    await expect(page.locator('#restaurants [data-pick]')).toHaveCount(2);
    await expect(page.locator('#nightlife [data-upcoming-list] [data-event-id]')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Blijf op de hoogte' })).toContainText('We voegen je adres pas toe als je het hebt bevestigd.');
    await expect(page.locator('#testimonials h2')).toHaveText('Wat reizigers zeggen');
  });

  testAxeCleanInBothLanguages('/');
});

test.describe('home page without a hero setting', () => {
  test('uses the bundled default hero picture', async ({ browser }) => {
    const server = await startOwnServer((db) => {
      db.prepare("DELETE FROM site_settings WHERE key = 'hero_image_url'").run();
    });
    try {
      const page = await browser.newPage({ baseURL: server.baseUrl });
      await page.goto('/');
      const hero = page.locator('[data-hero-image] img');
      await expect(hero).toHaveAttribute('src', '/images/hero-default.jpg');
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(page.locator('[data-hero-image] source[type="image/avif"]')).toHaveAttribute('srcset', /hero-default-1600\.avif 1600w/);
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.close();
    } finally {
      await server.stop();
    }
  });
});
