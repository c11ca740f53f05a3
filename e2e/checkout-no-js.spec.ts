/**
 * The checkout for a visitor whose JavaScript never arrives: the form posts to the page, the
 * server answers with the spec's messages, a card payment goes through Stripe's hosted page (the
 * local mock) to an active listing, and a bank transfer gets its order and the bank-transfer screen,
 * takes a receipt as a plain form post and shows the confirmation. In both languages.
 */
import type { Browser, Page } from '@playwright/test';
import { RECEIPT_PNG as PNG } from '../tests/payments/helpers';
import { expect, test } from './fixtures';
import { expectAxeCleanWithoutScripts } from './helpers/axe';
import { checkoutLabels, fillCheckoutFields, requiredFieldMessages, hydrateCheckoutForm } from './helpers/checkout-form';
import { usePaymentsRig } from './helpers/payments-rig';

test.describe.configure({ mode: 'default' });

const { rig, url } = usePaymentsRig();
test.beforeEach(() => {
  rig.mock.failStatus = null;
});

/** A page in a browser context with JavaScript switched off. */
async function openWithoutJs(browser: Browser, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url(path));
  return { page, close: () => context.close() };
}

test('an empty or wrong form comes back from the server with the spec messages and the typed values', async ({ browser }) => {
  const { page, close } = await openWithoutJs(browser, '/checkout?plan=restaurant');
  const submit = page.getByRole('button', { name: 'Continue to payment' });
  await expect(submit).toBeEnabled();
  // The card can be chosen without JavaScript; the server holds the USD-only rule.
  await expect(page.getByLabel('Credit card')).toBeEnabled();
  await expect(page.getByLabel('SRD – Surinamese dollar')).toBeChecked();
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await submit.click();
  expect((await answer).status()).toBe(400);
  // The answer is the form island's server render, messages and all.
  await expect(page.locator('astro-island form[data-checkout-form]')).toHaveCount(1);
  for (const message of requiredFieldMessages) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Business name')).toBeFocused();
  await expect(page.getByLabel('Business name')).toHaveAttribute('aria-invalid', 'true');
  await expectAxeCleanWithoutScripts(page);

  await fillCheckoutFields(page, 'en', 'Kaseko Club');
  await page.getByLabel('Email address').fill('maya@');
  await page.getByLabel('Credit card').check();
  await submit.click();
  await expect(page).toHaveURL(/\/checkout\?plan=restaurant$/);
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(page.getByText('Card payments are only available in USD', { exact: true })).toBeVisible();
  await expect(page.getByText('Business name must be at least 2 characters')).toHaveCount(0);
  // What was typed is kept, including the choice of card.
  await expect(page.getByLabel('Business name')).toHaveValue('Kaseko Club');
  await expect(page.getByLabel('Email address')).toHaveValue('maya@');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page.getByLabel('Credit card')).toBeChecked();
  expect(rig.orders().filter((o) => o.business_name === 'Kaseko Club')).toHaveLength(0);
  await close();
});

test('pays by card: the server sends the visitor to Stripe and the listing is activated', async ({ browser }) => {
  const { page, close } = await openWithoutJs(browser, '/nl/checkout?plan=event');
  await fillCheckoutFields(page, 'nl', 'Geen Script Lounge');
  await page.getByLabel('USD – Amerikaanse dollar').check();
  await page.getByLabel('Creditcard').check();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  // The mock's hosted page marks the session paid and sends the browser to success_url.
  await expect(page).toHaveURL(/\/nl\/checkout\/success\?session_id=cs_test_\w+&verify=server$/);
  await expect(page.getByRole('heading', { name: 'Betaling gelukt!' })).toBeVisible();
  await expect(page.getByText('Bedrijf: Geen Script Lounge')).toBeVisible();
  const order = rig.orders().find((o) => o.business_name === 'Geen Script Lounge');
  expect(order).toMatchObject({ status: 'active', plan_type: 'event', amount: 33, currency: 'USD', locale: 'nl' });
  // The price came from the catalog, as on the island's path.
  const created = rig.mock.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.body.customer_email === 'maya@kaseko.example');
  expect(created.at(-1)?.body).toMatchObject({ line_items: [{ price_data: { unit_amount: '3300' } }], locale: 'nl' });
  await close();
});

test('says Payment Failed and keeps the form when Stripe is down', async ({ browser }) => {
  rig.mock.failStatus = 503;
  const { page, close } = await openWithoutJs(browser, '/checkout?plan=tour');
  await fillCheckoutFields(page, 'en', 'Stripe Down Tours');
  await page.getByLabel('USD – US dollar').check();
  await page.getByLabel('Credit card').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Payment Failed - There was an error processing your payment. Please try again.');
  await expect(page.getByLabel('Business name')).toHaveValue('Stripe Down Tours');
  await expect(page.getByLabel('Credit card')).toBeChecked();
  expect(rig.orders().find((o) => o.business_name === 'Stripe Down Tours')?.status).toBe('pending');
  await close();
});

