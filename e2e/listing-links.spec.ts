/**
 * What a business puts on its listing, in a browser: the restaurant page's links and its Directions link (keyboard,
 * axe, screenshots at 412 and 1280 px in en and nl), and the editor's "Copy Monday to all days" with JavaScript
 * (copied in place, nothing posted) and without (copied by the server, the form shown again).
 */
import { copyFixture } from '../tests/helpers/fixture';
import { ensureFixture } from '../tests/helpers/fixture-cache';
import { startServer, type RunningServer } from '../tests/helpers/server';
import { openListing, openServerDb } from '../tests/listings/editor-helpers';
import { expect, test } from './fixtures';
import { expectAxeClean, expectAxeCleanWithoutScripts } from './helpers/axe';

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

for (const lang of ['en', 'nl'] as const) {
  test(`the demo restaurant's links and Directions (${lang})`, async ({ browser }, info) => {
    const context = await browser.newContext({ baseURL: server!.baseUrl });
    const page = await context.newPage();
    await page.goto(lang === 'en' ? '/restaurant/1' : '/nl/restaurant/1');
    const panel = page.getByRole('region', { name: lang === 'en' ? 'Website and links' : 'Website en links' });
    const directions = panel.getByRole('link', { name: lang === 'en' ? 'Directions (opens in a new tab)' : 'Route (opent in een nieuw tabblad)' });
    await expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=5.8236,-55.152');
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    await expect(panel.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/bluekorjaal.example/');
    await expect(panel.getByRole('link', { name: /^E-?mail$/ })).toHaveAttribute('href', 'mailto:hello@bluekorjaal.example');
    // Only the links it filled: The Blue Korjaal has no Facebook page, and its WhatsApp stays its phone's.
    await expect(panel.getByRole('link', { name: /^Facebook/ })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(0);
    // Reached by keyboard: focus lands on it with Tab from the link before it.
    await panel.getByRole('link', { name: /^Instagram/ }).focus();
    await page.keyboard.press('Tab');
    await expect(directions).toBeFocused();
    await expectAxeClean(page);
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: info.outputPath(`restaurant-links-${lang}-${width}.png`), fullPage: true });
    }
    await context.close();
  });
}

test('copy Monday to all days with JavaScript copies in place', async ({ browser }) => {
  const { token } = openListing(openServerDb(dataDir));
  const context = await browser.newContext({ baseURL: server!.baseUrl });
  const page = await context.newPage();
  await page.goto(`/listing/${token}`);
  await page.getByLabel('Monday, Opens').fill('11:30');
  await page.getByLabel('Monday, Closes').fill('22:00');
  await page.getByLabel('Sunday, Closed').check();
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST') posted++;
  });
  await page.getByRole('button', { name: 'Copy Monday to all days' }).click();
  for (const day of ['Tuesday', 'Saturday', 'Sunday']) {
    await expect(page.getByLabel(`${day}, Opens`).first()).toHaveValue('11:30');
    await expect(page.getByLabel(`${day}, Closes`).first()).toHaveValue('22:00');
  }
  await expect(page.getByLabel('Sunday, Closed')).not.toBeChecked();
  expect(posted).toBe(0);
  await context.close();
});

test('copy Monday to all days without JavaScript is copied by the server', async ({ browser }) => {
  const { token } = openListing(openServerDb(dataDir), 'restaurant', 'nl');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server!.baseUrl });
  const page = await context.newPage();
  await page.goto(`/nl/listing/${token}`);
  await page.getByLabel('Maandag, Opent').first().fill('08:00');
  await page.getByLabel('Maandag, Sluit').first().fill('16:00');
  await page.getByRole('button', { name: 'Maandag naar alle dagen kopiëren' }).click();
  await expect(page).toHaveURL(/\?saved=1#opening-hours$/);
  for (const day of ['Dinsdag', 'Zondag']) {
    await expect(page.getByLabel(`${day}, Opent`).first()).toHaveValue('08:00');
    await expect(page.getByLabel(`${day}, Sluit`).first()).toHaveValue('16:00');
  }
  await expect(page.getByText('Wacht op je inhoud')).toBeVisible();
  await expectAxeCleanWithoutScripts(page);
  await context.close();
});

test("the demo tour's links beside its booking card, in USD", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server!.baseUrl });
  const page = await context.newPage();
  await page.goto('/tour/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brownsberg Nature Park Hike');
  const panel = page.getByRole('region', { name: 'Website and links' });
  await expect(panel.getByRole('link', { name: 'Directions (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=4.9496,-55.1817',
  );
  await expect(panel.getByRole('link', { name: 'Website (opens in a new tab)' })).toHaveAttribute('href', 'https://greenheart-trails.example.com');
  await expect(page.getByTestId('tour-price')).toHaveText(/^\$[\d,.]+ USD$/);
  await expectAxeClean(page);
  await context.close();
});
