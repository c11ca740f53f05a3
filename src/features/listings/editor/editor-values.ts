/** The editor form's values: read from a posted form, and loaded from a draft or a live entry. Runs anywhere. */
import { cleanUrls, toDateInput } from '~/features/admin';
import { formatExtraDates, type ExtraDate } from '~/features/events';
import { hourInputNames, neutralFromOpeningHours } from './editor-hours';
import type { EditorKind, EditorValues } from './editor-kinds';

const LANGS = ['en', 'nl'] as const;

/** The posted names of the neutral inputs (opening hours are a Closed box and two opens/closes slots per day). */
function neutralInputNames(kind: EditorKind): string[] {
  return kind.neutral.flatMap((f) => (f.type === 'hours' ? hourInputNames(f.name) : [f.name]));
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The typed values of a posted form, every one kept as typed (photos come from the upload step). */
export function readPostedValues(kind: EditorKind, form: FormData, images: string[]): EditorValues {
  const neutral = Object.fromEntries(neutralInputNames(kind).map((name) => [name, text(form.get(name))]));
  const texts = Object.fromEntries(
    LANGS.map((lang) => [lang, Object.fromEntries(Object.keys(kind.texts).map((key) => [key, text(form.get(`${lang}.${key}`))]))]),
  ) as EditorValues['texts'];
  return { neutral, texts, images };
}

/** An empty form. */
export function emptyValues(kind: EditorKind): EditorValues {
  return { neutral: Object.fromEntries(neutralInputNames(kind).map((n) => [n, ''])), texts: { en: {}, nl: {} }, images: [] };
}

const asString = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * A draft (the kind's input shape) or an admin read of the live entry (the same fields, with
 * `translations`) as form values: lists one item per line, dates as a Paramaribo day.
 */
export function valuesFromInput(kind: EditorKind, input: Record<string, unknown>): EditorValues {
  const neutral: Record<string, string> = {};
  for (const field of kind.neutral) {
    const value = input[field.name];
    if (field.type === 'hours') {
      Object.assign(neutral, neutralFromOpeningHours((value ?? {}) as Record<string, unknown>, field.name));
    } else if (field.type === 'date') {
      neutral[field.name] = toDateInput(value instanceof Date ? value.toISOString() : asString(value));
    } else if (Array.isArray(value)) {
      // An event's other dates: one a line, as the form takes them.
      neutral[field.name] = formatExtraDates(value as ExtraDate[]);
    } else neutral[field.name] = asString(value);
  }
  const translations = (input.translations ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const texts = Object.fromEntries(
    LANGS.map((lang) => {
      const source = translations[lang] ?? {};
      return [
        lang,
        Object.fromEntries(Object.keys(kind.texts).map((key) => [key, Array.isArray(source[key]) ? source[key].join('\n') : asString(source[key])])),
      ];
    }),
  ) as EditorValues['texts'];
  const gallery = Array.isArray(input.imageUrls) ? input.imageUrls.map(asString) : [];
  const images = cleanUrls([asString(input.imageUrl), ...gallery]).slice(0, kind.maxPhotos);
  return { neutral, texts, images };
}

/** The longest value taken for an input whose field declares no length (a list, a phone, an hour): far beyond any real one. */
const UNDECLARED_INPUT_MAX = 10_000;

/**
 * The inputs of a post whose text is longer than the form lets anyone type (the field's declared
 * length, the page's `maxlength`), with that length. A browser stops typing there, so only a
 * script sends more: such a post is refused with 413 and the text is not shown back.
 */
export function findOversizeInputs(kind: EditorKind, form: FormData): Map<string, number> {
  const limits = new Map<string, number>(neutralInputNames(kind).map((name) => [name, UNDECLARED_INPUT_MAX]));
  for (const lang of LANGS) for (const [key, def] of Object.entries(kind.texts)) limits.set(`${lang}.${key}`, def.max ?? UNDECLARED_INPUT_MAX);
  const oversize = new Map<string, number>();
  for (const [name, max] of limits) {
    // A browser counts a line break as one character for `maxlength` but sends it as CR LF.
    const value = text(form.get(name)).replace(/\r\n/g, '\n');
    if (value.length > max) oversize.set(name, max);
  }
  return oversize;
}

const strings = (source: unknown): Record<string, unknown> => (source && typeof source === 'object' ? (source as Record<string, unknown>) : {});

/**
 * A saved draft (the form's values as they were posted, listing-draft.server.ts) as form values. Read
 * field by field against today's form, so a draft saved before a field was added or renamed still opens.
 */
export function valuesFromSaved(kind: EditorKind, saved: Record<string, unknown>): EditorValues {
  const stored = strings(saved.neutral);
  const neutral = Object.fromEntries(neutralInputNames(kind).map((name) => [name, typeof stored[name] === 'string' ? stored[name] : '']));
  const storedTexts = strings(saved.texts);
  const texts = Object.fromEntries(
    LANGS.map((lang) => {
      const source = strings(storedTexts[lang]);
      return [lang, Object.fromEntries(Object.keys(kind.texts).map((key) => [key, typeof source[key] === 'string' ? source[key] : '']))];
    }),
  ) as EditorValues['texts'];
  const images = Array.isArray(saved.images) ? cleanUrls(saved.images.filter((url): url is string => typeof url === 'string')) : [];
  return { neutral, texts, images: images.slice(0, kind.maxPhotos) };
}
