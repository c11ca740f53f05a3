/** The newsletter confirmation (issue 18): its links in the subscriber's language, and the unsubscribe link, in HTML and text. */
import { describe, expect, it } from 'vitest';
import { renderEmail } from './render.server';
import type { MailContext } from './content';

const ctx: MailContext = {
  siteUrl: 'https://guide.example',
  contact: { city: 'Paramaribo', phone: '+597 000', email: 'info@guide.example' },
  bank: { bankName: '', accountName: '', accountNumber: '' },
};
const payload = { subscriberId: 's1', confirmPath: '/newsletter/confirm/abc', unsubscribePath: '/newsletter/unsubscribe/def', confirmDays: 7 };

describe('newsletter confirmation email', () => {
  it.each([
    ['en', 'https://guide.example/newsletter', 'Confirm my subscription', 'Unsubscribe', 'Suriname Guide'],
    ['nl', 'https://guide.example/nl/newsletter', 'Mijn aanmelding bevestigen', 'Afmelden', 'Suriname Gids'],
  ])('%s: confirm button, 7 days, unsubscribe link', async (locale, base, action, unsub, brand) => {
    const mail = await renderEmail({ kind: 'subscriber.newsletter_confirm', locale, payload }, ctx);
    expect(mail.subject).toContain(brand);
    expect(mail.text).toContain(`${action}:\n${base}/confirm/abc`);
    expect(mail.text).toContain(`${unsub}: ${base}/unsubscribe/def`);
    expect(mail.text).toContain('7');
    expect(mail.html).toContain(`href="${base}/confirm/abc"`);
    expect(mail.html).toContain(`href="${base}/unsubscribe/def"`);
    // The same address goes in the List-Unsubscribe header (one click, RFC 8058).
    expect(mail.listUnsubscribe).toBe(`${base}/unsubscribe/def`);
  });
});
