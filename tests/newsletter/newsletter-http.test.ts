/**
 * The newsletter double opt-in through the built server and a real SMTP server (issue 18): the
 * no-JS form post, the confirmation email in the subscriber's language, GET shows a button and
 * changes nothing, POST confirms, the unsubscribe link, one row per address, and the admin CSV;
 * the List-Unsubscribe headers and the mail provider's one-click unsubscribe POST (RFC 8058).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { getLinks, startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';

let catcher: SmtpCatcher;
let server: RunningServer;
let dataDir: string;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  dataDir = copyFixture(inject('fixtureDir'));
  // Every post here comes from 127.0.0.1: a budget per address above this file's posts (the limits have their own tests).
  server = await startServer(dataDir, {
    SMTP_URL: catcher.url,
    MAIL_POLL_MS: '200',
    MAIL_FROM: 'Suriname Guide <mail@guide.example>',
    RATE_LIMIT_NEWSLETTER: '100/600',
  });
});
afterAll(async () => {
  await server?.stop();
  await catcher?.close();
});

const subscribers = () => {
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare('select email, status, locale from newsletter_subscribers').all() as { email: string; status: string; locale: string }[];
  } finally {
    db.close();
  }
};
const post = (p: string, body: string, type = 'application/x-www-form-urlencoded') =>
  fetch(`${server.baseUrl}${p}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': type, Origin: server.baseUrl }, body });
const signUp = (email: string, lang: string) => post('/api/newsletter', new URLSearchParams({ email, lang }).toString());

describe('newsletter double opt-in', () => {
  it('a form post without JavaScript stores a pending address, mails a link; GET asks, POST confirms; unsubscribe works', async () => {
    const res = await signUp('Reiziger@Example.com', 'nl');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/nl/newsletter?sent=1');
    expect(subscribers()).toEqual([{ email: 'reiziger@example.com', status: 'pending', locale: 'nl' }]);
    const [mail] = await catcher.waitFor(1);
    expect(mail.envelopeTo).toEqual(['reiziger@example.com']);
    expect(mail.parsed.subject).toContain('Suriname Gids');
    const links = getLinks(mail.parsed.text ?? '');
    const confirm = links.find((l) => l.includes('/nl/newsletter/confirm/'))!;
    const unsubscribe = links.find((l) => l.includes('/nl/newsletter/unsubscribe/'))!;
    expect(confirm).toBeTruthy();
    expect(unsubscribe).toBeTruthy();

    const sent = await fetch(`${server.baseUrl}/nl/newsletter?sent=1`);
    const sentHtml = await sent.text();
    expect(sentHtml).toContain('Kijk in je inbox');
    expect(sentHtml).not.toContain('reiziger@example.com');

    const ask = await fetch(confirm);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('Aanmelding bevestigen');
    expect(subscribers()[0].status).toBe('pending');
    const done = await post(new URL(confirm).pathname, '');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Je bent aangemeld');
    expect(subscribers()[0].status).toBe('subscribed');
    // The link works once.
    expect((await fetch(confirm)).status).toBe(404);

    // The same address again: the same answer, no second row, no new mail.
    const again = await signUp('reiziger@example.com', 'nl');
    expect(again.headers.get('location')).toBe('/nl/newsletter?sent=1');
    expect(subscribers()).toHaveLength(1);
    expect(subscribers()[0].status).toBe('subscribed');

    expect((await fetch(unsubscribe)).status).toBe(200);
    expect(subscribers()[0].status).toBe('subscribed');
    const off = await post(new URL(unsubscribe).pathname, '');
    expect(off.status).toBe(200);
    expect(await off.text()).toContain('Je bent afgemeld');
    expect(subscribers()[0].status).toBe('unsubscribed');
  });

  it('a bad address goes back to the form (no JS) or gets a 400 JSON error; junk tokens are a 404, never a 500', async () => {
    const bad = await signUp('not-an-address', 'en');
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/newsletter?error=email');
    const json = await post('/api/newsletter', JSON.stringify({ email: 'x' }), 'application/json');
    expect(json.status).toBe(400);
    expect(await json.json()).toHaveProperty('error');
    expect((await post('/api/newsletter', 'x', 'text/plain')).status).toBe(415);
    expect((await fetch(`${server.baseUrl}/newsletter/confirm/${encodeURIComponent("' OR 1=1 --")}`)).status).toBe(404);
    expect((await post('/newsletter/unsubscribe/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', '')).status).toBe(404);
  });

  it('every newsletter message carries List-Unsubscribe and List-Unsubscribe-Post; the one-click POST unsubscribes without an Origin', async () => {
    const before = catcher.messages.length;
    await signUp('one-click@example.com', 'en');
    const mail = (await catcher.waitFor(before + 1)).find((m) => m.envelopeTo.includes('one-click@example.com'))!;
    // Unfolded: a long header line may be folded onto the next (RFC 5322).
    const header = (name: string) => mail.parsed.headerLines.find((h) => h.key === name)?.line.replace(/\r\n[ \t]+/g, ' ');
    const unsubscribe = getLinks(mail.parsed.text ?? '').find((l) => l.includes('/newsletter/unsubscribe/'))!;
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const status = () => subscribers().find((s) => s.email === 'one-click@example.com')!.status;
    expect(status()).toBe('pending');

    // The provider posts server to server: no Origin, no cookie, only the one-click body.
    const oneClick = (url: string, body: string | FormData = 'List-Unsubscribe=One-Click') =>
      fetch(url, {
        method: 'POST',
        redirect: 'manual',
        body,
        headers: typeof body === 'string' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
      });
    // Any other body without our Origin is still refused.
    expect((await oneClick(unsubscribe, 'List-Unsubscribe=One-Click&more=1')).status).toBe(403);
    expect((await oneClick(unsubscribe, '')).status).toBe(403);
    expect(status()).toBe('pending');
    const done = await oneClick(unsubscribe);
    expect(done.status).toBe(200);
    expect(status()).toBe('unsubscribed');
    // Again (a provider's retry), multipart, and a bad or junk token: a page, never a 500.
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    expect((await oneClick(unsubscribe, multipart)).status).toBe(200);
    expect((await oneClick(`${server.baseUrl}/newsletter/unsubscribe/${'b'.repeat(32)}`)).status).toBe(404);
    expect((await oneClick(`${server.baseUrl}/nl/newsletter/unsubscribe/${encodeURIComponent("' OR 1=1 --")}`)).status).toBe(404);
  });

  it('the CSV export needs an admin session and lists the addresses', async () => {
    await signUp('csv-reader@example.com', 'en');
    const anonymous = await fetch(`${server.baseUrl}/api/admin/newsletter.csv`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('csv-reader@example.com');
    const admin = await signInAsAdmin(server.baseUrl);
    const res = await admin.fetch('/api/admin/newsletter.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('"email","status","language","signed_up","confirmed","unsubscribed"');
    expect(csv).toMatch(/"csv-reader@example\.com","pending","en","\d{4}-/);
  });
});
