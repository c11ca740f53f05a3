/** Search engines and sharing: titles, canonical and hreflang, Open Graph, JSON-LD, sitemap.xml and robots.txt. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);

test.describe('search engines and sharing', () => {
  for (const [path, title] of [
    ['/restaurants', 'Restaurants in Suriname – Where to Eat | Suriname Guide'],
    ['/nl/restaurants', 'Restaurants in Suriname – Waar eet je lekker | Suriname Gids'],
  ] as const) {
    test(`${path} has its title, description, canonical, alternates and sharing image`, async ({ page, baseURL }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/restaurants`);
      await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', `${baseURL}/nl/restaurants`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/restaurants`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\/objects\/uploads\/.+format=fallback/);
      const image = await page.request.get((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
      expect(image.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
    });
  }

  test('a filtered list is its own page for search engines; tracking parameters are not', async ({ page, baseURL }) => {
    await page.goto('/nl/restaurants?category=street-food&utm_source=flyer');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/nl/restaurants?category=street-food`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/restaurants?category=street-food`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/nl/restaurants?category=street-food`);
    await page.goto('/tours?category=nature&utm_medium=social');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/tours?category=nature`);
  });

  test('the restaurants list carries an ItemList of its restaurants', async ({ page, baseURL }) => {
    await page.goto('/restaurants?category=street-food');
    const list = (await jsonLd(page)).find((d) => d['@type'] === 'ItemList')!;
    const cards = await page.getByRole('main').getByRole('article').count();
    expect(list.numberOfItems).toBe(cards);
    const items = list.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(items[0]).toMatchObject({ position: 1, item: { '@type': 'Restaurant', url: expect.stringMatching(new RegExp(`^${baseURL}/restaurant/\\d+$`)) } });
    expect(items[0]!.item.address).toMatchObject({ addressLocality: 'Paramaribo', addressRegion: 'Paramaribo District', addressCountry: 'SR' });
  });

  test('a restaurant page carries its Restaurant with the spec constants', async ({ page, baseURL }) => {
    const r = (await (await page.request.get('/api/restaurants/1?lang=nl')).json()) as {
      name: string;
      priceRange: string;
      rating: number;
      reviewCount: number;
    };
    await page.goto('/nl/restaurant/1');
    const data = (await jsonLd(page)).find((d) => d['@type'] === 'Restaurant')!;
    expect(data).toMatchObject({
      name: r.name,
      url: `${baseURL}/nl/restaurant/1`,
      // schema.org's priceRange is text: the spec's symbol count written as '$'s.
      priceRange: '$'.repeat(r.priceRange.length),
      address: { addressLocality: 'Paramaribo', addressRegion: 'Paramaribo District', addressCountry: 'SR' },
    });
    // A rating only from approved reviews (issue 20), the same as the API's; none claimed where there are none.
    if (r.reviewCount === 0) expect(data).not.toHaveProperty('aggregateRating');
    else expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: r.rating, reviewCount: r.reviewCount, bestRating: 5 });
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/objects\/uploads\//);
  });

  test('sitemap.xml lists every public page and every restaurant and tour in both languages', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    const restaurants = (await (await request.get('/api/restaurants?limit=100')).json()) as { id: number }[];
    const tours = (await (await request.get('/api/tours?limit=100')).json()) as { id: number }[];
    const paths = [
      '/restaurants',
      '/tours',
      '/events',
      '/news',
      '/contact',
      ...restaurants.map((r) => `/restaurant/${r.id}`),
      ...tours.map((t) => `/tour/${t.id}`),
    ];
    expect(locs.has(`${baseURL}/`) && locs.has(`${baseURL}/nl`)).toBe(true);
    for (const p of paths) {
      expect(locs.has(`${baseURL}${p}`), p).toBe(true);
      expect(locs.has(`${baseURL}/nl${p}`), `/nl${p}`).toBe(true);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="nl" href="${baseURL}/nl/restaurant/${restaurants[0]!.id}"/>`);
    // Every listed page answers.
    for (const loc of [...locs].slice(0, 8)) expect((await request.get(loc!)).status(), loc).toBe(200);
    // The reviews pages listed are those that are indexed: each answers and has no noindex.
    const reviewPages = [...locs].filter((loc) => loc!.endsWith('/reviews'));
    expect(reviewPages.length).toBeGreaterThan(0);
    for (const loc of reviewPages.slice(0, 4)) {
      const page = await request.get(loc!);
      expect(page.status(), loc).toBe(200);
      expect(await page.text(), loc).not.toContain('noindex');
    }
    // A catalogue this size fits one file; the numbered file a large one splits into serves the same list.
    const first = await request.get('/sitemap-1.xml');
    expect(first.status()).toBe(200);
    expect(new Set([...(await first.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]))).toEqual(locs);
    expect((await request.get('/sitemap-2.xml')).status()).toBe(404);
    expect((await request.get('/sitemap-01.xml')).status()).toBe(404);
  });

  test('robots.txt closes the admin area and the API and points at the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
