/** The tour's meeting point in the dashboard: shown in the Tours form, edited in both languages, and on the public tour page. */
import type { Browser, Page } from '@playwright/test';
import type { RunningServer } from '../tests/helpers/server';
import { expectToast, openAdmin } from './admin-content-helpers';
import { expect, test } from './fixtures';

let server: RunningServer;
let page: Page;
test.beforeAll(async ({ browser }: { browser: Browser }) => {
  ({ server, page } = await openAdmin(browser));
});
test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

test('edit the meeting point of a demo tour in English and Dutch', async () => {
  await page.getByRole('tab', { name: 'Tours' }).click();
  await page.getByRole('button', { name: 'Edit Paramaribo Historic Inner City Walk' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tour' });
  const meetingPoint = edit.getByLabel('Meeting point');
  await expect(meetingPoint).toHaveValue('Fort Zeelandia, Paramaribo');
  await meetingPoint.fill('Kerkplein, Paramaribo');
  await edit.getByRole('tab', { name: /Dutch/ }).click();
  await expect(edit.getByLabel('Meeting point')).toHaveValue('Fort Zeelandia, Paramaribo');
  await edit.getByLabel('Meeting point').fill('Kerkplein bij de Hervormde Kerk, Paramaribo');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Tour updated');

  const tours = (await (await page.request.get('/api/tours')).json()) as { id: number; name: string }[];
  const id = tours.find((t) => t.name === 'Paramaribo Historic Inner City Walk')!.id;
  const visitor = await page.context().newPage();
  await visitor.goto(`/tour/${id}`);
  await expect(visitor.locator('[data-tour-booking]')).toContainText('Meeting point');
  await expect(visitor.locator('[data-tour-booking]')).toContainText('Kerkplein, Paramaribo');
  await visitor.goto(`/nl/tour/${id}`);
  await expect(visitor.locator('[data-tour-booking]')).toContainText('Verzamelpunt');
  await expect(visitor.locator('[data-tour-booking]')).toContainText('Kerkplein bij de Hervormde Kerk, Paramaribo');
  await visitor.close();
});
