/** The buyer's payment confirmations (issue 17): the editor link for a new listing, the new end for a renewal, in English and Dutch. */
import { describe, expect, it } from 'vitest';
import { buildEmailContent, renderPlainText, type MailContext } from './content';
import type { OrderFacts } from './mail';

const ctx: MailContext = {
  siteUrl: 'https://guide.example',
  contact: { city: 'Paramaribo', phone: '+597 000', email: 'info@guide.example' },
  bank: { bankName: 'DSB', accountName: 'Suriname Guide', accountNumber: '123' },
};
const facts: OrderFacts = {
  orderId: 'o1',
  orderNumber: 'SG-ABCDE',
  planType: 'restaurant',
  amount: 26,
  currency: 'USD',
  paymentMethod: 'creditcard',
  businessName: 'Warung',
  contactName: 'Sita',
  email: 'sita@example.com',
  rejectionReason: null,
  paidAt: new Date('2026-04-05T12:00:00Z').getTime(),
  listingEndsAt: new Date('2026-07-16T02:59:59.999Z').getTime(),
  createdAt: 0,
};
const token = 'abcdefghijklmnopqrstuvwxyz234567';

describe.each(['buyer.card_paid', 'buyer.receipt_verified'] as const)('%s', (kind) => {
  it('for a new listing links to its editor in the buyer language, with what to do', () => {
    const en = buildEmailContent(kind, { ...facts, editorToken: token }, 'en', ctx);
    const nl = buildEmailContent(kind, { ...facts, editorToken: token }, 'nl', ctx);
    expect(en.action).toEqual({ label: 'Fill in your listing', href: `https://guide.example/listing/${token}` });
    expect(nl.action).toEqual({ label: 'Vermelding invullen', href: `https://guide.example/nl/listing/${token}` });
    expect(renderPlainText(en)).toContain('three months start on the day it goes live');
    expect(renderPlainText(nl)).toContain('drie maanden beginnen op de dag dat je vermelding online komt');
    // The period has not started: no end date is promised.
    expect(renderPlainText(en)).not.toContain('16 July 2026');
  });

  it('for a renewal says renewed, the new end, and that no review is needed; no editor link', () => {
    const renewed = { ...facts, renewedUntil: new Date('2026-10-16T02:59:59.999Z').getTime(), editorToken: null };
    const en = renderPlainText(buildEmailContent(kind, renewed, 'en', ctx));
    const nl = renderPlainText(buildEmailContent(kind, renewed, 'nl', ctx));
    expect(en).toContain('Your listing is renewed and now runs until 15 October 2026. No review is needed');
    expect(nl).toContain('Je vermelding is verlengd en loopt nu tot en met 15 oktober 2026. Er is geen nieuwe controle nodig');
    expect(en).not.toContain('/listing/');
  });
});
