/** Admin helpers of the browser tests: signing in through the login screen as a person would, and finding toasts. */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { FIXTURE_ADMIN } from '../../tests/helpers/fixture-cache';
import { waitForHydration } from './hydration';

/**
 * The toasts on screen, found by their element: while a modal is open everything outside it, the
 * viewport too, is aria-hidden (Radix still announces each toast through its own live region).
 */
export const toastItems = (page: Page) => page.locator('li[data-variant]');

/** Fills username and password on /admin/login, presses Sign In and waits for the hydrated dashboard. */
export async function signIn(page: Page, creds: { username: string; password: string } = FIXTURE_ADMIN): Promise<void> {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('Username').fill(creds.username);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await waitForHydration(page);
}
