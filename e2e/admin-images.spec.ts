/**
 * The one image field (issue 21) on a news article: add two uploads, reorder by keyboard (Space, arrow, Space) and by
 * dragging with the mouse, write a Dutch alt, save, and the article page shows the new cover and its gallery in that
 * order with the alts of each language. axe-clean with the form open.
 */
import type { Locator, Page } from '@playwright/test';
import { expectToast, openAdmin, uploadInto, waitForToastToClose } from './admin-content-helpers';
import { expect, test } from './fixtures';
import { useOwnServerPage } from './helpers/own-server';
import { expectAxeClean } from './helpers/axe';

test.describe.configure({ mode: 'serial' });

const { page } = useOwnServerPage(openAdmin);

/** The stored path each row's preview shows, in row order. */
const previewPaths = (dialog: Locator) =>
  dialog.locator('[data-image-row]').evaluateAll((rows) => rows.map((r) => (r.querySelector('img')?.getAttribute('src') ?? '').split('?')[0]!));

/** Drags a row's handle onto another row with the mouse, in small steps (the pointer sensor starts after 4 px). */
async function dragRow(page: Page, dialog: Locator, from: number, to: number): Promise<void> {
  const handle = (await dialog.getByRole('button', { name: `Drag image ${from + 1}` }).boundingBox())!;
  const target = (await dialog.locator(`[data-image-row="${to}"]`).boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 10, { steps: 4 });
  await page.mouse.move(handle.x + handle.width / 2, target.y + 8, { steps: 20 });
  await page.mouse.up();
}

test('news images: add, reorder by keyboard and by mouse, Dutch alt, save; the article page follows', async () => {
  const [article] = (await (await page.request.get('/api/admin/news?limit=1')).json()) as {
    id: number;
    imageUrl: string;
    translations: Record<'en' | 'nl', { title: string; imageAlts: string[] }>;
  }[];
  const { id, translations } = article!;
  await page.getByRole('tab', { name: 'News', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${translations.en.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  const images = dialog.getByRole('group', { name: 'Images *' });
  await expect(images.getByRole('group', { name: 'Cover' }).getByRole('img', { name: 'Preview of the image' })).toBeVisible();
  // The seeded cover's alts in both languages, side by side in its row.
  await expect(dialog.locator('[data-image-row="0"]').getByLabel('Alt text (English)')).toHaveValue(translations.en.imageAlts[0]!);
  await expect(dialog.locator('[data-image-row="0"]').getByLabel('Alt text (Dutch)')).toHaveValue(translations.nl.imageAlts[0]!);

  for (const n of [2, 3]) {
    await images.getByRole('button', { name: 'Add image' }).click();
    await uploadInto(page, images.getByRole('group', { name: `Image ${n}` }));
  }
  const [a, b, c] = await previewPaths(dialog);
  await dialog.locator('[data-image-row="2"]').getByLabel('Alt text (English)').fill('Third upload');
  await expectAxeClean(page, '[role="dialog"]');

  // Keyboard: the handle of image 3, Space to lift, up one place, Space to drop; each step announced inside the dialog.
  const announced = dialog.locator('[data-dnd-live] [role="status"]');
  await dialog.getByRole('button', { name: 'Drag image 3' }).focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Picked up image 3 of 3.');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText('Image 3 is over position 2 of 3.');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Image 3 dropped at position 2 of 3.');
  await expect.poll(() => previewPaths(dialog)).toEqual([a, c, b]);
  await expect(dialog.locator('[data-image-row="1"]').getByLabel('Alt text (English)')).toHaveValue('Third upload');

  // Mouse: drag image 2 (the third upload) onto the cover.
  await dragRow(page, dialog, 1, 0);
  await expect.poll(() => previewPaths(dialog)).toEqual([c, a, b]);
  await expect(dialog.locator('[data-image-row="0"]').locator('legend')).toHaveText('Cover');

  // 'Move down' and 'Move up' move a row one place (and back).
  await dialog.locator('[data-image-row="1"]').getByRole('button', { name: 'Move down' }).click();
  await expect.poll(() => previewPaths(dialog)).toEqual([c, b, a]);
  await dialog.locator('[data-image-row="2"]').getByRole('button', { name: 'Move up' }).click();
  await expect.poll(() => previewPaths(dialog)).toEqual([c, a, b]);

  await dialog.locator('[data-image-row="0"]').getByLabel('Alt text (Dutch)').fill('Derde upload, nu de omslagfoto');
  await waitForToastToClose(page);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'News updated');

  const stored = (await (await page.request.get('/api/admin/news?limit=1')).json())[0];
  expect(stored.imageUrls).toEqual([c, a, b]);
  expect(stored.translations.nl.imageAlts).toEqual(['Derde upload, nu de omslagfoto', translations.nl.imageAlts[0]]);
  expect(stored.translations.en.imageAlts).toEqual(['Third upload', translations.en.imageAlts[0]]);

  const visitor = await page.context().newPage();
  await visitor.goto(`/nl/news/${id}`);
  const cover = visitor.locator('article figure').first().locator('img');
  await expect(cover).toHaveAttribute('alt', 'Derde upload, nu de omslagfoto');
  expect((await cover.getAttribute('src'))!.split('?')[0]).toBe(c);
  const gallery = visitor.getByTestId('news-gallery').locator('img');
  await expect(gallery).toHaveCount(2);
  expect(await gallery.evaluateAll((els) => els.map((e) => e.getAttribute('src')!.split('?')[0]))).toEqual([a, b]);
  await expect(gallery.first()).toHaveAttribute('alt', translations.nl.imageAlts[0]!);
  await expect(gallery.first()).toHaveAttribute('loading', 'lazy');
  await visitor.goto(`/news/${id}`);
  await expect(visitor.locator('article figure').first().locator('img')).toHaveAttribute('alt', 'Third upload');
  await visitor.close();
});
