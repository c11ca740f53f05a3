/**
 * Payment confirmed -> listing, through the built server (issue 17): the card webhook racing the
 * success page and a verified bank receipt each open one listing, and the buyer's confirmation
 * carries the editor link in the buyer's language; a webhook or a decision for an unknown or an
 * already-used order is refused, logged, and creates nothing.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { getLinks } from '../helpers/smtp-catcher';
import { bankForm, cardRequest, makeBankOrder, sessionIdOf, WEBHOOK_SECRET } from './helpers';
import { usePaymentsRig } from './payments-file';

const { rig, admin } = usePaymentsRig();

function read<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(rig.dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
const listingCount = () => read<{ n: number }>('select count(*) as n from listings')[0].n;
const listingsOf = (orderId: string) =>
  read<{ id: string; status: string; locale: string }>(
    'select l.* from listings l join listing_order_links k on k.listing_id = l.id where k.order_id = ?',
    orderId,
  );
const mailOf = (orderId: string, kind: string) => read<{ id: string }>('select id from email_outbox where order_id = ? and kind = ?', orderId, kind);
const mailText = async (id: string) => (await admin.fetch(`/api/admin/emails/${id}?part=text`)).text();
const postWebhook = (payload: string, header: string) =>
  fetch(`${rig.server.baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  });
const logged = (event: string, needle: string) =>
  rig.server
    .output()
    .split('\n')
    .filter((l) => l.includes(`"event":"${event}"`) && l.includes(needle)).length;

describe('card payment', () => {
  it('opens one listing however often the webhook races the success page, and mails the Dutch editor link once', async () => {
    const res = await rig.postJson(
      '/api/create-stripe-checkout',
      cardRequest({ businessName: 'Listing Race Lounge', planType: 'restaurant', amount: 26, lang: 'nl' }),
    );
    const sessionId = sessionIdOf(res.body.checkoutUrl ?? '');
    const { payload, header } = rig.mock.signEvent('checkout.session.completed', rig.mock.markPaid(sessionId), WEBHOOK_SECRET);
    await Promise.all([rig.getJson(`/api/stripe/success?session_id=${sessionId}&lang=nl`), ...Array.from({ length: 10 }, () => postWebhook(payload, header))]);
    const order = rig.orders().find((o) => o.stripe_session_id === sessionId)!;
    expect(listingsOf(order.id)).toMatchObject([{ status: 'awaiting_content', locale: 'nl' }]);
    const [mail, ...more] = mailOf(order.id, 'buyer.card_paid');
    expect(more).toHaveLength(0);
    const text = await mailText(mail.id);
    expect(getLinks(text)).toContainEqual(expect.stringMatching(new RegExp(`^${rig.server.baseUrl}/nl/listing/[a-z2-7]{32}$`)));
    expect(text).toContain('Vermelding invullen');
    // The late replay is logged as used and makes nothing.
    expect((await (await postWebhook(payload, header)).json()) as object).toMatchObject({ activated: false, outcome: 'already_done' });
    expect(logged('paid_session_already_fulfilled', sessionId)).toBeGreaterThan(0);
    expect(listingsOf(order.id)).toHaveLength(1);
  });

  it('offers the editor link on the success page once, to the browser that paid, however many verify at once', async () => {
    rig.mock.webhook = null;
    const res = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'Link Once Lounge', planType: 'tour', amount: 26, lang: 'nl' }));
    const sessionId = sessionIdOf(res.body.checkoutUrl ?? '');
    rig.mock.markPaid(sessionId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => rig.getJson(`/api/stripe/success?session_id=${sessionId}&lang=nl`)));
    const paths = answers.map((a) => (a.body as { editorPath?: string | null }).editorPath ?? null).filter((p) => p !== null);
    expect(answers.every((a) => (a.body as { success?: boolean }).success === true)).toBe(true);
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(/^\/nl\/listing\/[a-z2-7]{32}$/);
    const again = await rig.getJson(`/api/stripe/success?session_id=${sessionId}&lang=nl`);
    expect(again.body).toMatchObject({ success: true, renewal: false, editorPath: null });
    const editor = await fetch(`${rig.server.baseUrl}${paths[0]}`);
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain('Wacht op je inhoud');
    const order = rig.orders().find((o) => o.stripe_session_id === sessionId)!;
    expect(
      read(
        'select action from listing_events e join listing_order_links k on k.listing_id = e.listing_id where k.order_id = ? and action = ?',
        order.id,
        'link_shown',
      ),
    ).toHaveLength(1);
  });

  it('a paid webhook for an unknown order is refused, logged, and creates nothing', async () => {
    const before = listingCount();
    const { payload, header } = rig.mock.signEvent(
      'checkout.session.completed',
      { id: 'cs_test_unknown_listing', object: 'checkout.session', payment_status: 'paid', amount_total: 3300, currency: 'usd', metadata: {} },
      WEBHOOK_SECRET,
    );
    expect((await (await postWebhook(payload, header)).json()) as object).toMatchObject({ activated: false, outcome: 'not_found' });
    expect(logged('paid_session_not_fulfilled', 'cs_test_unknown_listing')).toBe(1);
    expect(listingCount()).toBe(before);
  });
});

describe('bank receipt decision', () => {
  it('verifying opens the listing and mails the English editor link; an unknown or already-used order is refused, logged, and creates nothing', async () => {
    const { orderId } = await makeBankOrder(rig.server.baseUrl, 'tour', bankForm({ businessName: 'Verified Listing Tours' }));
    expect((await admin.fetch(`/api/admin/orders/${orderId}/verify`, { method: 'POST' })).status).toBe(200);
    expect(listingsOf(orderId)).toMatchObject([{ status: 'awaiting_content', locale: 'en' }]);
    const text = await mailText(mailOf(orderId, 'buyer.receipt_verified')[0].id);
    expect(getLinks(text)).toContainEqual(expect.stringMatching(new RegExp(`^${rig.server.baseUrl}/listing/[a-z2-7]{32}$`)));
    expect(text).toContain('Fill in your listing');

    const before = listingCount();
    expect((await admin.fetch(`/api/admin/orders/${orderId}/verify`, { method: 'POST' })).status).toBe(409);
    expect(logged('bank_transfer_verify_refused', orderId)).toBe(1);
    const unknown = '0b1f9c8e-0000-4000-8000-00000000abcd';
    expect((await admin.fetch(`/api/admin/orders/${unknown}/verify`, { method: 'POST' })).status).toBe(404);
    expect((await admin.fetch(`/api/admin/orders/${unknown}/reject`, { method: 'POST', body: JSON.stringify({ reason: 'Not ours' }) })).status).toBe(404);
    expect(logged('bank_transfer_verify_refused', unknown)).toBe(1);
    expect(logged('bank_transfer_reject_refused', unknown)).toBe(1);
    expect(listingCount()).toBe(before);
    expect(mailOf(orderId, 'buyer.receipt_verified')).toHaveLength(1);
  });
});
