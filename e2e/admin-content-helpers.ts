/** Shared steps of the admin content browser tests: a signed-in page on its own server, toasts, stats, uploads. */
import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';
import { signIn } from './helpers/admin';
import { openOwnServerPage, type OwnServerPage } from './helpers/own-server';

/** A server of its own (these tests change data) and a page signed in to /admin. */
export async function openAdmin(browser: Browser): Promise<OwnServerPage> {
  const opened = await openOwnServerPage(browser);
  await signIn(opened.page);
  // The counts arrive once the dashboard island has hydrated: only then do its tabs take clicks.
  await readStat(opened.page, 'Restaurants');
  return opened;
}

/** The toast on screen (found even while a modal dialog hides the rest of the page from the accessibility tree). */
export const toast = (page: Page): Locator =>
  page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).getByRole('listitem', { includeHidden: true });

/**
 * Expects the toast to show this title (and description). Outside dialogs it is then closed, so the
 * next check cannot match it; under a modal dialog the page behind takes no clicks, and the next toast replaces it.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const item = toast(page);
  await expect(item).toContainText(title);
  if (description) await expect(item).toContainText(description);
  if ((await page.getByRole('dialog').count()) + (await page.getByRole('alertdialog').count()) > 0) return;
  await item.getByRole('button', { name: 'Close', includeHidden: true }).click();
  await expect(item).toHaveCount(0);
}

/** The number on a stat card (`region` is the cards' label in the page's language). */
export async function readStat(page: Page, label: string, region = 'Site totals'): Promise<number> {
  const card = page.getByRole('region', { name: region }).locator('div', { hasText: label }).first();
  await expect(card.locator('p')).not.toHaveText('...');
  return Number((await card.locator('p').innerText()).replace(/\D/g, ''));
}

/** A small photo-like JPEG as a file for an <input type=file>. */
async function makePhoto(name = 'photo.jpg'): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e', noise: { type: 'gaussian', mean: 110, sigma: 20 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Uploads a photo through an image field's 'Upload image' input and waits for its preview. */
export async function uploadInto(page: Page, scope: Locator): Promise<void> {
  await scope.getByLabel('Upload image').setInputFiles(await makePhoto());
  await expectToast(page, 'Image uploaded');
  await expect(scope.getByRole('img', { name: 'Preview of the image' })).toBeVisible();
  // The upload is named as one; its internal address is never shown.
  await expect(scope.locator('[data-image-source="upload"]')).toBeVisible();
  await expect(scope.getByRole('textbox')).toHaveValue('');
}

/** The id the admin API gives the newest item of a kind (the tables list newest first). */
export async function readNewestId(page: Page, kind: 'restaurants' | 'tours' | 'events' | 'news'): Promise<{ id: number; imageUrl: string | null }> {
  const res = await page.request.get(`/api/admin/${kind}?limit=1`);
  const [row] = (await res.json()) as { id: number; imageUrl: string | null }[];
  return row!;
}

/** A date some days from now as the date input wants it. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Waits for the toast to close by itself (5 s). The toast sits in the bottom-right corner, over a
 * tall dialog's buttons. Its timer pauses while the pointer rests on it or the window is in the
 * background (another test page was opened), so the page comes to the front and the pointer moves away first.
 */
export async function waitForToastToClose(page: Page): Promise<void> {
  await page.bringToFront();
  // Headless Chromium does not always send `focus` back to a page after another page closed.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.mouse.move(1, 1);
  await expect(toast(page)).toHaveCount(0, { timeout: 8000 });
}

/**
 * Deletes the row named `name` through its Delete button and the confirmation, which must name it
 * and say `question`; then expects the toast `deleted` and the stat card `stat` showing `count`.
 */
export async function deleteThroughConfirmation(page: Page, name: string, question: string, deleted: string, stat: string, count: number): Promise<void> {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete '${name}'?` });
  await expect(confirm).toContainText(question);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, deleted);
  await expect.poll(() => readStat(page, stat)).toBe(count);
}
