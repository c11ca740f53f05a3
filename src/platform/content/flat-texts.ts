/**
 * The spec's clients send a content item flat (section 7: `name`, `description`, … beside `price`),
 * one language only; the admin forms send `translations: { en, nl }`. Both shapes reach the same
 * schema: flat texts become the default language's (English) texts. The flat client knows nothing
 * of Dutch, so its item carries no Dutch texts: a create leaves Dutch empty (the public site shows
 * English) and a replace keeps the Dutch an admin wrote. Runs anywhere.
 */
import { z } from 'zod';

/** The answer when a body mixes the two shapes: which texts would win is a guess we refuse to make. */
const MIXED_SHAPES_MESSAGE = 'Send the texts either flat (English) or as translations, not both';

type Shape = { kind: 'nested'; input: unknown } | { kind: 'flat'; input: Record<string, unknown> } | { kind: 'mixed' };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Which shape a body has, and the flat one moved into `translations.en`. */
function readShape(input: unknown, textKeys: readonly string[]): Shape {
  if (!isPlainObject(input)) return { kind: 'nested', input };
  const flatKeys = textKeys.filter((key) => input[key] !== undefined);
  if (flatKeys.length === 0) return { kind: 'nested', input };
  if (input.translations !== undefined) return { kind: 'mixed' };
  // fromEntries defines own properties, so a '__proto__' key stays a plain (stripped) field.
  const entries = Object.entries(input);
  const english = Object.fromEntries(entries.filter(([key]) => textKeys.includes(key)));
  const neutral = Object.fromEntries(entries.filter(([key]) => !textKeys.includes(key)));
  return { kind: 'flat', input: { ...neutral, translations: { en: english } } };
}

function withoutDutch<O>(parsed: O): WithOptionalDutch<O> {
  const { translations, ...neutral } = parsed as { translations: Record<string, unknown> };
  const { nl: _notSent, ...given } = translations;
  return { ...neutral, translations: given } as WithOptionalDutch<O>;
}

/** An issue of the nested parse as the flat client sent it: 'translations.en.name' is its 'name'. */
function toFlatPath(path: readonly PropertyKey[]): PropertyKey[] {
  return path[0] === 'translations' && path[1] === 'en' ? path.slice(2) : [...path];
}

/** A parsed item whose Dutch texts may be absent: absent means 'keep what is stored'. */
export type WithOptionalDutch<O> = O extends { translations: { en: infer E; nl: infer N } } ? Omit<O, 'translations'> & { translations: { en: E; nl?: N } } : O;

/**
 * `schema` (with `translations: { en, nl }`) that also takes the texts of `textFields` flat.
 * Failures keep their messages and name the field the way the client sent it.
 */
export function acceptFlatEnglish<T extends z.ZodType>(schema: T, textFields: Readonly<Record<string, unknown>>) {
  const textKeys = Object.keys(textFields);
  return z.unknown().transform((raw, ctx): WithOptionalDutch<z.output<T>> => {
    const shape = readShape(raw, textKeys);
    if (shape.kind === 'mixed') {
      ctx.addIssue({ code: 'custom', path: ['translations'], message: MIXED_SHAPES_MESSAGE });
      return z.NEVER;
    }
    const result = schema.safeParse(shape.input);
    if (result.success) return shape.kind === 'flat' ? withoutDutch(result.data) : (result.data as WithOptionalDutch<z.output<T>>);
    for (const issue of result.error.issues) {
      ctx.addIssue({ ...issue, path: shape.kind === 'flat' ? toFlatPath(issue.path) : [...issue.path] } as z.core.$ZodRawIssue);
    }
    return z.NEVER;
  });
}
