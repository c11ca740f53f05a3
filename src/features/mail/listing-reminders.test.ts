/** The listing reminders (issue 17) say when the listing ends and link to renewing it, in both languages. */
import { describe, expect, it } from 'vitest';
import { buildEmailContent, getMailSubject, renderPlainText, type MailContext } from './content';
import type { OrderFacts } from './mail';

const ctx: MailContext = {
  siteUrl: 'https://guide.example',
  contact: { city: 'Paramaribo', phone: '+597 000', email: 'info@guide.example' },
  bank: { bankName: 'DSB', accountName: 'Suriname Guide', accountNumber: '123' },
};
const facts: OrderFacts = {
  orderId: 'o1',
  orderNumber: 'SG-ABCDE',
  planType: 'tour',
  amount: 33,
  currency: 'USD',
  paymentMethod: 'creditcard',
  businessName: 'Jungle <Tours>',
  contactName: 'Sita',
  email: 'sita@example.com',
  rejectionReason: null,
  paidAt: null,
  listingEndsAt: new Date('2026-04-16T02:59:59.999Z').getTime(),
  createdAt: 0,
};
const kinds = ['buyer.listing_reminder_14d', 'buyer.listing_reminder_3d', 'buyer.listing_ends_today'] as const;

describe('listing reminder emails', () => {
  it.each(kinds)('%s names the end date and links to the renewal checkout, in English and Dutch', (kind) => {
    const en = buildEmailContent(kind, facts, 'en', ctx);
    const nl = buildEmailContent(kind, facts, 'nl', ctx);
    expect(renderPlainText(en)).toContain('15 April 2026');
    expect(renderPlainText(nl)).toContain('15 april 2026');
    expect(en.action?.href).toBe('https://guide.example/checkout?plan=tour');
    expect(nl.action?.href).toBe('https://guide.example/nl/checkout?plan=tour');
    expect(nl.heading).not.toBe(en.heading);
    // With the reminder's renewal link: the prefilled checkout tied to the listing.
    const renewing = { ...facts, renewToken: 'abcdefghijklmnopqrstuvwxyz234567' };
    expect(buildEmailContent(kind, renewing, 'en', ctx).action?.href).toBe('https://guide.example/checkout?renew=abcdefghijklmnopqrstuvwxyz234567');
    expect(buildEmailContent(kind, renewing, 'nl', ctx).action?.href).toBe('https://guide.example/nl/checkout?renew=abcdefghijklmnopqrstuvwxyz234567');
    for (const lang of ['en', 'nl'] as const) {
      const subject = getMailSubject(kind, facts, lang);
      expect(subject).toContain('SG-ABCDE');
      expect(subject).not.toMatch(/[{}<>]/);
      expect(buildEmailContent(kind, facts, lang, ctx).subject).toBe(subject);
    }
  });
});

describe('listing waiting for review (admin)', () => {
  it('names the business and links to that listing in the Listings tab, in English and Dutch', () => {
    const about = { ...facts, listingId: 'a1b2-c3' };
    const en = buildEmailContent('admin.listing_submitted', about, 'en', ctx);
    const nl = buildEmailContent('admin.listing_submitted', about, 'nl', ctx);
    expect(en.subject).toBe('Listing waiting for review (order SG-ABCDE)');
    expect(nl.subject).toBe('Vermelding wacht op controle (bestelling SG-ABCDE)');
    expect(renderPlainText(en)).toContain('Jungle <Tours> sent the content of their Tour Listing');
    expect(en.action?.href).toBe('https://guide.example/admin?listing=a1b2-c3#listings');
    expect(nl.action?.href).toBe('https://guide.example/nl/admin?listing=a1b2-c3#listings');
    // A message queued before the link existed names no listing: the tab itself.
    expect(buildEmailContent('admin.listing_submitted', facts, 'en', ctx).action?.href).toBe('https://guide.example/admin#listings');
  });
});
