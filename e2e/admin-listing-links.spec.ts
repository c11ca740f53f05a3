/** The admin's restaurant and tour forms: the links and map position load, a position outside Suriname is refused in the dialog, and a tour's currency shows on its page. */
import { expectToast, openAdmin } from './admin-content-helpers';
import { expect, test } from './fixtures';
import { useOwnServerPage } from './helpers/own-server';
import { expectAxeClean } from './helpers/axe';

test.describe.configure({ mode: 'serial' });

const { page } = useOwnServerPage(openAdmin);

test('restaurant: links load, coordinates outside Suriname are refused, a Maps link is kept', async () => {
  await page.getByRole('button', { name: 'Edit The Blue Korjaal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Restaurant' });
  const map = dialog.getByLabel('Map position');
  await expect(map).toHaveValue('5.8236,-55.152');
  await expect(dialog.getByLabel('Instagram')).toHaveValue('https://www.instagram.com/bluekorjaal.example/');
  await map.fill('52.37, 4.90');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('Map position must lie in Suriname (latitude 1.8 to 6.1, longitude -58.1 to -53.9)')).toBeVisible();
  await expectAxeClean(page, '[role="dialog"]');
  await map.fill('https://maps.app.goo.gl/BlueKorjaalTest');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Restaurant updated');
  const visitor = await page.context().newPage();
  await visitor.goto('/restaurant/1');
  await expect(visitor.getByRole('link', { name: 'Directions (opens in a new tab)' })).toHaveAttribute('href', 'https://maps.app.goo.gl/BlueKorjaalTest');
  await visitor.close();
});

test('tour: priced in SRD from the form, shown in SRD on its page', async () => {
  await page.getByRole('tab', { name: 'Tours' }).click();
  await page.getByRole('button', { name: 'Edit Brownsberg Nature Park Hike' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tour' });
  await expect(dialog.getByLabel('Currency')).toHaveValue('USD');
  await dialog.getByLabel('Currency').selectOption('SRD');
  await dialog.getByLabel('Price ($)').fill('1750');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Tour updated');
  const visitor = await page.context().newPage();
  await visitor.goto('/nl/tours');
  await expect(visitor.getByText('SRD 1.750')).toBeVisible();
  await visitor.close();
});
