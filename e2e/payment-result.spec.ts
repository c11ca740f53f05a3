/** The payment result page after Stripe's hosted Checkout, against the local Stripe mock: no session, an unpaid session, a failed request, and the server's check for visitors without JavaScript. */
import { cardRequest } from '../tests/payments/helpers';
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';
import { usePaymentsRig } from './helpers/payments-rig';

test.describe.configure({ mode: 'default' });

const { rig, url } = usePaymentsRig();

test.describe('payment result page', () => {
  test('says No session ID found without one and clears the stored checkout', async ({ page }) => {
    await page.goto(url('/contact'));
    await page.evaluate(() => {
      localStorage.setItem('selectedPlan', 'event');
      localStorage.setItem('checkoutFormData', '{}');
    });
    await page.goto(url('/checkout/success'));
    await expect(page.getByRole('heading', { name: 'Payment Not Completed' })).toBeVisible();
    await expect(page.getByText('No session ID found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/checkout');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    // The island clears the storage once it has hydrated, which may come after the server's HTML shows.
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
    await expectAxeClean(page);
  });

  test('shows the spinner, then the returned error for an unpaid session', async ({ page }) => {
    const created = await rig.postJson('/api/create-stripe-checkout', cardRequest({ planType: 'tour', amount: 26, businessName: 'Unpaid Tours', lang: 'nl' }));
    const sessionId = (created.body.checkoutUrl ?? '').split('/').pop();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/stripe/success**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url(`/nl/checkout/success?session_id=${sessionId}`));
    await expect(page.getByTestId('payment-verifying')).toHaveText('Je betaling wordt gecontroleerd...');
    release();
    await expect(page.getByText('Je betaling is nog niet afgerond.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute('href', '/nl/checkout?plan=tour');
    await expectAxeClean(page);
  });

  test('says Failed to verify payment when the request fails', async ({ page }) => {
    await page.route('**/api/stripe/success**', (route) => route.abort('internetdisconnected'));
    await page.goto(url('/checkout/success?session_id=cs_test_network1'));
    await expect(page.getByText('Failed to verify payment')).toBeVisible();
  });

  test('verifies on the server for visitors without JavaScript', async ({ browser }) => {
    const created = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'No Script Bar' }));
    const sessionId = (created.body.checkoutUrl ?? '').split('/').pop() ?? '';
    rig.mock.markPaid(sessionId);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(`/checkout/success?session_id=${sessionId}`));
    // Without JavaScript the page reloads itself with ?verify=server and the server verifies.
    await expect(page).toHaveURL(new RegExp(`session_id=${sessionId}&verify=server$`));
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Business: No Script Bar')).toBeVisible();
    expect(rig.orders().find((o) => o.stripe_session_id === sessionId)?.status).toBe('active');
    await context.close();
  });
});
