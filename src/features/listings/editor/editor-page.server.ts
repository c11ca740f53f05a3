/**
 * What /listing/<token> and /nl/listing/<token> answer (issue 17). GET: the listing's state and its
 * form, prefilled from the draft, else the live entry, else empty; a link that is unknown, revoked or
 * expired gets a page saying so (404/410) and changes nothing. POST (the form, multipart, no
 * JavaScript needed): photos through the media pipeline, the values through the kind's draft schema;
 * refused, the form comes back with every value and the messages (422); accepted, the draft is
 * stored and the answer is a 303 to the same page showing "sent for review".
 */
import type { Db } from '~/db/client';
import { messageLabelsOf, localizeContentMessage } from '~/features/admin';
import { getAdminRestaurant } from '~/features/restaurants/index.server';
import { getAdminTour } from '~/features/tours/index.server';
import { getAdminEvent } from '~/features/events/index.server';
import { useTranslations, type Locale, type Translate } from '~/i18n';
import { MAX_RANGES_PER_DAY } from '~/platform/dates/opening-hours';
import { checkEditorToken } from '~/features/listings/lifecycle/editor-tokens.server';
import { submitListing } from '~/features/listings/lifecycle/listing-submit.server';
import { isListingKind, type ListingKind } from '~/features/listings/lifecycle/listing-status';
import { editorKinds, type EditorKind, type EditorValues } from './editor-kinds';
import { keptPhotos, postedPhotoInputs, receivePhotos, type PhotoInput } from './editor-photos.server';
import { discardStoredImages } from '~/features/media/index.server';
import { OPEN_WRITE_GATE, type WriteGate } from '~/platform/http/write-gate';
import { EDITOR_REFERRER_POLICY } from './post-paths';
import { emptyValues, findOversizeInputs, readPostedValues, valuesFromInput } from './editor-values';
import { openingHoursSlotProblems } from './editor-hours';
import type { EditorStringKey } from './strings';

type ListingRow = Extract<ReturnType<typeof checkEditorToken>, { ok: true }>['listing'];

export type LinkProblem = 'unknown' | 'revoked' | 'expired';
export type EditorShownState = 'awaiting' | 'pending' | 'changes' | 'live' | 'liveEdit';
export type EditorNotice = 'sent' | 'invalid' | 'unreadable' | 'ended' | null;

export type EditorPageState =
  | { view: 'problem'; problem: LinkProblem }
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
    };

export interface EditorPageAnswer {
  state: EditorPageState;
  status: number;
}

const PROBLEM_STATUS: Record<LinkProblem, number> = { unknown: 404, revoked: 410, expired: 410 };

function shownState(listing: ListingRow): EditorShownState {
  if (listing.status === 'live') return listing.submittedAt ? 'liveEdit' : 'live';
  if (listing.status === 'changes_requested') return 'changes';
  return listing.status === 'pending_review' ? 'pending' : 'awaiting';
}

/** The live entry an approved listing shows, in the kind's admin read (neutral fields and `translations`). */
function readEntry(db: Db, kind: ListingKind, id: number): Record<string, unknown> | null {
  const read = { restaurant: getAdminRestaurant, tour: getAdminTour, event: getAdminEvent }[kind];
  return read(db, id) as Record<string, unknown> | null;
}

/** What the form starts from: the draft, else the live entry, else nothing. */
function currentValues(db: Db, kind: ListingKind, listing: ListingRow): EditorValues {
  const editor = editorKinds[kind];
  if (listing.draft) return valuesFromInput(editor, listing.draft);
  const entry = listing.entryId === null ? null : readEntry(db, kind, listing.entryId);
  return entry ? valuesFromInput(editor, entry) : emptyValues(editor);
}

/** The input a schema issue belongs to. */
function inputOf(path: readonly PropertyKey[]): string {
  const [head, lang, field] = path.map(String);
  if (head === 'translations') return `${lang}.${field}`;
  if (head === 'openingHours' && lang) return `openingHours.${lang}`;
  if (head === 'imageUrl') return 'mainPhoto';
  if (head === 'imageUrls') return 'morePhotos';
  return head ?? 'form';
}

function formState(listing: ListingRow, kind: ListingKind, values: EditorValues, errors: Record<string, string>, notice: EditorNotice) {
  return { view: 'form' as const, kind, state: shownState(listing), endsAt: listing.endsAt, reviewNote: listing.reviewNote, values, errors, notice };
}

async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** Each day whose hours are not in the stored format, by input name (`openingHours.<day>`), in the page's language. */
function hoursErrors(editor: EditorKind, values: EditorValues, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of editor.neutral) {
    if (field.type !== 'hours') continue;
    for (const { day, problem } of openingHoursSlotProblems(values.neutral, field.name)) {
      const text = t(`adminContent.hours.problem.${problem}`, { n: MAX_RANGES_PER_DAY });
      errors[`${field.name}.${day}`] = t('adminContent.hours.dayProblem', { day: t(`adminContent.weekday.${day}`), problem: text });
    }
  }
  return errors;
}

