/**
 * What /listing/<token> and /nl/listing/<token> answer (issue 17). GET: the listing's state and its
 * form, prefilled from the draft, else the live entry, else empty; a link that is unknown, revoked or
 * expired gets a page saying so (404/410) and changes nothing. POST (the form, multipart, no
 * JavaScript needed): "Save draft" or "Send for review", handled in editor-post.server.ts. The form
 * starts from the saved draft (work not sent yet), else what was sent, else the live entry.
 */
import type { Db } from '~/db/client';
import { getAdminRestaurant } from '~/features/restaurants/index.server';
import { getAdminTour } from '~/features/tours/index.server';
import { getAdminEvent } from '~/features/events/index.server';
import type { Locale } from '~/i18n';
import { OPEN_WRITE_GATE, type WriteGate } from '~/platform/http/write-gate';
import { checkEditorToken } from '~/features/listings/lifecycle/editor-tokens.server';
import { isListingKind, type ListingKind } from '~/features/listings/lifecycle/listing-status';
import { editorKinds, type EditorValues } from './editor-kinds';
import { receiveEditorPost, type EditorPostNotice } from './editor-post.server';
import { emptyValues, valuesFromInput, valuesFromSaved } from './editor-values';
import { renewalOffer, startRenewal, type RenewalOffer } from './editor-renewal.server';

type ListingRow = Extract<ReturnType<typeof checkEditorToken>, { ok: true }>['listing'];

type LinkProblem = 'unknown' | 'revoked' | 'expired';
type EditorShownState = 'awaiting' | 'pending' | 'changes' | 'live' | 'liveEdit' | 'endingSoon';
type EditorNotice = 'sent' | 'saved' | EditorPostNotice | null;

export type EditorPageState =
  | { view: 'problem'; problem: LinkProblem }
  /** The listing has ended: nothing to edit, and a renewal while its renewal window lasts. */
  | { view: 'ended'; kind: ListingKind; endsAt: Date; renewal: RenewalOffer }
  | {
      view: 'form';
      kind: ListingKind;
      state: EditorShownState;
      endsAt: Date | null;
      reviewNote: string | null;
      values: EditorValues;
      /** Messages by input name ('en.name', 'priceRange', 'mainPhoto'...), in the page's language. */
      errors: Record<string, string>;
      notice: EditorNotice;
      /** When the saved draft (work not sent yet) was stored; null when there is none. */
      draftSavedAt: Date | null;
      now: Date;
      renewal: RenewalOffer;
    };

export interface EditorPageAnswer {
  state: EditorPageState;
  status: number;
}

const PROBLEM_STATUS: Record<LinkProblem, number> = { unknown: 404, revoked: 410, expired: 410 };

function shownState(listing: ListingRow, renewal: RenewalOffer): EditorShownState {
  // Changes waiting for review say more than "ending soon": the renewal shows beside them anyway.
  if (listing.status === 'live') return listing.submittedAt ? 'liveEdit' : renewal ? 'endingSoon' : 'live';
  if (listing.status === 'changes_requested') return 'changes';
  return listing.status === 'pending_review' ? 'pending' : 'awaiting';
}

/** The live entry an approved listing shows, in the kind's admin read (neutral fields and `translations`). */
function readEntry(db: Db, kind: ListingKind, id: number): Record<string, unknown> | null {
  const read = { restaurant: getAdminRestaurant, tour: getAdminTour, event: getAdminEvent }[kind];
  return read(db, id) as Record<string, unknown> | null;
}

/** What the form starts from: the saved draft (work not sent yet), else what was sent, else the live entry, else nothing. */
function currentValues(db: Db, kind: ListingKind, listing: ListingRow): EditorValues {
  const editor = editorKinds[kind];
  if (listing.savedDraft) return valuesFromSaved(editor, listing.savedDraft);
  if (listing.draft) return valuesFromInput(editor, listing.draft);
  const entry = listing.entryId === null ? null : readEntry(db, kind, listing.entryId);
  return entry ? valuesFromInput(editor, entry) : emptyValues(editor);
}

type FormState = Extract<EditorPageState, { view: 'form' }>;

function formState(db: Db, listing: ListingRow, kind: ListingKind, values: EditorValues, notice: EditorNotice, now: Date): FormState {
  const { endsAt, reviewNote, draftSavedAt } = listing;
  const renewal = renewalOffer(db, listing, now);
  return { view: 'form', kind, state: shownState(listing, renewal), endsAt, reviewNote, values, errors: {}, notice, draftSavedAt, now, renewal };
}

/** An ended listing's link: its page with the renewal while the renewal window lasts, else "expired". */
function endedPage(db: Db, request: Request, url: URL, listing: ListingRow, lang: Locale, now: Date, gate: WriteGate): EditorPageAnswer | Response {
  const renewal = renewalOffer(db, listing, now);
  if (request.method === 'POST' && url.searchParams.get('renew') === '1' && renewal?.kind === 'renew') {
    const busy = gate.admit();
    if (busy) return busy;
    const started = startRenewal(db, listing, lang, now, renewal);
    if (started) return started;
  }
  if (!renewal || !listing.endsAt || !isListingKind(listing.kind)) {
    return (request.method === 'POST' ? gate.reject() : null) ?? { state: { view: 'problem', problem: 'expired' }, status: 410 };
  }
  // Any other post to an ended listing (an editor form left open) changes nothing.
  return { state: { view: 'ended', kind: listing.kind, endsAt: listing.endsAt, renewal }, status: request.method === 'POST' ? 409 : 410 };
}

/** Handles a GET or POST of the editor; a Response means "send this as it is" (the redirect after a post, or the write gate's 429). */
export async function resolveListingEditor(
  db: Db,
  request: Request,
  url: URL,
  token: string | undefined,
  lang: Locale,
  now: Date,
  gate: WriteGate = OPEN_WRITE_GATE,
): Promise<EditorPageAnswer | Response> {
  const check = checkEditorToken(db, token, now);
  if (!check.ok && check.reason === 'expired') return endedPage(db, request, url, check.listing, lang, now, gate);
  if (!check.ok || !isListingKind(check.listing.kind)) {
    const problem: LinkProblem = check.ok ? 'unknown' : check.reason;
    return (request.method === 'POST' ? gate.reject() : null) ?? { state: { view: 'problem', problem }, status: PROBLEM_STATUS[problem] };
  }
  const listing = check.listing;
  const kind = check.listing.kind;
  const current = currentValues(db, kind, listing);
  if (request.method === 'POST' && url.searchParams.get('renew') === '1') {
    const busy = gate.admit();
    if (busy) return busy;
    // Nothing to renew (not ending soon, or a renewal already paid): back to the page, which says why.
    return startRenewal(db, listing, lang, now) ?? new Response(null, { status: 303, headers: { Location: url.pathname, 'Cache-Control': 'no-store' } });
  }
  if (request.method === 'POST') {
    return receiveEditorPost(request, url, {
      db,
      listingId: listing.id,
      kind: editorKinds[kind],
      current,
      lang,
      now,
      gate,
      show: (values, errors, notice, savedAt): FormState => ({
        ...formState(db, listing, kind, values, notice, now),
        errors,
        draftSavedAt: savedAt ?? listing.draftSavedAt,
      }),
    });
  }
  const sent = url.searchParams.get('sent') === '1' && listing.submittedAt && !listing.savedDraft;
  const saved = url.searchParams.get('saved') === '1' && listing.draftSavedAt;
  return { state: formState(db, listing, kind, current, sent ? 'sent' : saved ? 'saved' : null, now), status: 200 };
}
