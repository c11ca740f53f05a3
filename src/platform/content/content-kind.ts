/**
 * The one declaration of a content kind (restaurants, tours, …), and what is derived from it: the
 * API input schema, the text types and the text picking of reads. A kind declares its
 * language-neutral fields as zod types and its visitor-facing texts as `TextFieldDef`s; the table
 * types come from drizzle. Generic: knows no kind. Runs anywhere.
 */
import { z } from 'zod';
import { acceptFlatEnglish } from './flat-texts';
import { coded, codedIssue } from './issue-codes';

/** How the dashboard shows a text: string keys (`L`, the dashboard's key type) and layout. */
export interface AdminTextField<L extends string = string> {
  label: L;
  hint?: L;
  placeholder?: L;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** A list shown with numbered rows (an itinerary's steps). */
  ordered?: boolean;
}

/** One visitor-facing text, stored once per language: a bounded text or a list of short texts. */
export type TextFieldDef<L extends string = string> = {
  /** The English label the API's messages use ('Name is required'). */
  label: string;
  /** How the dashboard shows it (absent for kinds the dashboard does not edit, such as testimonials). */
  admin?: AdminTextField<L>;
} & (
  | {
      max: number;
      /**
       * Must be written in at least one language (English, Dutch or both), each text on its own: a name in
       * Dutch and a description in English is a complete item. The other language shows the written text.
       */
      required?: boolean;
      list?: undefined;
    }
  | { list: true; max?: undefined; required?: undefined }
);

export type TextDefs<L extends string = string> = Readonly<Record<string, TextFieldDef<L>>>;

/** Declares a kind's texts, checked against the dashboard's key type `L` and kept literal. */
export const defineTexts =
  <L extends string>() =>
  <const D extends Record<string, TextFieldDef<L>>>(defs: D): D =>
    defs;

/** The texts of one language as values: a string per text, a string[] per list. */
export type TextsOf<D extends TextDefs> = { -readonly [K in keyof D]: D[K] extends { list: true } ? string[] : string };

const LIST_ITEM_MAX = 300;
const LIST_MAX_ITEMS = 30;

const textSchema = (label: string, labelKey: string | undefined, max: number) =>
  z
    .string(coded('notText', { label, labelKey }))
    .trim()
    .max(max, coded('tooLong', { label, labelKey, n: max }));

const listSchema = (label: string, labelKey: string | undefined) =>
  z
    .array(
      z
        .string(coded('itemNotText', { label, labelKey }))
        .trim()
        .min(1, coded('itemEmpty', { label, labelKey }))
        .max(LIST_ITEM_MAX, coded('itemTooLong', { label, labelKey, n: LIST_ITEM_MAX })),
      coded('notList', { label, labelKey }),
    )
    .max(LIST_MAX_ITEMS, coded('tooManyItems', { label, labelKey, n: LIST_MAX_ITEMS }));

type TextShape<D extends TextDefs> = {
  [K in keyof D]: D[K] extends { list: true } ? z.ZodDefault<ReturnType<typeof listSchema>> : z.ZodDefault<z.ZodString>;
};

/** Every text of one language, each with a default: a language may be left out entirely. */
function textShape<D extends TextDefs>(defs: D): TextShape<D> {
  return Object.fromEntries(
    Object.entries(defs).map(([key, def]) => [
      key,
      def.list ? listSchema(def.label, def.admin?.label).default([]) : textSchema(def.label, def.admin?.label, def.max).default(''),
    ]),
  ) as TextShape<D>;
}

const hasText = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The {en, nl} texts of an item. A required text must be written in at least one of the two languages
 * (checked per text; "Name is required" when neither has it, reported on the English field).
 * `extra`: per-language values that are not texts of the definition (e.g. the images' alt texts), each with a default.
 */
export function translationsSchema<D extends TextDefs, X extends z.ZodRawShape = Record<never, never>>(defs: D, extra: X = {} as X) {
  const language = () => z.object({ ...textShape(defs), ...extra }).prefault({} as never);
  const both = z.object({ en: language(), nl: language() }, coded('translationsRequired'));
  const required = Object.entries(defs).filter(([, def]) => !def.list && def.required === true);
  // Issues in the order a plain object parse reports them: English before Dutch, texts in definition order.
  const keys = [...Object.keys(defs), ...Object.keys(extra)];
  const rank = (path: readonly PropertyKey[]) => (path[0] === 'nl' ? keys.length + 1 : 0) + (keys.indexOf(String(path[1])) + 1);
  return z.unknown().transform((raw, ctx): z.output<typeof both> => {
    const result = both.safeParse(raw);
    const issues = result.success ? [] : [...result.error.issues];
    if (isRecord(raw)) {
      const en = isRecord(raw.en) ? raw.en : {};
      const nl = isRecord(raw.nl) ? raw.nl : {};
      for (const [key, def] of required) {
        if (hasText(en[key]) || hasText(nl[key]) || issues.some((i) => i.path[1] === key)) continue;
        issues.push({ ...codedIssue('required', { label: def.label, labelKey: def.admin?.label, path: ['en', key] }), input: en[key] } as z.core.$ZodIssue);
      }
    }
    if (issues.length === 0 && result.success) return result.data;
    issues.sort((a, b) => rank(a.path) - rank(b.path));
    for (const issue of issues) ctx.addIssue({ ...issue, path: [...issue.path] } as z.core.$ZodRawIssue);
    return z.NEVER;
  });
}

/** A content kind: its language-neutral fields (zod types with their limits and messages) and its texts. */
export interface ContentKindDef<N extends z.ZodRawShape, D extends TextDefs> {
  neutral: N;
  /** In the API's order (its JSON keys and which failure it reports first). */
  texts: D;
  /** The admin form's order of the texts, where it differs from the API's. */
  formOrder?: readonly (keyof D & string)[];
}

export const defineContentKind = <N extends z.ZodRawShape, D extends TextDefs>(kind: ContentKindDef<N, D>) => kind;

/** Per-language values beside a kind's texts (`translationsSchema`'s `extra`) and a check of the whole item. */
export interface ContentInputExtra<X extends z.ZodRawShape> {
  translations: X;
  check?: (item: Record<string, unknown> & { translations: Record<string, Record<string, unknown>> }, ctx: z.RefinementCtx) => void;
}

/** The admin API's input: neutral fields and `translations`, or (spec clients) the English texts flat beside them. */
export function contentInputSchema<N extends z.ZodRawShape, D extends TextDefs, X extends z.ZodRawShape = Record<never, never>>(
  kind: ContentKindDef<N, D>,
  extra?: ContentInputExtra<X>,
) {
  const item = z.object({ ...kind.neutral, translations: translationsSchema(kind.texts, extra?.translations ?? ({} as X)) });
  const check = extra?.check;
  return acceptFlatEnglish(check ? item.superRefine((v, ctx) => check(v as Parameters<typeof check>[0], ctx)) : item, kind.texts);
}

/** The texts of a translation row, or empty ones when the language has no row. */
export function textPicker<D extends TextDefs>(defs: D): (row: Partial<Record<keyof D, unknown>> | null | undefined) => TextsOf<D> {
  const fields = Object.entries(defs).map(([key, def]) => [key, def.list === true] as const);
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const [key, isList] of fields) out[key] = row?.[key] ?? (isList ? [] : '');
    return out as TextsOf<D>;
  };
}

/** A value as the API sends it: timestamps as ISO 8601 text. */
type ApiValue<T> = T extends Date ? string : T;

/** The language-neutral fields of a row as the API names and sends them: id, the kind's fields, createdAt. */
export type ApiFields<Row, K extends keyof Row> = { id: number } & { [P in K]: ApiValue<Row[P]> } & { createdAt: string };

/** Reads the API fields of `keys` (in that order) from a table row. */
export function apiFieldsReader<Row extends { id: number; createdAt: Date }, K extends keyof Row & string>(
  keys: readonly K[],
): (row: Row) => ApiFields<Row, K> {
  return (row) => {
    const out: Record<string, unknown> = { id: row.id };
    for (const key of keys) {
      const value = row[key];
      out[key] = value instanceof Date ? value.toISOString() : value;
    }
    out.createdAt = row.createdAt.toISOString();
    return out as ApiFields<Row, K>;
  };
}

/** The neutral field names of a kind, in declaration order. */
export const neutralKeys = <N extends z.ZodRawShape>(neutral: N) => Object.keys(neutral) as (keyof N & string)[];

/** `true` only when A and B are the same type: a kind checks its texts against its translation table with it. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;
