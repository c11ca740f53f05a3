/**
 * Writing and confirming a review through the built server and a real SMTP server (issue 20): the
 * no-JS form post and its pages, the JSON endpoint's answers, the honeypot, the rate limits, the
 * confirm link (GET asks, POST confirms, once; expired with a moved clock), and replacement.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { getLinks, startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';

const start = new Date('2026-11-26T12:00:00Z');
let catcher: SmtpCatcher;
let server: RunningServer;
let dataDir: string;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  dataDir = copyFixture(inject('fixtureDir'));
  // TRUST_PROXY: each test writes from its own X-Forwarded-For address, so the per-address limit is its own.
  server = await startServer(dataDir, { SMTP_URL: catcher.url, MAIL_POLL_MS: '100', TRUST_PROXY: '1' }, { clockStart: start });
});
afterAll(async () => {
  await server?.stop();
  await catcher?.close();
});

const query = <T>(sql: string, ...args: unknown[]): T[] => {
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
};
type Row = { id: number; status: string; locale: string; email: string; comment: string; place_id: number; confirmed_at: number | null };
const reviewsOf = (email: string) => query<Row>('select * from reviews where email = ? order by id', email);
const firstRestaurant = () => query<{ id: number }>('select id from restaurants order by id limit 1')[0].id;
const firstTour = () => query<{ id: number }>('select id from tours order by id limit 1')[0].id;

const form = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    authorName: 'Ana',
    country: 'Netherlands',
    rating: '5',
    visitMonth: '2026-10',
    comment: 'Excellent roti and very friendly service at lunch.',
    email: 'ana@example.com',
    website: '',
    ...over,
  }).toString();
const post = (p: string, body: string, ip: string, type = 'application/x-www-form-urlencoded') =>
  fetch(`${server.baseUrl}${p}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': type, Origin: server.baseUrl, 'X-Forwarded-For': ip },
    body,
  });
const api = (body: Record<string, unknown>, ip: string) => post('/api/reviews', JSON.stringify(body), ip, 'application/json');
const json = (over: Record<string, unknown> = {}) => ({
  placeKind: 'restaurant',
  placeId: firstRestaurant(),
  authorName: 'Bo',
  country: 'Suriname',
  rating: 4,
  visitMonth: '2026-09',
  comment: 'Good pom, generous portions, a bit slow on a Saturday.',
  email: 'bo@example.com',
  lang: 'en',
  ...over,
});
const mailTo = async (to: string, count = 1) => {
  await expect.poll(() => catcher.messages.filter((m) => m.envelopeTo.includes(to)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return catcher.messages.filter((m) => m.envelopeTo.includes(to));
};
const confirmLinkOf = (text: string) => getLinks(text).find((l) => l.includes('/review/confirm?token='))!;

describe('the write form without JavaScript', () => {
  it('shows the place, keeps values and messages on errors, then "check your email" and a Dutch email', async () => {
    const id = firstRestaurant();
    const page = await fetch(`${server.baseUrl}/nl/restaurant/${id}/write-review`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain('Je beoordeling over');
    expect(html).toContain('name="website"');

    const bad = await post(`/nl/restaurant/${id}/write-review`, form({ comment: '<script>x</script>', email: 'reiziger@example.com' }), '10.0.1.1');
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Schrijf minstens 20 tekens.');
    expect(badHtml).toContain('value="reiziger@example.com"');
    // The kept comment is text in its textarea, never markup.
    expect(badHtml).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(badHtml).not.toContain('<script>x</script>');
    expect(reviewsOf('reiziger@example.com')).toEqual([]);

    const ok = await post(
      `/nl/restaurant/${id}/write-review`,
      form({ email: 'Reiziger@Example.com', comment: 'Heerlijke roti en een vriendelijke ontvangst.' }),
      '10.0.1.1',
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Kijk in je inbox');
    expect(reviewsOf('reiziger@example.com')).toMatchObject([{ status: 'pending', locale: 'nl', place_id: id }]);
    const [mail] = await mailTo('reiziger@example.com');
    expect(mail.parsed.subject).toContain('Suriname Gids');
    expect(confirmLinkOf(mail.parsed.text ?? '')).toMatch(/\/nl\/review\/confirm\?token=[a-z2-7]{32}$/);
  });

  it('answers 404 for an unknown place, an event or a junk id', async () => {
    for (const p of [
      '/restaurant/999999/write-review',
      '/event/1/write-review',
      '/xx/restaurant/1/write-review',
      '/nl/nl/tour/1/write-review',
      '/nl/tour/abc/write-review',
      '/tour/01/write-review',
    ])
      expect((await fetch(`${server.baseUrl}${p}`)).status).toBe(404);
    expect((await post('/restaurant/999999/write-review', form(), '10.0.2.1')).status).toBe(404);
  });

  it('refuses a post from another site (no or a foreign Origin), as every form of the site does', async () => {
    const send = (headers: Record<string, string>) =>
      fetch(`${server.baseUrl}/restaurant/${firstRestaurant()}/write-review`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.0.2.2', ...headers },
        body: form({ email: 'csrf@example.com' }),
      });
    expect((await send({})).status).toBe(403);
    expect((await send({ Origin: 'https://evil.example' })).status).toBe(403);
    expect(reviewsOf('csrf@example.com')).toEqual([]);
  });
});

describe('POST /api/reviews', () => {
  it('answers 202 { ok } and queues one email; 400 { error } on bad input; 404 for an unknown place; 415 for other bodies', async () => {
    const ok = await api(json(), '10.0.3.1');
    expect(ok.status).toBe(202);
    expect(await ok.json()).toEqual({ ok: true });
    expect(reviewsOf('bo@example.com')).toMatchObject([{ status: 'pending', locale: 'en' }]);

    const bad = await api(json({ rating: 6, email: 'x@example.com' }), '10.0.3.1');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('rating: Choose a rating from 1 to 5 stars.');
    const hostile = await api(json({ comment: 'x'.repeat(10_000), email: 'x@example.com' }), '10.0.3.1');
    expect(hostile.status).toBe(400);
    const rtl = await api(json({ comment: 'Nice place \u202E!ti evol I, really lovely', email: 'x@example.com', lang: 'nl' }), '10.0.3.2');
    expect((await rtl.json()).error).toBe('comment: Haal de onzichtbare stuurtekens uit deze tekst.');
    const unknown = await api(json({ placeId: 999999, email: 'x@example.com' }), '10.0.3.2');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toHaveProperty('error');
    expect((await post('/api/reviews', '{', '10.0.3.2', 'application/json')).status).toBe(400);
    expect((await post('/api/reviews', 'hello', '10.0.3.2', 'text/plain')).status).toBe(415);
    expect(reviewsOf('x@example.com')).toEqual([]);
  });

  it('a filled honeypot gets the same success and stores nothing, sends nothing', async () => {
    const res = await api(json({ email: 'robot@example.com', website: 'http://spam.example' }), '10.0.4.1');
    expect(res.status).toBe(202);
    const page = await post(`/tour/${firstTour()}/write-review`, form({ email: 'robot@example.com', website: 'http://spam.example' }), '10.0.4.1');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Check your email');
    expect(reviewsOf('robot@example.com')).toEqual([]);
  });

  it('limits writes per address (429 after 5 an hour) and per email (3 a day)', async () => {
    for (let i = 0; i < 3; i++) expect((await api(json({ email: 'many@example.com' }), '10.0.5.1')).status).toBe(202);
    const byEmail = await api(json({ email: 'Many+x@example.com' }), '10.0.5.2');
    expect(byEmail.status).toBe(429);
    expect(byEmail.headers.get('retry-after')).toBeTruthy();
    expect(await byEmail.json()).toHaveProperty('error');
    expect(reviewsOf('many@example.com')).toHaveLength(3);

    for (let i = 0; i < 2; i++) expect((await api(json({ email: `addr${i}@example.com` }), '10.0.5.1')).status).toBe(202);
    const byAddress = await api(json({ email: 'addr9@example.com' }), '10.0.5.1');
    expect(byAddress.status).toBe(429);
    expect(await byAddress.json()).toHaveProperty('error');
    const page = await post(`/restaurant/${firstRestaurant()}/write-review`, form({ email: 'addr10@example.com' }), '10.0.5.1');
    expect(page.status).toBe(429);
  });
});

describe('the confirmation link', () => {
  it('GET asks and changes nothing, POST confirms once; a second review replaces the first on confirmation', async () => {
    await api(json({ email: 'cy@example.com', rating: 2 }), '10.0.6.1');
    const first = confirmLinkOf((await mailTo('cy@example.com'))[0].parsed.text ?? '');
    const ask = await fetch(first);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('Confirm my review');
    expect(reviewsOf('cy@example.com')[0].status).toBe('pending');
    const done = await post(new URL(first).pathname + new URL(first).search, '', '10.0.6.1');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Thanks — your review will appear after a quick check.');
    expect(reviewsOf('cy@example.com')).toMatchObject([{ status: 'confirmed', confirmed_at: start.getTime() }]);
    expect((await fetch(first)).status).toBe(404);
    expect((await post(new URL(first).pathname + new URL(first).search, '', '10.0.6.1')).status).toBe(404);

    const firstId = reviewsOf('cy@example.com')[0].id;
    await api(json({ email: 'cy@example.com', rating: 5, comment: 'Went back: even better the second time around.' }), '10.0.6.1');
    const second = confirmLinkOf((await mailTo('cy@example.com', 2))[1].parsed.text ?? '');
    expect(reviewsOf('cy@example.com')).toHaveLength(2);
    await post(new URL(second).pathname + new URL(second).search, '', '10.0.6.1');
    const rows = reviewsOf('cy@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(firstId);
    expect(rows[0]).toMatchObject({ status: 'confirmed', comment: 'Went back: even better the second time around.' });
  });

  it('an expired link is a 410 page, a junk one a 404, never a 500', async () => {
    await api(json({ email: 'late@example.com' }), '10.0.7.1');
    const link = confirmLinkOf((await mailTo('late@example.com'))[0].parsed.text ?? '');
    await server.setClock(new Date(start.getTime() + 49 * 3_600_000));
    try {
      const expired = await fetch(link);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain('This confirmation link has expired.');
      expect((await post(new URL(link).pathname + new URL(link).search, '', '10.0.7.1')).status).toBe(410);
      expect(reviewsOf('late@example.com')[0].status).toBe('pending');
    } finally {
      await server.setClock(start);
    }
    expect((await fetch(`${server.baseUrl}/review/confirm`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/nl/review/confirm?token=${encodeURIComponent("' OR 1=1 --")}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/review/confirm?token=${'a'.repeat(32)}`)).status).toBe(404);
  });
});
