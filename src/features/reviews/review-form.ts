/**
 * The review form (issue 20): one schema for the page's form post and the JSON endpoint, with its
 * messages in the page's language. Runs anywhere.
 *
 * Hidden characters are refused, not stripped: C0/C1 control characters (newline and tab excepted in
 * the comment), every Unicode format character (bidi marks, overrides and isolates, zero-width space
 * and joiners, BOM, tag characters, interlinear annotation marks U+FFF9–FFFB, soft hyphen), the line
 * and paragraph separators U+2028/2029 and the blank-looking Hangul fillers and braille blank. They can
 * make a review read differently from what is stored, or a name look empty. Refusing keeps what the
 * writer confirms, what the editors read and what is published the same text; nobody types them by
 * accident. One exception: a zero-width joiner between two emoji (family and profession emoji are
 * built that way). Line breaks are normalised to "\n" first, since browsers post a textarea's lines
 * as "\r\n".
 */
import { z } from 'zod';
import { useTranslations, type Locale } from '~/i18n';
import { REVIEW_LIMITS } from './review';

/** Places that take reviews in this round (events have no page of their own). */
export const WRITABLE_PLACE_KINDS = ['restaurant', 'tour'] as const;
export type WritablePlaceKind = (typeof WRITABLE_PLACE_KINDS)[number];

/** Months back a visit may be (about three years). */
const VISIT_MONTHS_BACK = 36;

/** The form's field names, as the page posts them and the JSON endpoint takes them. */
export const REVIEW_FIELDS = ['authorName', 'country', 'rating', 'comment', 'visitMonth', 'email'] as const;
type ReviewField = (typeof REVIEW_FIELDS)[number];

/** The honeypot: a field people never see, so never fill; a filled one means a robot. */
export const HONEYPOT_FIELD = 'website';

// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** Format characters (Cf), line/paragraph separators, Hangul fillers and the braille blank. */
const INVISIBLE = /[\p{Cf}\u2028\u2029\u115f\u1160\u3164\uffa0\u2800]/gu;
/** A zero-width joiner inside an emoji sequence, the one format character a writer types on purpose. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\ufe0f?)\u200d(?=\p{Extended_Pictographic})/gu;

/** True when a text holds a control, format or blank-looking character this form refuses (`multiline` lets newlines and tabs pass). */
export function hasHiddenCharacters(value: string, multiline = false): boolean {
  if ((multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value)) return true;
  return value.replace(EMOJI_JOINER, '').match(INVISIBLE) !== null;
}

/** A place id as a plain decimal: a JSON number or digits only ("0x2", "2e0", "+2", true, [2] are refused). */
const PLAIN_ID = /^[1-9][0-9]{0,14}$/;

/** The month 'YYYY-MM' in Paramaribo at `now`, `back` months earlier. */
export function getVisitMonth(now: Date, back = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Paramaribo', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months a visit can be in at `now`, newest first ('YYYY-MM'). */
export function listVisitMonths(now: Date): string[] {
  return Array.from({ length: VISIT_MONTHS_BACK + 1 }, (_, back) => getVisitMonth(now, back));
}

/** The review form's schema at `now` (the server clock), with messages in `lang`. */
export function makeReviewFormSchema(lang: Locale, now: Date) {
  const t = useTranslations(lang);
  const place = t('reviewWrite.error.place');
  const newest = getVisitMonth(now);
  const oldest = getVisitMonth(now, VISIT_MONTHS_BACK);
  const line = (max: number, message: string) =>
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message })
      .max(max, { error: message })
      .refine((v) => !hasHiddenCharacters(v), { error: t('reviewWrite.error.hidden') });
  return z.object({
    placeKind: z.enum(WRITABLE_PLACE_KINDS, { error: t('reviewWrite.error.place') }),
    placeId: z.union(
      [
        z.number({ error: place }).int({ error: place }).min(1, { error: place }).max(Number.MAX_SAFE_INTEGER, { error: place }),
        z.string().regex(PLAIN_ID).transform(Number),
      ],
      { error: place },
    ),
    authorName: line(REVIEW_LIMITS.nameMax, t('reviewWrite.error.name')),
    country: line(REVIEW_LIMITS.countryMax, t('reviewWrite.error.country')),
    rating: z
      .union([z.number(), z.string().regex(/^\s*\d\s*$/)], { error: t('reviewWrite.error.rating') })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, { error: t('reviewWrite.error.rating') })
          .max(5, { error: t('reviewWrite.error.rating') }),
      ),
    comment: z
      .string({ error: t('reviewWrite.error.commentShort') })
      .transform((v) => v.replace(/\r\n?/g, '\n').trim())
      .pipe(
        z
          .string()
          .min(REVIEW_LIMITS.commentMin, { error: t('reviewWrite.error.commentShort') })
          .max(REVIEW_LIMITS.commentMax, { error: t('reviewWrite.error.commentLong') })
          .refine((v) => !hasHiddenCharacters(v, true), { error: t('reviewWrite.error.hidden') }),
      ),
    visitMonth: z
      .string({ error: t('reviewWrite.error.visit') })
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: t('reviewWrite.error.visit') })
      .refine((v) => v <= newest && v >= oldest, { error: t('reviewWrite.error.visit') }),
    email: z
      .string({ error: t('reviewWrite.error.email') })
      .trim()
      .toLowerCase()
      .max(REVIEW_LIMITS.emailMax, { error: t('reviewWrite.error.email') })
      .pipe(z.email({ error: t('reviewWrite.error.email') })),
    [HONEYPOT_FIELD]: z.string().max(0).optional(),
  });
}
export type ReviewForm = z.output<ReturnType<typeof makeReviewFormSchema>>;

/** The typed values of a form, kept as text to show the form again. */
export type ReviewFormValues = Partial<Record<ReviewField, string>>;
export type ReviewFieldErrors = Partial<Record<ReviewField | 'placeKind' | 'placeId', string>>;

/** True when the honeypot holds anything: the caller answers as if it worked and stores nothing. */
export function isHoneypotFilled(data: Record<string, unknown>): boolean {
  const value = data[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/** The first message for each field of a failed parse. */
export function collectReviewErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ReviewFieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= issue.message;
  }
  return errors as ReviewFieldErrors;
}
