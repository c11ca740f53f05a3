/** Tour detail: every section of the spec, the fallbacks of a tour with empty lists, Contact the operator (issue 18) or else the guide's own contact, 'Tour not found', axe. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeClean } from './helpers/axe';
import { recordCalls } from './helpers/calls';
import { openOwnServerPage } from './helpers/own-server';
import { fetchTours, type Tour } from './helpers/public-api';

const isFull = (t: Tour) => t.included.length > 0 && t.dailyItinerary.length > 0 && t.whatToBring.length > 0;
const isEmpty = (t: Tour) => t.included.length === 0 && t.dailyItinerary.length === 0 && t.whatToBring.length === 0;
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('tour detail', () => {
  test('shows the tour with every section of the spec', async ({ page }) => {
    const tour = (await fetchTours(page)).find(isFull)!;
    const response = await page.goto(`/tour/${tour.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${tour.name} | Suriname Guide`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.name);
    await expect(page.getByTestId('tour-category')).toHaveText(tour.category);
    await expect(page.getByTestId('tour-description')).toHaveText(tour.description);
    await expect(page.getByRole('region', { name: 'Photos' })).toBeVisible();
    await expect(page.getByTestId('tour-price')).toHaveText(`$${tour.price} USD`);
    await expect(page.getByText('per person', { exact: true })).toBeVisible();
    await expect(page.getByText(tour.duration, { exact: true })).toBeVisible();
    await expect(page.getByText(tour.location, { exact: true })).toBeVisible();
    await expect(page.getByText(`Maximum ${tour.maxPeople} participants`)).toBeVisible();
    await expect(page.getByText('Available daily')).toBeVisible();
    await expect(page.getByTestId('tour-cancellation')).toHaveText(
      'Free cancellation up to 24 hours before the tour. Full refund for weather-related cancellations.',
    );

    await expect(section(page, "What's Included").getByRole('listitem')).toHaveText(tour.included);
    const steps = section(page, 'Daily Itinerary').getByRole('list');
    expect(await steps.evaluate((el) => el.tagName)).toBe('OL');
    await expect(steps.getByRole('listitem')).toHaveText(tour.dailyItinerary.map((s, i) => `${i + 1}Step ${i + 1}: ${s}`));
    await expect(section(page, 'What to Bring').getByRole('listitem')).toHaveText(tour.whatToBring);

    // The rating panel shows the tour's approved reviews (issue 20; with reviews: e2e/reviews.spec.ts), never a fixed figure.
    const rating = section(page, 'Customer Rating');
    await expect(rating.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', `/tour/${tour.id}/write-review`);
    await expect(rating).not.toContainText('127');
    await expect(rating.locator('blockquote')).toHaveCount(0);
  });

  test('shows the fallbacks and the default What to Bring list for a tour with empty lists', async ({ page }) => {
    const tours = await fetchTours(page);
    const empty = tours.filter(isEmpty);
    expect(empty, 'the demo content has exactly one tour with empty lists').toHaveLength(1);
    await page.goto(`/tour/${empty[0]!.id}`);
    await expect(section(page, "What's Included")).toContainText('No items specified for this tour yet.');
    await expect(section(page, "What's Included").getByRole('listitem')).toHaveCount(0);
    await expect(section(page, 'Daily Itinerary')).toContainText('Daily itinerary not specified for this tour yet.');
    await expect(section(page, 'Daily Itinerary').getByRole('listitem')).toHaveCount(0);
    await expect(section(page, 'What to Bring').getByRole('listitem')).toHaveText([
      'Comfortable walking shoes',
      'Sun protection and hat',
      'Camera',
      'Light rain jacket',
    ]);
  });

  test('Contact the operator links WhatsApp, phone and email, and the chosen date goes into the message', async ({ page }) => {
    const tour = (await fetchTours(page)).find((t) => t.operatorWhatsapp && t.operatorPhone && t.operatorEmail)!;
    await page.goto(`/tour/${tour.id}`);
    const requests = recordCalls(page);
    const contact = page.getByRole('region', { name: 'Contact the operator' });
    await expect(page.getByRole('button', { name: 'Book This Tour' })).toHaveCount(0);
    const whatsapp = contact.getByRole('link', { name: /^WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${tour.operatorWhatsapp.replace(/\D/g, '')}`);
    expect(href.searchParams.get('text')).toContain(tour.name);
    await expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${tour.operatorPhone.replace(/[^\d+]/g, '')}`);
    await expect(contact.getByRole('link', { name: 'Email' })).toHaveAttribute('href', new RegExp(`^mailto:${tour.operatorEmail}\\?subject=`));
    await contact.getByLabel('Preferred date (optional)').fill('2030-03-14');
    const dated = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text');
    expect(dated).toContain('March 14, 2030');
    expect(dated).toContain(tour.name);
    await expect(page.locator('[data-not-built]')).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  for (const [lang, prefix, title, call, email, greeting] of [
    ['en', '', 'Ask Suriname Guide about this tour', 'Call', 'Email', 'Hello Suriname Guide'],
    ['nl', '/nl', 'Vraag de Suriname Gids naar deze tour', 'Bellen', 'E-mail', 'Goedendag Suriname Gids'],
  ] as const) {
    test(`a tour without an operator contact offers the guide's own contact, labelled as the guide's (${lang})`, async ({ page }) => {
      const tour = (await fetchTours(page, lang)).find((t) => !t.operatorWhatsapp && !t.operatorPhone && !t.operatorEmail)!;
      await page.goto(`${prefix}/tour/${tour.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.name);
      await expect(page.getByRole('region', { name: /organisator|operator/ })).toHaveCount(0);
      const contact = page.getByRole('region', { name: title });
      await expect(contact).toContainText(tour.operator);
      // The guide's demo phone (CONTACT_PHONE) is a landline: call and email, no WhatsApp.
      await expect(contact.getByRole('link', { name: call, exact: true })).toHaveAttribute('href', 'tel:+5975550100');
      const mail = new URL((await contact.getByRole('link', { name: email, exact: true }).getAttribute('href'))!);
      expect(mail.protocol + mail.pathname).toBe('mailto:hello@surinameguide.example');
      expect(mail.searchParams.get('subject')).toContain(tour.name);
      expect(mail.searchParams.get('body')).toContain(greeting);
      expect(mail.searchParams.get('body')).toContain(tour.name);
      await expect(contact.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(0);
    });
  }

  test("with CONTACT_WHATSAPP set, a tour without an operator contact offers the guide's WhatsApp with a dated message", async ({ browser }) => {
    const own = await openOwnServerPage(browser, undefined, { CONTACT_WHATSAPP: '+597 855-0100' });
    try {
      const { page } = own;
      const tour = (await fetchTours(page, 'nl')).find((t) => !t.operatorWhatsapp && !t.operatorPhone && !t.operatorEmail)!;
      await page.goto(`/nl/tour/${tour.id}`);
      const contact = page.getByRole('region', { name: 'Vraag de Suriname Gids naar deze tour' });
      const whatsapp = contact.getByRole('link', { name: /^WhatsApp/ });
      const href = new URL((await whatsapp.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://wa.me/5978550100');
      expect(href.searchParams.get('text')).toBe(`Goedendag Suriname Gids, ik wil graag meer weten over de tour "${tour.name}" en hoe ik die kan boeken.`);
      await contact.getByLabel('Gewenste datum (optioneel)').fill('2030-03-14');
      const dated = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text');
      expect(dated).toContain('14 maart 2030');
      expect(dated).toContain(tour.name);
    } finally {
      await own.context.close();
      await own.server.stop();
    }
  });

  test('is in Dutch under /nl with the Dutch fallbacks', async ({ page }) => {
    const tours = await fetchTours(page, 'nl');
    const empty = tours.find(isEmpty)!;
    await page.goto(`/nl/tour/${empty.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(empty.name);
    await expect(page.getByText(`Maximaal ${empty.maxPeople} deelnemers`)).toBeVisible();
    await expect(page.getByText('Elke dag beschikbaar')).toBeVisible();
    await expect(section(page, 'Wat is inbegrepen')).toContainText('Voor deze tour zijn nog geen onderdelen opgegeven.');
    await expect(section(page, 'Dagprogramma')).toContainText('Voor deze tour is nog geen dagprogramma opgegeven.');
    await expect(section(page, 'Wat neem je mee').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Terug naar tours' })).toHaveAttribute('href', '/nl/tours');
    await expect(section(page, 'Beoordeling door klanten').getByRole('link', { name: 'Schrijf een beoordeling' })).toHaveAttribute(
      'href',
      `/nl/tour/${empty.id}/write-review`,
    );
    await expect(page.getByRole('button', { name: 'Boek deze tour' })).toHaveCount(0);
    const withContact = tours.find((t) => t.operatorWhatsapp)!;
    await page.goto(`/nl/tour/${withContact.id}`);
    const whatsapp = page.getByRole('region', { name: 'Contact met de organisator' }).getByRole('link', { name: /^WhatsApp/ });
    expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toContain('in de Suriname Gids');
  });

  test('describes the tour for search engines with its price in SRD', async ({ page }) => {
    const tour = (await fetchTours(page))[0]!;
    await page.goto(`/tour/${tour.id}`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(data.name).toBe(tour.name);
    expect(data.offers).toMatchObject({ price: tour.price, priceCurrency: 'SRD' });
  });

  for (const [path, lang] of [
    ['/tour/999999', 'en'],
    ['/nl/tour/999999', 'nl'],
    ['/tour/abc', 'en'],
  ] as const) {
    test(`answers 'Tour not found' with status 404 for ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const [title, back, href] = lang === 'en' ? ['Tour not found', 'Back to Tours', '/tours'] : ['Tour niet gevonden', 'Terug naar tours', '/nl/tours'];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.getByRole('main').getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });
  }

  for (const lang of ['en', 'nl'] as const) {
    test(`has no serious accessibility violations (${lang})`, async ({ page }) => {
      const tour = (await fetchTours(page))[0]!;
      await page.goto(lang === 'en' ? `/tour/${tour.id}` : `/nl/tour/${tour.id}`);
      await expectAxeClean(page);
      await page.goto(lang === 'en' ? '/tour/999999' : '/nl/tour/999999');
      await expectAxeClean(page);
    });
  }
});
