/**
 * Issue 21 in the dashboard, in English and Dutch: the delete confirmation names the item, 'Undo' in
 * the toast brings the row back, and the Dutch tab shows the English text with 'Copy from English'.
 */
import type { Page } from '@playwright/test';
import { openAdmin, readStat } from './admin-content-helpers';
import { expect, test } from './fixtures';
import { toastItems } from './helpers/admin';
import { expectAxeClean } from './helpers/axe';
import { waitForHydration } from './helpers/hydration';
import { useOwnServerPage } from './helpers/own-server';

test.describe.configure({ mode: 'serial' });

const { page } = useOwnServerPage(openAdmin);

/** The English names and descriptions of the first restaurants in the admin list. */
async function restaurants(p: Page): Promise<{ name: string; description: string }[]> {
  const res = await p.request.get('/api/admin/restaurants?limit=3');
  const rows = (await res.json()) as { translations: { en: { name: string; description: string } } }[];
  return rows.map((r) => r.translations.en);
}

const ui = {
  en: { path: '/admin', stats: 'Site totals', del: 'Delete', title: (n: string) => `Delete '${n}'?`, undo: 'Undo', deleted: 'Restaurant deleted' },
  nl: {
    path: '/nl/admin',
    stats: 'Totalen van de site',
    del: 'Verwijderen',
    title: (n: string) => `'${n}' verwijderen?`,
    undo: 'Ongedaan maken',
    deleted: 'Restaurant verwijderd',
  },
} as const;

for (const lang of ['en', 'nl'] as const) {
  const s = ui[lang];
  test(`${lang}: the confirmation names the restaurant; Undo in the toast brings the row back`, async () => {
    await page.goto(s.path);
    await waitForHydration(page);
    const before = await readStat(page, 'Restaurants', s.stats);
    const { name } = (await restaurants(page))[lang === 'en' ? 0 : 1]!;
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: lang === 'en' ? `Delete ${name}` : `${name} verwijderen` }).click();
    const confirm = page.getByRole('alertdialog', { name: s.title(name) });
    await expect(confirm).toContainText(lang === 'en' ? 'You can undo this for 30 seconds.' : 'Je kunt dit 30 seconden ongedaan maken.');
    await expectAxeClean(page, '[role="alertdialog"]');
    await confirm.getByRole('button', { name: s.del }).click();
    await expect(row).toHaveCount(0);
    await expect(toastItems(page)).toContainText(s.deleted);
    await expect(toastItems(page)).toContainText(name);
    await expect.poll(() => readStat(page, 'Restaurants', s.stats)).toBe(before - 1);
    await toastItems(page).getByRole('button', { name: s.undo, includeHidden: true }).click();
    await expect(toastItems(page)).toContainText(lang === 'en' ? `'${name}' is back` : `'${name}' is terug`);
    await expect(row).toBeVisible();
    await expect.poll(() => readStat(page, 'Restaurants', s.stats)).toBe(before);
  });

  test(`${lang}: the Dutch tab shows the English text and 'Copy from English' fills the Dutch field`, async () => {
    await page.goto(s.path);
    await waitForHydration(page);
    await readStat(page, 'Restaurants', s.stats);
    const { name, description } = (await restaurants(page))[0]!;
    await page.getByRole('button', { name: lang === 'en' ? `Edit ${name}` : `${name} bewerken` }).click();
    const dialog = page.getByRole('dialog', { name: lang === 'en' ? 'Edit Restaurant' : 'Restaurant bewerken' });
    await dialog.getByRole('tab', { name: lang === 'en' ? /Dutch/ : /Nederlands/ }).click();
    const label = lang === 'en' ? 'Description' : 'Beschrijving';
    // Required in at least one language: the label carries the asterisk on both tabs.
    const field = dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));
    await field.fill('');
    await expect(dialog.getByText(description, { exact: true })).toBeVisible();
    await expectAxeClean(page, '[role="dialog"]');
    const reference = dialog.getByText(`${lang === 'en' ? 'English text' : 'Engelse tekst'}: ${label}`).locator('..');
    await reference.getByRole('button', { name: lang === 'en' ? 'Copy from English' : 'Kopieer uit Engels' }).click();
    await expect(field).toHaveValue(description);
    await expect(field).toBeFocused();
    // The copy's own announcement (the image field's drag announcer is another status region in the dialog).
    await expect(dialog.getByRole('status').filter({ hasText: label })).toContainText(label);
    await dialog.getByRole('button', { name: lang === 'en' ? 'Cancel' : 'Annuleren' }).click();
  });
}
