/**
 * Queueing and the embedded default: one row per event key, recipients checked, no user text in a
 * header, admin recipients and language from the settings, and .eml files when SMTP_URL is unset.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, emailOutbox } from '~/db/schema';
import { createBankTransferOrder } from '~/features/listings/index.server';
import { parseConfig } from '~/platform/config/config';
import { sampleBankForm } from '../../../tests/helpers/sample-orders';
import { useTempDatabase } from '../../../tests/helpers/temp-database';
import type { OrderFacts } from './mail';
import { getAdminRecipients, queueEmail, queueOrderEmails } from './outbox.server';
import { createMailSender } from './sender.server';
import { createFileTransport } from './transport.server';

const temp = useTempDatabase('guide-outbox-', 'all');
beforeAll(() => {
  process.env.SITE_URL = 'https://guide.example';
  temp.db
    .insert(adminUsers)
    .values([
      { id: 'a1', username: 'ann', email: 'ann@guide.example', passwordHash: 'x' },
      { id: 'a2', username: 'bo', email: 'bo@guide.example', passwordHash: 'x', isActive: false },
    ])
    .run();
});
afterEach(() => {
  delete process.env.ADMIN_NOTIFY_EMAIL;
  delete process.env.ADMIN_NOTIFY_LANG;
});

const now = new Date();
const facts = (patch: Partial<OrderFacts> = {}): OrderFacts => ({
  orderId: crypto.randomUUID(),
  orderNumber: 'SG-ABCDE',
  planType: 'event',
  amount: 1250,
  currency: 'SRD',
  paymentMethod: 'banktransfer',
  businessName: 'Bar\r\nBcc: victim@evil.example',
  contactName: 'Eve\r\nX-Injected: 1',
  email: 'eve@bar.example',
  rejectionReason: null,
  paidAt: null,
  listingEndsAt: null,
  createdAt: now.getTime(),
  ...patch,
});
const rowsOf = (orderId: string) =>
  temp.db
    .select()
    .from(emailOutbox)
    .all()
    .filter((r) => r.orderId === orderId);

describe('queueEmail', () => {
  it('keeps one row per event key', () => {
    const f = facts();
    const email = { eventKey: `k:${f.orderId}`, kind: 'buyer.bank_order_received' as const, recipients: ['eve@bar.example'], locale: 'en' as const, facts: f };
    expect(queueEmail(temp.db, email, now)).toBe(true);
    expect(queueEmail(temp.db, email, now)).toBe(false);
    expect(rowsOf(f.orderId)).toHaveLength(1);
    expect(rowsOf(f.orderId)[0]).toMatchObject({
      status: 'queued',
      attempts: 0,
      subject: 'Your order SG-ABCDE: bank transfer details',
      messageId: expect.stringMatching(/^<[0-9a-f-]{36}@guide\.example>$/),
    });
  });

  it('queues nothing for an address that is not one (a header cannot be smuggled in)', () => {
    const f = facts();
    expect(
      queueEmail(
        temp.db,
        { eventKey: `bad:${f.orderId}`, kind: 'buyer.card_paid', recipients: ['eve@bar.example\r\nBcc: x@evil.example'], locale: 'en', facts: f },
        now,
      ),
    ).toBe(false);
    expect(rowsOf(f.orderId)).toHaveLength(0);
  });

  it('writes user text only into the body: the .eml has no injected header', async () => {
    const f = facts();
    queueEmail(temp.db, { eventKey: `eml:${f.orderId}`, kind: 'admin.new_order', recipients: ['ann@guide.example'], locale: 'nl', facts: f }, now);
    const mailDir = path.join(temp.dir, 'mail');
    const sender = createMailSender({
      db: temp.db,
      transport: createFileTransport(mailDir),
      from: 'Suriname Guide <no-reply@guide.example>',
      now: () => new Date(now.getTime() + 1000),
    });
    await sender.deliverDue();
    await sender.deliverDue(); // nothing left: no second file
    await sender.stop();
    const [row] = rowsOf(f.orderId);
    const files = fs.readdirSync(mailDir).filter((n) => n.includes(row.id));
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(mailDir, files[0]), 'utf8');
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
    const parsed = await simpleParser(raw);
    expect(parsed.messageId).toBe(row.messageId);
    expect(parsed.subject).toBe('Nieuwe bestelling SG-ABCDE (bankoverschrijving)');
    expect(parsed.text).toContain('Bcc: victim@evil.example'); // in the body, where it is harmless
    expect(parsed.html).toBeTruthy();
  });
});

describe('admin recipients', () => {
  it('are the active admins unless ADMIN_NOTIFY_EMAIL names others', () => {
    expect(getAdminRecipients(temp.db)).toEqual(['ann@guide.example']);
    process.env.ADMIN_NOTIFY_EMAIL = 'orders@guide.example, owner@guide.example';
    expect(getAdminRecipients(temp.db)).toEqual(['orders@guide.example', 'owner@guide.example']);
  });
});

describe('languages', () => {
  it("writes to the buyer in the order's language and to the admins in ADMIN_NOTIFY_LANG", () => {
    process.env.ADMIN_NOTIFY_LANG = 'nl';
    const form = sampleBankForm({ businessName: 'Taal Tours', contactName: 'Ann', email: 'ann@taal.example' });
    const made = createBankTransferOrder(temp.db, { planType: 'tour', form, locale: 'en', creationKey: 'key-languages-test-aaaaaaaa' });
    if (made.outcome === 'conflict') throw new Error('conflict');
    const rows = rowsOf(made.order.id)
      .map((r) => [r.kind, r.locale, r.subject.split(' ')[0]])
      .sort();
    expect(rows).toEqual([
      ['admin.new_order', 'nl', 'Nieuwe'],
      ['buyer.bank_order_received', 'en', 'Your'],
    ]);
    // The same event again queues nothing more.
    expect(queueOrderEmails(temp.db, 'bank_order_created', made.order, now)).toBe(0);
  });
});

describe('mail settings at start', () => {
  it('refuses a malformed SMTP_URL, MAIL_FROM or ADMIN_NOTIFY_EMAIL, naming each', () => {
    const result = parseConfig({
      SMTP_URL: 'http://mail.example',
      MAIL_FROM: 'Guide <nope>',
      ADMIN_NOTIFY_EMAIL: 'a@b.example, nope',
      ADMIN_NOTIFY_LANG: 'de',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.join('\n')).toMatch(/SMTP_URL[\s\S]*MAIL_FROM[\s\S]*ADMIN_NOTIFY_EMAIL[\s\S]*ADMIN_NOTIFY_LANG/);
  });

  it('accepts smtp:// and smtps:// relays and a named sender', () => {
    expect(
      parseConfig({
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        MAIL_FROM: 'Suriname Guide <no-reply@guide.example>',
        ADMIN_NOTIFY_EMAIL: 'a@b.example',
      }).ok,
    ).toBe(true);
    expect(parseConfig({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: 'no-reply@guide.example' }).ok).toBe(true);
  });
});
