/**
 * Opening hours in the dashboard (issue 18): a demo restaurant's week edited with the keyboard and time inputs (Monday
 * Closed, Tuesday lunch and dinner past midnight), older text shown as needing attention, per-day problems tied to the
 * inputs, and the stored text read back through GET /api/restaurants/<id> and the reloaded form.
 */
import { expectToast, readStat } from './admin-content-helpers';
import { expect, test } from './fixtures';
import { signIn } from './helpers/admin';
import { waitForHydration } from './helpers/hydration';
import { openOwnServerPage, useOwnServerPage } from './helpers/own-server';
import { expectAxeClean } from './helpers/axe';

test.describe.configure({ mode: 'serial' });

const NAME = 'The Blue Korjaal';
let id = 0;
const { page } = useOwnServerPage(async (browser) => {
  // Friday holds older free text, as before the strict format.
  const opened = await openOwnServerPage(browser, (db) => {
    id = (db.prepare("SELECT restaurant_id AS id FROM restaurant_translations WHERE locale = 'en' AND name = ?").get(NAME) as { id: number }).id;
    db.prepare("UPDATE restaurants SET opening_hours = json_set(opening_hours, '$.friday', '10am - 8pm') WHERE id = ?").run(id);
  });
  await signIn(opened.page);
  await readStat(opened.page, 'Restaurants');
  return opened;
});

const openForm = async () => {
  await page.getByRole('button', { name: `Edit ${NAME}` }).click();
  return page.getByRole('dialog', { name: 'Edit Restaurant' });
};

test('edit a week with the keyboard: Closed, lunch and dinner past midnight, older text fixed; stored and shown back', async () => {
  const dialog = await openForm();
  await expect(dialog.getByLabel('Tuesday, opens')).toHaveValue('11:00');
  await expect(dialog.getByText('Needs attention: the saved text “10am - 8pm” is not in the new format.')).toBeVisible();

  // Monday: Closed with the keyboard; its time inputs go away.
  await dialog.getByLabel('Monday, Closed').focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByLabel('Monday, Closed')).toBeChecked();
  await expect(dialog.getByLabel('Monday, opens')).toHaveCount(0);

  // Tuesday: 11:30-14:30, then a second range added with the keyboard, first typed overlapping.
  await dialog.getByLabel('Tuesday, opens').fill('11:30');
  await dialog.getByLabel('Tuesday, closes').fill('14:30');
  await dialog.getByRole('button', { name: 'Add hours for Tuesday' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Tuesday (2), opens').fill('14:00');
  await dialog.getByLabel('Tuesday (2), closes').fill('01:00');
  await expect(dialog.getByRole('group', { name: 'Tuesday', exact: true }).getByText('closes the next day')).toBeVisible();

  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('Tuesday: the hours overlap')).toBeVisible();
  await expect(dialog.getByLabel('Tuesday (2), opens')).toHaveAccessibleDescription(/Tuesday: the hours overlap/);
  await expect(dialog.getByText('Friday: enter the hours with the time fields, or mark the day closed')).toBeVisible();
  await expectAxeClean(page, '[role="dialog"]');

  await dialog.getByLabel('Tuesday (2), opens').fill('18:00');
  await expect(dialog.getByText('Tuesday: the hours overlap')).toHaveCount(0);
  // The older text read with confidence starts the day's hours.
  await dialog.getByRole('button', { name: 'Add hours for Friday' }).click();
  await expect(dialog.getByLabel('Friday, opens')).toHaveValue('10:00');
  await expect(dialog.getByLabel('Friday, closes')).toHaveValue('20:00');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Restaurant updated');
  await expect(dialog).toHaveCount(0);

  const stored = (await (await page.request.get(`/api/restaurants/${id}`)).json()) as { openingHours: Record<string, string> };
  expect(stored.openingHours).toMatchObject({ monday: 'Closed', tuesday: '11:30-14:30, 18:00-01:00', friday: '10:00-20:00', wednesday: '11:00-22:00' });

  await page.reload();
  await readStat(page, 'Restaurants');
  const again = await openForm();
  await expect(again.getByLabel('Monday, Closed')).toBeChecked();
  await expect(again.getByLabel('Tuesday, opens')).toHaveValue('11:30');
  await expect(again.getByLabel('Tuesday, closes')).toHaveValue('14:30');
  await expect(again.getByLabel('Tuesday (2), opens')).toHaveValue('18:00');
  await expect(again.getByLabel('Tuesday (2), closes')).toHaveValue('01:00');
  await expect(again.getByText('Needs attention')).toHaveCount(0);
});

test('the Dutch dashboard edits the hours in Dutch, problems included', async () => {
  await page.goto('/nl/admin');
  await waitForHydration(page);
  await readStat(page, 'Restaurants', 'Totalen van de site');
  await page.getByRole('button', { name: `${NAME} bewerken` }).click();
  const dialog = page.getByRole('dialog', { name: 'Restaurant bewerken' });
  await expect(dialog.getByLabel('Maandag, Gesloten')).toBeChecked();
  await expect(dialog.getByLabel('Dinsdag (2), Sluit')).toHaveValue('01:00');
  await expect(dialog.getByRole('group', { name: 'Dinsdag', exact: true }).getByText('sluit de volgende dag')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tijden toevoegen voor Woensdag' }).click();
  await dialog.getByLabel('Woensdag (2), Opent').fill('12:00');
  await dialog.getByRole('button', { name: 'Bijwerken' }).click();
  await expect(dialog.getByText('Woensdag: vul zowel de openings- als de sluitingstijd in')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tijden 2 van Woensdag verwijderen' }).click();
  await expect(dialog.getByText('Woensdag: vul zowel')).toHaveCount(0);
  // Monday's hours (Closed) copied to every day.
  await dialog.getByRole('button', { name: 'Maandag naar alle dagen kopiëren' }).click();
  for (const day of ['Dinsdag', 'Woensdag', 'Zondag']) await expect(dialog.getByLabel(`${day}, Gesloten`)).toBeChecked();
  await expect(dialog.getByLabel('Dinsdag, Opent')).toHaveCount(0);
});
