/**
 * The bank-transfer screen is a React island hydrated at the first interaction: its first view
 * (the amount and the order number, shown by the page's load script) runs no React; the first
 * click on a 'Copy' button brings React, copies and announces, and the drop zone takes a file. The
 * browser's own file control is hidden from the first view, as the island hides it.
 */
import { bankForm, RECEIPT_PNG as PNG } from '../tests/payments/helpers';
import { expect, test } from './fixtures';
import { usePaymentsRig } from './helpers/payments-rig';
import { REACT_RUNTIME } from './helpers/scripts';

const { rig, url } = usePaymentsRig();

test('no React before any interaction; the first Copy click hydrates, copies and announces; a dropped file is taken', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: rig.server.baseUrl });
  await page.addInitScript(
    (form) => {
      localStorage.setItem('selectedPlan', 'event');
      localStorage.setItem('checkoutFormData', form);
    },
    JSON.stringify(bankForm({ businessName: 'Island Check Bar' })),
  );
  const react: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      void r
        .text()
        .then((body) => REACT_RUNTIME.test(body) && react.push(new URL(r.url()).pathname))
        // A response still arriving when the test ends has no body to read.
        .catch(() => {});
  });
  await page.goto(url('/checkout/bank-transfer'), { waitUntil: 'networkidle' });
  const reference = page.getByTestId('payment-reference');
  await expect(reference).toHaveText(/^SG-/);
  await expect(page.getByTestId('transfer-amount')).toHaveText('SRD 1,250');
  expect(react, 'React before any interaction').toEqual([]);
  const island = page.locator('astro-island[client="interaction"]', { has: page.getByTestId('transfer-steps') });
  await expect(island).toHaveAttribute('ssr', '');
  // The drop zone is the field from the first view: the browser's own file control is not drawn in it.
  expect((await page.locator('#receipt-file').boundingBox())?.width ?? 0, "the browser's file control before hydration").toBeLessThanOrEqual(1);

  // The very first click both starts React and copies.
  await page.getByRole('button', { name: 'Copy payment reference' }).click();
  await expect(page.getByTestId('copy-status')).toHaveText('Payment reference copied');
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await reference.textContent());
  await expect(island).not.toHaveAttribute('ssr');
  expect(react.length, 'React loaded at the first interaction').toBeGreaterThan(0);

  const transfer = await page.evaluateHandle((base64) => {
    const data = new DataTransfer();
    data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], 'dropped.png', { type: 'image/png' }));
    return data;
  }, PNG.toString('base64'));
  await page.getByTestId('receipt-drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByTestId('receipt-chosen')).toContainText('Selected file: dropped.png');
  await expect(page.getByRole('list', { name: 'Steps of your bank transfer' }).getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('button', { name: 'Upload Receipt' })).toBeEnabled();
});
