/** What each content kind hands the shared tab: its store, columns, form model and field components. */
import type { ComponentType } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Locale } from '~/platform/i18n/config';
import type { AdminStringKey } from '~/features/admin/lib/strings';
import type { ContentStore } from './content-store';
import type { AdminRowBase, Column } from './ContentTable';

export type ContentKindName = 'restaurants' | 'tours' | 'events' | 'news';

/** What a kind's form fields get. */
export interface ContentFieldsProps<V extends FieldValues, I> {
  form: UseFormReturn<V, unknown, I>;
  idPrefix: string;
}

/** What a kind's per-language texts get. */
export interface ContentTextsProps<V extends FieldValues, I> extends ContentFieldsProps<V, I> {
  lang: Locale;
}

export interface ContentTabConfig<Row extends AdminRowBase, V extends FieldValues, I> {
  kind: ContentKindName;
  store: ContentStore<Row>;
  columns: readonly Column<Row>[];
  nameOf: (row: Row) => string;
  fieldLabels: Readonly<Record<string, AdminStringKey>>;
  /** The row's cover image, shown as a thumbnail in the table. */
  imageOf?: (row: Row) => string | null | undefined;
  /** The row's public page in English ('/restaurant/3'), for 'View on site'. */
  pathOf?: (row: Row) => string;
  getEmptyForm: () => V;
  toForm: (row: Row) => V;
  /** The endpoint's input schema fed from the form values (each kind's <kind>-form.ts). */
  schema: z.ZodType<I>;
  /** The visitor-facing texts of one language (shown in the EN/NL tabs). */
  Texts: ComponentType<ContentTextsProps<V, I>>;
  /** The language-neutral fields (numbers, images, switches), below the tabs. */
  Fields: ComponentType<ContentFieldsProps<V, I>>;
}
