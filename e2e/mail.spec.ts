/**
 * Email in the browser (issue 16): a bank transfer bought in Dutch and verified by the admin leaves
 * its emails as .eml files (no SMTP_URL: the embedded default), the order's in Dutch with amount,
 * reference and bank details; the admin's Emails tab lists them, previews one and resends it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { RECEIPT_PNG as PNG, startPaymentsRig, type PaymentsRig } from '../tests/payments/helpers';
import { expect, test } from './fixtures';
import { signIn } from './helpers/admin';
import { expectAxeClean } from './helpers/axe';

test.describe.configure({ mode: 'default' });

let rig: PaymentsRig;
test.beforeAll(async () => {
  rig = await startPaymentsRig(process.env.E2E_FIXTURE_DIR ?? '');
});
test.afterAll(() => rig?.stop());

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: rig.server.baseUrl });
  return context.newPage();
}

/** The .eml files the server wrote, parsed, that mention `text` in their subject. */
async function readMail(text: string): Promise<ParsedMail[]> {
  const dir = path.join(rig.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
  const parsed = await Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
  return parsed.filter((m) => m.subject?.includes(text));
}
const subjectsOf = async (text: string) => (await readMail(text)).map((m) => m.subject ?? '').sort();

test('a bank transfer in Dutch and its verification leave every email in the mail folder, shown in the Emails tab', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/nl/contact');
  await page.getByRole('link', { name: 'Aan de slag met de Tourvermelding' }).click();
  await page.getByLabel('Bedrijfsnaam').fill('Mail & Co Tours');
  await page.getByLabel('Contactpersoon').fill('Sita Ramdin');
  await page.getByLabel('E-mailadres').fill('sita@mailco.example');
  await page.getByLabel('Telefoonnummer').fill('+597 555-0707');
  await page.getByLabel('Straat en huisnummer').fill('Henck Arronstraat 5');
  await page.getByLabel('Plaats').fill('Paramaribo');
  await page.getByRole('button', { name: 'Verder naar bankoverschrijving' }).click();
  const reference = page.getByTestId('payment-reference');
  await expect(reference).toHaveText(/^SG-/);
  const orderNumber = (await reference.textContent()) ?? '';
  await page.getByLabel('Bestand met betaalbewijs').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Betaalbewijs uploaden' }).click();
  await expect(page.getByRole('heading', { name: 'Betaalbewijs geüpload!' })).toBeVisible();

  await expect
    .poll(() => subjectsOf(orderNumber))
    .toEqual(
      [
        `Betaalbewijs ontvangen voor bestelling ${orderNumber}`,
        `New order ${orderNumber} (bank transfer)`,
        `Receipt to review for order ${orderNumber}`,
        `Je bestelling ${orderNumber}: gegevens voor de overschrijving`,
      ].sort(),
    );
  const [details] = await readMail(`Je bestelling ${orderNumber}`);
  expect(details.to && 'text' in details.to ? details.to.text : '').toBe('sita@mailco.example');
  for (const text of [orderNumber, 'SRD 1.000', 'Demo Bank of Suriname', '000 1234 567', `${rig.server.baseUrl}/nl/checkout/bank-transfer?order=`])
    expect(details.text).toContain(text);
  // Readable on a narrow phone with images off: under 30 KB, no image, nothing wider than the screen.
  const html = typeof details.html === 'string' ? details.html : '';
  expect(Buffer.byteLength(html)).toBeLessThan(30_000);
  expect(html).not.toContain('<img');
  const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await phone.setContent(html);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.close();

  // The admin verifies the transfer in the Orders tab; the buyer hears of it.
  await signIn(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const row = page.getByRole('row', { name: /Mail & Co Tours/ });
  await row.getByRole('button', { name: 'Verify the payment of Mail & Co Tours' }).click();
  await page.getByRole('dialog', { name: 'Verify bank transfer' }).getByRole('button', { name: 'Verify' }).click();
  await expect(row).toContainText('Active');
  await expect.poll(async () => (await readMail(`Betaling bevestigd voor bestelling ${orderNumber}`)).length).toBe(1);
  const [verified] = await readMail(`Betaling bevestigd voor bestelling ${orderNumber}`);
  // A paid order opens its listing: the buyer gets the private editor link, in Dutch.
  expect(verified.text).toMatch(/\/nl\/listing\/[a-z2-7]{32}/);

  // The Emails tab: every message of the order, sent, with a preview as the recipient sees it.
  await page.getByRole('tab', { name: 'Emails' }).click();
  const table = page.getByRole('table', { name: 'Emails sent by the site' });
  await expect(table).toBeVisible();
  const mailRow = table.getByRole('row', { name: new RegExp(`Je bestelling ${orderNumber}`) });
  await expect(mailRow).toContainText('sita@mailco.example');
  await expect(mailRow).toContainText('Sent');
  await expect(mailRow).toContainText('Order received (bank transfer)');
  await expectAxeClean(page);
  await mailRow.getByRole('button', { name: `Preview the email "Je bestelling ${orderNumber}: gegevens voor de overschrijving"` }).click();
  const frame = page.frameLocator(`iframe[title^="Preview: Je bestelling ${orderNumber}"]`);
  await expect(frame.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
  await expect(frame.locator('p').filter({ hasText: 'Mail & Co Tours' })).toBeVisible();

  await mailRow.getByRole('button', { name: /^Resend the email/ }).click();
  await expect(page.getByText('Email queued again').first()).toBeVisible();
  await expect.poll(async () => (await readMail(`Je bestelling ${orderNumber}`)).length).toBe(2);

  // The admins' "receipt to review" email links straight to the order in the Orders tab.
  const [toReview] = await readMail(`Receipt to review for order ${orderNumber}`);
  const link = (toReview.text ?? '').match(/https?:\/\/\S+#orders/)?.[0] ?? '';
  expect(link.startsWith(`${rig.server.baseUrl}/admin?order=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
  await expect(page.locator('tr[aria-current="true"]')).toContainText('Mail & Co Tours');
});
