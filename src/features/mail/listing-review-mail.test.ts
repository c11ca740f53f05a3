/** The listing review emails (issue 17): live until a date with the public page, changes with the reason and the editor link, a new link; both languages. */
import { describe, expect, it } from 'vitest';
import { buildEmailContent, renderPlainText, type MailContext } from './content';
import type { OrderFacts } from './mail';

const ctx: MailContext = {
  siteUrl: 'https://guide.example',
  contact: { city: 'Paramaribo', phone: '+597 000', email: 'info@guide.example' },
  bank: { bankName: 'DSB', accountName: 'Suriname Guide', accountNumber: '123' },
};
const base: OrderFacts = {
  orderId: 'o1',
  orderNumber: 'SG-ABCDE',
  planType: 'restaurant',
  amount: 33,
  currency: 'USD',
  paymentMethod: 'creditcard',
  businessName: 'Warung Sari',
  contactName: 'Sita',
  email: 'sita@example.com',
  rejectionReason: null,
  paidAt: null,
  listingEndsAt: new Date('2026-06-05T02:59:59.999Z').getTime(),
  createdAt: 0,
};

describe('listing review emails', () => {
  it('live: the end date and the public page, in English and Dutch', () => {
    const facts = { ...base, listingPath: '/restaurant/12' };
    const en = buildEmailContent('buyer.listing_live', facts, 'en', ctx);
    const nl = buildEmailContent('buyer.listing_live', facts, 'nl', ctx);
    expect(renderPlainText(en)).toContain('4 June 2026');
    expect(renderPlainText(nl)).toContain('4 juni 2026');
    expect(en.action?.href).toBe('https://guide.example/restaurant/12');
    expect(nl.action?.href).toBe('https://guide.example/nl/restaurant/12');
    expect(nl.subject).toContain('SG-ABCDE');
    expect(nl.heading).not.toBe(en.heading);
  });

  it('changes requested: the reason and the editor link, in the buyer language', () => {
    const facts = { ...base, listingPath: '/listing/abc', reviewNote: 'Please add a menu photo' };
    const nl = buildEmailContent('buyer.listing_changes_requested', facts, 'nl', ctx);
    expect(renderPlainText(nl)).toContain('Please add a menu photo');
    expect(nl.facts.find((f) => f.label === 'Reden')?.value).toBe('Please add a menu photo');
    expect(nl.action?.href).toBe('https://guide.example/nl/listing/abc');
    const en = buildEmailContent('buyer.listing_editor_link', { ...base, listingPath: '/listing/xyz' }, 'en', ctx);
    expect(en.action?.href).toBe('https://guide.example/listing/xyz');
  });
});
