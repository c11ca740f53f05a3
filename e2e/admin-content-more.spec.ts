/** Events, news, the hero image and the Dutch dashboard: create with a photo and both languages, edit, delete, and the public pages following. */
import {
  daysFromNow,
  deleteThroughConfirmation,
  expectToast,
  openAdmin,
  readNewestId,
  readStat,
  uploadInto,
  waitForToastToClose,
} from './admin-content-helpers';
import { expect, test } from './fixtures';
import { useOwnServerPage } from './helpers/own-server';
import { waitForHydration } from './helpers/hydration';
import { expectAxeClean } from './helpers/axe';

test.describe.configure({ mode: 'serial' });

const { page } = useOwnServerPage(openAdmin);

test('event: date picker, time, price, photo and Featured Event; create, edit, delete on the public pages', async () => {
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByRole('columnheader', { name: 'Featured' })).toBeVisible();
  await expectAxeClean(page);
  const before = await readStat(page, 'Events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event' });
  await expect(dialog.getByLabel('Time')).toHaveAttribute('placeholder', '7:00 PM');
  await expect(dialog.getByText('Supported formats JPG, PNG, GIF, WebP; max size 10MB')).toBeVisible();
  await dialog.getByLabel('Name').fill('Moengo Jazz Night');
  await dialog.getByLabel('Description').fill('Saxophones under the stars.');
  await dialog.getByLabel('Category').fill('Live Music');
  await dialog.getByLabel('Location').fill('Moengo Festival Grounds');
  await dialog.getByLabel('Time').fill('8:30 PM');
  await dialog.getByRole('tab', { name: /Dutch/ }).click();
  await dialog.getByLabel('Name').fill('Moengo Jazzavond');
  await dialog.getByLabel('Time').fill('20:30 uur');
  await dialog.getByLabel('Date *').fill(daysFromNow(3));
  await dialog.getByLabel('Price ($)').fill('15');
  // The event's image field is the cover only (events have no page of their own): one row, no 'Add image'.
  await expect(dialog.getByRole('group', { name: 'Event image' }).getByRole('button', { name: 'Add image' })).toHaveCount(0);
  const image = dialog.getByRole('group', { name: 'Cover' });
  // An outside address the page may not load shows the spec's load error.
  await image.getByRole('textbox').fill('https://blocked.example.test/x.jpg');
  await expectToast(page, 'Image load error', 'Failed to load the event image');
  await uploadInto(page, image);
  await dialog.getByRole('switch', { name: 'Featured Event' }).click();
  await expectAxeClean(page, '[role="dialog"]');
  await waitForToastToClose(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Event created');
  const row = page.getByRole('row', { name: /Moengo Jazz Night/ });
  await expect(row).toContainText('8:30 PM');
  await expect(row).toContainText('Yes');
  await expect.poll(() => readStat(page, 'Events')).toBe(before + 1);

  const visitor = await page.context().newPage();
  await visitor.goto('/events');
  await expect(visitor.getByText('Moengo Jazz Night').first()).toBeVisible();
  await visitor.goto('/nl/events');
  await expect(visitor.getByText('Moengo Jazzavond').first()).toBeVisible();
  await expect(visitor.getByText('20:30 uur').first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit Moengo Jazz Night' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Date *')).toHaveValue(daysFromNow(3));
  await expect(edit.getByRole('switch', { name: 'Featured Event' })).toBeChecked();
  await expect(edit.getByRole('group', { name: 'Event image' }).getByRole('img', { name: 'Preview of the image' })).toBeVisible();
  await edit.getByLabel('Name').fill('Moengo Jazz & Blues Night');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Event updated');
  await visitor.goto('/events');
  await expect(visitor.getByText('Moengo Jazz & Blues Night').first()).toBeVisible();

  await deleteThroughConfirmation(
    page,
    'Moengo Jazz & Blues Night',
    'The event disappears from the site with its reviews. You can undo this for 30 seconds.',
    'Event deleted',
    'Events',
    before,
  );
  await visitor.goto('/nl/events');
  await expect(visitor.getByText('Moengo Jazzavond')).toHaveCount(0);
  await visitor.close();
});

