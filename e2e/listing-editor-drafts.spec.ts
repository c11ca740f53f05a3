/**
 * The editor keeps work: a submission refused for a missing required field is stored as a draft, so
 * the link opened fresh in a new browser context (another device) shows everything typed and the
 * photo; "Save draft" then works in a browser without JavaScript and sends nothing for review.
 */
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { startServer, type RunningServer } from '../tests/helpers/server';
import { makeJpeg, openListing, openServerDb, readListing } from '../tests/listings/editor-helpers';
import { expect, test } from './fixtures';
import { expectAxeCleanWithoutScripts } from './helpers/axe';

let server: RunningServer | undefined;
let dataDir = '';
test.beforeAll(async () => {
  dataDir = copyFixture(process.env.E2E_FIXTURE_DIR || (await ensureFixture()));
  server = await startServer(dataDir, { ADMIN_NOTIFY_EMAIL: 'admin@guide.example' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a refused submission is all there in a fresh browser, and Save draft works without JavaScript', async ({ browser }) => {
  const db = openServerDb(dataDir);
  const { listingId, token } = openListing(db, 'restaurant', 'en');

  const first = await browser.newContext({ baseURL: server!.baseUrl });
  const page = await first.newPage();
  await page.goto(`/listing/${token}`);
  await page.locator('[name="en.name"]').fill('Riverside Warung');
  await page.locator('[name="nl.name"]').fill('Warung aan de rivier');
  await page.locator('[name="en.cuisine"]').fill('Surinamese');
  await page.locator('[name="en.location"]').fill('Waterkant 5, Paramaribo');
  await page.getByLabel('Monday, Opens').fill('08:00');
  await page.getByLabel('Monday, Closes').fill('16:00');
  await page.locator('#photo-main').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg() });
  await page.locator('[name="priceRange"]').selectOption('$$');
  // The description (required, in either language) is left out.
  const refused = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send for review' }).click();
  expect((await refused).status()).toBe(422);
  await expect(page.getByRole('alert')).toContainText('Some fields need your attention');
  await expect(page.locator('[name="en.description"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[name="en.cuisine"]')).toHaveValue('Surinamese');
  await expect(page.locator('[name="keepPhoto"]')).toHaveCount(1);
  await first.close();

  // Another device: a new context with nothing of the first one.
  const fresh = await browser.newContext({ baseURL: server!.baseUrl, javaScriptEnabled: false });
  const again = await fresh.newPage();
  await again.goto(`/listing/${token}`);
  await expect(again.locator('[name="en.name"]')).toHaveValue('Riverside Warung');
  await expect(again.locator('[name="en.description"]')).toHaveValue('');
  await expect(again.locator('[name="priceRange"]')).toHaveValue('$$');
  await expect(again.locator('[name="nl.name"]')).toHaveValue('Warung aan de rivier');
  await expect(again.locator('[name="en.cuisine"]')).toHaveValue('Surinamese');
  await expect(again.locator('[name="en.location"]')).toHaveValue('Waterkant 5, Paramaribo');
  await expect(again.getByLabel('Monday, Opens')).toHaveValue('08:00');
  await expect(again.getByLabel('Monday, Closes')).toHaveValue('16:00');
  const photo = again.locator('[name="keepPhoto"]');
  await expect(photo).toHaveCount(1);
  await expect(photo).toBeChecked();
  await expect(photo).toHaveAttribute('value', /^\/objects\/uploads\//);
  await expect(again.locator('[data-draft-saved]')).toHaveText(/^Draft saved at \d\d:\d\d\. Not sent for review yet\.$/);
  await expect(again.getByText('Awaiting your content')).toBeVisible();

  // Save draft without JavaScript: a plain post, the status unchanged.
  await again.locator('[name="en.description"]').fill('Roti, moksi alesi and saoto by the river.');
  await again.getByRole('button', { name: 'Save draft' }).click();
  await expect(again).toHaveURL(new RegExp(`/listing/${token}\\?saved=1$`));
  await expect(again.getByRole('status')).toContainText('Your draft is saved');
  await expect(again.locator('[name="en.description"]')).toHaveValue('Roti, moksi alesi and saoto by the river.');
  await expect(again.locator('[name="keepPhoto"]')).toHaveCount(1);
  await expectAxeCleanWithoutScripts(again);
  const { listing, adminMails } = readListing(db, listingId);
  expect(listing).toMatchObject({ status: 'awaiting_content', draft: null, submittedAt: null });
  expect(adminMails).toHaveLength(0);
  db.$client.close();
  await fresh.close();
});
