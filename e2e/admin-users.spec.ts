/**
 * The Admin Users tab in the browser: list, Add Admin with the spec's rules, delete with confirmation,
 * Reset 2FA of a colleague (each with the own password asked again), Change Password.
 */
import { TotpSequence } from '../tests/helpers/totp-sequence';
import { signInAsAdmin } from '../tests/helpers/admin-session';
import { FIXTURE_ADMIN } from '../tests/helpers/fixture-cache';
import { openAdmin } from './admin-content-helpers';
import { expect, test } from './fixtures';
import { useOwnServerPage } from './helpers/own-server';
import { toastItems as toast } from './helpers/admin';
import { expectAxeClean } from './helpers/axe';
import { waitForHydration } from './helpers/hydration';

test.describe.configure({ mode: 'serial' });

const { server, page } = useOwnServerPage(openAdmin);
test.beforeAll(async () => {
  await page.getByRole('tab', { name: 'Admin Users' }).click();
});

test('lists the admins with the Active badge and no delete button for yourself', async () => {
  const row = page.getByRole('row', { name: /admin@example\.com/ });
  await expect(row).toContainText('admin');
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expectAxeClean(page);
});

test('adds an admin after showing the rules', async () => {
  await page.getByRole('button', { name: 'Add Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Admin' });
  await dialog.getByLabel('Username').fill('ab');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password', { exact: true }).fill('123');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(dialog.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Valid email is required')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(dialog.getByText('Current password is required')).toBeVisible();
  await dialog.getByLabel('Username').fill('Sanne');
  await dialog.getByLabel('Email').fill('sanne@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('password');
  await dialog.getByLabel('Your Current Password').fill(FIXTURE_ADMIN.password);
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(toast(page)).toContainText('too common');
  await dialog.getByLabel('Password', { exact: true }).fill('mango-ferry-1975');
  await dialog.getByLabel('Your Current Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(toast(page)).toContainText('Current password is incorrect');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your Current Password').fill(FIXTURE_ADMIN.password);
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(toast(page)).toContainText('Admin user created successfully');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: /sanne@example\.com/ })).toContainText('Never');
});

test('resets the 2FA of a colleague who lost their phone, with the own password', async () => {
  const sanne = await signInAsAdmin(server.baseUrl, { username: 'sanne', password: 'mango-ferry-1975' });
  const { secret } = (await (await sanne.fetch('/api/admin/2fa/setup', { method: 'POST' })).json()) as { secret: string };
  const body = JSON.stringify({ twoFactorCode: await new TotpSequence(secret).next(), currentPassword: 'mango-ferry-1975' });
  expect((await sanne.fetch('/api/admin/2fa/enable', { method: 'POST', body })).status).toBe(200);
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Admin Users' }).click();
  const row = page.getByRole('row', { name: /sanne@example\.com/ });
  await expect(row).toContainText('2FA on');
  await row.getByRole('button', { name: 'Reset 2FA of sanne' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-factor authentication' });
  await expect(dialog).toContainText('Turn off 2FA for sanne?');
  await dialog.getByRole('button', { name: 'Reset 2FA' }).click();
  await expect(dialog.getByText('Current password is required')).toBeVisible();
  await dialog.getByLabel('Your Current Password').fill('mango-ferry-1975');
  await dialog.getByRole('button', { name: 'Reset 2FA' }).click();
  await expect(toast(page)).toContainText('Current password is incorrect');
  // The modal hides the page behind it from the accessibility tree.
  await expect(page.getByRole('row', { name: /sanne@example\.com/, includeHidden: true })).toContainText('2FA on');
  await dialog.getByLabel('Your Current Password').fill(FIXTURE_ADMIN.password);
  await dialog.getByRole('button', { name: 'Reset 2FA' }).click();
  await expect(toast(page)).toContainText('2FA reset for sanne');
  await expect(dialog).toHaveCount(0);
  await expect(row).not.toContainText('2FA on');
  await expect(row.getByRole('button', { name: 'Reset 2FA of sanne' })).toHaveCount(0);
  await expectAxeClean(page);
});

test('deletes an admin after the spec confirmation and the own password', async () => {
  await page.getByRole('button', { name: 'Delete sanne' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete admin user' });
  await expect(confirm).toContainText('Are you sure you want to delete sanne? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /sanne@example\.com/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete sanne' }).click();
  await confirm.getByLabel('Your Current Password').fill('not-my-password');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Current password is incorrect');
  await expect(page.getByRole('row', { name: /sanne@example\.com/, includeHidden: true })).toHaveCount(1);
  await confirm.getByLabel('Your Current Password').fill(FIXTURE_ADMIN.password);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Admin user deleted successfully');
  await expect(page.getByRole('row', { name: /sanne@example\.com/ })).toHaveCount(0);
});

test('the Dutch screens ask for the own password too', async () => {
  await page.goto('/nl/admin');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Beheerders' }).click();
  await page.getByRole('button', { name: 'Beheerder toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Beheerder toevoegen' });
  await expect(dialog.getByLabel('Je huidige wachtwoord')).toBeVisible();
  await expect(dialog).toContainText('Vul ter bevestiging je eigen wachtwoord in.');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Admin Users' }).click();
});

test('changes the password with the spec messages', async () => {
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill('test-admin-password');
  await dialog.getByLabel('New Password', { exact: true }).fill('harbour-lights-88');
  await dialog.getByLabel('Confirm New Password').fill('harbour-lights-89');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  await dialog.getByLabel('Confirm New Password').fill('harbour-lights-88');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page)).toContainText('Password changed successfully');
  await expect(dialog).toHaveCount(0);
  // Still signed in here (this session is kept).
  await page.reload();
  await expect(page.getByText('Welcome, admin')).toBeVisible();
});
