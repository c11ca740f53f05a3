/**
 * The sender's claim on a row, against a real SMTP server: the row is marked `sending` with this
 * sender's lease before SMTP is touched; two senders on one database (two processes) send each row
 * once; a row left `sending` by a crashed sender waits for its lease to lapse on the clock, then goes
 * with its own Message-ID.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { adminUsers, emailOutbox } from '~/db/schema';
import { createBankTransferOrder } from '~/features/listings/index.server';
import { sampleBankForm } from '../../../tests/helpers/sample-orders';
import { makeTempDir } from '../../../tests/helpers/fixture';
import { startSmtpCatcher, type SmtpCatcher } from '../../../tests/helpers/smtp-catcher';
import type { MailContext } from './content';
import { createMailSender, DEFAULT_LEASE_MS } from './sender.server';
import { createSmtpTransport, type MailTransport } from './transport.server';

const ctx: MailContext = {
  siteUrl: 'https://guide.example',
  contact: { city: 'Paramaribo', phone: '+597 555-0100', email: 'hello@guide.example' },
  bank: { bankName: 'Demo Bank', accountName: 'Suriname Guide N.V.', accountNumber: '000 1234 567' },
};
const FROM = 'Suriname Guide <no-reply@guide.example>';

let dir: string;
let db: Db;
let catcher: SmtpCatcher;
let clock = Date.now() + 1000;
const now = () => new Date(clock);

beforeAll(async () => {
  process.env.SITE_URL = ctx.siteUrl;
  delete process.env.ADMIN_NOTIFY_EMAIL;
  dir = makeTempDir('guide-lease-');
  db = openDatabase(path.join(dir, 'guide.db'));
  migrateDatabase(db);
  db.insert(adminUsers).values({ id: 'a1', username: 'admin', email: 'admin@guide.example', passwordHash: 'x' }).run();
  catcher = await startSmtpCatcher();
});
afterAll(async () => {
  await catcher?.close();
  db?.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  clock = Date.now() + 1000;
  catcher.setMode('accept');
  catcher.messages.length = 0;
  db.$client.prepare('delete from email_outbox').run();
});

const smtp = (): MailTransport => createSmtpTransport({ smtpUrl: catcher.url, from: FROM, mailDir: dir, timeoutMs: 2000 });
const makeSender = (database: Db, transport: MailTransport = smtp()) => createMailSender({ db: database, transport, from: FROM, now, context: () => ctx });
let keys = 0;
const newBankOrder = () => {
  const made = createBankTransferOrder(db, { planType: 'tour', form: sampleBankForm(), locale: 'en', creationKey: `key-lease-test-${++keys}-aaaaaaaa` });
  if (made.outcome === 'conflict') throw new Error('conflict');
  return made.order;
};
const rows = () => db.select().from(emailOutbox).all();

describe('the claim on a row', () => {
  it('is committed as sending, with an owner and a lease on the clock, before SMTP hears of it', async () => {
    newBankOrder();
    const seen: { status: string; owner: string | null; expires: number | undefined }[] = [];
    const relay = smtp();
    const watching: MailTransport = {
      ...relay,
      // Another connection, as another process would read it.
      send: async (mail) => {
        const other = openDatabase(path.join(dir, 'guide.db'));
        try {
          const row = other.select().from(emailOutbox).where(eq(emailOutbox.id, mail.rowId)).get();
          seen.push({ status: row?.status ?? '', owner: row?.leaseOwner ?? null, expires: row?.leaseExpiresAt?.getTime() });
        } finally {
          other.$client.close();
        }
        await relay.send(mail);
      },
    };
    const sender = makeSender(db, watching);
    expect(await sender.deliverDue()).toEqual({ sent: 2, failed: 0 });
    await sender.stop();
    expect(seen).toEqual([0, 1].map(() => ({ status: 'sending', owner: expect.any(String), expires: clock + DEFAULT_LEASE_MS })));
    expect(rows().map((r) => [r.status, r.leaseOwner, r.leaseExpiresAt])).toEqual([
      ['sent', null, null],
      ['sent', null, null],
    ]);
  });

  it('lets two senders on one database send every row once', async () => {
    for (let i = 0; i < 4; i++) newBankOrder();
    const second = openDatabase(path.join(dir, 'guide.db'));
    try {
      const a = makeSender(db);
      const b = makeSender(second);
      const [ra, rb] = await Promise.all([a.deliverDue(), b.deliverDue()]);
      await Promise.all([a.stop(), b.stop()]);
      expect(ra.sent + rb.sent).toBe(8);
      expect(ra.failed + rb.failed).toBe(0);
    } finally {
      second.$client.close();
    }
    // Each row once: the delivered Message-IDs are the rows' own, none twice.
    expect(catcher.messages.map((m) => m.parsed.messageId).sort()).toEqual(
      rows()
        .map((r) => r.messageId)
        .sort(),
    );
  });

  it('holds a row left sending by a crashed sender until its lease lapses, then sends it with its Message-ID', async () => {
    newBankOrder();
    const [left, other] = rows();
    db.update(emailOutbox)
      .set({ status: 'sending', leaseOwner: 'a-sender-that-crashed', leaseExpiresAt: new Date(clock + 30_000) })
      .where(eq(emailOutbox.id, left!.id))
      .run();
    const sender = makeSender(db);
    expect(await sender.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(catcher.messages.map((m) => m.parsed.messageId)).toEqual([other!.messageId]);
    clock += 29_999;
    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(rows().find((r) => r.id === left!.id)?.status).toBe('sending');
    clock += 1;
    expect(await sender.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await sender.stop();
    expect(catcher.messages.map((m) => m.parsed.messageId)).toEqual([other!.messageId, left!.messageId]);
    expect(rows().find((r) => r.id === left!.id)).toMatchObject({ status: 'sent', attempts: 1, leaseOwner: null });
  });
});