for (const lang of ['en', 'nl'] as const) {
  const t =
    lang === 'en'
      ? {
          path: '/checkout?plan=event',
          amount: 'SRD 1,250',
          upload: 'Upload Receipt',
          file: 'Receipt file',
          typeError: 'Invalid File Type - Please upload a JPEG, PNG, or PDF file.',
          done: 'Receipt Uploaded!',
          doneUrl: /\/checkout\/bank-transfer\?receipt=[0-9a-f-]{36}$/,
        }
      : {
          path: '/nl/checkout?plan=event',
          amount: 'SRD 1.250',
          upload: 'Betaalbewijs uploaden',
          file: 'Bestand met betaalbewijs',
          typeError: 'Ongeldig bestandstype - Upload een JPEG-, PNG- of pdf-bestand.',
          done: 'Betaalbewijs geüpload!',
          doneUrl: /\/nl\/checkout\/bank-transfer\?receipt=[0-9a-f-]{36}$/,
        };
  test(`bank transfer without JavaScript (${lang}): the bank-transfer screen, a refused file, then the receipt`, async ({ browser }) => {
    const business = `Zonder Script ${lang.toUpperCase()}`;
    const { page, close } = await openWithoutJs(browser, t.path);
    await fillCheckoutFields(page, lang, business);
    await page.getByRole('button', { name: checkoutLabels[lang].submit }).click();
    await expect(page.getByTestId('transfer-amount')).toHaveText(t.amount);
    // The order exists from here on, awaiting payment, and its number is the reference to quote.
    const waiting = rig.orders().filter((o) => o.business_name === business);
    expect(waiting).toMatchObject([{ status: 'awaiting_payment', plan_type: 'event', locale: lang }]);
    await expect(page.getByTestId('payment-reference')).toHaveText((waiting[0] as unknown as { order_number: string }).order_number);
    await expectAxeCleanWithoutScripts(page);
    const upload = page.getByRole('button', { name: t.upload });
    await expect(upload).toBeEnabled();

    // Named and declared as a PDF, but HTML inside: refused from the bytes, the order kept on the page.
    await page
      .getByLabel(t.file)
      .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await upload.click();
    expect((await refused).status()).toBe(415);
    await expect(page.getByRole('alert')).toHaveText(t.typeError);
    await expect(page.getByTestId('transfer-amount')).toHaveText(t.amount);
    expect(
      rig
        .orders()
        .filter((o) => o.business_name === business)
        .map((o) => o.status),
    ).toEqual(['awaiting_payment']);

    await page.getByLabel(t.file).setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
    await upload.click();
    await expect(page).toHaveURL(t.doneUrl);
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    await expectAxeCleanWithoutScripts(page);
    const orders = rig.orders().filter((o) => o.business_name === business);
    expect(orders).toHaveLength(1);
    const order = orders[0];
    expect(order).toMatchObject({
      id: waiting[0]?.id,
      status: 'awaiting_verification',
      plan_type: 'event',
      amount: 1250,
      currency: 'SRD',
      receipt_mime: 'image/png',
      locale: lang,
    });
    expect(page.url()).toContain(order?.id);
    await close();
  });
}

test('the confirmation address shows the confirmation only for a stored receipt', async ({ browser }) => {
  const { page, close } = await openWithoutJs(browser, '/bank-transfer-checkout?receipt=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Receipt Uploaded!' })).toHaveCount(0);
  // Playwright's text matching skips <noscript>, so the note is looked for in the markup.
  expect(await page.content()).toMatch(/<noscript><p[^>]*>Your order is not known on this page\./);
  await expect(page.getByRole('button', { name: 'Upload Receipt' })).toBeDisabled();
  await close();
});

test('a form sent before the scripts arrive is answered by the server, and the answer hydrates cleanly', async ({ page }) => {
  // A slow phone: the island's scripts never arrive on the first page; the server's answer gets them.
  // The first page's failed loads (Astro retries a second later) are its own, so only the answer's
  // errors count: it is the page that must hydrate cleanly.
  let sent = false;
  let answered = false;
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && sent && (answered = true)));
  await page.route('**/_astro/**/*.js', (route) => (answered ? route.continue() : route.abort()));
  const errors: string[] = [];
  page.on('pageerror', (error) => void (answered && errors.push(error.message)));
  // The answer itself is a 400, which Chromium logs as a failed load.
  page.on('console', (message) => void (answered && message.type() === 'error' && !message.text().includes('status of 400') && errors.push(message.text())));

  await page.goto(url('/nl/checkout?plan=event'));
  await page.getByLabel('Bedrijfsnaam').fill('X');
  await page.getByLabel('USD – Amerikaanse dollar').check();
  await page.getByLabel('Creditcard').check();
  sent = true;
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page.getByText('De bedrijfsnaam moet minstens 2 tekens hebben')).toBeVisible();
  await hydrateCheckoutForm(page);
  // Hydrated on the server's answer: the island's own label for the chosen card, the values kept.
  await expect(page.getByRole('button', { name: 'Betaal $33 USD met creditcard' })).toBeVisible();
  await expect(page.getByLabel('Bedrijfsnaam')).toHaveValue('X');
  await page.getByLabel('Bedrijfsnaam').fill('Xavier Bar');
  await page.getByLabel('Bedrijfsnaam').blur();
  await expect(page.getByText('De bedrijfsnaam moet minstens 2 tekens hebben')).toHaveCount(0);
  await expect(page.getByText('Vul een plaats in')).toBeVisible();
  expect(errors).toEqual([]);
});

test('when the checking code cannot load after hydration, the form goes to the server instead', async ({ page }) => {
  await page.goto(url('/checkout?plan=tour'));
  await hydrateCheckoutForm(page);
  // The connection drops: zod and the schema, loaded on first use, never arrive.
  await page.route('**/_astro/**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Business name').fill('Q');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/checkout?plan=tour'));
  await page.getByRole('button', { name: 'Continue to bank transfer' }).click();
  expect((await posted).postDataBuffer()?.toString()).toContain('businessName=Q');
  await expect(page.getByText('Business name must be at least 2 characters')).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Q');
});
