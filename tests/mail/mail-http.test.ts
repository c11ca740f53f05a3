/**
 * Email through the built server and a real SMTP server: the card webhook replayed ten times (racing
 * the success page) sends one email pair; a bank transfer writes at order, receipt and verification,
 * with links that open; the admin Emails API lists, previews and resends, behind the admin session.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import { getLinks, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../helpers/smtp-catcher';
import {
  bankForm,
  cardRequest,
  makeBankOrder,
  postReceipt,
  RECEIPT_PDF,
  sessionIdOf,
  startPaymentsRig,
  stripeEnv,
  WEBHOOK_SECRET,
  type PaymentsRig,
} from '../payments/helpers';

let catcher: SmtpCatcher;
let rig: PaymentsRig;
let admin: AdminSession;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  rig = await startPaymentsRig(inject('fixtureDir'), (m) =>
    stripeEnv(m.url, { SMTP_URL: catcher.url, MAIL_POLL_MS: '200', MAIL_FROM: 'Suriname Guide <mail@guide.example>' }),
  );
  admin = await signInAsAdmin(rig.server.baseUrl);
});
afterAll(async () => {
  await rig?.stop();
  await catcher?.close();
});

interface OutboxRow {
  id: string;
  kind: string;
  status: string;
  message_id: string;
  order_id: string;
}
const outbox = (orderId: string): OutboxRow[] => {
  const db = new Database(path.join(rig.dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare('select * from email_outbox where order_id = ? order by created_at, kind').all(orderId) as OutboxRow[];
  } finally {
    db.close();
  }
};
const mailsFor = (orderNumber: string): CaughtMail[] => catcher.messages.filter((m) => m.parsed.subject?.includes(orderNumber));
async function waitForMails(orderNumber: string, count: number): Promise<CaughtMail[]> {
  await catcher.waitFor(catcher.messages.length - mailsFor(orderNumber).length + count);
  return mailsFor(orderNumber);
}
const postWebhook = (payload: string, header: string) =>
  fetch(`${rig.server.baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  });

describe('card payment', () => {
  it('ten webhook replays racing the success page queue one email to the buyer and one to the admins', async () => {
    const res = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'Replay Mail Lounge', lang: 'nl' }));
    const sessionId = sessionIdOf(res.body.checkoutUrl ?? '');
    const { payload, header } = rig.mock.signEvent('checkout.session.completed', rig.mock.markPaid(sessionId), WEBHOOK_SECRET);
    await Promise.all([rig.getJson(`/api/stripe/success?session_id=${sessionId}&lang=nl`), ...Array.from({ length: 10 }, () => postWebhook(payload, header))]);
    const order = rig.orders().find((o) => o.stripe_session_id === sessionId);
    expect(order?.status).toBe('active');
    const rows = outbox(order!.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['admin.card_paid', 'buyer.card_paid']);
    await catcher.waitFor(2);
    const mails = catcher.messages.filter((m) => rows.some((r) => r.message_id === m.parsed.messageId));
    expect(mails).toHaveLength(2);
    const buyer = mails.find((m) => m.envelopeTo.includes('owner@rotishop.example'));
    expect(buyer?.parsed.subject).toMatch(/^Betaling ontvangen voor bestelling SG-/);
    expect(buyer?.parsed.text).toContain('$33 USD');
    // A Dutch email comes from the Dutch site name; a reply reaches a person (the contact email), not the no-reply sender.
    expect(buyer?.parsed.from?.value).toEqual([{ name: 'Suriname Gids', address: 'mail@guide.example' }]);
    expect(buyer?.parsed.replyTo?.value).toEqual([{ name: '', address: 'hello@surinameguide.example' }]);
    const admin = mails.find((m) => m.envelopeTo.includes('admin@example.com'));
    expect(admin?.parsed.subject).toMatch(/^Card payment received for order SG-/);
    expect(admin?.parsed.from?.value).toEqual([{ name: 'Suriname Guide', address: 'mail@guide.example' }]);
  });
});

describe('bank transfer', () => {
  it('writes at the order, the receipt and the verification, with amount, reference and links that open', async () => {
    const { orderId, orderNumber } = await makeBankOrder(
      rig.server.baseUrl,
      'restaurant',
      bankForm({ businessName: 'Warung <Mail> & Co', email: 'owner@warung.example' }),
    );
    const received = await waitForMails(orderNumber, 2);
    const toBuyer = received.find((m) => m.envelopeTo.includes('owner@warung.example'));
    expect(toBuyer?.parsed.text).toContain(orderNumber);
    expect(toBuyer?.parsed.text).toContain('SRD 1,000');
    expect(toBuyer?.parsed.html).toContain('Warung &lt;Mail&gt; &amp; Co');
    const upload = await postReceipt(
      rig.server.baseUrl,
      { bytes: RECEIPT_PDF, name: 'bank.pdf', type: 'application/pdf' },
      { orderId, idempotencyKey: crypto.randomUUID() },
    );
    expect(upload.status).toBe(201);
    await waitForMails(orderNumber, 4);
    expect((await admin.fetch(`/api/admin/orders/${orderId}/verify`, { method: 'POST', body: '{}' })).status).toBe(200);
    const all = await waitForMails(orderNumber, 5);
    expect(all.map((m) => m.parsed.subject).sort()).toEqual(
      [
        `New order ${orderNumber} (bank transfer)`,
        `Payment confirmed for order ${orderNumber}`,
        `Receipt received for order ${orderNumber}`,
        `Receipt to review for order ${orderNumber}`,
        `Your order ${orderNumber}: bank transfer details`,
      ].sort(),
    );
    const allLinks = [...new Set(all.flatMap((m) => getLinks(m.parsed.text || '')))];
    // The verification opened the listing: its editor link (the editor page is issue 17's own part).
    expect(allLinks).toContainEqual(expect.stringMatching(new RegExp(`^${rig.server.baseUrl}/listing/[a-z2-7]{32}$`)));
    const links = allLinks.filter((l) => !l.includes('/admin') && !l.includes('/listing/'));
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(link.startsWith(rig.server.baseUrl)).toBe(true);
      expect((await fetch(link)).status, link).toBe(200);
    }
    expect(outbox(orderId).every((r) => r.status === 'sent')).toBe(true);
  });
});

describe('admin Emails API', () => {
  it('is closed without an admin session', async () => {
    expect((await fetch(`${rig.server.baseUrl}/api/admin/emails`)).status).toBe(401);
    const anyId = crypto.randomUUID();
    expect((await fetch(`${rig.server.baseUrl}/api/admin/emails/${anyId}`)).status).toBe(401);
    const resend = await fetch(`${rig.server.baseUrl}/api/admin/emails/${anyId}/resend`, { method: 'POST', headers: { Origin: rig.server.baseUrl } });
    expect(resend.status).toBe(401);
  });

  it('lists, previews as the recipient sees it, and resends a sent email as a new message', async () => {
    const { orderId, orderNumber } = await makeBankOrder(rig.server.baseUrl, 'tour', bankForm({ businessName: 'Preview <script>alert(1)</script> Tours' }));
    await waitForMails(orderNumber, 2);
    const list = await admin.fetch(`/api/admin/emails?order=${orderId}`);
    expect(list.status).toBe(200);
    const emails = (await list.json()) as { id: string; kind: string; status: string; subject: string; recipients: string[] }[];
    expect(emails.map((e) => [e.kind, e.status]).sort()).toEqual([
      ['admin.new_order', 'sent'],
      ['buyer.bank_order_received', 'sent'],
    ]);
    const buyer = emails.find((e) => e.kind === 'buyer.bank_order_received')!;
    const preview = await admin.fetch(`/api/admin/emails/${buyer.id}`);
    expect(preview.headers.get('content-type')).toContain('text/html');
    expect(preview.headers.get('content-security-policy')).toContain('sandbox');
    const html = await preview.text();
    expect(html).toContain('Preview &lt;script&gt;alert(1)&lt;/script&gt; Tours');
    expect(html).not.toContain('<script>');
    expect(await (await admin.fetch(`/api/admin/emails/${buyer.id}?part=text`)).text()).toContain(orderNumber);

    const before = catcher.messages.length;
    const resend = await admin.fetch(`/api/admin/emails/${buyer.id}/resend`, { method: 'POST' });
    expect(resend.status).toBe(201);
    const copy = (await resend.json()) as { id: string; status: string; subject: string };
    expect(copy).toMatchObject({ status: 'queued', subject: buyer.subject });
    const [again] = (await catcher.waitFor(before + 1)).slice(before);
    expect(again.parsed.subject).toBe(buyer.subject);
    expect(outbox(orderId).filter((r) => r.kind === 'buyer.bank_order_received')).toHaveLength(2);
    expect(new Set(outbox(orderId).map((r) => r.message_id)).size).toBe(3);
  });

  it('answers 400 for a malformed id or query and 404 for an unknown email', async () => {
    expect((await admin.fetch('/api/admin/emails/not-an-id')).status).toBe(400);
    expect(await (await admin.fetch('/api/admin/emails?limit=0')).json()).toEqual({ error: 'limit must be a whole number from 1 to 200' });
    expect((await admin.fetch(`/api/admin/emails/${crypto.randomUUID()}?part=pdf`)).status).toBe(400);
    expect((await admin.fetch(`/api/admin/emails/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await admin.fetch(`/api/admin/emails/${crypto.randomUUID()}/resend`, { method: 'POST' })).status).toBe(404);
  });
});
