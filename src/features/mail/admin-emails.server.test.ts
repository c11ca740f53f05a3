/** The admin's outbox view: pages newest first, statuses as shown, and Resend only for sent or failed mail. */
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '~/db/schema';
import { useTempDatabase } from '../../../tests/helpers/temp-database';
import { listEmails, previewEmail, resendEmail } from './admin-emails.server';
import { queueEmail } from './outbox.server';

const temp = useTempDatabase('guide-admin-emails-', 'all');
const ids: string[] = [];
const start = Date.parse('2026-11-25T12:00:00Z');
beforeAll(() => {
  process.env.SITE_URL = 'https://guide.example';
  for (let i = 0; i < 5; i++) {
    const orderId = crypto.randomUUID();
    const facts = {
      orderId,
      orderNumber: `SG-AAAA${i}`,
      planType: 'tour' as const,
      amount: 1000,
      currency: 'SRD',
      paymentMethod: 'banktransfer',
      businessName: `Shop ${i}`,
      contactName: 'Ann',
      email: 'ann@shop.example',
      rejectionReason: null,
      paidAt: null,
      listingEndsAt: null,
      createdAt: start,
    };
    queueEmail(
      temp.db,
      { eventKey: `t:${i}`, kind: 'buyer.bank_order_received', recipients: ['ann@shop.example'], locale: 'en', facts },
      new Date(start + i * 1000),
    );
    ids.push(
      temp.db
        .select()
        .from(emailOutbox)
        .all()
        .find((r) => r.eventKey === `t:${i}`)!.id,
    );
  }
  // Row 0 sent, row 1 retrying, row 2 failed; 3 and 4 queued.
  temp.db.$client.prepare("update email_outbox set status = 'sent', attempts = 1, sent_at = ? where id = ?").run(start + 5000, ids[0]);
  temp.db.$client.prepare("update email_outbox set attempts = 2, last_error = '451: Try again later' where id = ?").run(ids[1]);
  temp.db.$client.prepare("update email_outbox set status = 'failed', attempts = 8, last_error = 'ETIMEDOUT' where id = ?").run(ids[2]);
});

describe('the admin list', () => {
  it('pages newest first with a cursor, and shows each status', () => {
    const first = listEmails(temp.db, { limit: 3 });
    expect(first.items.map((e) => e.id)).toEqual([ids[4], ids[3], ids[2]]);
    const rest = listEmails(temp.db, { limit: 3, before: first.nextCursor ?? undefined });
    expect(rest.items.map((e) => [e.id, e.status])).toEqual([
      [ids[1], 'retrying'],
      [ids[0], 'sent'],
    ]);
    expect(rest.nextCursor).toBeNull();
    expect(first.items[2]).toMatchObject({ status: 'failed', lastError: 'ETIMEDOUT', retryAt: null, orderNumber: 'SG-AAAA2' });
    expect(rest.items[0].retryAt).not.toBeNull();
  });

  it('renders a preview, and null for an unknown id', async () => {
    expect((await previewEmail(temp.db, ids[0]))?.subject).toBe('Your order SG-AAAA0: bank transfer details');
    expect(await previewEmail(temp.db, crypto.randomUUID())).toBeNull();
  });
});

describe('resend', () => {
  it('queues a sent or failed email again as a new row with its own Message-ID; a queued one is on its way', () => {
    const now = new Date(start + 60_000);
    const again = resendEmail(temp.db, ids[0], now);
    expect(again.outcome).toBe('queued');
    if (again.outcome !== 'queued') return;
    const original = temp.db
      .select()
      .from(emailOutbox)
      .all()
      .find((r) => r.id === ids[0])!;
    expect(again.email).toMatchObject({ status: 'queued', subject: original.subject, recipients: original.recipients, attempts: 0 });
    expect(again.email.messageId).not.toBe(original.messageId);
    expect(resendEmail(temp.db, ids[2], now).outcome).toBe('queued');
    expect(resendEmail(temp.db, ids[3], now)).toEqual({ outcome: 'still_queued' });
    expect(resendEmail(temp.db, crypto.randomUUID(), now)).toEqual({ outcome: 'not_found' });
  });
});
