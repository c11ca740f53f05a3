/**
 * The jobs the listing scheduler runs (issue 17), over the `listings` rows that paid orders open.
 * - Reminders: while a listing is live, the latest reminder that has fallen due for its current
 *   period is queued once (14 days, 3 days, end day). A reminder overtaken by a later one while the
 *   server was down is not sent: "14 days left" two days before the end would be wrong.
 * - Expiry: a live listing past its end becomes `ended` (the entry itself stays in the guide), its
 *   entry loses the partner badge and first place (partner_until cleared) in the same transaction, an
 *   'expired' event is written (actor 'scheduler'), and the kinds that changed are purged from the
 *   page cache once the tick's items have committed.
 * Due keys name the period by its end date, so a renewed period gets its own reminders.
 */
import { and, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingEvents, listings } from '~/db/schema';
import { queueListingEmail, type ListingEmailKind } from '~/features/mail/index.server';
import { logEvent } from '~/platform/log/logger';
import { issueRenewalToken } from './editor-tokens.server';
import type { DueItem, ScheduledJob } from './job-runner.server';
import { getLatestOrder } from './listing-writes.server';
import { isListingKind, type ListingKind } from './listing-status';
import { purgeListingPages, setEntryPartner } from './partner.server';
import { formatCalendarDate, getParamariboDate, getReminderSchedule, reminderOffsets, type ReminderKind } from './period';

const DAY_MS = 86_400_000;
/** The reminder of each kind and the email it sends. */
const reminderEmails: Record<ReminderKind, ListingEmailKind> = {
  reminder_14d: 'buyer.listing_reminder_14d',
  reminder_3d: 'buyer.listing_reminder_3d',
  reminder_end_day: 'buyer.listing_ends_today',
};

interface ListingDue extends DueItem {
  listingId: string;
  endsAt: Date;
}
interface ReminderDue extends ListingDue {
  kind: ReminderKind;
}
interface ExpiryDue extends ListingDue {
  kind: ListingKind;
  entryId: number | null;
}

const periodKey = (endsAt: Date) => formatCalendarDate(getParamariboDate(endsAt));

const reminderJob: ScheduledJob<ReminderDue> = {
  name: 'listing_reminder',
  findDue: (db: Db, now: Date) => {
    const horizon = new Date(now.getTime() + (reminderOffsets.reminder_14d + 1) * DAY_MS);
    const live = db
      .select({ id: listings.id, endsAt: listings.endsAt })
      .from(listings)
      .where(and(eq(listings.status, 'live'), gte(listings.endsAt, now), lte(listings.endsAt, horizon)))
      .all();
    return live.flatMap(({ id, endsAt }) => {
      if (!endsAt) return [];
      const latest = getReminderSchedule(endsAt)
        .filter((r) => r.at.getTime() <= now.getTime())
        .at(-1);
      return latest ? [{ dueKey: `${latest.kind}:${id}:${periodKey(endsAt)}`, listingId: id, endsAt, kind: latest.kind }] : [];
    });
  },
  run: (tx, item, now) => {
    const listing = tx.select().from(listings).where(eq(listings.id, item.listingId)).get();
    const order = getLatestOrder(tx, item.listingId);
    if (!listing || listing.status !== 'live' || listing.endsAt?.getTime() !== item.endsAt.getTime() || !order) {
      // Changed since it was found (renewed, ended by hand) or never paid: nothing to remind of.
      logEvent('listing_reminder_skipped', { listingId: item.listingId, kind: item.kind, hasOrder: Boolean(order) }, 'warn');
      return;
    }
    const endsAt = item.endsAt;
    // Each reminder carries its own renewal link: /checkout?renew=<token>, prefilled and tied to this listing.
    const renewToken = issueRenewalToken(tx, listing.id, endsAt, now);
    queueListingEmail(tx, reminderEmails[item.kind], { ...listing, endsAt }, order, now, periodKey(endsAt), renewToken);
  },
};

export const expiryJob: ScheduledJob<ExpiryDue> = {
  name: 'listing_expiry',
  findDue: (db: Db, now: Date) =>
    db
      .select({ id: listings.id, endsAt: listings.endsAt, kind: listings.kind, entryId: listings.entryId })
      .from(listings)
      .where(and(eq(listings.status, 'live'), lt(listings.endsAt, now)))
      .all()
      .flatMap(({ id, endsAt, kind, entryId }) =>
        endsAt && isListingKind(kind) ? [{ dueKey: `${id}:${periodKey(endsAt)}`, listingId: id, endsAt, kind, entryId }] : [],
      ),
  run: (tx, item, now) => {
    // Only the period that was found: a renewal committed in between moved the end and keeps it live.
    const ended = tx
      .update(listings)
      .set({ status: 'ended', updatedAt: now })
      .where(and(eq(listings.id, item.listingId), eq(listings.status, 'live'), eq(listings.endsAt, item.endsAt)))
      .run();
    if (ended.changes === 0) return;
    // Another live listing of the same entry (an order linked to an entry already listed) keeps it a partner until its own end.
    const other =
      item.entryId === null
        ? undefined
        : tx
            .select({ endsAt: listings.endsAt })
            .from(listings)
            .where(and(eq(listings.kind, item.kind), eq(listings.entryId, item.entryId), eq(listings.status, 'live'), gte(listings.endsAt, now)))
            .orderBy(desc(listings.endsAt))
            .limit(1)
            .get();
    const cleared = item.entryId !== null && setEntryPartner(tx, item.kind, item.entryId, other?.endsAt ?? null);
    tx.insert(listingEvents)
      .values({
        listingId: item.listingId,
        action: 'expired',
        actor: 'scheduler',
        detail: { endsAt: item.endsAt.toISOString(), entryId: item.entryId, partnerUntil: cleared ? (other?.endsAt?.toISOString() ?? null) : undefined },
        at: now,
      })
      .run();
  },
  afterRun: (done) => purgeListingPages(done.map((item) => item.kind)),
};

export const listingJobs: readonly ScheduledJob<DueItem>[] = [reminderJob, expiryJob];
