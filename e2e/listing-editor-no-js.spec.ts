/**
 * The business's listing editor in a browser without JavaScript (issue 17): the Dutch page from the
 * emailed link, a refused post that comes back with what was typed, then a submission with a photo
 * that lands as a draft waiting for review.
 */
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { startServer, type RunningServer } from '../tests/helpers/server';
import { makeJpeg, openListing, openServerDb, readListing } from '../tests/listings/editor-helpers';
import { expect, test } from './fixtures';
import { expectAxeCleanWithoutScripts } from './helpers/axe';

// One server for the file: its tests stay in one worker, so the server is started once, not once a worker.
test.describe.configure({ mode: 'default' });

let server: RunningServer | undefined;
let dataDir = '';
test.beforeAll(async () => {
  dataDir = copyFixture(process.env.E2E_FIXTURE_DIR || (await ensureFixture()));
  server = await startServer(dataDir, { ADMIN_NOTIFY_EMAIL: 'admin@guide.example' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a restaurant sends its listing with a photo, in Dutch, without JavaScript', async ({ browser }) => {
  const db = openServerDb(dataDir);
  const { listingId, token } = openListing(db, 'restaurant', 'nl');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server!.baseUrl });
  const page = await context.newPage();
  await page.goto(`/nl/listing/${token}`);
  await expect(page.getByText('Wacht op je inhoud')).toBeVisible();
  await expectAxeCleanWithoutScripts(page);

  await page.locator('[name="en.description"]').fill('Roti and moksi alesi by the river.');
  await page.locator('[name="en.cuisine"]').fill('Surinamese');
  await page.locator('[name="en.location"]').fill('Waterkant 5, Paramaribo');
  // The name in neither language: refused, reported on the first language's field.
  // Opening hours: Monday 08:00-16:00, Tuesday closed, Wednesday evening past midnight (its closing time left out first).
  await page.getByLabel('Maandag, Opent').fill('08:00');
  await page.getByLabel('Maandag, Sluit').fill('16:00');
  await page.getByLabel('Dinsdag, Gesloten').check();
  await page.getByLabel('Woensdag, Opent').fill('18:00');
  const refused = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Ter controle insturen' }).click();
  expect((await refused).status()).toBe(422);
  await expect(page.getByRole('link', { name: 'Engels: Naam is verplicht' })).toHaveAttribute('href', '#en-name');
  await expect(page.locator('#en-name-error')).toHaveText('Naam is verplicht');
  await expect(page.locator('[name="en.name"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#photo-main-error')).toHaveText('Een afbeelding is verplicht');
  await expect(page.locator('[name="en.cuisine"]')).toHaveValue('Surinamese');
  await expect(page.getByLabel('Maandag, Opent')).toHaveValue('08:00');
  await expect(page.getByLabel('Maandag, Sluit')).toHaveValue('16:00');
  await expect(page.getByLabel('Dinsdag, Gesloten')).toBeChecked();
  await expect(page.locator('#hours-wednesday-error')).toHaveText('Woensdag: vul zowel de openings- als de sluitingstijd in');
  await expect(page.getByLabel('Woensdag, Sluit')).toHaveAttribute('aria-describedby', 'hours-wednesday-error');
  await expect(page.getByRole('link', { name: /Woensdag: vul zowel/ })).toHaveAttribute('href', '#hours-wednesday-closed');
  await expectAxeCleanWithoutScripts(page);

  // A name in Dutch only is enough: either language may carry a required text.
  await page.locator('[name="nl.name"]').fill('Warung aan de rivier');
  await page.getByLabel('Woensdag, Sluit').fill('01:00');
  await page.locator('#photo-main').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg() });
  await page.getByRole('button', { name: 'Ter controle insturen' }).click();
  await expect(page).toHaveURL(new RegExp(`/nl/listing/${token}\\?sent=1$`));
  await expect(page.getByText('Ingestuurd ter controle')).toBeVisible();
  await expect(page.getByText('Wacht op controle')).toBeVisible();
  await expect(page.locator('[name="keepPhoto"]')).toHaveCount(1);
  await expectAxeCleanWithoutScripts(page);

  const { listing, adminMails } = readListing(db, listingId);
  expect(listing.status).toBe('pending_review');
  expect(listing.draft).toMatchObject({ translations: { en: { name: '', cuisine: 'Surinamese' }, nl: { name: 'Warung aan de rivier' } } });
  expect((listing.draft as { imageUrl: string }).imageUrl).toMatch(/^\/objects\/uploads\//);
  expect((listing.draft as { openingHours: unknown }).openingHours).toEqual({ monday: '08:00-16:00', tuesday: 'Closed', wednesday: '18:00-01:00' });
  await expect(page.getByLabel('Woensdag, Sluit')).toHaveValue('01:00');
  await expect(page.getByText('sluit de volgende dag')).toBeVisible();
  expect(adminMails).toHaveLength(1);
  db.$client.close();
  await context.close();
});

test('a link that opens nothing says so in Dutch and passes the accessibility checks', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server!.baseUrl });
  const page = await context.newPage();
  const answer = await page.goto(`/nl/listing/${'a'.repeat(32)}`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze link werkt niet');
  await expect(page.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute('href', '/nl/contact');
  await expectAxeCleanWithoutScripts(page);
  await context.close();
});
