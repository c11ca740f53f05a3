/**
 * The admin's hand on a listing besides review (issue 17): extend or end it with a reason, revoke
 * or resend its editor link, link it to an entry already in the guide. Each is one transaction
 * with its audit row (actor = the admin's email); those that change what the public sees move or
 * clear the entry's partner mark and purge the kind's cached pages after the commit.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listings } from '~/db/schema';
import { queueListingReviewEmail } from '~/features/mail/index.server';
import { issueEditorToken, revokeEditorTokens } from './editor-tokens.server';
import { getEndOfParamariboDay, getParamariboDate, type CalendarDate } from './period';
import { syncOrderEnds } from './listing-writes.server';
import { purgeListingPages, setEntryPartner } from './partner.server';
import { entryExists } from './review-entries.server';
import { getLatestOrder, ListingReviewError, loadListing, recordListingEvent, type AdminAct, type ListingRow } from './review-shared.server';

/** By how many days, or to which Paramaribo date (its end, inclusive). */
export type NewEnd = { days: number } | { until: CalendarDate };

/** The new end: N days after the current end's date, or the end of the given date, in Paramaribo. */
export function getExtendedEnd(currentEnd: Date, change: NewEnd): Date {
  if ('until' in change) return getEndOfParamariboDay(change.until);
  const d = getParamariboDate(currentEnd);
  const moved = new Date(Date.UTC(d.year, d.month - 1, d.day + change.days, 12));
  return getEndOfParamariboDay({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** Moves a started listing's end (an ended one goes live again when the new end is ahead). */
export function extendListing(db: Db, input: AdminAct & { change: NewEnd; reason: string }): ListingRow {
  const { listing, kind } = db.transaction((tx) => {
    const found = loadListing(tx, input.listingId);
    if (!found.endsAt || !found.liveFrom) throw new ListingReviewError('not_started', 'This listing has not gone live yet; approve it first');
    const endsAt = getExtendedEnd(found.endsAt, input.change);
    if (endsAt.getTime() <= input.now.getTime()) throw new ListingReviewError('bad_end', 'The new end must be in the future');
    tx.update(listings).set({ endsAt, status: 'live', updatedAt: input.now }).where(eq(listings.id, found.id)).run();
    if (found.entryId !== null) setEntryPartner(tx, found.kind, found.entryId, endsAt);
    syncOrderEnds(tx, found.id, endsAt, input.now);
    recordListingEvent(tx, input, 'extended', input.reason, { oldEnd: found.endsAt.getTime(), newEnd: endsAt.getTime(), oldStatus: found.status });
    return { listing: loadListing(tx, found.id), kind: found.kind };
  });
  purgeListingPages([kind]);
  return listing;
}

/** Ends a listing now: status ended, its end is now (its editor links close), the partner mark goes. */
export function endListingNow(db: Db, input: AdminAct & { reason: string }): ListingRow {
  const { listing, kind } = db.transaction((tx) => {
    const found = loadListing(tx, input.listingId);
    if (found.status === 'ended') throw new ListingReviewError('already_ended', 'This listing has ended already');
    tx.update(listings).set({ status: 'ended', endsAt: input.now, submittedAt: null, updatedAt: input.now }).where(eq(listings.id, found.id)).run();
    syncOrderEnds(tx, found.id, input.now, input.now);
    if (found.entryId !== null) setEntryPartner(tx, found.kind, found.entryId, null);
    recordListingEvent(tx, input, 'ended', input.reason, { oldEnd: found.endsAt?.getTime() ?? null, newEnd: input.now.getTime(), oldStatus: found.status });
    return { listing: loadListing(tx, found.id), kind: found.kind };
  });
  purgeListingPages([kind]);
  return listing;
}

/** Withdraws every editor link of a listing; returns how many were live. */
export function revokeListingLinks(db: Db, input: AdminAct): number {
  return db.transaction((tx) => {
    loadListing(tx, input.listingId);
    const revoked = revokeEditorTokens(tx, input.listingId, input.now);
    recordListingEvent(tx, input, 'link_revoked', null, { revoked });
    return revoked;
  });
}

/** Makes a new editor link and emails it to the owner (earlier links are not touched). */
export function resendListingLink(db: Db, input: AdminAct): { emailed: boolean } {
  return db.transaction((tx) => {
    const listing = loadListing(tx, input.listingId);
    if (listing.status === 'ended') throw new ListingReviewError('already_ended', 'This listing has ended; its editor link would not open');
    const token = issueEditorToken(tx, listing.id, input.now);
    const order = getLatestOrder(tx, listing.id);
    const emailed = order
      ? queueListingReviewEmail(tx, 'buyer.listing_editor_link', listing, order, { path: `/listing/${token}` }, input.now, String(input.now.getTime()))
      : false;
    recordListingEvent(tx, input, 'link_resent', null, { emailed });
    return { emailed };
  });
}

/**
 * Links a listing to an entry already in the guide (a business listed before it paid): approval
 * then updates that entry, or takes it live as it is. A live listing moves its partner mark.
 */
export function linkListingEntry(db: Db, input: AdminAct & { entryId: number }): ListingRow {
  const { listing, kind, live } = db.transaction((tx) => {
    const found = loadListing(tx, input.listingId);
    if (found.status === 'ended') throw new ListingReviewError('already_ended', 'This listing has ended');
    if (!entryExists(tx, found.kind, input.entryId)) throw new ListingReviewError('entry_missing', 'No such entry in the guide');
    const taken = tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.kind, found.kind), eq(listings.entryId, input.entryId), ne(listings.status, 'ended'), ne(listings.id, found.id)))
      .get();
    if (taken) throw new ListingReviewError('entry_taken', 'Another listing runs for this entry');
    tx.update(listings).set({ entryId: input.entryId, updatedAt: input.now }).where(eq(listings.id, found.id)).run();
    const isLive = found.status === 'live';
    if (isLive && found.entryId !== null && found.entryId !== input.entryId) setEntryPartner(tx, found.kind, found.entryId, null);
    if (isLive) setEntryPartner(tx, found.kind, input.entryId, found.endsAt);
    recordListingEvent(tx, input, 'entry_linked', null, { oldEntryId: found.entryId, entryId: input.entryId });
    return { listing: loadListing(tx, found.id), kind: found.kind, live: isLive };
  });
  if (live) purgeListingPages([kind]);
  return listing;
}
