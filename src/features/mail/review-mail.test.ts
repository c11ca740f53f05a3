/** The review confirmation (issue 20): in the writer's language, one link to the confirm page, nothing the writer typed. */
import { describe, expect, it } from 'vitest';
import { renderEmail } from './render.server';
import type { MailContext } from './content';

const ctx: MailContext = {
  siteUrl: 'https://guide.example',
  contact: { city: 'Paramaribo', phone: '+597 000', email: 'info@guide.example' },
  bank: { bankName: '', accountName: '', accountNumber: '' },
};
const payload = { reviewId: 7, confirmPath: '/review/confirm?token=abc', placeName: 'Roti Room', confirmHours: 48 };

describe('review confirmation email', () => {
  it.each([
    ['en', 'https://guide.example/review/confirm?token=abc', 'Confirm my review', 'Suriname Guide'],
    ['nl', 'https://guide.example/nl/review/confirm?token=abc', 'Mijn beoordeling bevestigen', 'Suriname Gids'],
  ])('%s: the confirm button, 48 hours, the place', async (locale, link, action, brand) => {
    const mail = await renderEmail({ kind: 'writer.review_confirm', locale, payload }, ctx);
    expect(mail.subject).toContain(brand);
    expect(mail.text).toContain(`${action}:\n${link}`);
    expect(mail.text).toContain('48');
    expect(mail.text).toContain('Roti Room');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.listUnsubscribe).toBeNull();
  });
});
