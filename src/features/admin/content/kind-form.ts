/**
 * The admin form's part of a content kind, derived from the kind's text definitions: the texts of
 * one language as form values (lists as `{ value }` rows), empty texts, the inputs to show and the
 * labels of the missing-translation marker. Runs anywhere.
 */
import type { AdminTextField, TextFieldDef, TextsOf } from '~/platform/content/content-kind';
import type { AdminStringKey } from '~/features/admin/lib/strings';
import { fromItems, toItems, type ListItem } from './form-common';
import type { TranslatedFieldSpec } from './TranslatedFields';

/** Texts the dashboard edits: each has its string keys. */
export type AdminTextDefs = Readonly<Record<string, TextFieldDef<AdminStringKey> & { admin: AdminTextField<AdminStringKey> }>>;

/** The texts of one language in the form: a string per text, `{ value }` rows per list. */
export type FormTextsOf<D extends AdminTextDefs> = { -readonly [K in keyof D]: D[K] extends { list: true } ? ListItem[] : string };

/** A repeatable list's input: its name, label and whether its rows are numbered. */
export interface ListFieldSpec {
  name: string;
  label: AdminStringKey;
  ordered: boolean;
}

const listKeys = (defs: AdminTextDefs) => Object.keys(defs).filter((key) => defs[key]!.list);

/** Empty texts for a new item. */
export function emptyFormTexts<D extends AdminTextDefs>(defs: D): FormTextsOf<D> {
  return Object.fromEntries(Object.entries(defs).map(([key, def]) => [key, def.list ? [] : ''])) as FormTextsOf<D>;
}

/** Stored texts loaded into the form. */
export function toFormTexts<D extends AdminTextDefs>(defs: D, texts: TextsOf<D>): FormTextsOf<D> {
  const out: Record<string, unknown> = { ...texts };
  for (const key of listKeys(defs)) out[key] = toItems(out[key] as string[] | undefined);
  return out as FormTextsOf<D>;
}

/** The form's texts in the API's shape (before validation); blank list rows are dropped. */
export function toInputTexts<D extends AdminTextDefs>(defs: D, texts: FormTextsOf<D> | undefined): unknown {
  if (!texts) return texts;
  const out: Record<string, unknown> = { ...texts };
  for (const key of listKeys(defs)) out[key] = fromItems(out[key] as ListItem[] | undefined);
  return out;
}

/** The one-line and multi-line inputs of one language, in definition order or the given one. */
export function textFieldSpecs(defs: AdminTextDefs, order: readonly string[] = Object.keys(defs)): TranslatedFieldSpec[] {
  return order
    .map((name) => [name, defs[name]!] as const)
    .filter(([, def]) => !def.list)
    .map(([name, def]) => ({ name, ...def.admin, required: def.required === true }));
}

/** The repeatable lists of one language, in definition order. */
export function listFieldSpecs(defs: AdminTextDefs): ListFieldSpec[] {
  return listKeys(defs).map((name) => ({ name, label: defs[name]!.admin.label, ordered: defs[name]!.admin.ordered === true }));
}

/** Field name -> its label key (the table's missing-translation marker names the fields). */
export function fieldLabelsOf(defs: AdminTextDefs): Record<string, AdminStringKey> {
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, def.admin.label]));
}
