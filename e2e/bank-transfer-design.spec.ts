/**
 * The bank-transfer screen's design (issue 21): the three steps with the current one marked, 'Copy'
 * buttons for the account number, amount and reference (and none without JavaScript), and the
 * receipt field as a drop zone showing the chosen file's name, size and thumbnail.
 */
import type { Page } from '@playwright/test';
import { bankForm, makeBankOrder, RECEIPT_PDF, RECEIPT_PNG as PNG } from '../tests/payments/helpers';
import { expect, test } from './fixtures';
import { expectAxeClean, expectAxeCleanWithoutScripts } from './helpers/axe';
import { waitForHydration } from './helpers/hydration';
import { usePaymentsRig } from './helpers/payments-rig';

test.describe.configure({ mode: 'default' });

const { rig, url } = usePaymentsRig();

/** A PNG of 1.2 MB: the 1×1 receipt with padding after its end, which decoders ignore. */
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(Math.round(1.2 * 1024 * 1024) - PNG.length)]);

/** Opens the screen with a stored plan and form, hydrated and with its order number. */
async function openScreen(page: Page, business: string, lang: 'en' | 'nl' = 'en'): Promise<void> {
  await page.addInitScript(
    (form) => {
      localStorage.setItem('selectedPlan', 'event');
      localStorage.setItem('checkoutFormData', form);
    },
    JSON.stringify(bankForm({ businessName: business })),
  );
  await page.goto(url(lang === 'nl' ? '/nl/checkout/bank-transfer' : '/checkout/bank-transfer'));
  await waitForHydration(page);
  await expect(page.getByTestId('payment-reference')).toHaveText(/^SG-/);
}

/** Drops a file on the receipt drop zone, as a drag from the desktop does. */
async function dropFile(page: Page, name: string, type: string, bytes: Buffer): Promise<void> {
  const transfer = await page.evaluateHandle(
    ([fileName, fileType, base64]) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], fileName, { type: fileType }));
      return data;
    },
    [name, type, bytes.toString('base64')] as const,
  );
  await page.getByTestId('receipt-drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
}

const stepsOf = (page: Page, label: string) => page.getByRole('list', { name: label }).getByRole('listitem');

test('the steps: transfer first, upload once a receipt is chosen, then wait (en)', async ({ page }) => {
  await openScreen(page, 'Steps Bar');
  const steps = stepsOf(page, 'Steps of your bank transfer');
  await expect(steps).toHaveText([/Make the transfer$/, /Upload your receipt$/, /Wait for confirmation$/]);
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
  await page.getByLabel('Receipt file', { exact: true }).setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(0)).toContainText('(done)');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Upload Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt Uploaded!' })).toBeVisible();
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
});

test('the steps in Dutch, and the account details with Dutch copy buttons', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: rig.server.baseUrl });
  await openScreen(page, 'Stappen Bar', 'nl');
  const steps = stepsOf(page, 'Stappen van je bankoverschrijving');
  await expect(steps).toHaveText([/Maak het bedrag over$/, /Upload je betaalbewijs$/, /Wacht op bevestiging$/]);
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  const copyNumber = page.getByRole('button', { name: 'Rekeningnummer kopiëren' });
  await expect(copyNumber).toHaveText('Kopiëren');
  await copyNumber.click();
  await expect(page.getByRole('button', { name: 'Gekopieerd' })).toBeVisible();
  await expect(page.getByTestId('copy-status')).toHaveText('Rekeningnummer gekopieerd');
  // Without the spaces shown, as bank apps want it.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0001234567');
  await expectAxeClean(page);
});

test("'Copy' puts the reference and the amount on the clipboard and says 'Copied' for a moment", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: rig.server.baseUrl });
  await openScreen(page, 'Clipboard Cafe');
  const reference = (await page.getByTestId('payment-reference').textContent()) ?? '';
  const copyReference = page.getByRole('button', { name: 'Copy payment reference' });
  await expect(copyReference).toHaveText('Copy');
  await copyReference.click();
  const copied = page.getByRole('button', { name: 'Copied' });
  await expect(copied).toBeVisible();
  await expect(page.getByTestId('copy-status')).toHaveText('Payment reference copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  // Back to 'Copy' after about two seconds.
  await expect(copied).toHaveCount(0, { timeout: 4000 });
  await expect(copyReference).toHaveText('Copy');

  await page.getByRole('button', { name: 'Copy amount' }).click();
  await expect(page.getByTestId('copy-status')).toHaveText('Amount copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1250');
  // The values are in the site's font, not a typewriter one.
  expect(await page.getByTestId('payment-reference').evaluate((e) => getComputedStyle(e).fontFamily)).not.toMatch(/mono/i);
});

