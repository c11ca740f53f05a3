/** The contact page: contact cards, business hours (each day once), the three packages and what they promise, Why Partner, and Get Started. */
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';

test.describe('contact page', () => {
  test('shows the contact cards, business hours and Why Partner in English', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact & Business Listings – Suriname Guide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch & Grow Your Business');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '+597 555-0100' })).toHaveAttribute('href', 'tel:+5975550100');
    await expect(main.getByRole('link', { name: 'hello@surinameguide.example' })).toHaveAttribute('href', 'mailto:hello@surinameguide.example');
    for (const text of ['Business Hours', 'Mon-Fri 9AM-6PM', 'Sat 10:00-16:00', 'Sun closed']) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
    // Weekdays, Saturday, Sunday: each once, not the weekday hours twice in two notations.
    const hours = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Business Hours' }) })
      .getByRole('listitem');
    await expect(hours).toHaveText(['Mon-Fri 9AM-6PM', 'Sat 10:00-16:00', 'Sun closed']);
    const why = page.getByRole('region', { name: 'Why Partner With Us' });
    await expect(why.getByRole('listitem')).toHaveCount(4);
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'More visibility',
      'Found when they search',
      'The right audience',
      'Help from real people',
    ]);
    // No figure or promise the site cannot back: no invented statistic, no round-the-clock help beside office hours.
    await expect(why).toContainText('Call or email us during business hours. We remind you before your listing ends');
    await expect(page.getByRole('main')).not.toContainText(/\d+%|24\/7|thousands/);
    await expectAxeClean(page);
  });

  test('lists the three packages with SRD and USD prices and Most Popular on Event Listing', async ({ page }) => {
    await page.goto('/contact');
    const packages = page.getByRole('region', { name: 'Listing Packages' });
    const cards = packages.getByRole('article');
    await expect(cards).toHaveCount(3);
    const expected = [
      ['Restaurant Listing', 'SRD 1,000', '$26 USD'],
      ['Tour Listing', 'SRD 1,000', '$26 USD'],
      ['Event Listing', 'SRD 1,250', '$33 USD'],
    ];
    for (const [i, [name, srd, usd]] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(card).toContainText(srd);
      await expect(card).toContainText(`${usd} · for 3 months`);
      await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(6);
    }
    await expect(packages.getByText('Most Popular')).toHaveCount(1);
    await expect(cards.nth(2).getByText('Most Popular')).toBeVisible();
  });

  test('the packages promise only what the guide does: no map, no newsletter, in either language', async ({ page }) => {
    for (const [path, promise] of [
      ['/contact', /on the map|newsletter/i],
      ['/nl/contact', /op de kaart|nieuwsbrief/i],
    ] as const) {
      await page.goto(path);
      const features = page.locator('#packages').getByRole('article').getByRole('list').getByRole('listitem');
      await expect(features).toHaveCount(18);
      for (const text of await features.allTextContents()) expect(text, path).not.toMatch(promise);
    }
  });

  test('Get Started stores the plan and goes to the checkout', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Get started with the Event Listing' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=event$/);
    await expect(page.getByTestId('summary-plan')).toHaveText('Event Listing');
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe('event');
  });

  test('works in Dutch', async ({ page }) => {
    await page.goto('/nl/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neem contact op en laat je bedrijf groeien');
    const hours = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Openingstijden' }) })
      .getByRole('listitem');
    await expect(hours).toHaveText(['Ma-vr 9:00-18:00', 'Za 10:00-16:00', 'Zo gesloten']);
    await expect(page.getByRole('main').getByText('Ma-vr 9:00-18:00')).toHaveCount(1);
    await expect(page.getByText('Meest gekozen')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('SRD 1.250');
    await expect(page.getByRole('main')).toContainText('ook zonder bereik');
    await expect(page.getByRole('main')).not.toContainText(/\d+%|24\/7|duizenden/);
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Aan de slag met de Tourvermelding' }).click();
    await expect(page).toHaveURL(/\/nl\/checkout\?plan=tour$/);
    await expect(page.getByTestId('summary-plan')).toHaveText('Tourvermelding');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Get Started still reaches the checkout with the chosen plan', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Get started with the Restaurant Listing' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=restaurant$/);
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByTestId('summary-plan')).toHaveText('Restaurant Listing');
    // The form posts to the page itself (checkout-no-js.spec.ts follows it to the end).
    await expect(page.getByRole('form', { name: 'Payment form' })).toHaveAttribute('method', 'post');
    await expect(page.getByRole('form', { name: 'Payment form' })).toHaveAttribute('action', '/checkout?plan=restaurant');
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });
});
