/** News page: the main story, the All Articles grid without it, 'Recently', category colours, Read More and Read Full Article (links to the article pages), the newsletter box, axe. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeCleanWithoutScripts, testAxeCleanInBothLanguages } from './helpers/axe';
import { fetchJson, type NewsArticle } from './helpers/public-api';

const grid = (page: Page) => page.getByRole('region', { name: /^(All Articles|Alle artikelen)$/ });

test.describe('news page', () => {
  test('shows the first featured article, then every other article', async ({ page }) => {
    const [main] = await fetchJson<NewsArticle[]>(page, '/api/news/featured?lang=en');
    const all = await fetchJson<NewsArticle[]>(page, '/api/news?lang=en&limit=100');
    const response = await page.goto('/news');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Travel News' })).toBeVisible();
    const featured = page.locator('[data-featured-news]');
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(main!.title);
    await expect(featured.locator('img')).toHaveAttribute('loading', 'eager');
    await expect(grid(page).getByRole('heading', { level: 2 })).toHaveText('All Articles');
    const expected = all.filter((a) => a.id !== main!.id).map((a) => a.title);
    await expect(grid(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText(expected);
    await expect(grid(page).locator('img').first()).toHaveAttribute('loading', 'lazy');
  });

  test("shows 'Recently' for an article without a date and en-US dates otherwise", async ({ page }) => {
    const all = await fetchJson<NewsArticle[]>(page, '/api/news?lang=en&limit=100');
    const undated = all.find((a) => a.publishedAt === null);
    const dated = all.find((a) => a.publishedAt !== null && !a.isFeatured)!;
    expect(undated, 'the demo content has an undated article').toBeTruthy();
    await page.goto('/news');
    const card = (id: number) => page.locator(`[data-news-id="${id}"]`);
    await expect(card(undated!.id).getByTestId('news-date')).toHaveText('Recently');
    const expected = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Paramaribo' }).format(
      new Date(dated.publishedAt!),
    );
    await expect(card(dated.id).getByTestId('news-date')).toHaveText(expected);
    await page.goto('/nl/news');
    await expect(card(undated!.id).getByTestId('news-date')).toHaveText('Onlangs');
  });

  test('gives Culture and Travel their own colours and every other category a default', async ({ page }) => {
    await page.goto('/news');
    const colourOf = (tone: string) =>
      page
        .locator(`[data-news-tone="${tone}"] [data-testid="news-category"]`)
        .evaluateAll((els) => els.map((el) => [el.textContent, getComputedStyle(el).backgroundColor]));
    const culture = await colourOf('culture');
    const travel = await colourOf('travel');
    const other = await colourOf('other');
    for (const [list, word] of [
      [culture, /^Culture$/],
      [travel, /^Travel$/],
    ] as const) {
      expect(list.length).toBeGreaterThan(0);
      for (const [text] of list) expect(text).toMatch(word);
    }
    expect(other.length).toBeGreaterThan(0);
    for (const [text] of other) expect(text).not.toMatch(/^(Culture|Travel)$/);
    const colours = [culture, travel, other].map((list) => new Set(list.map(([, c]) => c)));
    for (const set of colours) expect(set.size).toBe(1);
    expect(new Set(colours.map((s) => [...s][0])).size).toBe(3);
  });

  test('Read Full Article and Read More open the article pages', async ({ page }) => {
    const [main] = await fetchJson<NewsArticle[]>(page, '/api/news/featured?lang=en');
    await page.goto('/news');
    await page.getByRole('link', { name: `Read Full Article: ${main!.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${main!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(main!.title);
    await page.goBack();
    const card = grid(page).getByRole('article').first();
    const title = await card.getByRole('heading', { level: 3 }).textContent();
    await card.getByRole('link', { name: /^Read more/i }).click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  });

  test('the newsletter Subscribe signs up (Enter sends the form too) and lands on the check-your-inbox page', async ({ page }) => {
    await page.goto('/news');
    const box = page.getByRole('region', { name: 'Stay Updated' });
    await expect(box).toContainText('Get new restaurants, tours and events in Suriname by email.');
    await expect(box.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await box.getByLabel('Email address').fill('news-visitor@example.com');
    await box.getByLabel('Email address').press('Enter');
    await expect(page).toHaveURL(/\/newsletter\?sent=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  });

  test('is in Dutch under /nl', async ({ page }) => {
    const [main] = await fetchJson<NewsArticle[]>(page, '/api/news/featured?lang=nl');
    await page.goto('/nl/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('[data-featured-news]').getByRole('heading', { level: 2 })).toHaveText(main!.title);
    await expect(grid(page).getByRole('heading', { level: 2 })).toHaveText('Alle artikelen');
    await expect(page.getByRole('region', { name: 'Blijf op de hoogte' })).toContainText(
      'Ontvang nieuwe restaurants, tours en evenementen in Suriname per e-mail.',
    );
    await page.getByRole('link', { name: `Lees het hele artikel: ${main!.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/news/${main!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(main!.title);
  });

  testAxeCleanInBothLanguages('/news');
});

test.describe('news page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the articles, and Subscribe posts the form and lands on the check-your-inbox page (nl)', async ({ page }) => {
    await page.goto('/nl/news');
    await expect(grid(page).getByRole('article').first()).toBeVisible();
    await expectAxeCleanWithoutScripts(page);
    const box = page.getByRole('region', { name: 'Blijf op de hoogte' });
    await box.getByLabel('E-mailadres').fill('nojs-news@example.com');
    await box.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page).toHaveURL(/\/nl\/newsletter\?sent=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kijk in je inbox');
  });
});
