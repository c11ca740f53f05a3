/**
 * Inputs that look harmless but are not what a person typed, through the built server: a review's
 * place id written any way but as a plain decimal, names made of invisible characters, and line
 * breaks inside the checkout's one-line fields. Each is refused with a 400 and a message; nothing is
 * stored.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bankForm, cardRequest, requestBankOrder, startPaymentsRig, stripeEnv, type PaymentsRig } from '../payments/helpers';

let rig: PaymentsRig;
beforeAll(async () => {
  // TRUST_PROXY: each review post comes from its own X-Forwarded-For address, so no per-address limit is met.
  rig = await startPaymentsRig(inject('fixtureDir'), (m) => stripeEnv(m.url, { TRUST_PROXY: '1' }));
});
afterAll(async () => {
  await rig?.stop();
});

const count = (sql: string): number => {
  const db = new Database(path.join(rig.dataDir, 'guide.db'), { readonly: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
};
const review = (over: Record<string, unknown>) => ({
  placeKind: 'restaurant',
  placeId: 1,
  authorName: 'Bo',
  country: 'Suriname',
  rating: 4,
  visitMonth: '2026-09',
  comment: 'Good pom, generous portions, a bit slow on a Saturday.',
  email: 'bo@example.com',
  lang: 'en',
  ...over,
});

let address = 0;
/** POST /api/reviews from a new client address each time. */
async function postReview(body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  address += 1;
  const res = await fetch(`${rig.server.baseUrl}/api/reviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: rig.server.baseUrl, 'X-Forwarded-For': `198.51.100.${address}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('POST /api/reviews takes only what a person typed', () => {
  it.each([['0x2'], ['2e0'], ['+2'], [true], [[2]], ['1 '], [1.5]])('refuses placeId %o with 400', async (placeId) => {
    const before = count('select count(*) as n from reviews');
    const res = await postReview(review({ placeId }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'placeId: This place cannot be reviewed.' });
    expect(count('select count(*) as n from reviews')).toBe(before);
  });

  it.each([['\u3164'], ['\u200b\u200b'], ['A\u200eB'], ['A\u{e0041}B']])('refuses the blank-looking or marked name %o', async (authorName) => {
    const res = await postReview(review({ authorName }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: expect.stringContaining('invisible') });
  });

  it('takes the place id as a plain decimal string or number', async () => {
    const asText = await postReview(review({ placeId: '1', email: 'plain-text-id@example.com' }));
    expect(asText.status).toBeLessThan(300);
  });
});

describe('the checkout refuses line breaks in its one-line fields', () => {
  it('answers 400 on the card endpoint for a CR/LF in the business name, in the page language', async () => {
    const before = count('select count(*) as n from listing_orders');
    const en = await rig.postJson('/api/create-stripe-checkout', cardRequest({ businessName: 'Roti Shop\r\nBcc: x@example.com' }));
    expect(en).toEqual({ status: 400, body: { error: 'Write this on one line, without line breaks' } });
    const nl = await rig.postJson('/api/create-stripe-checkout', cardRequest({ city: 'Para\nmaribo', lang: 'nl' }));
    expect(nl).toEqual({ status: 400, body: { error: 'Schrijf dit op één regel, zonder regeleinden' } });
    expect(count('select count(*) as n from listing_orders')).toBe(before);
  });

  it('answers 400 on the bank-transfer order for a line break in the address', async () => {
    const res = await requestBankOrder(rig.server.baseUrl, {
      planType: 'tour',
      form: bankForm({ billingAddress: 'Kernkampweg 8\nApt 2' }),
      idempotencyKey: crypto.randomUUID(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});