test('where the clipboard is refused, the value is selected for a copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await openScreen(page, 'No Clipboard Bar');
  const reference = (await page.getByTestId('payment-reference').textContent()) ?? '';
  await page.getByRole('button', { name: 'Copy payment reference' }).click();
  await expect(page.getByTestId('copy-status')).toHaveText('Could not copy: payment reference is selected, copy it with your keyboard or menu');
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(reference);
  await expect(page.getByRole('button', { name: 'Copy payment reference' })).toHaveText('Copy');
});

test('a dropped image shows its name, size and thumbnail; Remove and a PDF', async ({ page }) => {
  await openScreen(page, 'Drop Zone Tours');
  await dropFile(page, 'photo-of-receipt.png', 'image/png', BIG_PNG);
  const chosen = page.getByTestId('receipt-chosen');
  await expect(chosen).toContainText('Selected file: photo-of-receipt.png');
  await expect(page.getByTestId('receipt-size')).toHaveText('1.2 MB');
  const thumbnail = page.getByTestId('receipt-thumbnail');
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  const firstUrl = (await thumbnail.getAttribute('src')) ?? '';
  // The dropped file is also the input's, as a form post would send it.
  expect(await page.locator('#receipt-file').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('photo-of-receipt.png');
  await expect(page.getByRole('button', { name: 'Upload Receipt' })).toBeEnabled();
  await expectAxeClean(page);

  // Another file: the first thumbnail's address is let go.
  await page.getByLabel('Receipt file', { exact: true }).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  await expect(chosen).toContainText('Selected file: scan.pdf');
  await expect(thumbnail).toHaveCount(0);
  expect(
    await page.evaluate(
      (u) =>
        fetch(u).then(
          () => 'open',
          () => 'revoked',
        ),
      firstUrl,
    ),
  ).toBe('revoked');

  await chosen.getByRole('button', { name: 'Remove' }).click();
  await expect(chosen).toHaveCount(0);
  await expect(page.getByLabel('Receipt file', { exact: true })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Upload Receipt' })).toBeDisabled();
});

test('a refused file is said at the field, in Dutch, and a dropped one shows its size in Dutch', async ({ page }) => {
  await openScreen(page, 'Veld Fout Bar', 'nl');
  const input = page.getByLabel('Bestand met betaalbewijs', { exact: true });
  await dropFile(page, 'bon.gif', 'image/gif', Buffer.from('GIF89a'));
  const error = page.getByRole('region', { name: 'Betaalbewijs uploaden' }).getByRole('alert');
  await expect(error).toHaveText('Ongeldig bestandstype - Upload een JPEG-, PNG- of pdf-bestand.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(/JPEG, PNG of pdf, maximaal 5MB\. Ongeldig bestandstype/);
  await expect(page.getByTestId('receipt-chosen')).toHaveCount(0);
  await expectAxeClean(page);
  await dropFile(page, 'bon.png', 'image/png', BIG_PNG);
  await expect(error).toHaveCount(0);
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('receipt-size')).toHaveText('1,2 MB');
  await expect(page.getByTestId('receipt-chosen')).toContainText('Gekozen bestand: bon.png');
});

test('without JavaScript: the values shown, no copy buttons, the browser’s own file input in the zone', async ({ browser }) => {
  const { orderId } = await makeBankOrder(rig.server.baseUrl, 'tour', bankForm({ businessName: 'Geen Knoppen Bar' }));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url(`/checkout/bank-transfer?order=${orderId}`));
  await expect(page.getByTestId('payment-reference')).toHaveText(/^SG-/);
  await expect(page.getByRole('region', { name: 'Bank Account Details' })).toContainText('000 1234 567');
  await expect(page.getByRole('button', { name: /Copy/ })).toHaveCount(0);
  await expect(stepsOf(page, 'Steps of your bank transfer').nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('Receipt file', { exact: true })).toBeVisible();
  await expectAxeCleanWithoutScripts(page);
  await context.close();
});
