/**
 * No dead ends (issue 18): the spec's placeholder buttons (Get Tickets, Book This Tour, Read More,
 * Read Full Article, Subscribe, the Explore tiles) became real actions or went away, so no page in
 * either language holds a "not built" or "coming soon" message, with or without JavaScript.
 */
import { expect, test } from './fixtures';
import { fetchTours } from './helpers/public-api';

// 'Binnenkort' alone is ordinary Dutch ("soon", e.g. upcoming events); only the placeholder phrasing counts.
const placeholder = /not (been )?built|not implemented|coming soon|nog niet gebouwd|binnenkort beschikbaar|komt binnenkort/i;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('no public page shows a placeholder message, in English or Dutch', async ({ page }) => {
    const tour = (await fetchTours(page))[0]!;
    for (const path of ['/', '/restaurants', '/tours', `/tour/${tour.id}`, '/events', '/news', '/news/1', '/contact']) {
      for (const prefix of ['', '/nl']) {
        await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
        await expect(page.locator('[data-not-built], [popovertarget^="not-built-"]'), `${prefix}${path}`).toHaveCount(0);
        expect(await page.locator('body').innerText(), `${prefix}${path}`).not.toMatch(placeholder);
      }
    }
  });
});
