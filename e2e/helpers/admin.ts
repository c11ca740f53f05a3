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

/** Types the username and password on the open login screen and presses Sign In; what follows is the caller's to check. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Fills username and password on /admin/login, presses Sign In and waits for the hydrated dashboard. */
export async function signIn(page: Page, creds: { username: string; password: string } = FIXTURE_ADMIN): Promise<void> {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await submitLogin(page, creds.username, creds.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await waitForHydration(page);
}
