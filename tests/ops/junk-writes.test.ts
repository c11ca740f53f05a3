/**
 * Junk posts cost only their own address's budget: a flood from 100 client addresses of bogus
 * editor tokens, junk reviews or bogus one-click unsubscribes leaves the global ceiling untouched,
 * so the next real write still goes through. Each client really posts from its own loopback
 * address (127.0.0.x as the socket's source), no proxy header involved.
 */
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '~/db/client';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { makeJpeg, openListing, openServerDb, readListing, restaurantFields } from '../listings/editor-helpers';

let server: RunningServer;
let dataDir: string;
let db: Db;
beforeAll(async () => {
  dataDir = copyFixture(inject('fixtureDir'));
  // Ceilings below each flood's size: counted as today, the flood alone would close the form.
  server = await startServer(dataDir, {
    RATE_LIMIT_LISTING_EDITS_GLOBAL: '100/3600',
    RATE_LIMIT_REVIEWS_GLOBAL: '100/3600',
    RATE_LIMIT_NEWSLETTER_GLOBAL: '100/3600',
  });
  db = openServerDb(dataDir);
}, 60_000);
afterAll(async () => {
  db?.$client.close();
  await server?.stop();
});

interface Answer {
  status: number;
  text: string;
}

/** A POST sent from the loopback address `from` (the socket's source address, which the server counts by). */
async function postFrom(from: string, pathname: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Answer> {
  const encoded = new Request('http://body.invalid/', { method: 'POST', body });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const type = encoded.headers.get('content-type');
  const url = new URL(pathname, server.baseUrl);
  const all = { ...(type ? { 'Content-Type': type } : {}), 'Content-Length': String(bytes.length), Origin: server.baseUrl, ...headers };
  // An empty value leaves the header out.
  const sent = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        localAddress: from,
        headers: sent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

const HUNDRED = Array.from({ length: 100 }, (_, i) => `127.0.0.${i + 2}`);

/** Each of the 100 addresses sends its posts; their statuses, all of them. */
async function flood(send: (from: string, i: number) => Promise<Answer>, perAddress: number): Promise<number[]> {
  const statuses: number[] = [];
  for (const from of HUNDRED) for (let i = 0; i < perAddress; i++) statuses.push((await send(from, i)).status);
  return statuses;
}

const bogusToken = (n: number) => n.toString(32).padStart(32, 'q').slice(-32);
const oneClick = (from: string, unsubscribePath: string) => {
  const body = new URLSearchParams({ 'List-Unsubscribe': 'One-Click' });
  // A mail provider posts server to server: no Origin.
  return postFrom(from, unsubscribePath, body, { Origin: '' });
};
const query = <T>(sql: string, ...args: unknown[]): T[] => {
  const ro = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
  try {
    return ro.prepare(sql).all(...args) as T[];
  } finally {
    ro.close();
  }
};
/** The unsubscribe path the sign-up of `email` mailed (the outbox keeps the facts the email renders). */
const unsubscribePathOf = (email: string): string => {
  const rows = query<{ payload: string; recipients: string }>("select payload, recipients from email_outbox where kind like 'subscriber.newsletter%'");
  const row = rows.reverse().find((r) => (JSON.parse(r.recipients) as string[]).includes(email))!;
  return (JSON.parse(row.payload) as { unsubscribePath: string }).unsubscribePath;
};
const statusOf = (email: string) => query<{ status: string }>('select status from newsletter_subscribers where email = ?', email)[0]?.status;

function editorForm(fields: Record<string, string>, photo?: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append('mainPhoto', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  return form;
}

describe('junk posts from 100 addresses leave the global ceilings to real writes', () => {
  it('bogus listing-editor tokens: each gets 404, then a business with a valid link still submits', async () => {
    let n = 0;
    const statuses = await flood((from) => postFrom(from, `/listing/${bogusToken(++n)}`, editorForm(restaurantFields())), 2);
    expect(new Set(statuses)).toEqual(new Set([404]));
    const { listingId, token } = openListing(db);
    const real = await postFrom('127.0.0.200', `/listing/${token}`, editorForm(restaurantFields(), await makeJpeg()));
    // The form's success answer: 303 to "sent for review".
    expect(real.status).toBe(303);
    expect(readListing(db, listingId).listing.status).toBe('pending_review');
  }, 120_000);

  it('empty, invalid and honeypot reviews: refused (or a fake success), then a real review is taken', async () => {
    const placeId = query<{ id: number }>('select id from restaurants order by id limit 1')[0]!.id;
    const review = (over: Record<string, unknown> = {}) =>
      JSON.stringify({
        placeKind: 'restaurant',
        placeId,
        authorName: 'Ana',
        country: 'Suriname',
        rating: 5,
        visitMonth: '2026-10',
        comment: 'Excellent roti and very friendly service at lunch.',
        email: 'ana.junk@example.com',
        lang: 'en',
        ...over,
      });
    const json = { 'Content-Type': 'application/json' };
    const junk = [review({ comment: '' }), review({ website: 'https://spam.example' })];
    const statuses = await flood((from, i) => postFrom(from, '/api/reviews', junk[i]!, json), 2);
    expect(statuses.filter((s) => s === 400)).toHaveLength(100);
    expect(statuses.filter((s) => s === 202)).toHaveLength(100); // the honeypot's fake success
    const real = await postFrom('127.0.0.200', '/api/reviews', review({ email: 'real.reviewer@example.com' }), json);
    expect(real.status).toBe(202);
    expect(query('select id from reviews where email = ?', 'real.reviewer@example.com')).toHaveLength(1);
  }, 120_000);

  it('bogus one-click unsubscribes: each gets 404, then a real sign-up and a real one-click unsubscribe work', async () => {
    let n = 0;
    const statuses = await flood((from) => oneClick(from, `/newsletter/unsubscribe/${bogusToken(++n)}`), 2);
    expect(new Set(statuses)).toEqual(new Set([404]));
    const signUp = await postFrom('127.0.0.200', '/api/newsletter', JSON.stringify({ email: 'reader@example.com', lang: 'en' }), {
      'Content-Type': 'application/json',
    });
    expect(signUp.status).toBe(202);
    const unsubscribe = await oneClick('127.0.0.201', unsubscribePathOf('reader@example.com'));
    expect(unsubscribe.status).toBe(200);
    expect(statusOf('reader@example.com')).toBe('unsubscribed');
  }, 120_000);
});

describe('one address flooding one-click unsubscribes', () => {
  it('is refused itself (429) once its own budget is spent, while other addresses subscribe and unsubscribe', async () => {
    const from = '127.0.1.9';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await oneClick(from, `/newsletter/unsubscribe/${bogusToken(5000 + i)}`)).status);
    // The default newsletter budget per address is 10 posts in 10 minutes.
    expect(statuses).toEqual([...Array<number>(10).fill(404), ...Array<number>(20).fill(429)]);

    const signUp = await postFrom('127.0.1.10', '/api/newsletter', JSON.stringify({ email: 'other.reader@example.com', lang: 'nl' }), {
      'Content-Type': 'application/json',
    });
    expect(signUp.status).toBe(202);
    expect(statusOf('other.reader@example.com')).toBe('pending');
    expect((await oneClick('127.0.1.11', unsubscribePathOf('other.reader@example.com'))).status).toBe(200);
    expect(statusOf('other.reader@example.com')).toBe('unsubscribed');
    // A real token is its own credential: a mail provider's busy address is never refused for it.
    await postFrom('127.0.1.10', '/api/newsletter', JSON.stringify({ email: 'third.reader@example.com', lang: 'en' }), { 'Content-Type': 'application/json' });
    expect((await oneClick(from, unsubscribePathOf('third.reader@example.com'))).status).toBe(200);
    expect(statusOf('third.reader@example.com')).toBe('unsubscribed');
  }, 60_000);
});
