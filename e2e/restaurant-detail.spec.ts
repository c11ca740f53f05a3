/** Restaurant detail: facts, maps and call links, the reviews section (real reviews: e2e/reviews.spec.ts), 'Restaurant not found' with 404, axe. */
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';
import { fetchRestaurants } from './helpers/public-api';

test.describe('restaurant detail', () => {
  test('shows the restaurant with its facts, maps links, call link and its reviews section', async ({ page }) => {
    const list = await fetchRestaurants(page);
    const r = list.find((x) => x.isEditorsPick && x.phone)!;
    const response = await page.goto(`/restaurant/${r.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.name);
    await expect(page).toHaveTitle(new RegExp(r.name));
    const main = page.getByRole('main');
    await expect(main.getByText("Editor's Pick")).toBeVisible();
    await expect(main.getByRole('img', { name: /^Rated \d\.\d out of 5 from \d+ reviews?$/ }).first()).toBeVisible();
    await expect(main.getByText(r.description.trim())).toBeVisible();
    // The week, Monday first, in the page's clock, today's row marked for the eye and for screen readers.
    const week = main.getByRole('table', { name: 'Opening hours' });
    await expect(week.getByRole('rowheader').first()).toHaveText('Monday');
    await expect(week.getByRole('row')).not.toHaveCount(0);
    await expect(week.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(week.locator('tr[aria-current="date"]')).toContainText('Today');
    await expect(week).toContainText(/\d{1,2}:\d{2} (AM|PM) – \d{1,2}:\d{2} (AM|PM)|Closed/);
    await expect(main.getByRole('link', { name: 'Call Restaurant' })).toHaveAttribute('href', `tel:${r.phone!.replace(/[^\d+]/g, '')}`);

    // The seeded locations name their town ('Waterkant, Paramaribo'): only the country is added.
    expect(r.location).toContain(', ');
    const address = `${r.location}, Suriname`;
    const maps = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
    for (const name of [/^View on Maps/, /^Open in Google Maps/]) {
      const link = main.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', maps);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const location = main.getByRole('region', { name: 'Location' });
    await expect(location.getByRole('paragraph')).toHaveText(address);

    // Approved reviews only (issue 20), never the old fixed samples; the invitation to write one either way.
    const reviews = main.getByRole('region', { name: 'Customer Reviews' });
    await expect(reviews.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', `/restaurant/${r.id}/write-review`);
    await expect(reviews).not.toContainText('Maya R.');
    await expect(reviews.getByRole('listitem')).toHaveCount(await reviews.locator('[data-review]').count());
    expect(await reviews.locator('[data-review]').count()).toBeLessThanOrEqual(3);
    await expect(page.getByRole('link', { name: /Back to Restaurants/ })).toHaveAttribute('href', '/restaurants');
  });

  test('names each place of the address once in the Location panel, in both languages', async ({ page }) => {
    const list = await fetchRestaurants(page);
    for (const r of list) {
      for (const path of [`/restaurant/${r.id}`, `/nl/restaurant/${r.id}`]) {
        const html = await (await page.request.get(path)).text();
        const address = /<h2 id="location-heading"[^>]*>[^<]*<\/h2>\s*<p[^>]*>([^<]+)<\/p>/.exec(html)?.[1];
        expect(address, path).toBeTruthy();
        const parts = address!.split(', ').map((p) => p.toLowerCase());
        expect(new Set(parts).size, `${path}: ${address}`).toBe(parts.length);
        expect(address, path).toMatch(/, Suriname$/);
      }
    }
  });

  test('is in Dutch under /nl, with its reviews section in Dutch', async ({ page }) => {
    await page.goto('/nl/restaurant/1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    const reviews = page.getByRole('region', { name: 'Beoordelingen van gasten' });
    await expect(reviews.getByRole('link', { name: 'Schrijf een beoordeling' })).toHaveAttribute('href', '/nl/restaurant/1/write-review');
    await expect(reviews).not.toContainText('2 weken geleden, Maya');
    await expect(page.getByRole('link', { name: /^Openen in Google Maps/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Terug naar restaurants/ })).toHaveAttribute('href', '/nl/restaurants');
  });

  for (const path of ['/restaurant/999999', '/restaurant/abc', '/restaurant/1.5', '/restaurant/01', '/nl/restaurant/0']) {
    test(`answers ${path} with 'Restaurant not found' and status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const nl = path.startsWith('/nl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl ? 'Restaurant niet gevonden' : 'Restaurant not found');
      await expect(page.getByRole('link', { name: nl ? 'Terug naar restaurants' : 'Back to Restaurants' })).toHaveAttribute(
        'href',
        nl ? '/nl/restaurants' : '/restaurants',
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }

  for (const path of ['/restaurant/1', '/nl/restaurant/1', '/restaurant/999999']) {
    test(`has no serious accessibility violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectAxeClean(page);
    });
  }
});

test.describe('restaurant detail without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its content, the first image and swipeable photos', async ({ page }) => {
    await page.goto('/restaurant/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Photos' });
    const first = carousel.locator('img').first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('loading', 'eager');
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(carousel.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Call Restaurant' })).toBeVisible();
  });
});
