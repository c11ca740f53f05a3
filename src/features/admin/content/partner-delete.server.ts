/**
 * The partner side of the content endpoints: each admin row says until when its entry is a paid partner
 * (`partnerUntil`), a delete of a partner entry needs a reason and writes it on the listing's history in the
 * delete's own transaction, and an undone delete says so there too. News has no paid listings.
 */
import type { Db } from '~/db/client';
import { getEntryPartnership, listEntryPartnerships, recordPartnerEntryDeleted, recordPartnerEntryRestored } from '~/features/listings/index.server';
import { contentDeleteBodySchema, formatPaidUntil } from './partner-delete';
import type { ContentKindName } from './admin-kinds.server';
import { parseJsonBody } from '~/platform/http/json-body.server';

const listingKindOf = { restaurants: 'restaurant', tours: 'tour', events: 'event', news: null } as const;

/** A delete of a partner entry without a reason: answered 400, nothing deleted. */
export class PartnerReasonRequiredError extends Error {
  constructor(paidUntil: Date) {
    super(`This entry is a paid partner listing until ${formatPaidUntil(paidUntil, 'en')}: give a reason to delete it`);
  }
}

/** The admin rows with `partnerUntil` (ISO, the listing's last moment) or null. */
export function withPartnerUntil<T extends { id: number }>(db: Db, name: ContentKindName, rows: T[], now: Date): (T & { partnerUntil: string | null })[] {
  const kind = listingKindOf[name];
  const partners = kind
    ? listEntryPartnerships(
        db,
        kind,
        rows.map((r) => r.id),
        now,
      )
    : new Map();
  return rows.map((r) => ({ ...r, partnerUntil: partners.get(r.id)?.endsAt.toISOString() ?? null }));
}

/** The reason of a DELETE's optional JSON body (null without a body), or the 4xx answer for a bad one. */
export async function readDeleteReason(request: Request): Promise<{ reason: string | null } | { response: Response }> {
  // The spec's DELETE has no body (an empty one with a JSON type counts as none); bodies of unknown length never get here (411).
  if (!(Number(request.headers.get('content-length') ?? '0') > 0)) return { reason: null };
  const body = await parseJsonBody(request, contentDeleteBodySchema);
  return 'response' in body ? body : { reason: body.data.reason ?? null };
}

interface Act {
  name: ContentKindName;
  id: number;
  actor: string;
  now: Date;
}

/**
 * Runs inside the delete's transaction, after the entry's rows are gone: a partner entry without a reason
 * throws (the transaction rolls back, so nothing is deleted); with one, the reason goes on the listing's history.
 */
export function recordPartnerDelete(db: Db, act: Act & { reason: string | null }): void {
  const kind = listingKindOf[act.name];
  const partnership = kind ? getEntryPartnership(db, kind, act.id, act.now) : null;
  if (!kind || !partnership) return;
  if (!act.reason) throw new PartnerReasonRequiredError(partnership.endsAt);
  recordPartnerEntryDeleted(db, { kind, entryId: act.id, partnership, actor: act.actor, now: act.now, reason: act.reason });
}

/** Runs inside the restore's transaction: a partner entry brought back says so on its listing's history. */
export function recordPartnerRestore(db: Db, act: Act): void {
  const kind = listingKindOf[act.name];
  const partnership = kind ? getEntryPartnership(db, kind, act.id, act.now) : null;
  if (kind && partnership) recordPartnerEntryRestored(db, { kind, entryId: act.id, partnership, actor: act.actor, now: act.now });
}
