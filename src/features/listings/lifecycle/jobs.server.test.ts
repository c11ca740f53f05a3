/**
 * The reminder and expiry jobs: each reminder of a period queued once in the owner's language,
 * a reminder overtaken during downtime skipped, a renewed period reminded again, expiry at the end.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, listingOrderLinks, listingOrders, listings } from '~/db/schema';
import { useTempDatabase } from '../../../../tests/helpers/temp-database';
import { createManualClock } from './clock';
import { checkRenewalToken } from './editor-tokens.server';
import { listingJobs } from './jobs.server';
import { getPeriodEnd, getRenewedEnd } from './period';
import { createScheduler } from './scheduler.server';

const srt = (local: string) => new Date(`${local}-03:00`);
const liveFrom = srt('2026-01-15T10:30:00');
const endsAt = getPeriodEnd(liveFrom); // 15 April 2026, 23:59:59.999 Paramaribo

const temp = useTempDatabase('guide-listing-jobs-');
beforeEach(() => {
  process.env.SITE_URL = 'https://guide.example';
  temp.db
    .insert(listingOrders)
    .values({
      id: 'o1',
      planType: 'restaurant',
      amount: 33,
      currency: 'USD',
      paymentMethod: 'creditcard',
      status: 'active',
      orderNumber: 'SG-ABCDE',
      businessName: 'Warung Mini',
      contactName: 'Sita',
      email: 'sita@warung.example',
      phone: '+597 123',
      billingAddress: 'Wagenwegstraat 1',
      city: 'Paramaribo',
      locale: 'nl',
    })
    .run();
  temp.db.insert(listings).values({ id: 'l1', kind: 'restaurant', status: 'live', liveFrom, endsAt, ownerEmail: 'sita@warung.example', locale: 'nl' }).run();
  temp.db.insert(listingOrderLinks).values({ orderId: 'o1', listingId: 'l1' }).run();
});

const mails = () =>
  temp.db.select({ kind: emailOutbox.kind, locale: emailOutbox.locale, to: emailOutbox.recipients, subject: emailOutbox.subject }).from(emailOutbox).all();
const status = () => temp.db.select({ s: listings.status }).from(listings).where(eq(listings.id, 'l1')).get()?.s;

describe('listing jobs', () => {
  it('queue each reminder once, in the owner language, and end the listing after its last day', async () => {
    const clock = createManualClock(srt('2026-03-31T12:00:00'));
    const scheduler = createScheduler({ db: temp.db, jobs: listingJobs, clock });
    await scheduler.start();
    expect(mails()).toEqual([]);

    clock.set(srt('2026-04-01T09:00:00')); // 14 days before 15 April
    await scheduler.runNow();
    await scheduler.runNow();
    expect(mails()).toEqual([
      {
        kind: 'buyer.listing_reminder_14d',
        locale: 'nl',
        to: ['sita@warung.example'],
        subject: 'Je vermelding loopt over twee weken af (bestelling SG-ABCDE)',
      },
    ]);

    clock.set(srt('2026-04-12T09:30:00'));
    await scheduler.runNow();
    clock.set(srt('2026-04-15T09:00:00'));
    await scheduler.runNow();
    clock.set(srt('2026-04-15T23:59:59.999'));
    await scheduler.runNow();
    expect(status()).toBe('live');
    expect(mails().map((m) => m.kind)).toEqual(['buyer.listing_reminder_14d', 'buyer.listing_reminder_3d', 'buyer.listing_ends_today']);

    clock.set(srt('2026-04-16T00:00:00'));
    await scheduler.runNow();
    await scheduler.stop();
    expect(status()).toBe('ended');
    expect(mails()).toHaveLength(3);
    // Each reminder carries a renewal link for this listing (its checkout is prefilled and tied to it).
    for (const row of temp.db.select({ payload: emailOutbox.payload }).from(emailOutbox).all()) {
      const token = (row.payload as { renewToken?: string }).renewToken;
      expect(checkRenewalToken(temp.db, token, srt('2026-04-20T10:00:00'))).toMatchObject({ ok: true, listing: { id: 'l1' } });
    }
  });

  it('after downtime, send only the latest reminder that fell due and nothing once the listing has ended', async () => {
    const clock = createManualClock(srt('2026-04-13T08:00:00')); // down from before the 14-day to after the 3-day reminder
    const scheduler = createScheduler({ db: temp.db, jobs: listingJobs, clock });
    await scheduler.start();
    expect(mails().map((m) => m.kind)).toEqual(['buyer.listing_reminder_3d']);
    await scheduler.stop();

    clock.set(srt('2026-04-20T08:00:00')); // down again over the end day
    const restarted = createScheduler({ db: temp.db, jobs: listingJobs, clock });
    await restarted.start();
    await restarted.stop();
    expect(mails().map((m) => m.kind)).toEqual(['buyer.listing_reminder_3d']);
    expect(status()).toBe('ended');
  });

  it('remind a renewed period again, and do not end a listing renewed before its end', async () => {
    const clock = createManualClock(srt('2026-04-01T10:00:00'));
    const scheduler = createScheduler({ db: temp.db, jobs: listingJobs, clock });
    await scheduler.start();
    const renewedEnd = getRenewedEnd(endsAt, srt('2026-04-02T10:00:00')); // 15 July
    temp.db.update(listings).set({ endsAt: renewedEnd }).where(eq(listings.id, 'l1')).run();

    clock.set(srt('2026-04-16T00:00:00'));
    await scheduler.runNow();
    expect(status()).toBe('live');

    clock.set(srt('2026-07-01T09:00:00'));
    await scheduler.runNow();
    await scheduler.stop();
    expect(mails().map((m) => m.kind)).toEqual(['buyer.listing_reminder_14d', 'buyer.listing_reminder_14d']);
  });
});
