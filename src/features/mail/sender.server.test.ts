/**
 * The sender against a real SMTP server started here (smtp-server, parsed with mailparser): every
 * order email in both languages, retries when the server refuses or hangs, delivery exactly once,
 * one email per event however often it is replayed, and a stop that lets the send in flight finish.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { adminUsers, emailOutbox } from '~/db/schema';
import { attachReceipt, createBankTransferOrder } from '~/features/listings/index.server';
import { activatePaidOrder, createOrder, rejectBankTransfer, verifyBankTransfer } from '~/features/listings/index.server';
import { sampleBankForm } from '../../../tests/helpers/sample-orders';
import { makeTempDir } from '../../../tests/helpers/fixture';
import { getLinks, startSmtpCatcher, type SmtpCatcher } from '../../../tests/helpers/smtp-catcher';
import type { MailContext } from './content';
import { MAX_ATTEMPTS } from './mail';
import { createMailSender } from './sender.server';
import { createSmtpTransport, type MailTransport } from './transport.server';

const SITE = 'https://guide.example';
const ctx: MailContext = {
  siteUrl: SITE,
  contact: { city: 'Paramaribo', phone: '+597 555-0100', email: 'hello@guide.example' },
  bank: { bankName: 'Demo Bank', accountName: 'Suriname Guide N.V.', accountNumber: '000 1234 567' },
};
const form = sampleBankForm({ businessName: 'Roti <b>&</b> "Zus"', contactName: 'Ilse', email: 'ilse@roti.example', phone: '+597 555 0404' });
const MINUTE = 60_000;

let dir: string;
let db: Db;
let catcher: SmtpCatcher;
let clock = Date.now() + 1000;
const now = () => new Date(clock);

beforeAll(async () => {
  process.env.SITE_URL = SITE;
  delete process.env.ADMIN_NOTIFY_EMAIL;
  dir = makeTempDir('guide-mail-');
  db = openDatabase(path.join(dir, 'guide.db'));
  migrateDatabase(db);
  db.insert(adminUsers).values({ id: 'a1', username: 'admin', email: 'admin@guide.example', passwordHash: 'x' }).run();
  db.insert(adminUsers).values({ id: 'a2', username: 'gone', email: 'gone@guide.example', passwordHash: 'x', isActive: false }).run();
  catcher = await startSmtpCatcher();
});
afterAll(async () => {
  await catcher?.close();
  db?.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  // Orders made without a clock queue their mail at the real time: start each test just after it.
  clock = Date.now() + 1000;
  catcher.setMode('accept');
  catcher.messages.length = 0;
  db.$client.prepare('delete from email_outbox').run(); // each test starts with an empty outbox
});

const smtp = (timeoutMs = 2000): MailTransport =>
  createSmtpTransport({ smtpUrl: catcher.url, from: 'Suriname Guide <no-reply@guide.example>', mailDir: dir, timeoutMs });
const makeSender = (transport = smtp()) => createMailSender({ db, transport, from: 'Suriname Guide <no-reply@guide.example>', now, context: () => ctx });
let keys = 0;
const newBankOrder = (locale: 'en' | 'nl') => {
  const made = createBankTransferOrder(db, { planType: 'tour', form, locale, creationKey: `key-mail-test-${++keys}-aaaaaaaa` });
  if (made.outcome === 'conflict') throw new Error('conflict');
  return made.order;
};
const rows = () => db.select().from(emailOutbox).all();
const byTo = (to: string) => catcher.messages.filter((m) => m.envelopeTo.includes(to));

describe.each(['en', 'nl'] as const)('every message arrives, in %s', (lang) => {
  it('bank order, receipt, verification and rejection: buyer and admins get theirs with amount, reference and working links', async () => {
    const order = newBankOrder(lang);
    attachReceipt(db, { orderId: order.id, path: `${order.id}.pdf`, mime: 'application/pdf', key: null });
    verifyBankTransfer(db, order.id, now());
    const other = newBankOrder(lang);
    rejectBankTransfer(db, other.id, 'The amount on the receipt is SRD 100.', now());
    const sender = makeSender();
    const round = await sender.deliverDue();
    await sender.stop();
    // order 1: received + admin new, receipt + admin waiting, verified; order 2: received + admin new, rejected.
    expect(round).toEqual({ sent: 8, failed: 0 });
    const buyer = byTo('ilse@roti.example');
    const admin = byTo('admin@guide.example');
    expect(buyer).toHaveLength(5);
    expect(admin).toHaveLength(3);
    expect(catcher.messages.some((m) => m.envelopeTo.includes('gone@guide.example'))).toBe(false);

    const dutch = lang === 'nl';
    const bySubject = (re: RegExp) => buyer.find((m) => re.test(m.parsed.subject ?? ''));
    const received = bySubject(dutch ? /gegevens voor de overschrijving/ : /bank transfer details/);
    expect(received?.parsed.subject).toContain(order.orderNumber);
    const text = received?.parsed.text ?? '';
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(dutch ? 'SRD 1.000' : 'SRD 1,000');
    expect(text).toContain('000 1234 567');
    expect(text).toContain(dutch ? 'Beste Ilse' : 'Hello Ilse');
    for (const contact of ['+597 555-0100', 'hello@guide.example']) for (const m of buyer) expect(m.parsed.text).toContain(contact);
    expect(getLinks(text)).toContain(`${SITE}${dutch ? '/nl' : ''}/checkout/bank-transfer?order=${order.id}`);
    for (const link of getLinks(text)) expect(link.startsWith(SITE)).toBe(true);
    expect(received?.parsed.html).toContain('Roti &lt;b&gt;&amp;&lt;/b&gt; &quot;Zus&quot;');
    expect(Buffer.byteLength(received?.parsed.html || '')).toBeLessThan(30_000);
    expect(received?.parsed.from?.text).toContain('no-reply@guide.example');

    expect(bySubject(dutch ? /Betaalbewijs ontvangen/ : /Receipt received/)?.parsed.text).toContain(dutch ? 'binnen 24 uur' : 'within 24 hours');
    const verified = bySubject(dutch ? /Betaling bevestigd voor bestelling/ : /Payment confirmed for order/);
    // The verified payment opened a listing: its private editor link, in the buyer's language.
    expect(getLinks(verified?.parsed.text ?? '')).toContainEqual(expect.stringMatching(new RegExp(`^${SITE}${dutch ? '/nl' : ''}/listing/[a-z2-7]{32}$`)));
    expect(verified?.parsed.text).toContain(dutch ? 'Vermelding invullen' : 'Fill in your listing');
    const rejected = bySubject(dutch ? /niet bevestigen/ : /could not confirm/);
    expect(rejected?.parsed.text).toContain('The amount on the receipt is SRD 100.');
    expect(getLinks(rejected?.parsed.text ?? '')).toContain(`${SITE}${dutch ? '/nl' : ''}/checkout/bank-transfer?order=${other.id}`);

    // Admins read English unless ADMIN_NOTIFY_LANG says otherwise; their link opens the Orders tab at the order.
    const waiting = admin.find((m) => /Receipt to review/.test(m.parsed.subject ?? ''));
    expect(getLinks(waiting?.parsed.text ?? '')).toContain(`${SITE}/admin?order=${order.id}#orders`);
    expect(new Set(catcher.messages.map((m) => m.parsed.messageId)).size).toBe(8);
  });

  it('card payment: buyer and admins, once however often the payment is reported', async () => {
    const { id } = createOrder(db, {
      planType: 'event',
      amount: 33,
      currency: 'USD',
      form: { ...form, currency: 'USD', paymentMethod: 'creditcard' },
      status: 'pending',
      locale: lang,
    });
    expect(rows()).toHaveLength(0); // a card order writes once it is paid
    const session = { sessionId: `cs_test_${lang}_${id}`, orderId: id, amountTotal: 3300, currency: 'usd' };
    const outcomes = Array.from({ length: 10 }, () => activatePaidOrder(db, session, now()));
    expect(outcomes.filter((o) => o === 'activated')).toHaveLength(1);
    const sender = makeSender();
    await sender.deliverDue();
    await sender.deliverDue();
    await sender.stop();
    expect(catcher.messages).toHaveLength(2);
    const [buyer] = byTo('ilse@roti.example');
    expect(buyer.parsed.subject).toMatch(lang === 'nl' ? /^Betaling ontvangen voor bestelling SG-/ : /^Payment received for order SG-/);
    expect(buyer.parsed.text).toContain('$33 USD');
    expect(getLinks(buyer.parsed.text || '')).toContainEqual(expect.stringMatching(new RegExp(`^${SITE}${lang === 'nl' ? '/nl' : ''}/listing/[a-z2-7]{32}$`)));
    // The admins' copy never carries the buyer's editor link.
    expect(byTo('admin@guide.example')[0].parsed.text).not.toContain('/listing/');
    expect(buyer.parsed.html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
  });
});

describe('when the SMTP server fails', () => {
  it('a refusing server leaves the row queued with its error, retried later and delivered once', async () => {
    newBankOrder('en');
    catcher.setMode('refuse');
    const sender = makeSender();
    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 2 });
    const failed = rows();
    expect(failed.every((r) => r.status === 'queued' && r.attempts === 1 && /451/.test(r.lastError ?? ''))).toBe(true);
    expect(failed[0].nextAttemptAt.getTime()).toBe(clock + MINUTE);
    // Not due yet: nothing is tried.
    catcher.setMode('accept');
    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock += MINUTE;
    expect(await sender.deliverDue()).toEqual({ sent: 2, failed: 0 });
    clock += 24 * 60 * MINUTE;
    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await sender.stop();
    expect(catcher.messages).toHaveLength(2);
    expect(rows().every((r) => r.status === 'sent' && r.attempts === 2 && r.lastError === null && r.sentAt)).toBe(true);
  });

  it('a hanging server times the try out; the mail goes once the server answers again', async () => {
    newBankOrder('nl');
    catcher.setMode('hang');
    const hanging = makeSender(smtp(300));
    expect(await hanging.deliverDue()).toEqual({ sent: 0, failed: 2 });
    await hanging.stop();
    for (const row of rows())
      expect([row.status, row.attempts, row.lastError]).toEqual(['queued', 1, expect.stringMatching(/ETIMEDOUT|timed? ?out|Greeting never received/i)]);
    catcher.setMode('accept');
    clock += 5 * MINUTE;
    const sender = makeSender();
    expect(await sender.deliverDue()).toEqual({ sent: 2, failed: 0 });
    await sender.stop();
    expect(catcher.messages).toHaveLength(2);
  });

  it('an hour down means late mail, and after the last try the row is failed, not dropped', async () => {
    newBankOrder('en');
    catcher.setMode('refuse');
    const sender = makeSender();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await sender.deliverDue();
      clock += 9 * 60 * MINUTE;
    }
    await sender.stop();
    expect(rows().map((r) => [r.status, r.attempts])).toEqual([
      ['failed', MAX_ATTEMPTS],
      ['failed', MAX_ATTEMPTS],
    ]);
    expect(catcher.messages).toHaveLength(0);
  });
});

describe('stopping', () => {
  it('waits for the send in flight and records it, and takes no further row', async () => {
    newBankOrder('en');
    let release!: () => void;
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const sends: string[] = [];
    const slow: MailTransport = {
      describe: 'slow',
      send: (mail) => {
        sends.push(mail.subject);
        started();
        return new Promise<void>((resolve) => (release = resolve));
      },
      close: () => undefined,
    };
    const sender = makeSender(slow);
    const round = sender.deliverDue();
    await inFlight;
    let stopped = false;
    const stopping = sender.stop().then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await round).toEqual({ sent: 1, failed: 0 });
    expect(sends).toHaveLength(1);
    expect(
      rows()
        .map((r) => r.status)
        .sort(),
    ).toEqual(['queued', 'sent']);
  });
});
