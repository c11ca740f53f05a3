/** What the admin listings routes call (issue 17): each action's body checked, run, and answered as status and JSON. */
import type { Db } from '~/db/client';
import { formatIssue } from '~/platform/http/json-body.server';
import { logEvent } from '~/platform/log/logger';
import { listingActionBodies, type AdminListingJson, type ListingAction } from '~/features/listings/admin/listing-params';
import { listAdminListings } from './listing-queries.server';
import type { ListingKind } from './listing-status';
import { listEntryNames } from './review-entries.server';
import { endListingNow, extendListing, linkListingEntry, resendListingLink, revokeListingLinks } from './listing-admin-actions.server';
import { approveListing, requestListingChanges } from './listing-review.server';
import { ListingReviewError, type AdminAct } from './review-shared.server';
import { getPeriodEnd } from './period';

export type ActionAnswer = { status: number; body: Record<string, unknown> };

function run(db: Db, action: ListingAction, act: AdminAct, raw: unknown): ActionAnswer {
  const fail = (error: string): ActionAnswer => ({ status: 400, body: { error } });
  switch (action) {
    case 'approve': {
      const b = listingActionBodies.approve.safeParse(raw);
      if (!b.success) return fail(formatIssue(b.error));
      const r = approveListing(db, { ...act, submittedAt: b.data.submittedAt ? new Date(b.data.submittedAt) : undefined });
      return { status: 200, body: { entryId: r.entryId, created: r.created, endsAt: r.listing.endsAt?.toISOString() ?? null } };
    }
    case 'request-changes': {
      const b = listingActionBodies['request-changes'].safeParse(raw);
      if (!b.success) return fail(formatIssue(b.error));
      return { status: 200, body: { status: requestListingChanges(db, { ...act, reason: b.data.reason }).status } };
    }
    case 'extend': {
      const b = listingActionBodies.extend.safeParse(raw);
      if (!b.success) return fail(formatIssue(b.error));
      const change = b.data.until ? { until: b.data.until } : { days: b.data.days ?? 0 };
      return { status: 200, body: { endsAt: extendListing(db, { ...act, change, reason: b.data.reason }).endsAt?.toISOString() ?? null } };
    }
    case 'end': {
      const b = listingActionBodies.end.safeParse(raw);
      if (!b.success) return fail(formatIssue(b.error));
      return { status: 200, body: { status: endListingNow(db, { ...act, reason: b.data.reason }).status } };
    }
    case 'revoke-links':
      return { status: 200, body: { revoked: revokeListingLinks(db, act) } };
    case 'resend-link':
      return { status: 200, body: resendListingLink(db, act) };
    case 'link-entry': {
      const b = listingActionBodies['link-entry'].safeParse(raw);
      if (!b.success) return fail(formatIssue(b.error));
      return { status: 200, body: { entryId: linkListingEntry(db, { ...act, entryId: b.data.entryId }).entryId } };
    }
  }
}

/** Runs an admin action on a listing; a refusal is a 4xx `{ error }` (with `issues` when the draft breaks the rules). */
export function runListingAction(db: Db, action: ListingAction, act: AdminAct, raw: unknown): ActionAnswer {
  try {
    const answer = run(db, action, act, raw);
    if (answer.status === 200) logEvent('listing_admin_action', { listingId: act.listingId, action, admin: act.actor });
    return answer;
  } catch (error) {
    if (!(error instanceof ListingReviewError)) throw error;
    const issues = error.issues.length ? { issues: error.issues } : {};
    return { status: error.status, body: { error: error.issues[0] ? `${error.message} (${error.issues[0]})` : error.message, ...issues } };
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Every listing for the Listings tab, the review queue first. */
export function listAdminListingsJson(db: Db, now: Date): AdminListingJson[] {
  return listAdminListings(db, now).map((l) => ({
    ...l,
    kind: l.kind as ListingKind,
    liveFrom: iso(l.liveFrom),
    endsAt: iso(l.endsAt),
    // What approving now would set: a first approval starts the period at the server's now; later ones keep the end.
    endsIfApprovedNow: (l.liveFrom && l.endsAt ? l.endsAt : getPeriodEnd(now)).toISOString(),
    submittedAt: iso(l.submittedAt),
    reviewedAt: iso(l.reviewedAt),
    orders: l.orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    history: l.history.map((h) => ({ ...h, at: h.at.toISOString() })),
  }));
}

/** The entries of a kind, for linking a listing to one. */
export function listLinkableEntries(db: Db, kind: ListingKind): { id: number; name: string }[] {
  return listEntryNames(db, kind);
}