/** The messages of a form's values and, when they are valid, the draft; photo inputs in `skip` are left for the upload step. */
function checkValues(editor: EditorKind, values: EditorValues, t: Translate, skip: readonly PhotoInput[]) {
  const parsed = editor.draftSchema.safeParse(editor.toInput(values));
  const errors = hoursErrors(editor, values, t);
  if (!parsed.success) {
    const labels = messageLabelsOf(editor.texts);
    for (const issue of parsed.error.issues) {
      const input = inputOf(issue.path);
      if ((skip as readonly string[]).includes(input)) continue;
      // The hours' own per-day messages say more than the schema's one about the whole map.
      if (input === 'openingHours' && Object.keys(errors).some((k) => k.startsWith('openingHours.'))) continue;
      errors[input] ??= localizeContentMessage(t, issue.message, labels);
    }
  }
  return { errors, draft: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null };
}

/** A new photo of a refused post was not kept: its input asks for it again, unless it has its own message. */
function askPhotosAgain(errors: Record<string, string>, posted: readonly PhotoInput[], t: Translate): Record<string, string> {
  for (const input of posted) errors[input] ??= t('editor.photo.again');
  return errors;
}

/** Empties the oversize inputs' values (they are not shown back) and says why by each. */
function dropOversize(values: EditorValues, oversize: ReadonlyMap<string, number>, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [input, max] of oversize) {
    const [textLang, key] = input.split('.') as [string, string | undefined];
    if (key !== undefined && (textLang === 'en' || textLang === 'nl')) values.texts[textLang][key] = '';
    else values.neutral[input] = '';
    errors[input] = t('editor.tooLong', { n: max });
  }
  return errors;
}

/**
 * Handles a POST of the editor with a valid link. The cheap checks come first and cost only the
 * client address's budget (the write gate's reject): a text longer than the form allows (413, the
 * text not shown back), then the texts and values (422). Only then does the post count toward the
 * ceiling of all addresses (the gate's admit) and its photos go through the pipeline; a post refused
 * after that discards the photos it stored, so a refused post keeps no file.
 */
async function receiveEditorPost(db: Db, request: Request, url: URL, listing: ListingRow, current: EditorValues, lang: Locale, now: Date, gate: WriteGate) {
  const kind = listing.kind as ListingKind;
  const editor = editorKinds[kind];
  const form = await readForm(request);
  if (!form) return gate.reject() ?? { state: formState(listing, kind, current, {}, 'unreadable'), status: 400 };
  const t = useTranslations(lang);
  const posted = postedPhotoInputs(editor, form);
  const values = readPostedValues(editor, form, keptPhotos(editor, form, current.images));
  const oversize = findOversizeInputs(editor, form);
  if (oversize.size > 0) {
    const errors = dropOversize(values, oversize, t);
    return gate.reject() ?? { state: formState(listing, kind, values, askPhotosAgain(errors, posted, t), 'invalid'), status: 413 };
  }
  const first = checkValues(editor, values, t, posted);
  if (Object.keys(first.errors).length > 0) {
    return gate.reject() ?? { state: formState(listing, kind, values, askPhotosAgain(first.errors, posted, t), 'invalid'), status: 422 };
  }
  const busy = gate.admit();
  if (busy) return busy;

  const { images, problems, stored } = await receivePhotos(db, editor, form, current.images);
  const checked = checkValues(editor, { ...values, images }, t, []);
  const errors: Record<string, string> = { ...checked.errors };
  for (const [input, key] of Object.entries(problems)) errors[input] = t(key as EditorStringKey);
  const draft = Object.keys(errors).length === 0 ? checked.draft : null;
  const submitted = draft ? submitListing(db, listing.id, draft, now) : false;
  if (!submitted) {
    await discardStoredImages(db, stored);
    if (!draft) return { state: formState(listing, kind, values, askPhotosAgain(errors, posted, t), 'invalid'), status: 422 };
    return { state: formState(listing, kind, values, {}, 'ended'), status: 409 };
  }
  return new Response(null, {
    status: 303,
    headers: { Location: `${url.pathname}?sent=1`, 'Cache-Control': 'no-store', 'Referrer-Policy': EDITOR_REFERRER_POLICY },
  });
}

/** Handles a GET or POST of the editor; a Response means "send this as it is" (the redirect after a submission, or the write gate's 429). */
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
  if (!check.ok || !isListingKind(check.listing.kind)) {
    const problem: LinkProblem = check.ok ? 'unknown' : check.reason;
    return (request.method === 'POST' ? gate.reject() : null) ?? { state: { view: 'problem', problem }, status: PROBLEM_STATUS[problem] };
  }
  const listing = check.listing;
  const kind = check.listing.kind;
  const current = currentValues(db, kind, listing);
  if (request.method === 'POST') return receiveEditorPost(db, request, url, listing, current, lang, now, gate);
  const notice = url.searchParams.get('sent') === '1' && listing.submittedAt ? 'sent' : null;
  return { state: formState(listing, kind, current, {}, notice), status: 200 };
}
