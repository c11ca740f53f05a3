import type { Page } from '@playwright/test';

/** The checkout form's labels and its server-rendered submit button, per language. */
export const checkoutLabels = {
  en: {
    business: 'Business name',
    contact: 'Contact name',
    email: 'Email address',
    phone: 'Phone number',
    street: 'Street address',
    city: 'City',
    usd: 'USD – US dollar',
    srd: 'SRD – Surinamese dollar',
    card: 'Credit card',
    bank: 'Bank transfer',
    submit: 'Continue to payment',
  },
  nl: {
    business: 'Bedrijfsnaam',
    contact: 'Contactpersoon',
    email: 'E-mailadres',
    phone: 'Telefoonnummer',
    street: 'Straat en huisnummer',
    city: 'Plaats',
    usd: 'USD – Amerikaanse dollar',
    srd: 'SRD – Surinaamse dollar',
    card: 'Creditcard',
    bank: 'Bankoverschrijving',
    submit: 'Verder naar betalen',
  },
};

/** The English messages of the required fields, as an empty checkout form shows them (spec section 2). */
export const requiredFieldMessages = [
  'Business name must be at least 2 characters',
  'Contact name must be at least 2 characters',
  'Please enter a valid email address',
  'Please enter a valid phone number',
  'Please enter a complete billing address',
  'Please enter a city',
];

/** Fills the text fields of the checkout form with a valid business (the radios are left as they are). */
export async function fillCheckoutFields(page: Page, lang: 'en' | 'nl', business: string): Promise<void> {
  const l = checkoutLabels[lang];
  await page.getByLabel(l.business).fill(business);
  await page.getByLabel(l.contact).fill('Maya Pinas');
  await page.getByLabel(l.email).fill('maya@kaseko.example');
  await page.getByLabel(l.phone).fill('+597 555-0404');
  await page.getByLabel(l.street).fill('Domineestraat 20');
  await page.getByLabel(l.city).fill('Paramaribo');
}

/**
 * Brings the checkout form island to life as a visitor does (a pointer over it: it hydrates at the
 * first interaction) and waits until it runs (it marks the form `data-ready`).
 */
export async function hydrateCheckoutForm(page: Page): Promise<void> {
  const form = page.locator('form[data-checkout-form]');
  await form.dispatchEvent('pointerover');
  await form.and(page.locator('[data-ready]')).waitFor();
}
