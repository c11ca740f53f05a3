/** The newsletter (issue 18) in a browser without JavaScript: the box posts, the sign-up page, the confirm page's button; screenshots at 412 and 1280, en and nl. */
import { expect, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'nl'] as const) {
    test(`the box signs up and a bad confirm link says so (${lang})`, async ({ page }, info) => {
      const prefix = lang === 'nl' ? '/nl' : '';
      for (const width of [412, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/news`);
        const box = page.locator('[data-newsletter]');
        await box.scrollIntoViewIfNeeded();
        await box.screenshot({ path: info.outputPath(`newsletter-box-${lang}-${width}.png`) });
      }
      const box = page.locator('[data-newsletter]');
      await box.getByRole('textbox').fill(`nojs-${lang}@example.com`);
      await box.getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/newsletter\\?sent=1$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'nl' ? 'Kijk in je inbox' : 'Check your inbox');
      await expect(page.locator('body')).not.toContainText(`nojs-${lang}@example.com`);
      const bad = await page.goto(`${prefix}/newsletter/confirm/${'a'.repeat(32)}`);
      expect(bad?.status()).toBe(404);
      await expect(page.locator('[data-newsletter-message]')).toHaveText(
        lang === 'nl' ? 'Deze bevestigingslink is niet geldig of al gebruikt.' : 'This confirmation link is not valid or has already been used.',
      );
      for (const width of [412, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: info.outputPath(`newsletter-confirm-page-${lang}-${width}.png`), fullPage: true });
      }
    });
  }
});