test('news: title, category, excerpt, full text with preview in both languages, photo and Featured Article; create, edit, delete on the public pages', async () => {
  await page.getByRole('tab', { name: 'News', exact: true }).click();
  const before = await readStat(page, 'News');
  await page.getByRole('button', { name: 'Add Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Article' });
  await dialog.getByLabel('Title').fill('Keti Koti Parade Route Announced');
  await dialog.getByLabel('Category').fill('Culture');
  await dialog.getByLabel('Excerpt').fill('The 1 July parade takes a new route this year.');
  await dialog.getByLabel('Content').fill('The parade starts at the Palmentuin and ends at the waterfront.\n\nBring <b>water</b> and a hat.');
  // The preview shows the text as the article page will: two paragraphs, markup as typed.
  const preview = dialog.getByTestId(/-en-preview$/);
  await preview.getByText('Preview').click();
  await expect(preview.locator('p.whitespace-pre-line')).toHaveText([
    'The parade starts at the Palmentuin and ends at the waterfront.',
    'Bring <b>water</b> and a hat.',
  ]);
  await expect(preview).toContainText('1 min read · 2 paragraphs');
  await dialog.getByRole('tab', { name: /Dutch/ }).click();
  await dialog.getByLabel('Title').fill('Route Keti Koti-optocht bekend');
  await dialog.getByLabel('Excerpt').fill('De optocht van 1 juli loopt dit jaar anders.');
  await dialog.getByLabel('Content').fill('De optocht begint bij de Palmentuin.\n\nNeem water mee.');
  await dialog
    .getByTestId(/-nl-preview$/)
    .getByText('Preview')
    .click();
  await expect(dialog.getByTestId(/-nl-preview$/).locator('p.whitespace-pre-line')).toHaveText(['De optocht begint bij de Palmentuin.', 'Neem water mee.']);
  await uploadInto(page, dialog.getByRole('group', { name: 'Cover' }));
  await waitForToastToClose(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'News created');
  await expect(page.getByRole('row', { name: /Keti Koti Parade Route Announced/ })).toBeVisible();
  await expect.poll(() => readStat(page, 'News')).toBe(before + 1);
  const { id, imageUrl } = await readNewestId(page, 'news');

  const visitor = await page.context().newPage();
  await visitor.goto('/news');
  await expect(visitor.getByText('Keti Koti Parade Route Announced').first()).toBeVisible();
  await expect(visitor.locator(`img[src^="${imageUrl}"], source[srcset*="${imageUrl}"]`).first()).toBeAttached();
  await visitor.goto('/nl/news');
  await expect(visitor.getByText('Route Keti Koti-optocht bekend').first()).toBeVisible();
  await visitor.goto(`/news/${id}`);
  await expect(visitor.getByTestId('news-body').locator('p')).toHaveText([
    'The parade starts at the Palmentuin and ends at the waterfront.',
    'Bring <b>water</b> and a hat.',
  ]);
  await visitor.goto(`/nl/news/${id}`);
  await expect(visitor.getByTestId('news-body').locator('p')).toHaveText(['De optocht begint bij de Palmentuin.', 'Neem water mee.']);

  await page.getByRole('button', { name: 'Edit Keti Koti Parade Route Announced' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(edit.getByLabel('Content')).toHaveValue('The parade starts at the Palmentuin and ends at the waterfront.\n\nBring <b>water</b> and a hat.');
  await edit.getByRole('switch', { name: 'Featured Article' }).click();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'News updated');
  await expect(page.getByRole('row', { name: /Keti Koti Parade Route Announced/ })).toContainText('Yes');

  await deleteThroughConfirmation(
    page,
    'Keti Koti Parade Route Announced',
    'The news article disappears from the site. You can undo this for 30 seconds.',
    'News deleted',
    'News',
    before,
  );
  await visitor.goto('/news');
  await expect(visitor.getByText('Keti Koti Parade Route Announced')).toHaveCount(0);
  await visitor.close();
});

test('hero image: upload, save, remove; the home page follows', async () => {
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Hero Section Settings' });
  const field = card.getByRole('group', { name: 'Hero background image' });
  await expect(field.locator('[data-image-source="upload"]')).toBeVisible();
  await field.getByLabel('Upload image').setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4 not an image') });
  await expectToast(page, 'Upload failed', 'Failed to upload image. Please try again.');
  await uploadInto(page, field);
  // The stored path, read from the preview (the field names an upload, never shows its address).
  const path = (await field.getByRole('img', { name: 'Preview of the image' }).getAttribute('src'))!.split('?')[0]!;
  expect(path).toMatch(/^\/objects\/uploads\/[a-z0-9-]+$/);
  await card.getByRole('button', { name: 'Save Hero Image' }).click();
  await expectToast(page, 'Settings updated');
  const home = await page.request.get('/');
  expect(await home.text()).toContain(path);

  await field.getByRole('button', { name: 'Remove image' }).click();
  await expectToast(page, 'Image removed');
  await expect(field.getByText('No image yet')).toBeVisible();
  await card.getByRole('button', { name: 'Save Hero Image' }).click();
  await expectToast(page, 'Settings updated');
  expect(await (await page.request.get('/')).text()).not.toContain(path);
  expect((await (await page.request.get('/api/settings/hero-image')).json()).imageUrl).toBeNull();
});

test('the Dutch dashboard speaks Dutch, validation messages included', async () => {
  await page.goto('/nl/admin');
  await waitForHydration(page);
  await readStat(page, 'Restaurants', 'Totalen van de site');
  await page.getByRole('button', { name: 'Restaurant toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw restaurant toevoegen' });
  // No rating field: a place's rating comes from its approved reviews (issue 20).
  await expect(dialog.getByLabel(/Waardering/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(dialog.getByText('Naam is verplicht')).toBeVisible();
  await expect(dialog.getByText('Een afbeelding is verplicht')).toBeVisible();
  // A text over its limit: the message is rendered from the code, with the field's Dutch label.
  await dialog.getByLabel('Keuken').fill('x'.repeat(81));
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(dialog.getByText('Keuken mag maximaal 80 tekens lang zijn')).toBeVisible();
  await expect(dialog.getByText('Naam is verplicht')).toBeVisible();
  await expect(dialog.getByText(/must be|is required/)).toHaveCount(0);
  await expectAxeClean(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toHaveCount(0);
});
