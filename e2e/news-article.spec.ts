/** Article page (issue 18): the full text, date, category, reading time, newer/older links, both languages, without JavaScript, 404, axe. */
import { expect, test } from './fixtures';
import { testAxeCleanInBothLanguages } from './helpers/axe';
import { fetchJson, type NewsArticle } from './helpers/public-api';

test.describe('article page', () => {
  test('shows the whole article and walks to the older and newer ones', async ({ page }) => {
    const all = await fetchJson<NewsArticle[]>(page, '/api/news?lang=en&limit=100');
    const [newer, a, older] = all;
    const response = await page.goto(`/news/${a!.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${a!.title} | Suriname Guide`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(a!.title);
    await expect(main.getByTestId('news-category')).toHaveText(a!.category);
    await expect(main.locator('time')).toHaveAttribute('datetime', a!.publishedAt!);
    await expect(main.getByTestId('news-reading-time')).toHaveText(/^· \d+ min read$/);
    const paragraphs = a!.content.split('\n\n');
    await expect(main.getByTestId('news-body').locator('p')).toHaveCount(paragraphs.length);
    await expect(main.getByTestId('news-body').locator('p').first()).toHaveText(paragraphs[0]!);
    const more = main.getByRole('navigation', { name: 'More articles' });
    await more.getByRole('link', { name: new RegExp(`Older article.*${older!.title.slice(0, 20)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${older!.id}$`));
    await page
      .getByRole('navigation', { name: 'More articles' })
      .getByRole('link', { name: /Newer article/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/news/${a!.id}$`));
    await page
      .getByRole('navigation', { name: 'More articles' })
      .getByRole('link', { name: /Newer article/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/news/${newer!.id}$`));
    // The newest article has no newer one.
    await expect(page.getByRole('navigation', { name: 'More articles' }).getByRole('link')).toHaveCount(1);
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('is in Dutch under /nl with Dutch labels and links', async ({ page }) => {
    const [a] = await fetchJson<NewsArticle[]>(page, '/api/news?lang=nl&limit=1');
    await page.goto(`/nl/news/${a!.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a!.title);
    await expect(page.getByTestId('news-reading-time')).toHaveText(/^· \d+ min\. lezen$/);
    await expect(page.getByRole('link', { name: 'Terug naar nieuws' })).toHaveAttribute('href', '/nl/news');
  });

  test('shows Article not found with a 404 for an unknown id', async ({ page }) => {
    const response = await page.goto('/news/987654');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  testAxeCleanInBothLanguages('/news/1');
});

test.describe('article page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Read Full Article on the home page opens the article', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('[data-featured-news]').getByRole('link', { name: /^Read Full Article: / });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/news\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('news-body').locator('p').first()).toBeVisible();
  });
});
