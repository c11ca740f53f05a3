/**
 * The renewal checkout (issue 17): /checkout?renew=<token> opens prefilled for the listing's plan and
 * says what it renews; the card and bank-transfer orders (JSON and a form posted without
 * JavaScript) are tied to the listing only through a checked token; paying renews it (before the
 * end from the current end, after it from the payment). Expired, revoked or unknown links get a
 * notice in the page's language and the normal empty checkout.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { getPeriodEnd } from '~/features/listings/lifecycle/period';
import { bankForm, cardRequest, sessionIdOf, WEBHOOK_SECRET } from './helpers';
import { usePaymentsRig } from './payments-file';
import { newToken, seedRenewableListing, withDb as withDataDb } from './renewal-seed';

const { rig, admin } = usePaymentsRig();
const DAY = 86_400_000;

const withDb = <T>(run: (db: Database.Database) => T): T => withDataDb(rig.dataDir, run);
const seedListing = (name: string, endsAt: number, opts: Parameters<typeof seedRenewableListing>[3] = {}) =>
  seedRenewableListing(rig.dataDir, name, endsAt, opts);

const listing = (id: string) => withDb((db) => db.prepare('select * from listings where id = ?').get(id) as { status: string; ends_at: number });
const listingCount = () => withDb((db) => (db.prepare('select count(*) as n from listings').get() as { n: number }).n);
const orderRenews = (where: string, value: string) =>
  withDb((db) => (db.prepare(`select renews_listing_id as r from listing_orders where ${where} = ?`).get(value) as { r: string | null } | undefined)?.r);

describe('the renewal checkout page', () => {
  it('opens prefilled for the listing plan and says what it renews and until when, in English and Dutch', async () => {
    const endsAt = getPeriodEnd(new Date(Date.now() - 80 * DAY)).getTime();
    const { token } = seedListing('Warung Renew', endsAt);
    const en = await (await fetch(`${rig.server.baseUrl}/checkout?renew=${token}`)).text();
    expect(en).toContain('data-testid="renewal-notice"');
    expect(en).toContain('You are renewing the Restaurant');
    expect(en).toContain('Warung Renew');
    expect(en).toContain(new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'America/Paramaribo' }).format(new Date(endsAt)));
    for (const value of ['Warung Renew', 'Sita Ram', 'sita@renew.example', '+597 555-0303']) expect(en).toContain(`value="${value}"`);
    expect(en).toContain(`?plan=restaurant&amp;renew=${token}`);
    const nl = await (await fetch(`${rig.server.baseUrl}/nl/checkout?renew=${token}`)).text();
    expect(nl).toContain('Je verlengt de');
    expect(nl).toContain(new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'America/Paramaribo' }).format(new Date(endsAt)));
  });

  it('shows a notice and the normal empty checkout for an expired, revoked or unknown link', async () => {
    const past = Date.now() - 100 * DAY;
    const expired = seedListing('Expired Link Bar', past, { status: 'ended', tokenExpiresAt: Date.now() - DAY }).token;
    const revoked = seedListing('Revoked Link Bar', Date.now() + 20 * DAY, { revoked: true }).token;
    const cases = [
      [expired, 'This renewal link has expired.', 'Deze verlenglink is verlopen.'],
      [revoked, 'This renewal link was withdrawn.', 'Deze verlenglink is ingetrokken.'],
      [newToken(), 'We do not recognise this renewal link.', 'We herkennen deze verlenglink niet.'],
      ['junk<script>', 'We do not recognise this renewal link.', 'We herkennen deze verlenglink niet.'],
    ];
    for (const [token, english, dutch] of cases) {
      const res = await fetch(`${rig.server.baseUrl}/checkout?renew=${encodeURIComponent(token)}&plan=tour`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('data-testid="renewal-problem"');
      expect(html).toContain(english);
      expect(html).not.toContain('data-testid="renewal-notice"');
      expect(html).not.toContain('Link Bar');
      expect(html).toContain('id="businessName"');
      expect(await (await fetch(`${rig.server.baseUrl}/nl/checkout?renew=${encodeURIComponent(token)}`)).text()).toContain(dutch);
    }
  });
});

describe('renewal orders', () => {
  it('a card renewal before the end is tied to the listing and, once paid, moves the end from the current end', async () => {
    const endsAt = getPeriodEnd(new Date(Date.now() - 80 * DAY)).getTime();
    const { listingId, token } = seedListing('Card Renewal Roti', endsAt);
    const before = listingCount();
    expect((await rig.postJson('/api/create-stripe-checkout', cardRequest({ planType: 'tour', amount: 26, renewToken: token }))).status).toBe(400);
    expect((await rig.postJson('/api/create-stripe-checkout', cardRequest({ planType: 'restaurant', amount: 26, renewToken: newToken() }))).body).toEqual({
      error: 'This renewal link is no longer valid; reload the page to order a new listing',
    });
    const res = await rig.postJson(
      '/api/create-stripe-checkout',
      cardRequest({ planType: 'restaurant', amount: 26, renewToken: token, businessName: 'Card Renewal Roti' }),
    );
    expect(res.status).toBe(200);
    const sessionId = sessionIdOf(res.body.checkoutUrl ?? '');
    expect(orderRenews('stripe_session_id', sessionId)).toBe(listingId);
    // Cancelling at Stripe comes back to the same renewal checkout.
    expect(rig.mock.sessions.get(sessionId)?.cancel_url).toMatch(
      new RegExp(`^${rig.server.baseUrl}/checkout\\?plan=restaurant&renew=${token}&cancelled=[0-9a-f-]{36}$`),
    );
    const { payload, header } = rig.mock.signEvent('checkout.session.completed', rig.mock.markPaid(sessionId), WEBHOOK_SECRET);
    const hook = await fetch(`${rig.server.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
      body: payload,
    });
    expect(await hook.json()).toMatchObject({ activated: true });
    expect(listing(listingId)).toMatchObject({ status: 'live', ends_at: getPeriodEnd(new Date(endsAt)).getTime() });
    expect(listingCount()).toBe(before);
  });

  it('a bank renewal after the end, posted without JavaScript, starts the new period at the verified payment', async () => {
    const { listingId, token } = seedListing('Late Bank Renewal', Date.now() - 5 * DAY, { status: 'ended' });
    const fields = Object.fromEntries(Object.entries(bankForm({ businessName: 'Late Bank Renewal N.V.' })).map(([k, v]) => [k, String(v)]));
    const post = await fetch(`${rig.server.baseUrl}/checkout?plan=restaurant&renew=${token}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: rig.server.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, orderKey: crypto.randomUUID().replace(/-/g, '') }),
    });
    expect(post.status).toBe(200);
    const order = rig.orders().find((o) => o.business_name === 'Late Bank Renewal N.V.')!;
    expect(orderRenews('id', order.id)).toBe(listingId);
    expect((await admin.fetch(`/api/admin/orders/${order.id}/verify`, { method: 'POST' })).status).toBe(200);
    expect(listing(listingId)).toMatchObject({ status: 'live', ends_at: getPeriodEnd(new Date()).getTime() });
  });

  it('the bank-transfer order endpoint ties the order only through a valid token', async () => {
    const { listingId, token } = seedListing('Json Bank Renewal', Date.now() + 10 * DAY);
    const ask = (renewToken: string) =>
      fetch(`${rig.server.baseUrl}/api/bank-transfer/order?lang=nl`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: rig.server.baseUrl },
        body: JSON.stringify({ planType: 'restaurant', form: bankForm(), idempotencyKey: crypto.randomUUID(), renewToken }),
      });
    const bad = await ask(newToken());
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^Deze verlenglink is niet meer geldig/);
    const good = await ask(token);
    expect(good.status).toBe(201);
    expect(orderRenews('id', ((await good.json()) as { orderId: string }).orderId)).toBe(listingId);
  });
});
