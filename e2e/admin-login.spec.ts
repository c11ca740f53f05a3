/**
 * The admin sign-in in the browser: without 2FA, with 2FA (setup from the Settings card, with the
 * current password), with a trusted device, the reset of the 2FA step on failure, a locked account
 * its owner still gets into, turning 2FA off, logout, and the Dutch screen.
 * Runs on its own server: it changes the admin account.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, submitLogin, toastItems as toast } from './helpers/admin';
import { waitForHydration } from './helpers/hydration';
import { expectAxeClean } from './helpers/axe';
import { useOwnServerPage } from './helpers/own-server';
import { TotpSequence } from '../tests/helpers/totp-sequence';

test.describe.configure({ mode: 'serial' });

const { server, context, page } = useOwnServerPage();

/** The sign-in error, told inside the form. */
const formAlert = (p: Page) => p.locator('form').getByRole('alert');

test('an admin without a session is sent to the login screen', async () => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectAxeClean(page);
});

test('a wrong password shows the server message at the form, not in a toast, and takes the focus', async () => {
  await page.goto('/admin-login');
  await waitForHydration(page);
  await submitLogin(page, 'admin', 'not-my-password');
  const alert = formAlert(page);
  await expect(alert).toContainText('Login failed');
  await expect(alert).toContainText('Invalid username or password');
  await expect(alert).toBeFocused();
  // Above the fields, inside the form.
  expect((await alert.boundingBox())!.y).toBeLessThan((await page.getByLabel('Username').boundingBox())!.y);
  await expect(toast(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin-login$/);
  await expectAxeClean(page);
});

test('signs in without 2FA, shows the dashboard shell, and logs out', async () => {
  await signIn(page);
  await expect(toast(page)).toContainText('Login successful');
  await expect(page.getByText('Welcome, admin')).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['Restaurants', 'Tours', 'Events', 'News', 'Orders', 'Listings', 'Reviews', 'Emails', 'Newsletter', 'Admin Users', 'Settings']);
  // The shell with the Settings tab (this card); other tabs are checked by their own specs.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast(page)).toContainText('Logged out');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('logout ends on the login screen even when the logout call fails', async () => {
  await signIn(page);
  await page.route('**/api/admin/logout', (route) => route.abort());
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.unroute('**/api/admin/logout');
  // The server session still exists (the call never arrived), so the dashboard still opens.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

let codes: TotpSequence;

test('enables 2FA from the Settings card', async () => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await card.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(toast(page)).toContainText('2FA Setup Started');
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enable 2FA' })).toHaveCount(0);
  const secret = (await card.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  codes = new TotpSequence(secret);

  const code = card.getByLabel('Verification code');
  const verify = card.getByRole('button', { name: 'Verify & Enable' });
  await code.fill('12ab3');
  await expect(code).toHaveValue('123');
  await expect(verify).toBeDisabled();
  await code.fill('');
  await code.press('Enter');
  await expect(toast(page)).toContainText('Code Required');
  await code.fill('000000');
  await verify.click();
  await expect(card.getByText('Current password is required')).toBeVisible();
  await card.getByLabel('Current Password').fill('not-my-password');
  await verify.click();
  await expect(toast(page)).toContainText('Current password is incorrect');
  await card.getByLabel('Current Password').fill('test-admin-password');
  await verify.click();
  await expect(toast(page)).toContainText('Verification Failed');
  await expect(toast(page)).toContainText('Invalid 2FA code');
  // The earliest code the server still takes keeps later ones free for the logins below.
  await code.fill(await codes.next());
  await verify.click();
  await expect(toast(page)).toContainText('2FA Enabled');
  await expect(card.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enable 2FA' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('asks for the code, resets the 2FA step on a failure, then signs in and trusts the device', async () => {
  await submitLogin(page, 'admin', 'test-admin-password');
  await expect(toast(page)).toContainText('2FA Required');
  await expect(toast(page)).toContainText('Please enter your 2FA code to continue');
  const code = page.getByPlaceholder('Enter 6-digit code');
  await expect(code).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('admin');
  await expect(page.getByLabel('Trust this device for 30 days')).not.toBeChecked();

  await code.fill('111111');
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(formAlert(page)).toContainText('Login failed');
  await expect(code).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(code).toBeVisible();
  await code.fill(await codes.next());
  await page.getByLabel('Trust this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Welcome, admin')).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'guide_trusted_device')?.httpOnly).toBe(true);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a trusted device signs in without the code, again and again', async () => {
  for (let i = 0; i < 2; i++) {
    await signIn(page);
    await expect(page.getByText('Welcome, admin')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
});

test('a locked account offers the code field, and its owner still signs in from the trusted device', async () => {
  for (let i = 0; i < 5; i++) {
    await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({ username: 'admin', password: `guess-${i}` }),
    });
  }
  await page.goto('/admin/login');
  await waitForHydration(page);
  await submitLogin(page, 'admin', 'still-guessing');
  await expect(formAlert(page)).toContainText('Too many failed attempts');
  await expect(page.getByText('Sign-in to this account is paused after too many wrong attempts.')).toBeVisible();
  await expect(page.getByLabel('2FA Code')).toBeVisible();
  // This browser holds the trusted-device cookie: the right password is enough, the code may stay empty.
  await page.getByLabel('Password').fill('test-admin-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Welcome, admin')).toBeVisible();
});

test('turns 2FA off with the password and a current code', async () => {
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await card.getByRole('button', { name: 'Turn off 2FA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
  await dialog.getByLabel('Current Password').fill('test-admin-password');
  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Turn off 2FA' }).click();
  await expect(toast(page)).toContainText('Invalid 2FA code');
  await dialog.getByLabel('Verification code').fill(await codes.next());
  await dialog.getByRole('button', { name: 'Turn off 2FA' }).click();
  await expect(toast(page)).toContainText('2FA turned off');
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enable 2FA' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'guide_trusted_device')).toBeUndefined();
});

test('the Dutch login screen', async () => {
  await page.goto('/nl/admin/login');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { name: 'Inloggen beheer' })).toBeVisible();
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Gebruikersnaam is verplicht')).toBeVisible();
  await expectAxeClean(page);
  // Another name than 'admin' (locked by the test above): the plain wrong-credentials answer.
  await page.getByLabel('Gebruikersnaam').fill('onbekend');
  await page.getByLabel('Wachtwoord').fill('niet-mijn-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(formAlert(page)).toContainText('Inloggen mislukt');
  await expect(formAlert(page)).toContainText('Ongeldige gebruikersnaam of wachtwoord');
  await expect(toast(page)).toHaveCount(0);
});
