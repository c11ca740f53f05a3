/**
 * The admin reviews a pending restaurant listing in the Listings tab (issue 17): the preview shows
 * the draft in English and Dutch with the English fallback marked, the admin
 * approves, and the restaurant is on /restaurants.
 */
import path from 'node:path';
import { openDatabase } from '~/db/client';
import { copyFixture } from '../tests/helpers/fixture';
import { makeListing, sampleRestaurantDraft } from '../tests/helpers/sample-listings';
import { startServer, type RunningServer } from '../tests/helpers/server';
import { expect, test } from './fixtures';
import { signIn } from './helpers/admin';
import { expectAxeClean } from './helpers/axe';

let server: RunningServer | undefined;
test.beforeAll(async () => {
  const dataDir = copyFixture(process.env.E2E_FIXTURE_DIR ?? '');
  const db = openDatabase(path.join(dataDir, 'guide.db'));
  try {
    makeListing(db, 'pw', { draft: sampleRestaurantDraft('Warung Playwright'), submittedAt: new Date(Date.now() - 3_600_000) });
  } finally {
    db.$client.close();
  }
  server = await startServer(dataDir);
});
test.afterAll(() => server?.stop());

test('a pending restaurant listing is previewed in both languages, approved in the Listings tab and shown on /restaurants', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server?.baseUrl });
  const page = await context.newPage();
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Site totals' })).toContainText(/Listings to review\s*1/);
  await page.getByRole('tab', { name: 'Listings' }).click();
  await expect(page.getByRole('heading', { name: 'Review queue (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: /Warung Playwright/ });
  await expect(row).toContainText('Pending review');
  await expect(row).toContainText('pw@owner.example');
  await expect(row).toContainText('SG-PW');
  await row.getByRole('button', { name: 'Open listing Warung Playwright' }).click();

  // The preview is the public page itself, one per language, rendered from the content sent.
  const preview = page.getByRole('region', { name: 'Preview as the public page will look' });
  const en = page.frameLocator('iframe[title="Preview as the public page will look: English"]');
  const nl = page.frameLocator('iframe[title="Preview as the public page will look: Dutch"]');
  await expect(en.getByRole('heading', { level: 1, name: 'Warung Playwright' })).toBeVisible();
  await expect(en.locator('main')).toContainText('Javanese dishes on the Waterkant.');
  await expect(en.locator('main')).toContainText('Guide partner');
  await expect(nl.locator('main')).toContainText('Javaanse gerechten aan de Waterkant.');
  await expect(nl.locator('main')).toContainText('Partner van de gids');
  // The Dutch location was left empty: the Dutch page shows the English one, as the live page will.
  await expect(nl.locator('main')).toContainText('Waterkant 1, Paramaribo');
  await expect(preview.getByRole('link', { name: 'Open this preview in a new tab' })).toHaveCount(2);

  await expectAxeClean(page);

  // Issue 20: no typed rating; the restaurant's stars come from visitor reviews.
  await expect(page.getByLabel(/Rating/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  // One confirmation that says what happens: live now, until when, and who is emailed.
  const confirm = page.getByRole('dialog', { name: /^Approve “.+”\?$/ });
  await expect(confirm).toContainText('It goes live on the site now and stays live until');
  await expect(confirm).toContainText('gets an email that the listing is live.');
  await expectAxeClean(page);
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Listing approved', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review queue (0)' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Warung Playwright/ })).toContainText('Live');

  await page.goto('/restaurants');
  await expect(page.getByRole('heading', { name: 'Warung Playwright' })).toBeVisible();
  await context.close();
});
