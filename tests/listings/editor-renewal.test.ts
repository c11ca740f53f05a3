/**
 * The editor page says where a listing stands and offers its renewal there (not only in a reminder
 * email): live until a date, ending soon with a renew button, ended with a renew button while a
 * renewal link would still be valid, a renewal already paid as "being confirmed". The button's post
 * makes a renewal link and lands on its prefilled checkout; it never renews what is not due.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingEditorTokens, listingOrders, listings } from '~/db/schema';
import { sampleOrderRow } from '../helpers/sample-orders';
import { openListing, serveEditorFixture } from './editor-helpers';

const { server, db } = serveEditorFixture();

const DAY = 86_400_000;
const get = (p: string) => fetch(`${server.baseUrl}${p}`, { redirect: 'manual' });
const postRenew = (p: string) =>
  fetch(`${server.baseUrl}${p}?renew=1`, { method: 'POST', redirect: 'manual', headers: { Origin: server.baseUrl }, body: new FormData() });

/** A live listing that ends `days` from now (negative: ended that long ago). */
function liveListing(days: number, locale = 'en') {
  const opened = openListing(db, 'restaurant', locale);
  const endsAt = new Date(Date.now() + days * DAY);
  db.update(listings)
    .set({ status: days < 0 ? 'ended' : 'live', liveFrom: new Date(endsAt.getTime() - 90 * DAY), endsAt })
    .where(eq(listings.id, opened.listingId))
    .run();
  return opened;
}

const renewTokens = (listingId: string) =>
  db
    .select()
    .from(listingEditorTokens)
    .where(eq(listingEditorTokens.listingId, listingId))
    .all()
    .filter((r) => r.purpose === 'renew');

describe('the status and the renewal on the editor page', () => {
  it('live with weeks to go: "live until", no renew button, and a renew post changes nothing', async () => {
    const { listingId, token } = liveListing(40);
    const html = await (await get(`/listing/${token}`)).text();
    expect(html).toContain('Live on the site until');
    expect(html).not.toContain('data-renew');
    const res = await postRenew(`/listing/${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/listing/${token}`);
    expect(renewTokens(listingId)).toHaveLength(0);
  });

  it('ending within 14 days: "ending soon" and a button that opens the prefilled renewal checkout, in Dutch too', async () => {
    const { listingId, token } = liveListing(10, 'nl');
    const en = await (await get(`/listing/${token}`)).text();
    expect(en).toContain('Ending soon: live on the site until');
    expect(en).toContain('Renew listing');
    const nl = await (await get(`/nl/listing/${token}`)).text();
    expect(nl).toContain('Loopt binnenkort af');
    expect(nl).toMatch(/<form method="post" action="\?renew=1"[^>]*data-renew/);
    expect(nl).toContain('Vermelding verlengen');

    const res = await postRenew(`/nl/listing/${token}`);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/nl\/checkout\?renew=[a-z2-7]{32}$/);
    expect(renewTokens(listingId)).toHaveLength(1);
    const checkout = await (await get(location)).text();
    expect(checkout).toContain('Je vermelding verlengen');
    expect(checkout).toContain('Je verlengt de');
  });

  it('ended: the page says so with the renew button while a renewal link would still be valid, then "expired"', async () => {
    const recent = liveListing(-5);
    const page = await get(`/listing/${recent.token}`);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('Your listing has ended');
    expect(html).toContain('Renew it to put it back on the site');
    expect(html).not.toContain('name="en.name"');
    const res = await postRenew(`/listing/${recent.token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/checkout\?renew=/);
    const checkout = await (await get(res.headers.get('location')!)).text();
    expect(checkout).toContain('It ended on');

    const long = liveListing(-61);
    const old = await get(`/listing/${long.token}`);
    expect(old.status).toBe(410);
    expect(await old.text()).toContain('This link has expired');
    expect((await postRenew(`/listing/${long.token}`)).status).toBe(410);
    expect(renewTokens(long.listingId)).toHaveLength(0);
  });

  it('a renewal already paid: "being confirmed" instead of a second button', async () => {
    const { listingId, token } = liveListing(3);
    db.insert(listingOrders)
      .values(
        sampleOrderRow(`renewal-${process.pid}-${listingId}`, { status: 'awaiting_verification', paymentMethod: 'banktransfer', renewsListingId: listingId }),
      )
      .run();
    const html = await (await get(`/listing/${token}`)).text();
    expect(html).toContain('We have your renewal payment');
    expect(html).not.toContain('data-renew>');
    expect((await postRenew(`/listing/${token}`)).headers.get('location')).toBe(`/listing/${token}`);
    expect(renewTokens(listingId)).toHaveLength(0);
  });

  it('refuses a renew post from another site', async () => {
    const { listingId, token } = liveListing(5);
    const res = await fetch(`${server.baseUrl}/listing/${token}?renew=1`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'https://evil.example' },
      body: new FormData(),
    });
    expect(res.status).toBe(403);
    expect(renewTokens(listingId)).toHaveLength(0);
  });
});
