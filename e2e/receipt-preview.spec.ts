/**
 * A bank-transfer receipt seen in place in the Orders tab, on a wide screen and on a 412 px phone: an image receipt
 * as a loaded picture, a PDF one in a viewer frame the browser is allowed to fill (not refused as a framed page),
 * each beside its download.
 */
import type { Browser, Page } from '@playwright/test';
import { bankForm, makeBankOrder, postReceipt, RECEIPT_PDF as PDF, RECEIPT_PNG as PNG } from '../tests/payments/helpers';
import { expect, test } from './fixtures';
import { signIn } from './helpers/admin';
import { expectAxeClean } from './helpers/axe';
import { usePaymentsRig } from './helpers/payments-rig';

// One rig for both widths (parallel rigs would each sign in through argon2 on the same two cores).
test.describe.configure({ mode: 'serial' });
const { rig } = usePaymentsRig();

async function orderWithReceipt(businessName: string, file: { bytes: Buffer; name: string; type: string }): Promise<string> {
  const { orderId } = await makeBankOrder(rig.server.baseUrl, 'restaurant', bankForm({ businessName }));
  const res = await postReceipt(rig.server.baseUrl, file, { orderId, idempotencyKey: crypto.randomUUID() });
  expect(res.status).toBe(201);
  return orderId;
}

async function openOrders(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: rig.server.baseUrl, viewport: { width, height: width < 600 ? 915 : 900 } });
  const page = await context.newPage();
  await signIn(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('table', { name: 'Listing orders' })).toBeVisible();
  return page;
}

for (const width of [1280, 412]) {
  test(`${width} px: an image receipt shows as a picture and a PDF receipt in a viewer frame, each with its download`, async ({ browser }) => {
    const tag = width === 412 ? 'Phone' : 'Desk';
    const imageId = await orderWithReceipt(`${tag} Image Warung`, { bytes: PNG, name: 'transfer.png', type: 'image/png' });
    const pdfId = await orderWithReceipt(`${tag} Pdf Tours`, { bytes: PDF, name: 'transfer.pdf', type: 'application/pdf' });
    const page = await openOrders(browser, width);

    await page.getByRole('button', { name: `View receipt of ${tag} Image Warung` }).click();
    let dialog = page.getByRole('dialog', { name: `Receipt of ${tag} Image Warung` });
    const image = dialog.getByRole('img', { name: `Bank-transfer receipt sent by ${tag} Image Warung` });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', `/api/admin/orders/${imageId}/receipt`);
    // Loaded, not a broken picture.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/api/admin/orders/${imageId}/receipt?download=1`);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expectAxeClean(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const framed = page.waitForResponse((r) => r.url().endsWith(`/api/admin/orders/${pdfId}/receipt`));
    await page.getByRole('button', { name: `View receipt of ${tag} Pdf Tours` }).click();
    dialog = page.getByRole('dialog', { name: `Receipt of ${tag} Pdf Tours` });
    const frame = dialog.locator('iframe[data-receipt-preview="pdf"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('title', `Receipt of ${tag} Pdf Tours (PDF)`);
    const response = await framed;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline;/);
    // The frame holds the receipt, not Chromium's error page for a refused frame (X-Frame-Options / frame-ancestors).
    await expect.poll(() => page.frames().map((f) => f.url())).toContain(`${rig.server.baseUrl}/api/admin/orders/${pdfId}/receipt`);
    expect(page.frames().some((f) => f.url().startsWith('chrome-error:'))).toBe(false);
    expect((await frame.boundingBox())!.height).toBeGreaterThan(300);
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/api/admin/orders/${pdfId}/receipt?download=1`);
    await expect(dialog.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', `/api/admin/orders/${pdfId}/receipt`);
    await page.screenshot({ path: test.info().outputPath(`receipt-pdf-${width}.png`) });
    await page.context().close();
  });
}
