/** The editor form's values: read from a posted form, and loaded from a draft or a live entry. Runs anywhere. */
import { cleanUrls, toDateInput } from '~/features/admin';
import { hourInputNames, neutralFromOpeningHours } from './editor-hours';
import type { EditorKind, EditorValues } from './editor-kinds';

const LANGS = ['en', 'nl'] as const;

/** The posted names of the neutral inputs (opening hours are a Closed box and two opens/closes slots per day). */
export function neutralInputNames(kind: EditorKind): string[] {
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
