/** The Admin Users tab in the browser: list, Add Admin with the spec's rules, delete with confirmation, Change Password. */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { RunningServer } from '../tests/helpers/server';
import { openAdmin } from './admin-content-helpers';
import { expect, test } from './fixtures';
import { toastItems as toast } from './helpers/admin';
import { expectAxeClean } from './helpers/axe';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  ({ server, context, page } = await openAdmin(browser));
  await page.getByRole('tab', { name: 'Admin Users' }).click();
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
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
  await dialog.getByLabel('Password').fill('123');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(dialog.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Valid email is required')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await dialog.getByLabel('Username').fill('Sanne');
  await dialog.getByLabel('Email').fill('sanne@example.com');
  await dialog.getByLabel('Password').fill('password');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(toast(page)).toContainText('too common');
  await dialog.getByLabel('Password').fill('mango-ferry-1975');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(toast(page)).toContainText('Admin user created successfully');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: /sanne@example\.com/ })).toContainText('Never');
});

test('deletes an admin after the spec confirmation', async () => {
  await page.getByRole('button', { name: 'Delete sanne' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete sanne? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /sanne@example\.com/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete sanne' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Admin user deleted successfully');
  await expect(page.getByRole('row', { name: /sanne@example\.com/ })).toHaveCount(0);
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
