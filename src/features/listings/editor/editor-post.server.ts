/**
 * A post of the listing editor (a plain multipart form, no JavaScript needed), "Save draft" or
 * "Send for review". Only a text longer than the form allows is refused outright (413, nothing kept,
 * the text not shown back): it costs only the client address's budget. Any other post counts toward
 * the ceiling of all addresses, its photos go through the media pipeline, and its values are kept:
 * "Send for review" checks them fully and, valid, sends them (303 to "sent"); refused, or asked to
 * save a draft, the form's values and photos are stored as the listing's saved draft, so every
 * photo stored is referenced by it. Saving changes no status and reaches no admin.
 */
import type { Db } from '~/db/client';
import { discardStoredImages } from '~/features/media/index.server';
import { useTranslations, type Locale, type StringKey, type Translate } from '~/i18n';
import { localizeIssue } from '~/platform/content/issue-codes';
import { MAX_RANGES_PER_DAY } from '~/platform/dates/opening-hours';
import type { WriteGate } from '~/platform/http/write-gate';
import { saveListingDraft } from '~/features/listings/lifecycle/listing-draft.server';
import { submitListing } from '~/features/listings/lifecycle/listing-submit.server';
import type { EditorKind, EditorValues } from './editor-kinds';
import { keptPhotos, postedPhotoInputs, receivePhotos, type PhotoInput } from './editor-photos.server';
import { copyMondayHours, HOURS_ANCHOR, openingHoursSlotProblems } from './editor-hours';
import { findOversizeInputs, readPostedValues } from './editor-values';
import { EDITOR_REFERRER_POLICY } from './post-paths';
import type { EditorStringKey } from './strings';

/** What the page needs to show the form again (editor-page.server.ts). */
export interface EditorPostContext<State> {
  db: Db;
  listingId: string;
  kind: EditorKind;
  current: EditorValues;
  lang: Locale;
  now: Date;
  gate: WriteGate;
  /** The page's form state with these values, messages and notice; `savedAt` when the draft was stored just now. */
  show: (values: EditorValues, errors: Record<string, string>, notice: EditorPostNotice, savedAt?: Date) => State;
}

export type EditorPostNotice = 'invalid' | 'notSaved' | 'draftPartly' | 'unreadable' | 'ended';

/** The input a schema issue belongs to. */
function inputOf(path: readonly PropertyKey[]): string {
  const [head, lang, field] = path.map(String);
  if (head === 'translations') return `${lang}.${field}`;
  if (head === 'openingHours' && lang) return `openingHours.${lang}`;
  if (head === 'imageUrl') return 'mainPhoto';
  if (head === 'imageUrls') return 'morePhotos';
  return head ?? 'form';
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

/** The full check of "Send for review": the messages by input and, when there are none, the content to send. */
function checkValues(editor: EditorKind, values: EditorValues, t: Translate, lang: Locale) {
  const parsed = editor.draftSchema.safeParse(editor.toInput(values));
  const errors = hoursErrors(editor, values, t);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const input = inputOf(issue.path);
      // The hours' own per-day messages say more than the schema's one about the whole map.
      if (input === 'openingHours' && Object.keys(errors).some((k) => k.startsWith('openingHours.'))) continue;
      errors[input] ??= localizeIssue(issue, lang, (key) => t(key as StringKey));
    }
  }
  return { errors, content: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null };
}

/** Every hours field of the kind with Monday's slots copied to the other days. */
function copyHoursOf(editor: EditorKind, neutral: Record<string, string>): Record<string, string> {
  return editor.neutral.reduce((acc, field) => (field.type === 'hours' ? copyMondayHours(acc, field.name) : acc), neutral);
}

/** Empties the oversize inputs' values (they are not shown back) and says why by each; new photos are asked for again. */
function oversizeErrors(values: EditorValues, oversize: ReadonlyMap<string, number>, posted: readonly PhotoInput[], t: Translate) {
  const errors: Record<string, string> = {};
  for (const [input, max] of oversize) {
    const [textLang, key] = input.split('.') as [string, string | undefined];
    if (key !== undefined && (textLang === 'en' || textLang === 'nl')) values.texts[textLang][key] = '';
    else values.neutral[input] = '';
    errors[input] = t('editor.tooLong', { n: max });
  }
  for (const input of posted) errors[input] ??= t('editor.photo.again');
  return errors;
}

const seeOther = (location: string): Response =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': EDITOR_REFERRER_POLICY } });

/** Handles a POST of the editor with a valid link; a Response is sent as it is (a 303 after success, the write gate's 429). */
export async function receiveEditorPost<State>(
  request: Request,
  url: URL,
  ctx: EditorPostContext<State>,
): Promise<{ state: State; status: number } | Response> {
  const { db, kind: editor, current, gate } = ctx;
  const form = await readForm(request);
  if (!form) return gate.reject() ?? { state: ctx.show(current, {}, 'unreadable'), status: 400 };
  const t = useTranslations(ctx.lang);
  const posted = form.get('intent');
  // "Copy Monday to all days" without JavaScript: the copied hours are saved like a draft and the form shown again.
  const copyHours = posted === 'copyHours';
  const intent = posted === 'draft' || copyHours ? 'draft' : 'send';
  const read = readPostedValues(editor, form, keptPhotos(editor, form, current.images));
  const values = copyHours ? { ...read, neutral: copyHoursOf(editor, read.neutral) } : read;
  const oversize = findOversizeInputs(editor, form);
  if (oversize.size > 0) {
    const errors = oversizeErrors(values, oversize, postedPhotoInputs(editor, form), t);
    return gate.reject() ?? { state: ctx.show(values, errors, 'notSaved'), status: 413 };
  }
  const busy = gate.admit();
  if (busy) return busy;

  const { images, problems, stored } = await receivePhotos(db, editor, form, current.images);
  const work: EditorValues = { ...values, images };
  const checked = intent === 'send' ? checkValues(editor, work, t, ctx.lang) : { errors: {}, content: null };
  const errors: Record<string, string> = { ...checked.errors };
  for (const [input, key] of Object.entries(problems)) errors[input] = t(key as EditorStringKey);
  const valid = Object.keys(errors).length === 0;
  if (intent === 'send' && valid && checked.content) {
    if (submitListing(db, ctx.listingId, checked.content, ctx.now)) return seeOther(`${url.pathname}?sent=1`);
  } else if (saveListingDraft(db, ctx.listingId, { ...work }, ctx.now)) {
    if (valid) return seeOther(`${url.pathname}?saved=1${copyHours ? `#${HOURS_ANCHOR}` : ''}`);
    return { state: ctx.show(work, errors, intent === 'send' ? 'invalid' : 'draftPartly', ctx.now), status: 422 };
  }
  // The listing ended meanwhile: nothing refers to the photos just stored.
  await discardStoredImages(db, stored);
  return { state: ctx.show(work, {}, 'ended'), status: 409 };
}

async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
