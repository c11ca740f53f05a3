/**
 * Issue 31, the admin's Events form: a weekly schedule (every Friday, ending at 02:00, until a last date) is chosen
 * with plain selects and inputs, saved, shown on the public card as 'Every Friday …', and read back on Edit; the
 * dialog is axe clean with the schedule's fields showing.
 */
import { daysFromNow, expectToast, openAdmin } from './admin-content-helpers';
import { expect, test } from './fixtures';
import { useOwnServerPage } from './helpers/own-server';
import { expectAxeClean } from './helpers/axe';

test.describe.configure({ mode: 'serial' });

const { page } = useOwnServerPage(openAdmin);

test('a weekly event: chosen in the form, shown on /events as repeating, read back on Edit', async () => {
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event' });
  await dialog.getByLabel('Name').fill('Saramacca Kawina Friday');
  await dialog.getByLabel('Description').fill('Kawina every Friday night.');
  await dialog.getByLabel('Category').fill('Live Music');
  await dialog.getByLabel('Location').fill('Saramaccastraat, Paramaribo');
  await dialog.getByLabel('Time').fill('9:00 PM');
  await dialog.getByLabel('Date *').fill(daysFromNow(0));
  // The weekly fields appear only once 'Every week' is chosen.
  await expect(dialog.getByLabel('Every week on')).toHaveCount(0);
  await dialog.getByLabel('Repeats').selectOption({ label: 'Every week' });
  await dialog.getByLabel('Every week on').selectOption({ label: 'Friday' });
  await dialog.getByLabel('Ends at').fill('02:00');
  await dialog.getByLabel('Last date').fill(daysFromNow(60));
  await expectAxeClean(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Event created');

  const visitor = await page.context().newPage();
  await visitor.goto('/events?when=all');
  const card = visitor.locator('#upcoming-events article').filter({ has: visitor.getByRole('heading', { name: 'Saramacca Kawina Friday' }) });
  await expect(card.getByTestId('event-repeats')).toHaveText(/^Every Friday until /);
  await expect(card.getByText('2:00 AM')).toBeVisible();
  await visitor.close();

  await page.getByRole('button', { name: 'Edit Saramacca Kawina Friday' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Repeats')).toHaveValue('weekly');
  await expect(edit.getByLabel('Every week on')).toHaveValue('5');
  await expect(edit.getByLabel('Ends at')).toHaveValue('02:00');
  await expect(edit.getByLabel('Last date')).toHaveValue(daysFromNow(60));
});
